// Quotas as a person meets them (issue 12 item 4, decision 031): what is left today (from `limits` in
// GET /api/v1/me), a short line when few are left, and a server refusal (429 `rate_limited` /
// `quota_exceeded`) said once — shown, announced through the live region and spoken when speech is
// on — with the controls it stops saying why while the wait runs, and turning back on when it ends.
// Nothing here retries: after a refusal the app sends nothing for that kind of work until the wait
// (the server's Retry-After) is over.
import { api } from './api.js';
import { announce, markAnnounced } from './ui.js';
import { session, setUser } from './state.js';
import { speechDefault } from './voice.js';
import { t, formatDate } from './i18n.js';

/** "Few left": at or below this many analyses, the line after an answer is said. */
export const FEW_LEFT = 3;

const listeners = new Set();
let block = null; // { code, message, until (epoch ms), analysesOnly, told }
let timer = null;
let speaker = null;
const told = new Map(); // `${userId}|${resetsAt}` → the number of analyses left last said

/** Calls `listener()` whenever a refusal starts or ends, or the limits change; returns the unsubscriber. */
export function onQuotaChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function changed() { for (const listener of listeners) listener(); }

/**
 * The screen that can speak (the camera, through its player) registers here; elsewhere a refusal is
 * spoken by the browser's own voice when the person has speech on. Returns the unregister function.
 */
export function setRefusalSpeaker(speak) {
  speaker = speak;
  return () => { if (speaker === speak) speaker = null; };
}

/** Whether answers are spoken for this person (the camera's toggle, else this device's reader choice and the profile's default). */
export function speechOn() {
  const stored = sessionStorage.getItem('visor.speak');
  return stored === null ? speechDefault(session.user) : stored === 'true';
}

/** Speaks with the browser's voice (used when the server can't: it is refusing every request). */
export function speakLocally(text) {
  try {
    if (!('speechSynthesis' in window) || typeof SpeechSynthesisUtterance === 'undefined') return false;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en';
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
    return true;
  } catch { return false; }
}

function two(n) { return String(n).padStart(2, '0'); }

/**
 * When a window ends, in UTC and in the person's own time: "midnight UTC (7:00 PM your time)",
 * "16:43 UTC" (no second time when the person's clock is on UTC).
 */
export function resetWords(resetsAt) {
  const date = resetsAt instanceof Date ? resetsAt : new Date(resetsAt);
  if (Number.isNaN(date.getTime())) return '';
  const utc = date.getUTCHours() === 0 && date.getUTCMinutes() === 0 ? t('quota.midnightUTC') : t('quota.timeUTC', { time: `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}` });
  if (date.getTimezoneOffset() === 0) return utc;
  const local = formatDate(date, { hour: 'numeric', minute: '2-digit' });
  const sameDay = new Date().toDateString() === date.toDateString();
  return t(sameDay ? 'quota.yourTime' : 'quota.yourTimeTomorrow', { utc, local });
}


/** The analyses-per-day limit from a user's `limits`, or null when unlimited. */
export function analysisLimit(limits = session.user?.limits) {
  const day = limits?.analysesPerDay;
  return day && Number.isInteger(day.limit) ? day : null;
}

/**
 * The account view's lines (only the limits that are set): "12 of 50 analyses left today; resets at
 * midnight UTC (1:00 AM your time)." and "Up to 30 requests a minute."
 */
export function limitLines(limits) {
  const lines = [];
  const day = analysisLimit(limits);
  if (day) {
    const left = Math.max(0, Math.min(day.limit, day.remaining ?? day.limit));
    lines.push(day.limit === 0
      ? t('quota.zero')
      : t('quota.left', { left, count: day.limit, time: resetWords(day.resetsAt) }));
  }
  const minute = limits?.requestsPerMinute;
  if (minute && Number.isInteger(minute.limit)) {
    lines.push(t('quota.perMinute', { count: minute.limit }));
  }
  return lines;
}

/** The line for few analyses left ("2 analyses left today."), or null when there are more (or no limit). */
export function fewLeftLine(limits = session.user?.limits) {
  const day = analysisLimit(limits);
  if (!day || day.limit === 0 || !Number.isInteger(day.remaining) || day.remaining > FEW_LEFT) return null;
  if (day.remaining === 0) return t('quota.noneLeft', { time: resetWords(day.resetsAt) });
  return t('quota.fewLeft', { count: day.remaining });
}

/**
 * The few-left line to say now: `{ line, tell }` where `tell` is true only when the number changed
 * since it was last said (so a re-render, or an answer that did not count, says nothing again).
 */
export function fewLeftNow(limits = session.user?.limits) {
  const line = fewLeftLine(limits);
  if (!line) return { line: null, tell: false };
  const day = analysisLimit(limits);
  const key = `${session.user?.id}|${day.resetsAt}`;
  const tell = told.get(key) !== day.remaining;
  told.set(key, day.remaining);
  return { line, tell };
}

