// Home: a greeting, usage stats (GET /api/v1/stats, or counts from the lists when that isn't there yet),
// shortcuts, and the way to Settings.
import { api } from '../api.js';
import { icon } from '../icons.js';
import { esc, timeAgo } from '../ui.js';
import { session } from '../state.js';

// GET /api/v1/stats: {"counts":{analyses,cars,records,chats,images},"favorites":{chats,images,total},
// "recent":[{type,id,title,createdAt}]}; null for features this Visor lacks.
const COUNT_LABELS = [
  ['analyses', 'Photos described', 'Photo described'], ['cars', 'Cars in your garage', 'Car in your garage'],
  ['records', 'Other things identified', 'Other thing identified'], ['chats', 'Chats', 'Chat'],
  ['images', 'Images made', 'Image made'],
];
const RECENT = {
  analysis: { label: 'Answer', href: () => '#/camera', icon: 'camera' },
  car: { label: 'Car', href: () => '#/garage', icon: 'car' },
  record: { label: 'Identified', href: () => '#/garage', icon: 'car' },
  chat: { label: 'Chat', href: (item) => `#/chat/${encodeURIComponent(item.id)}`, icon: 'chat' },
  image: { label: 'Image', href: () => '#/imagine', icon: 'sparkles' },
};

/** The words a person reads for the stats: "12 Photos described", "1 Car in your garage", "3 Favourites". */
export function statEntries(stats) {
  const entries = [];
  for (const [key, many, one] of COUNT_LABELS) {
    const value = stats?.counts?.[key];
    if (typeof value === 'number') entries.push([value, value === 1 ? one : many]);
  }
  const favourites = stats?.favorites?.total;
  if (typeof favourites === 'number') entries.push([favourites, favourites === 1 ? 'Favourite' : 'Favourites']);
  return entries;
}

function greeting() {
  const hour = new Date().getHours();
  return hour < 5 ? 'Good night' : hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

export async function render(main) {
  const user = session.user;
  const name = user.displayName || user.username;
  main.innerHTML = `<div class="page">
    <header class="page-header"><h1>Home</h1>
      <div class="actions"><a class="icon-btn" href="#/settings" aria-label="Settings">${icon('settings')}</a></div></header>
    <p class="hello">${esc(greeting())}, ${esc(name)}.</p>
    <h2 class="section-title">Your Visor</h2>
    <div class="stats" aria-live="polite"><div class="stat"><div class="n">…</div><div class="l">Loading stats</div></div></div>
    <h2 class="section-title">Recent</h2>
    <div class="recent-activity"></div>
    <h2 class="section-title">Do something</h2>
    <nav class="shortcut-grid" aria-label="Shortcuts">
      <a class="shortcut" href="#/camera">${icon('camera')}<span>Describe</span><small>Tap to hear what’s in front of you</small></a>
      <a class="shortcut" href="#/camera" data-mode="car">${icon('car')}<span>Identify a car</span><small>Saved to your garage</small></a>
      <a class="shortcut" href="#/chat">${icon('chat')}<span>Chat</span><small>Talk with a model</small></a>
      <a class="shortcut" href="#/imagine">${icon('sparkles')}<span>Imagine</span><small>Make an image from words</small></a>
      <a class="shortcut" href="#/cute">${icon('heart')}<span>Cute-o-meter</span><small>How cute is it, really?</small></a>
      <a class="shortcut" href="#/settings">${icon('settings')}<span>Settings</span><small>Name, colour, voice, tokens</small></a>
    </nav>
  </div>`;
  main.querySelector('[data-mode=car]').addEventListener('click', () => sessionStorage.setItem('visor.mode', 'car'));
  const statsNode = main.querySelector('.stats');

  const recentNode = main.querySelector('.recent-activity');

  function show(entries, note) {
    statsNode.innerHTML = entries.map(([value, label]) => `<div class="stat"><div class="n">${esc(typeof value === 'number' ? value.toLocaleString() : value)}</div><div class="l">${esc(label)}</div></div>`).join('')
      + (note ? `<p class="footnote" style="grid-column:1/-1">${esc(note)}</p>` : '');
  }

  function showRecent(items) {
    if (!items.length) {
      recentNode.innerHTML = '<p class="muted">Nothing yet. Describe a photo, identify a car or start a chat, and it will show here.</p>';
      return;
    }
    recentNode.innerHTML = `<ul class="list" aria-label="Recent activity">${items.map((item) => {
      const kind = RECENT[item.type] || { label: item.type, href: () => '#/home', icon: 'history' };
      return `<li><a class="row" href="${esc(kind.href(item))}">${icon(kind.icon)}<span class="grow"><span class="title">${esc(item.title || kind.label)}</span>
        <span class="sub">${esc(kind.label)} · <time datetime="${esc(item.createdAt || '')}">${esc(timeAgo(item.createdAt))}</time></span></span></a></li>`;
    }).join('')}</ul>`;
  }

  try {
    const stats = await api.get('/api/v1/stats', { background: true });
    const entries = statEntries(stats);
    show(entries.length ? entries : [[0, 'Photos described']]);
    showRecent(Array.isArray(stats?.recent) ? stats.recent : []);
  } catch (error) {
    recentNode.innerHTML = '';
    // No stats endpoint: count what the lists show.
    const sources = [['Photos described', '/api/v1/analyses?limit=100'], ['Cars in your garage', '/api/v1/cars?limit=100'], ['Chats', '/api/v1/chats?limit=100'], ['Images made', '/api/v1/images?limit=100']];
    const results = await Promise.allSettled(sources.map(([, path]) => api.get(path, { background: true })));
    const entries = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled' && result.value?.items) {
        entries.push([`${result.value.items.length}${result.value.nextCursor ? '+' : ''}`, sources[index][0]]);
      }
    });
    if (entries.length) show(entries, error.missing ? 'Detailed usage stats aren’t available on this server yet.' : error.message);
    else statsNode.innerHTML = `<p class="muted" style="grid-column:1/-1">${esc(error.missing ? 'Usage stats aren’t available on this server yet.' : error.message)}</p>`;
  }
  return () => {};
}
