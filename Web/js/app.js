// App shell: sign-in gate, hash router (#/camera …), tab bar, service worker.
import { api, ApiError, setCsrf } from './api.js';
import { icon } from './icons.js';
import { esc, errorNotice, applyAccent, html, focusHeading, announce } from './ui.js';
import { session, setUser, onUserChange } from './state.js';
import { t, setLanguage, preferredLanguage, languageName, formatNumber } from './i18n.js';
import { enableAnalytics, track, flush } from './analytics.js';
import { refreshLimits } from './quota.js';
import { startHelpEvents, stopHelpEvents, helpingTab, onHelpingChange } from './helpers.js';
import { startCalls } from './call.js';

const TABS = [
  { route: 'camera', label: 'tab.camera', icon: 'camera' },
  { route: 'garage', label: 'tab.garage', icon: 'car' },
  { route: 'chat', label: 'tab.chat', icon: 'chat' },
  { route: 'imagine', label: 'tab.imagine', icon: 'sparkles' },
  { route: 'cute', label: 'tab.cute', icon: 'heart' },
  { route: 'home', label: 'tab.home', icon: 'home' },
];
const ROUTES = new Set(['camera', 'garage', 'chat', 'imagine', 'cute', 'home', 'settings', 'helping']);
// Window titles by route: catalogue ids.
const TITLES = { camera: 'title.camera', garage: 'title.garage', chat: 'title.chat', imagine: 'title.imagine', cute: 'title.cute', home: 'title.home', settings: 'title.settings', helping: 'title.helping' };

const app = document.getElementById('app');
const main = document.getElementById('main');
const tabbar = document.getElementById('tabbar');
let cleanup = null;
let renderToken = 0;

// Show the last accent immediately, before the profile loads.
applyAccent(localStorage.getItem('visor.accent'));