/**
 * Re-reads GET /api/v1/me for fresh `limits` (after an analysis, on the account view). Returns the
 * limits, or null when the read failed (a refusal then blocks quietly: the person did not ask for it).
 */
export async function refreshLimits() {
  try {
    const me = await api.get('/api/v1/me', { background: true });
    // Signed out (or someone else) meanwhile: nothing to update.
    if (me && typeof me === 'object' && me.id && session.user?.id === me.id) {
      setUser({ ...session.user, ...me });
      // An admin raised the day's limit (or the day turned): analyses are on again.
      const day = analysisLimit(me.limits);
      if (block?.code === 'quota_exceeded' && (!day || day.remaining > 0)) {
        clearTimeout(timer);
        block = null;
        timer = null;
      }
      changed();
      return me.limits || null;
    }
  } catch { /* the next action hears about it */ }
  return null;
}

/** Whether a fresh count is worth a read: the account has an analyses-per-day limit. */
export function hasAnalysisLimit() { return Boolean(analysisLimit()); }

/**
 * The refusal in force for an action, or null: `rate_limited` stops everything, `quota_exceeded`
 * only analyses (describe, ask, identify — rating cuteness is not one).
 */
export function currentBlock({ analysis = true } = {}) {
  if (!block || Date.now() >= block.until) return null;
  if (block.analysesOnly && !analysis) return null;
  return block;
}

/** Whole seconds left of a refusal's wait (≥ 1 while it runs). */
export function secondsLeft(current = block) {
  return current ? Math.max(1, Math.ceil((current.until - Date.now()) / 1000)) : 0;
}

/** "Try again in 40 seconds." / "Try again at midnight UTC (7:00 PM your time)." */
export function waitWords(current = block, { rounded = false } = {}) {
  if (!current) return '';
  // Retry-After is whole seconds: the day's end is the nearest minute to `until`.
  if (current.code !== 'rate_limited') return t('quota.tryAt', { time: resetWords(new Date(Math.round(current.until / 60_000) * 60_000)) });
  let seconds = secondsLeft(current);
  if (rounded && seconds > 10) seconds = Math.ceil(seconds / 10) * 10;
  return rounded && seconds <= 10 ? t('quota.tryInFew') : t('quota.tryIn', { count: seconds });
}

/** Why a control is off: "Too many requests this minute. Try again in 40 seconds." */
export function blockReason(current = block, options = {}) {
  if (!current) return '';
  const what = current.code === 'rate_limited' ? t('quota.tooMany') : t('quota.noneToday');
  return `${what} ${waitWords(current, options)}`;
}

function say(text, code) {
  announce(text);
  markAnnounced(text);
  if (speaker) speaker(text, code);
  else if (speechOn()) speakLocally(text);
}

/** A control was pressed while a refusal is in force: say why again (the person asked), send nothing. */
export function tellBlocked(current = block) {
  if (!current) return;
  current.told = true;
  say(blockReason(current), current.code);
}

/**
 * A 429 from the server (api.js raises `visor:refused`). Starts the wait from Retry-After; says the
 * server's sentence once when the person's own action was refused (`background` requests only block).
 */
export function refused(error, { background = false } = {}) {
  const code = error?.code === 'quota_exceeded' ? 'quota_exceeded' : 'rate_limited';
  const fallback = code === 'rate_limited' ? 60 : 3600;
  const seconds = Number.isFinite(error?.retryAfter) && error.retryAfter > 0 ? error.retryAfter : fallback;
  const until = Date.now() + seconds * 1000;
  // A longer wait wins (a day's quota is not shortened by a minute's limit).
  if (!block || Date.now() >= block.until || until >= block.until || code === block.code) {
    block = { code, message: error?.message || '', until, analysesOnly: code === 'quota_exceeded', told: block?.told && block.code === code };
    clearTimeout(timer);
    // setTimeout holds at most ~24.8 days; a quota's wait is at most a day.
    timer = setTimeout(waitEnded, Math.min(seconds * 1000, 2 ** 31 - 1));
  }
  if (code === 'quota_exceeded' && session.user?.limits?.analysesPerDay) {
    session.user.limits.analysesPerDay.remaining = 0;
  }
  if (!background && error?.message) {
    block.told = true;
    say(error.message, code);
  }
  changed();
}

function waitEnded() {
  const ended = block;
  block = null;
  timer = null;
  if (ended?.told && ended.code === 'rate_limited') say(t('quota.ready'), 'ready');
  changed();
}

/** Forgets any refusal (sign-out). */
export function resetQuota() {
  clearTimeout(timer);
  block = null;
  timer = null;
  told.clear();
  changed();
}

window.addEventListener('visor:refused', (event) => refused(event.detail?.error, event.detail || {}));
window.addEventListener('visor:signed-out', resetQuota);
