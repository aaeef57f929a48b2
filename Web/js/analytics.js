// Client analytics: interaction and error events (names and small string properties, never content),
// batched to POST /api/v1/events.
import { request } from './api.js';

const NAME = /^[a-z0-9_.]{1,64}$/;
const MAX_BATCH = 100;
let queue = [];
let timer = null;
let enabled = false;
let disabled = false;

/** Starts sending (after sign-in). */
export function enableAnalytics(on = true) {
  enabled = on;
  if (on && queue.length) schedule();
}

/** Records an event; properties are coerced to short strings. */
export function track(name, properties = {}) {
  if (disabled || !NAME.test(name)) return;
  const props = {};
  for (const [key, value] of Object.entries(properties).slice(0, 16)) {
    if (value === undefined || value === null) continue;
    props[key.slice(0, 64)] = String(value).slice(0, 128);
  }
  queue.push({ name, properties: props });
  if (queue.length > 500) queue = queue.slice(-500);
  if (queue.length >= 20) flush(); else schedule();
}

function schedule() {
  if (!enabled || timer) return;
  timer = setTimeout(() => { timer = null; flush(); }, 8000);
}

/** Sends what is queued, in batches of at most 100. */
export async function flush({ keepalive = false } = {}) {
  if (!enabled || disabled || !queue.length) return;
  const batch = queue.splice(0, MAX_BATCH);
  try {
    await request('/api/v1/events', { method: 'POST', json: { events: batch }, keepalive, background: true });
  } catch (error) {
    if (error.status === 404 || error.status === 405) disabled = true; // not on this server
    // Other failures drop the batch: analytics must never get in the way.
  }
  if (queue.length) schedule();
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush({ keepalive: true });
});
