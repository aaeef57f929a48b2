// Home: a greeting, usage stats (GET /api/v1/stats, or counts from the lists when that isn't there yet),
// shortcuts, and the way to Settings.
import { api } from '../api.js';
import { icon } from '../icons.js';
import { esc, humanise } from '../ui.js';
import { session } from '../state.js';

const STAT_LABELS = {
  analyses: 'Answers', descriptions: 'Descriptions', questions: 'Questions asked', cars: 'Cars in garage', chats: 'Chats',
  messages: 'Chat messages', images: 'Images', classifications: 'Cute checks', tokens: 'API tokens', events: 'Events',
};

function greeting() {
  const hour = new Date().getHours();
  return hour < 5 ? 'Good night' : hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

function flatten(object, prefix = '', out = []) {
  for (const [key, value] of Object.entries(object || {})) {
    const name = prefix ? `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}` : key;
    if (typeof value === 'number') out.push([name, value]);
    else if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, name, out);
  }
  return out;
}

function statLabel(key) {
  if (STAT_LABELS[key]) return STAT_LABELS[key];
  const trimmed = key.replace(/(Count|Total)$/, '');
  return STAT_LABELS[trimmed] || humanise(key.replace(/Ms$/, ' (ms)'));
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

  function show(entries, note) {
    statsNode.innerHTML = entries.map(([key, value]) => `<div class="stat"><div class="n">${esc(typeof value === 'number' ? value.toLocaleString() : value)}</div><div class="l">${esc(statLabel(key))}</div></div>`).join('')
      + (note ? `<p class="footnote" style="grid-column:1/-1">${esc(note)}</p>` : '');
  }

  try {
    const stats = await api.get('/api/v1/stats');
    const entries = flatten(stats).slice(0, 12);
    show(entries.length ? entries : [['analyses', 0]]);
  } catch (error) {
    // No stats endpoint yet: count what the lists show.
    const sources = [['analyses', '/api/v1/analyses?limit=100'], ['cars', '/api/v1/cars?limit=100'], ['chats', '/api/v1/chats?limit=100'], ['images', '/api/v1/images?limit=100']];
    const results = await Promise.allSettled(sources.map(([, path]) => api.get(path)));
    const entries = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled' && result.value?.items) {
        entries.push([sources[index][0], `${result.value.items.length}${result.value.nextCursor ? '+' : ''}`]);
      }
    });
    if (entries.length) show(entries, error.missing ? 'Detailed usage stats aren’t available on this server yet.' : error.message);
    else statsNode.innerHTML = `<p class="muted" style="grid-column:1/-1">${esc(error.missing ? 'Usage stats aren’t available on this server yet.' : error.message)}</p>`;
  }
  return () => {};
}
