/* Pawnbook service worker.
 * - /assets/* (hashed build files): cache-first; a new release has new names, old ones are dropped on activate.
 * - page navigations (the app shell): network-first, falling back to the cached shell when offline.
 * - /api/* and /objects/* are never cached, except the last /api/auth/user answer in the auth cache,
 *   used only when the network is unreachable and cleared on sign-out (CLEAR_AUTH_CACHE).
 */
const VERSION = 'v1';
const STATIC_CACHE = `pawnbook-static-${VERSION}`;
const SHELL_CACHE = `pawnbook-shell-${VERSION}`;
const AUTH_CACHE = `pawnbook-auth-${VERSION}`;
const CURRENT_CACHES = [STATIC_CACHE, SHELL_CACHE, AUTH_CACHE];
const SHELL_URL = '/';
const AUTH_USER_PATH = '/api/auth/user';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(SHELL_URL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('pawnbook-') && !CURRENT_CACHES.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'CLEAR_AUTH_CACHE') {
    event.waitUntil(caches.delete(AUTH_CACHE));
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname === AUTH_USER_PATH) {
    event.respondWith(authUser(request));
    return;
  }
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/objects/')) return;

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(appShell(request));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

async function appShell(request) {
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') || '';
    // Every page route answers the same index.html, so any good HTML answer refreshes the shell.
    if (response.ok && type.includes('text/html')) {
      const cache = await caches.open(SHELL_CACHE);
      cache.put(SHELL_URL, response.clone()).catch(() => undefined);
    }
    return response;
  } catch (err) {
    const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw err;
  }
}

async function authUser(request) {
  const cache = await caches.open(AUTH_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(AUTH_USER_PATH, response.clone()).catch(() => undefined);
    else if (response.status === 401) await cache.delete(AUTH_USER_PATH);
    return response;
  } catch (err) {
    const cached = await cache.match(AUTH_USER_PATH);
    if (cached) return cached;
    throw err;
  }
}
