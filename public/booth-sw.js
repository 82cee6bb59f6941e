/*
 * The tablet booth's service worker (issue 27), scope /booth: keeps /booth and its code working
 * with no network, reloads included. The build (scripts/build/boothServiceWorker.mjs) fills
 * PRECACHE with the files /booth needs and VERSION with their hash; here, unbuilt, both are empty.
 * The API is never cached: sign-ups wait in IndexedDB, not here.
 */
const VERSION = 'dev';
const PRECACHE = [];
const CACHE = `synapse-booth-${VERSION}`;
const PAGE = '/booth';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([PAGE, ...PRECACHE]))
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
            .filter((name) => name.startsWith('synapse-booth-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The page: the network first (a new build), the cached copy when there is none. */
async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(PAGE, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(PAGE);
    if (cached) return cached;
    throw error;
  }
}

/** Hashed assets and icons: the cache first; anything fetched for /booth is kept for next time. */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    if (url.pathname.replace(/\/+$/, '').toLowerCase() === PAGE) event.respondWith(page(request));
    return;
  }
  event.respondWith(asset(request));
});