function parseRoute() {
  const hash = location.hash.replace(/^#\/?/, '');
  const [name, ...rest] = hash.split('/');
  const route = ROUTES.has(name) ? name : 'camera';
  return { route, params: rest.map(decodeURIComponent) };
}

/** Navigates to a hash route like "chat/ID". */
export function navigate(path) { location.hash = `#/${path}`; }

function renderTabbar(active) {
  tabbar.hidden = false;
  // The Helping tab shows for people who help someone (issue 28), with a badge of what waits.
  const helping = helpingTab();
  const tabs = helping.visible ? [...TABS.slice(0, 5), { route: 'helping', label: 'tab.helping', icon: 'people', count: helping.count }, TABS[5]] : TABS;
  tabbar.innerHTML = tabs.map((tab) => `<a class="tab" href="#/${tab.route}" ${tab.route === active || (active === 'settings' && tab.route === 'home') ? 'aria-current="page"' : ''}>${icon(tab.icon)}<span>${esc(t(tab.label))}${tab.count ? `<span class="tab-badge" aria-hidden="true">${esc(formatNumber(tab.count))}</span><span class="visually-hidden">${esc(t('tab.waiting', { count: tab.count }))}</span>` : ''}</span></a>`).join('');
}
onHelpingChange(() => { if (session.user && !tabbar.hidden) renderTabbar(app.dataset.route); });

async function runCleanup() {
  const previous = cleanup;
  cleanup = null;
  if (typeof previous === 'function') {
    try { await previous(); } catch { /* a screen failing to clean up must not block navigation */ }
  }
}

async function render({ focus = null } = {}) {
  const token = ++renderToken;
  await runCleanup();
  if (token !== renderToken) return;
  if (!session.user) return showSignIn();
  const { route, params } = parseRoute();
  app.classList.remove('signed-out');
  app.dataset.route = route;
  app.dataset.state = 'ready';
  renderTabbar(route);
  document.title = t('app.windowTitle', { screen: t(TITLES[route]) });
  main.innerHTML = '';
  try {
    const module = await import(`./screens/${route}.js`);
    if (token !== renderToken) return;
    cleanup = await module.render(main, { params, navigate });
    const keep = focus && main.querySelector(focus);
    if (token === renderToken) { if (keep) keep.focus(); else focusHeading(); }
  } catch (error) {
    main.innerHTML = '<div class="page"></div>';
    main.firstElementChild.append(errorNotice(error instanceof ApiError ? error : new ApiError(0, 'load_failed', t('app.screenFailed')), render));
  }
  track('screen_view', { screen: route });
}

async function showSignIn(options = {}) {
  await runCleanup();
  app.classList.add('signed-out');
  app.dataset.route = 'signin';
  app.dataset.state = 'signed-out';
  tabbar.hidden = true;
  tabbar.innerHTML = '';
  document.title = t('app.windowTitle', { screen: t('title.signIn') });
  const module = await import('./screens/signin.js');
  cleanup = await module.render(main, { onSignedIn: signedIn, ...options });
}

async function signedIn({ user, csrfToken }) {
  if (csrfToken) setCsrf(csrfToken);
  await setLanguage(preferredLanguage(user));
  setUser(user);
  enableAnalytics(true);
  track('sign_in');
  refreshLimits(); // the session's user has no `limits`; /me has them
  startHelpEvents();
  startCalls();
  if (!parseRoute().route || !location.hash.startsWith('#/')) history.replaceState(null, '', '#/camera');
  render();
}

// The language follows the person's setting (/api/v1/me `language`): a change re-renders the screen
// without a reload and is said once, in the new language, with focus back where it was.
// Only a change the person made (Settings sets `session.languageChosen` to its picker's
// `data-keep-focus` name) is announced; /me arriving
// with another language than the browser's re-renders quietly.
onUserChange((user) => {
  if (!user) return;
  setLanguage(preferredLanguage(user)).then((changed) => {
    const chosen = session.languageChosen;
    session.languageChosen = false;
    if (!changed || app.dataset.route === 'signin' || !session.user) return;
    // Focus goes back to the control that made the change (Settings names it), or the focused one.
    const focused = (typeof chosen === 'string' && chosen) || document.activeElement?.dataset?.keepFocus;
    render({ focus: focused ? `[data-keep-focus="${focused}"]` : null }).then(() => {
      if (chosen) announce(t('app.languageChanged', { language: languageName() }));
    });
  });
});

async function boot() {
  // Before sign-in the browser's language; the person's own once /me or the session says it.
  await setLanguage(preferredLanguage(session.user));
  // First-run link: /#code=XXXX signs in with the one-time code, then forgets it.
  const codeMatch = /^#code=([^&]+)/.exec(location.hash);
  if (codeMatch) {
    const code = decodeURIComponent(codeMatch[1]);
    history.replaceState(null, '', `${location.pathname}#/camera`);
    try {
      const result = await api.post('/api/v1/auth/login', { code });
      return signedIn(result);
    } catch (error) {
      return showSignIn({ error });
    }
  }
  try {
    // Asks whether a session exists: 200 signed in or not, so a first visit logs no 401.
    const status = await api.get('/api/v1/auth/session');
    const user = status && typeof status === 'object' && 'signedIn' in status
      ? (status.signedIn ? status.user : null)
      : status; // an older server without the endpoint answered 404 below
    if (!user) return showSignIn();
    await setLanguage(preferredLanguage(user));
    setUser(user);
    enableAnalytics(true);
    render();
    refreshLimits(); // the session's user has no `limits`; /me has them
    startHelpEvents();
    startCalls();
  } catch (error) {
    if (error.status === 401 || error.status === 403) return showSignIn();
    if (error.status === 404) {
      try {
        const me = await api.get('/api/v1/me');
        await setLanguage(preferredLanguage(me));
        setUser(me); enableAnalytics(true); render(); return;
      } catch (inner) {
        if (inner.status === 401 || inner.status === 403) return showSignIn();
      }
    }
    main.innerHTML = '<div class="signin"><div class="signin-card"></div></div>';
    const card = main.querySelector('.signin-card');
    card.append(html(`<div class="brand"><img src="icons/icon.svg" alt=""><h1>Visor</h1></div>`));
    card.append(errorNotice(error, () => { main.innerHTML = ''; boot(); }));
    app.dataset.state = 'error';
  }
}

window.addEventListener('hashchange', () => {
  if (/^#code=/.test(location.hash)) { boot(); return; }
  render();
});
window.addEventListener('visor:unauthorized', () => {
  if (!session.user) return;
  stopHelpEvents();
  session.user = null;
  enableAnalytics(false);
  showSignIn({ expired: true });
});
window.addEventListener('visor:signed-out', (event) => {
  flush();
  stopHelpEvents();
  session.user = null;
  enableAnalytics(false);
  showSignIn({ signedOut: event.detail?.message || t('signin.signedOut') });
});
window.addEventListener('error', (event) => track('client_error', { kind: 'exception', where: String(event.filename || '').split('/').pop() }));
window.addEventListener('unhandledrejection', () => track('client_error', { kind: 'rejection' }));

if ('serviceWorker' in navigator && window.isSecureContext) {
  window.addEventListener('load', () => { navigator.serviceWorker.register('sw.js').catch(() => {}); });
}

boot();
