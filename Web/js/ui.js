// Small DOM helpers shared by the screens: escaping, toasts, confirmations, error notices, live announcements.
import { icon } from './icons.js';
import { track } from './analytics.js';
import { t, relativeTime, formatDate } from './i18n.js';

/** Escapes text for HTML. */
export function esc(value) {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** Builds an element from HTML text (first element). */
export function html(text) {
  const template = document.createElement('template');
  template.innerHTML = text.trim();
  return template.content.firstElementChild;
}

/** Announces text to screen readers through the polite live region. */
export function announce(text) {
  const region = document.getElementById('announcer');
  if (!region) return;
  region.textContent = '';
  // A fresh text node after a tick makes screen readers speak repeated text too.
  setTimeout(() => { region.textContent = text; }, 30);
}

/**
 * Moves focus to the screen's heading (after navigation, and after a delete empties a view), so a
 * keyboard or screen-reader user starts at the top of the new screen — unless the screen already put
 * focus somewhere inside itself (a chat's message box).
 */
export function focusHeading(root = document.getElementById('main'), { force = false } = {}) {
  const inside = document.activeElement && document.activeElement !== document.body && root.contains(document.activeElement);
  if (inside && !force) return;
  const heading = root.querySelector('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

// What was just said through the live region for a refusal (quota.js), so a toast or a notice showing
// the same sentence shows it without saying it a second time.
let announcedText = '';
let announcedAt = 0;
/** Marks a text as already announced (for the next few seconds). */
export function markAnnounced(text) { announcedText = text; announcedAt = Date.now(); }
function alreadyAnnounced(text) { return Boolean(text) && text === announcedText && Date.now() - announcedAt < 10_000; }

/** A transient message at the top of the screen. */
export function toast(message, { error = false, actionLabel, onAction, timeout = 4500 } = {}) {
  const host = document.getElementById('toasts');
  const quiet = alreadyAnnounced(message);
  const node = html(`<div class="toast ${error ? 'error' : ''}" ${quiet ? 'aria-hidden="true"' : `role="${error ? 'alert' : 'status'}"`}><div class="grow"></div></div>`);
  node.querySelector('.grow').textContent = message;
  if (actionLabel) {
    const button = html(`<button class="btn plain" type="button">${esc(actionLabel)}</button>`);
    button.addEventListener('click', () => { node.remove(); onAction?.(); });
    node.append(button);
  }
  host.append(node);
  setTimeout(() => node.remove(), timeout);
  return node;
}

/** A modal dialog; resolves true when confirmed. */
export function confirmDialog({ title, message, confirmLabel = t('common.delete'), cancelLabel = t('common.cancel'), danger = true, requireText }) {
  return new Promise((resolve) => {
    const dialog = html(`
      <dialog class="sheet bottom" aria-labelledby="confirm-title">
        <form method="dialog" class="sheet-body">
          <h2 id="confirm-title">${esc(title)}</h2>
          <p>${esc(message)}</p>
          ${requireText ? `<label class="field"><span>${t('confirm.typeToConfirm', { text: `<strong>${esc(requireText)}</strong>` })}</span><input class="input" name="confirmText" autocomplete="off" autocapitalize="off" spellcheck="false"></label>` : ''}
          <div class="sheet-actions">
            <button class="btn" value="cancel" type="submit">${esc(cancelLabel)}</button>
            <button class="btn ${danger ? 'danger filled' : 'primary'}" value="ok" type="submit" data-confirm>${esc(confirmLabel)}</button>
          </div>
        </form>
      </dialog>`);
    const confirmButton = dialog.querySelector('[data-confirm]');
    const input = dialog.querySelector('input[name=confirmText]');
    if (input) {
      confirmButton.disabled = true;
      input.addEventListener('input', () => { confirmButton.disabled = input.value.trim() !== requireText; });
    }
    dialog.addEventListener('close', () => {
      resolve(dialog.returnValue === 'ok');
      dialog.remove();
    });
    document.body.append(dialog);
    dialog.showModal();
    (input || dialog.querySelector('button[value=cancel]')).focus();
  });
}

/** Opens a sheet dialog with arbitrary content; returns the dialog (removed on close). */
export function sheet(contentHTML, { label = t('common.details'), bottom = true } = {}) {
  const dialog = html(`<dialog class="sheet ${bottom ? 'bottom' : ''}" aria-label="${esc(label)}"><div class="sheet-body">${contentHTML}</div>
    <button class="icon-btn ghost sheet-close" type="button" aria-label="${esc(t('common.close'))}">${icon('close')}</button></dialog>`);
  dialog.querySelector('.sheet-close').addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => { if (event.target === dialog) dialog.close(); });
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  // A sheet opens on its safe control: never on Delete (showModal focuses the first button there is).
  if (document.activeElement?.matches?.('.danger, .delete')) dialog.querySelector('.sheet-close').focus();
  return dialog;
}

/**
 * A polite error notice with the server's message and, when it may help, a retry button. A refusal
 * (429) was already announced once by quota.js, so its notice is shown without `role=alert` and
 * without a retry button: the controls turn back on by themselves when the wait ends.
 */
export function errorNotice(error, retry) {
  const missing = error && error.missing;
  const refusal = error?.status === 429;
  const node = html(`<div class="notice ${missing ? 'info' : 'error'}" ${refusal ? '' : 'role="alert"'}>
    <div class="grow"><p></p></div></div>`);
  node.querySelector('p').textContent = error?.message || t('error.generic');
  if (retry && (error?.retryable ?? true) && !missing && !refusal) {
    const button = html(`<button class="btn" type="button">${esc(t('common.tryAgain'))}</button>`);
    button.addEventListener('click', () => retry());
    node.append(button);
  }
  if (error && !missing) track('error_shown', { code: String(error.code || 'unknown'), status: String(error.status ?? '') });
  return node;
}

/** "3 min ago"-style relative time, in the person's language (Intl.RelativeTimeFormat). */
export function timeAgo(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((Date.now() - date.getTime()) / 1000);
  if (seconds < 45) return t('time.justNow');
  if (seconds < 3600) return relativeTime(-Math.max(1, Math.round(seconds / 60)), 'minute');
  if (seconds < 86400) return relativeTime(-Math.round(seconds / 3600), 'hour');
  if (seconds < 604800) return relativeTime(-Math.round(seconds / 86400), 'day');
  return formatDate(date);
}

/** Turns camelCase keys into words: "topSpeedKmh" → "Top speed kmh". */
export function humanise(key) {
  const words = String(key).replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function parseHex(hex) {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex || '');
  if (!match) return null;
  const n = parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex(rgb) { return `#${rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`; }
function luminance(rgb) {
  const channel = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}
function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];
const SURFACE = [44, 44, 46];

/**
 * Colours derived from an accent so text stays readable (WCAG AA, 4.5:1) whatever the user picks:
 * `fill` for filled buttons with `onFill` text (white when a slightly deeper shade allows it, as iOS
 * does, black on light accents), and `text` for accent-coloured text on the dark surfaces.
 */
export function accentPalette(hex) {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  let fill = rgb;
  let onFill = WHITE;
  if (contrast(rgb, BLACK) >= 7) onFill = BLACK;
  else {
    for (let i = 0; i < 40 && contrast(fill, WHITE) < 4.6; i += 1) fill = fill.map((v) => v * 0.96);
  }
  let text = rgb;
  for (let i = 0; i < 40 && contrast(text, SURFACE) < 4.6; i += 1) text = text.map((v) => v + (255 - v) * 0.08);
  return { fill: toHex(fill), onFill: toHex(onFill), text: toHex(text) };
}

/** Applies the profile's accent colour live through CSS custom properties. */
export function applyAccent(hex) {
  const palette = accentPalette(hex);
  if (!palette) return;
  const style = document.documentElement.style;
  style.setProperty('--accent', hex.toLowerCase());
  style.setProperty('--accent-fill', palette.fill);
  style.setProperty('--accent-contrast', palette.onFill);
  style.setProperty('--accent-text', palette.text);
  localStorage.setItem('visor.accent', hex.toLowerCase());
}
