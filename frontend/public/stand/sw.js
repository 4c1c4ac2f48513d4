/*
 * The stand page's service worker (scope /stand/, issue 18): the page opens without a network.
 * Hand-written on purpose: it caches one shell (every stand address is the same index.html), the
 * hashed assets that shell loads, the app's icons and the event's images (named by the page, and
 * whatever image passes through it). The visitors' submits
 * never pass through here: they wait in the page's IndexedDB queue, sent by the page itself.
 */
const CACHE = 'fairleads-stand-v1';
/** Every stand address is the SPA's index.html: one cached copy serves them all. */
const SHELL = '/stand/';
const APP_FILES = ['/stand/manifest.webmanifest', '/stand/icon-192.png', '/stand/icon-512.png', '/stand/icon.svg'];

/** The shell's own scripts and styles, read from its HTML (the lazy ones come by message). */
function assetsOf(html) {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

async function cacheShell(cache) {
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (!response.ok) return;
  await cache.put(SHELL, response.clone());
  await cacheFiles(cache, assetsOf(await response.text()));
}

/** Each file on its own: one that fails must not keep the others out. */
async function cacheFiles(cache, urls) {
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      if (await cache.match(url)) return;
      try {
        const response = await fetch(url);
        if (response.ok) await cache.put(url, response);
      } catch {
        // offline right now: the next visit fills it
      }
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all([cacheShell(cache), cacheFiles(cache, APP_FILES)]))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('fairleads-stand-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** http(s) addresses only, made absolute against this origin. */
function webUrls(urls) {
  return urls
    .filter((url) => typeof url === 'string')
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => url.protocol === 'https:' || url.protocol === 'http:');
}

/**
 * The event's logo and header image, kept under their address as the fetch handler keeps them.
 * The page shows them before this worker takes over, so without this a stand that never reloads
 * online has no copy when the network goes. Another origin's image is kept as it is (opaque).
 */
async function cacheImages(cache, urls) {
  await Promise.all(
    urls.map(async (url) => {
      try {
        const sameOrigin = url.origin === self.location.origin;
        const response = await fetch(url.href, sameOrigin ? {} : { mode: 'no-cors' });
        if (response.ok || response.type === 'opaque') await cache.put(url.href, response);
      } catch {
        // offline right now: the next time the page names them
      }
    }),
  );
}

/**
 * The page names what it loaded before this worker took over: its route's lazy chunks
 * ('cache') and the event's images ('cache-images').
 */
self.addEventListener('message', (event) => {
  if (!Array.isArray(event.data?.urls)) return;
  const urls = webUrls(event.data.urls);
  if (event.data.type === 'cache') {
    const files = urls.filter((url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/')).map((url) => url.pathname);
    event.waitUntil(caches.open(CACHE).then((cache) => cacheFiles(cache, files)));
  } else if (event.data.type === 'cache-images') {
    event.waitUntil(caches.open(CACHE).then((cache) => cacheImages(cache, urls)));
  }
});

/** Network first, this device's copy when there is no network. */
async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok || response.type === 'opaque') await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const copy = await cache.match(key);
    if (copy) return copy;
    throw error;
  }
}

/** Hashed names never change: the copy wins. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const copy = await cache.match(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  if (request.mode === 'navigate' && sameOrigin && url.pathname.startsWith('/stand/')) {
    event.respondWith(networkFirst(request, SHELL));
  } else if (sameOrigin && url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (sameOrigin && APP_FILES.includes(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  } else if (request.destination === 'image') {
    // the event's logo and header image, ours or the organiser's address
    event.respondWith(networkFirst(request, request.url));
  }
  // everything else (the API) goes to the network as it is: the page keeps its own copies
});
