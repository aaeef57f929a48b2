// Home: a greeting, usage stats (GET /api/v1/stats, or counts from the lists when that isn't there yet),
// shortcuts, and the way to Settings.
import { api } from '../api.js';
import { icon } from '../icons.js';
import { esc, timeAgo } from '../ui.js';
import { session } from '../state.js';
import { t, formatNumber } from '../i18n.js';

// GET /api/v1/stats: {"counts":{analyses,cars,records,chats,images},"favorites":{chats,images,total},
// "recent":[{type,id,title,createdAt}]}; null for features this Visor lacks.
// Each count's words are a plural catalogue entry (`stats.analyses`: "Photo described" / "Photos described").
const COUNT_LABELS = [['analyses', 'stats.analyses'], ['cars', 'stats.cars'], ['records', 'stats.records'], ['chats', 'stats.chats'], ['images', 'stats.images']];
const RECENT = {
  analysis: { label: 'recentKind.analysis', href: () => '#/camera', icon: 'camera' },
  car: { label: 'recentKind.car', href: () => '#/garage', icon: 'car' },
  record: { label: 'recentKind.record', href: () => '#/garage', icon: 'car' },
  chat: { label: 'recentKind.chat', href: (item) => `#/chat/${encodeURIComponent(item.id)}`, icon: 'chat' },
  image: { label: 'recentKind.image', href: () => '#/imagine', icon: 'sparkles' },
};

/** The words a person reads for the stats: "12 Photos described", "1 Car in your garage", "3 Favourites". */
export function statEntries(stats) {
  const entries = [];
  for (const [key, id] of COUNT_LABELS) {
    const value = stats?.counts?.[key];
    if (typeof value === 'number') entries.push([value, t(id, { count: value })]);
  }
  const favourites = stats?.favorites?.total;
  if (typeof favourites === 'number') entries.push([favourites, t('stats.favourites', { count: favourites })]);
  return entries;
}

function greeting() {
  const hour = new Date().getHours();
  return t(hour < 5 ? 'home.night' : hour < 12 ? 'home.morning' : hour < 18 ? 'home.afternoon' : 'home.evening');
}

export async function render(main) {
  const user = session.user;
  const name = user.displayName || user.username;
  main.innerHTML = `<div class="page">
    <header class="page-header"><h1>${esc(t('title.home'))}</h1>
      <div class="actions"><a class="icon-btn" href="#/settings" aria-label="${esc(t('title.settings'))}">${icon('settings')}</a></div></header>
    <p class="hello">${esc(t('home.hello', { greeting: greeting(), name }))}</p>
    <h2 class="section-title">${esc(t('home.yourVisor'))}</h2>
    <div class="stats" aria-live="polite"><div class="stat"><div class="n">…</div><div class="l">${esc(t('home.loadingStats'))}</div></div></div>
    <h2 class="section-title">${esc(t('home.recent'))}</h2>
    <div class="recent-activity"></div>
    <h2 class="section-title">${esc(t('home.doSomething'))}</h2>
    <nav class="shortcut-grid" aria-label="${esc(t('home.shortcuts'))}">
      <a class="shortcut" href="#/camera">${icon('camera')}<span>${esc(t('mode.describe'))}</span><small>${esc(t('home.describeHint'))}</small></a>
      <a class="shortcut" href="#/camera" data-mode="car">${icon('car')}<span>${esc(t('home.identifyCar'))}</span><small>${esc(t('car.saved'))}</small></a>
      <a class="shortcut" href="#/chat">${icon('chat')}<span>${esc(t('title.chat'))}</span><small>${esc(t('home.chatHint'))}</small></a>
      <a class="shortcut" href="#/imagine">${icon('sparkles')}<span>${esc(t('title.imagine'))}</span><small>${esc(t('home.imagineHint'))}</small></a>
      <a class="shortcut" href="#/cute">${icon('heart')}<span>${esc(t('title.cute'))}</span><small>${esc(t('home.cuteHint'))}</small></a>
      <a class="shortcut" href="#/settings">${icon('settings')}<span>${esc(t('title.settings'))}</span><small>${esc(t('home.settingsHint'))}</small></a>
    </nav>
  </div>`;
  main.querySelector('[data-mode=car]').addEventListener('click', () => sessionStorage.setItem('visor.mode', 'car'));
  const statsNode = main.querySelector('.stats');

  const recentNode = main.querySelector('.recent-activity');

  function show(entries, note) {
    statsNode.innerHTML = entries.map(([value, label]) => `<div class="stat"><div class="n">${esc(typeof value === 'number' ? formatNumber(value) : value)}</div><div class="l">${esc(label)}</div></div>`).join('')
      + (note ? `<p class="footnote" style="grid-column:1/-1">${esc(note)}</p>` : '');
  }

  function showRecent(items) {
    if (!items.length) {
      recentNode.innerHTML = `<p class="muted">${esc(t('home.nothingYet'))}</p>`;
      return;
    }
    recentNode.innerHTML = `<ul class="list" aria-label="${esc(t('home.recentActivity'))}">${items.map((item) => {
      const known = RECENT[item.type];
      const kind = known ? { ...known, label: t(known.label) } : { label: item.type, href: () => '#/home', icon: 'history' };
      return `<li><a class="row" href="${esc(kind.href(item))}">${icon(kind.icon)}<span class="grow"><span class="title" dir="auto">${esc(item.title || kind.label)}</span>
        <span class="sub">${esc(kind.label)} · <time datetime="${esc(item.createdAt || '')}">${esc(timeAgo(item.createdAt))}</time></span></span></a></li>`;
    }).join('')}</ul>`;
  }

  try {
    const stats = await api.get('/api/v1/stats', { background: true });
    const entries = statEntries(stats);
    show(entries.length ? entries : [[0, t('stats.analyses', { count: 0 })]]);
    showRecent(Array.isArray(stats?.recent) ? stats.recent : []);
  } catch (error) {
    recentNode.innerHTML = '';
    // No stats endpoint: count what the lists show.
    const sources = [['stats.analyses', '/api/v1/analyses?limit=100'], ['stats.cars', '/api/v1/cars?limit=100'], ['stats.chats', '/api/v1/chats?limit=100'], ['stats.images', '/api/v1/images?limit=100']];
    const results = await Promise.allSettled(sources.map(([, path]) => api.get(path, { background: true })));
    const entries = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled' && result.value?.items) {
        entries.push([`${formatNumber(result.value.items.length)}${result.value.nextCursor ? '+' : ''}`, t(sources[index][0], { count: result.value.items.length })]);
      }
    });
    if (entries.length) show(entries, error.missing ? t('home.noDetailedStats') : error.message);
    else statsNode.innerHTML = `<p class="muted" style="grid-column:1/-1">${esc(error.missing ? t('home.noStats') : error.message)}</p>`;
  }
  return () => {};
}
