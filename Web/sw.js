// Service worker: caches only the app shell (HTML, CSS, JS, icons) so Visor opens offline and
// installs; API responses (/api/, /v1/, …) are never cached. Network first, cache as fallback,
// so a new version shows up on the next load.
const VERSION = 'visor-shell-v14';
const SHELL = [
  './', 'index.html', 'manifest.json', 'css/app.css',
  'js/app.js', 'js/api.js', 'js/ui.js', 'js/icons.js', 'js/state.js', 'js/analytics.js', 'js/audio.js',
  'js/screens/signin.js', 'js/screens/camera.js', 'js/screens/settings.js', 'js/screens/home.js',
  'js/screens/garage.js', 'js/screens/chat.js', 'js/screens/imagine.js', 'js/screens/cute.js',
  'js/gauge.js', 'js/quota.js', 'js/live.js', 'js/voice.js', 'js/conversation.js', 'js/faces.js', 'js/things.js',
  'js/helpers.js', 'js/call.js', 'js/screens/helping.js', 'icons/icon.svg', 'icons/icon-192.png', 'icons/icon-512.png',
  // The language module and one catalogue per language (issue 27), so the app opens offline in any of them.
  'js/i18n.js', 'js/messages/en.js', 'js/messages/es.js', 'js/messages/fr.js', 'js/messages/de.js', 'js/messages/pt.js',
  'js/messages/it.js', 'js/messages/pl.js', 'js/messages/tr.js', 'js/messages/ru.js', 'js/messages/ar.js',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()).catch(() => {}));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

function isShell(url) {
  if (url.origin !== self.location.origin) return false;
  const scope = new URL(self.registration.scope);
  if (!url.pathname.startsWith(scope.pathname)) return false;
  const path = url.pathname.slice(scope.pathname.length);
  if (/^(api|v1)\//.test(path) || path.startsWith('analyzeImageContents')) return false;
  return path === '' || SHELL.includes(path);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!isShell(url)) return; // API and everything else: straight to the network, never cached
  event.respondWith((async () => {
    const cache = await caches.open(VERSION);
    try {
      const response = await fetch(request);
      if (response.ok) cache.put(request, response.clone());
      return response;
    } catch (error) {
      const cached = await cache.match(request, { ignoreSearch: true }) || (request.mode === 'navigate' ? await cache.match('index.html') : null);
      if (cached) return cached;
      throw error;
    }
  })());
});
