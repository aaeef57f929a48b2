// The web app's language (issue 27 item 6): every sentence, accessible name and announcement comes
// from a message catalogue, one file per language in js/messages/ (`export default { "id": "text" }`,
// a JSON object, so tests read it too). `t(id, args)` fills `{name}` placeholders; an entry may be an
// object of plural forms (`{ "one": "…", "other": "…" }`, CLDR categories) chosen by Intl.PluralRules
// for `args.count`. The language is the person's `language` from /api/v1/me, else the browser's,
// else English; `<html lang dir>` follow it, and dates and numbers are formatted with Intl in it.
import en from './messages/en.js';

/** The supported languages, each named in its own language (the picker shows these). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'pt', name: 'Português' },
  { code: 'it', name: 'Italiano' },
  { code: 'pl', name: 'Polski' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'ru', name: 'Русский' },
  { code: 'ar', name: 'العربية' },
];
const RIGHT_TO_LEFT = new Set(['ar']);
const SUPPORTED = new Set(LANGUAGES.map((l) => l.code));

let current = 'en';
let messages = en;
let plurals = new Intl.PluralRules('en');
let numbers = new Intl.NumberFormat('en');
const listeners = new Set();

/** The supported language code for a BCP 47 tag ("fr-CA" → "fr"), or null. */
export function supportedLanguage(tag) {
  const code = String(tag || '').trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED.has(code) ? code : null;
}

/** The language to show: the person's setting, else the browser's first supported one, else English. */
export function preferredLanguage(user) {
  const own = supportedLanguage(user?.language);
  if (own) return own;
  for (const tag of navigator.languages?.length ? navigator.languages : [navigator.language]) {
    const code = supportedLanguage(tag);
    if (code) return code;
  }
  return 'en';
}

/** The language in use ("en", "fr", "ar"…). */
export function language() { return current; }

/** "rtl" for Arabic, else "ltr". */
export function direction(code = current) { return RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr'; }

/** The language's own name ("Français"). */
export function languageName(code = current) { return LANGUAGES.find((l) => l.code === code)?.name || code; }

function fill(text, args) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    if (!(name in args)) return whole;
    const value = args[name];
    return typeof value === 'number' ? numbers.format(value) : String(value ?? '');
  });
}

/**
 * The sentence `id` in the current language with `{name}` placeholders filled from `args` (numbers
 * formatted for the language). Plural entries pick their form by `args.count`. An id missing from
 * the language (the catalogue test prevents it) falls back to English.
 */
export function t(id, args = {}) {
  let entry = messages[id] ?? en[id];
  if (entry === undefined) {
    console.warn(`i18n: no message ${id}`);
    return id;
  }
  if (typeof entry === 'object') {
    const count = Number(args.count ?? 0);
    entry = entry[plurals.select(count)] ?? entry.other;
  }
  return fill(entry, args);
}

/** Formats a number for the language. */
export function formatNumber(value, options) {
  return options ? new Intl.NumberFormat(current, options).format(value) : numbers.format(value);
}

/** Formats a date (Date or ISO string) for the language; `options` as Intl.DateTimeFormat's. */
export function formatDate(value, options = { dateStyle: 'medium' }) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(current, options).format(date);
}

/** "3 minutes ago" in the language (Intl.RelativeTimeFormat). */
export function relativeTime(value, unit) {
  return new Intl.RelativeTimeFormat(current, { numeric: 'auto' }).format(value, unit);
}

/** Fills static HTML marked `data-i18n="id"` (text) and `data-i18n-aria-label` / `-title` / `-alt` / `-placeholder`. */
export function translateStatic(root = document) {
  for (const node of root.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const attribute of ['aria-label', 'title', 'alt', 'placeholder', 'content']) {
    for (const node of root.querySelectorAll(`[data-i18n-${attribute}]`)) node.setAttribute(attribute, t(node.getAttribute(`data-i18n-${attribute}`)));
  }
}

/**
 * Switches the language: loads its catalogue, sets `<html lang dir>`, refills the static text and
 * tells the listeners (the app re-renders the screen). Resolves to true when the language changed.
 */
export async function setLanguage(tag) {
  const code = supportedLanguage(tag) || 'en';
  if (code === current && document.documentElement.lang === code) return false;
  const loaded = code === 'en' ? en : (await import(`./messages/${code}.js`)).default;
  const changed = code !== current;
  current = code;
  messages = loaded;
  plurals = new Intl.PluralRules(code);
  numbers = new Intl.NumberFormat(code);
  document.documentElement.lang = code;
  document.documentElement.dir = direction(code);
  translateStatic();
  if (changed) for (const listener of listeners) listener(code);
  return changed;
}

/** Calls `listener(code)` after each change of language; returns a function that stops it. */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
