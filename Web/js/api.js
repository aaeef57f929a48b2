// HTTP client for the Visor native API: session cookie + CSRF header, or an API token (Bearer).
// Every failure becomes an ApiError carrying the server's sentence, so screens can show it as is.
import { t } from './i18n.js';

const CSRF_KEY = 'visor.csrf';
const TOKEN_KEY = 'visor.token';

const credentials = {
  csrf: sessionStorage.getItem(CSRF_KEY),
  token: localStorage.getItem(TOKEN_KEY),
};

/** An API failure: `status` 0 means the network failed before an answer came. */
export class ApiError extends Error {
  constructor(status, code, message, { retryAfter = null } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    /** Seconds the server asked to wait (`Retry-After` of a 429), or null. */
    this.retryAfter = retryAfter;
  }
  /**
   * Worth a retry button: network trouble and server-side failures. Not a refusal (429): the app
   * waits out its Retry-After and the controls turn back on by themselves (quota.js).
   */
  get retryable() { return this.status === 0 || this.status >= 500; }
  /** The endpoint is not on this server (yet). */
  get missing() { return this.status === 404 || this.status === 405; }
}

export function setCsrf(token) {
  credentials.csrf = token || null;
  if (token) sessionStorage.setItem(CSRF_KEY, token); else sessionStorage.removeItem(CSRF_KEY);
}
export function setApiToken(token) {
  credentials.token = token || null;
  if (token) localStorage.setItem(TOKEN_KEY, token); else localStorage.removeItem(TOKEN_KEY);
}
export function usingApiToken() { return Boolean(credentials.token); }
/**
 * The subprotocols a WebSocket offers: `visor`, and with an API-token sign-in the token as
 * `visor.bearer.<token>` (a browser cannot set headers on a WebSocket; the cookie works on its own).
 */
export function socketProtocols() {
  return credentials.token ? ['visor', `visor.bearer.${credentials.token}`] : ['visor'];
}
export function clearCredentials() { setCsrf(null); setApiToken(null); }

function headersFor(method, extra = {}) {
  const headers = { ...extra };
  if (credentials.token) headers['Authorization'] = `Bearer ${credentials.token}`;
  else if (method !== 'GET' && method !== 'HEAD' && credentials.csrf) headers['X-CSRF-Token'] = credentials.csrf;
  return headers;
}

async function errorFrom(response) {
  let code = `http_${response.status}`;
  let message = '';
  try {
    const body = await response.json();
    if (body && body.error) {
      code = body.error.code || code;
      message = body.error.message || '';
    }
  } catch { /* not JSON */ }
  if (!message) {
    if (response.status === 404) message = t('error.notAvailable');
    else if (response.status === 429) message = t('error.busy');
    else if (response.status >= 500) message = t('error.server');
    else message = t('error.requestFailed', { status: String(response.status) });
  }
  const wait = Number.parseInt(response.headers.get('Retry-After') || '', 10);
  return new ApiError(response.status, code, message, { retryAfter: Number.isFinite(wait) && wait > 0 ? wait : null });
}

/**
 * A refusal (429 `rate_limited` / `quota_exceeded`): quota.js starts the wait and, unless the request
 * was one the person did not ask for (`background`), says the sentence once.
 */
function reportRefusal(error, background) {
  if (error.status === 429) window.dispatchEvent(new CustomEvent('visor:refused', { detail: { error, background } }));
}

function networkError(error) {
  if (error && error.name === 'AbortError') return error;
  return new ApiError(0, 'network', t('error.network'));
}

/**
 * Calls the API. Options: method, json (object body), form (FormData), headers, signal, accept, and
 * `background` for requests the person did not ask for (lists, counts, analytics, speech): a refusal
 * of those blocks quietly instead of being announced. Returns parsed JSON (or null for 204). Throws ApiError.
 */
export async function request(path, { method = 'GET', json, form, headers = {}, signal, raw = false, keepalive = false, background = false } = {}) {
  const init = { method, headers: headersFor(method, headers), credentials: 'same-origin', signal, keepalive };
  if (json !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(json);
  } else if (form) {
    init.body = form;
  }
  if (!init.headers['Accept']) init.headers['Accept'] = 'application/json';
  let response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    throw networkError(error);
  }
  const csrf = response.headers.get('X-CSRF-Token');
  if (csrf) setCsrf(csrf);
  if (!response.ok) {
    const error = await errorFrom(response);
    if (response.status === 401 && !path.startsWith('/api/v1/auth/')) {
      window.dispatchEvent(new CustomEvent('visor:unauthorized', { detail: error }));
    }
    reportRefusal(error, background);
    throw error;
  }
  if (raw) return response;
  if (response.status === 204) return null;
  const type = response.headers.get('Content-Type') || '';
  if (type.includes('json')) return response.json();
  return response.text();
}

export const api = {
  get: (path, options) => request(path, { ...options, method: 'GET' }),
  post: (path, json, options) => request(path, { ...options, method: 'POST', json }),
  patch: (path, json, options) => request(path, { ...options, method: 'PATCH', json }),
  delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  upload: (path, form, options) => request(path, { ...options, method: 'POST', form }),
};

/**
 * POSTs and reads Server-Sent Events. Calls onEvent(name, data) per event.
 * When the server answers plain JSON instead, returns { json } so callers can handle both.
 */
export async function stream(path, { form, json, signal, onEvent }) {
  const headers = headersFor('POST', { Accept: 'text/event-stream' });
  const init = { method: 'POST', headers, credentials: 'same-origin', signal };
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(json);
  } else {
    init.body = form;
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) {
    const error = await errorFrom(response);
    if (response.status === 401) window.dispatchEvent(new CustomEvent('visor:unauthorized', { detail: error }));
    reportRefusal(error, false);
    throw error;
  }
  const type = response.headers.get('Content-Type') || '';
  if (!type.includes('text/event-stream')) {
    return { json: type.includes('json') ? await response.json() : null };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let eventName = 'message';
  let data = [];
  const dispatch = () => {
    if (data.length) {
      let parsed = data.join('\n');
      try { parsed = JSON.parse(parsed); } catch { /* plain text data */ }
      onEvent(eventName, parsed);
    }
    eventName = 'message';
    data = [];
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline;
      while ((newline = buffer.search(/\r?\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer[newline] === '\r' ? 2 : 1));
        if (line === '') dispatch();
        else if (line.startsWith(':')) continue;
        else {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          let value = colon < 0 ? '' : line.slice(colon + 1);
          if (value.startsWith(' ')) value = value.slice(1);
          if (field === 'event') eventName = value;
          else if (field === 'data') data.push(value);
        }
      }
    }
    if (buffer.trim()) { buffer += '\n'; }
    dispatch();
  } catch (error) {
    throw networkError(error);
  }
  return { streamed: true };
}

/** Loads an authenticated image URL into an <img>: direct with the cookie, via fetch with a token. */
const objectUrls = new Map();
export async function loadImage(img, url) {
  if (!url) return;
  if (!credentials.token) { img.src = url; return; }
  try {
    if (!objectUrls.has(url)) {
      const response = await request(url, { raw: true, headers: { Accept: 'image/*' } });
      objectUrls.set(url, URL.createObjectURL(await response.blob()));
    }
    img.src = objectUrls.get(url);
  } catch { img.removeAttribute('src'); }
}

/** Downloads an authenticated URL as a file. */
export async function download(url, filename) {
  const response = await request(url, { raw: true });
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
