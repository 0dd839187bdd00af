// Downhill's service worker: it keeps the game (the page, its scripts,
// the module, wasm_exec.js, the manifest and icons) in a cache of its own,
// so a second visit starts without the network and a game can be played
// offline. make web writes the build's name below (a hash of what it
// built): a new build is a new worker, which the browser finds when it
// checks this file on a visit (the server revalidates it every time). The
// new worker fetches the new build whole into a new cache while the old
// one still serves, then takes over and drops the old cache; the page
// says a new version is ready, and the next load plays it. A file the
// cache does not hold (bench.wasm, the ?bench page's) goes to the
// network.
//
// The module comes out of the cache as a Response with its own URL, which
// the page compiles with WebAssembly.compileStreaming: Chromium then keeps
// the compiled code beside the cache entry and reuses it on later visits.
"use strict";

const BUILD = "dev";
const CACHE = "downhill-" + BUILD;

// FILES are the build: everything a game needs to start, offline too.
// make web writes them here (the Makefile's WEBKEPT, the page as "./").
const FILES = [];

self.addEventListener("install", (e) => {
  e.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "no-cache": from the server, never the HTTP cache's copy of the old
    // build's files.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })));
    await self.skipWaiting(); // the running game has all its files: nothing it needs changes under it
  })());
});

self.addEventListener("activate", (e) => {
  e.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("downhill-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// fetch answers the build's files from the cache, the page's address
// with any ?seed= or ?replay= being the page itself, and anything else
// from the network.
self.addEventListener("fetch", (e) => {
  const req = e.request, url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== location.origin) return;
  const scope = new URL(self.registration.scope).pathname;
  const page = url.pathname === scope || url.pathname === scope + "index.html";
  e.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(page ? "./" : req, { ignoreSearch: page });
    return hit || fetch(req);
  })());
});
