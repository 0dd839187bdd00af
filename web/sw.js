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
// The module's address names its bytes (downhill.wasm?v= and the start of
// their SHA-256, which make web writes into the page and FILES), so a copy
// of it anywhere is the right one and is never asked for again. That is
// what lets a second visit use the first visit's compiled code: Chromium
// keeps the code it compiled for a response beside that very response (the
// HTTP cache's entry for a response from the network, the cache entry for
// one from Cache Storage), and drops it when the entry is revalidated. The
// first visit compiles the module from the network, so this worker keeps
// the HTTP cache's copy as it is (force-cache: no revalidation, which would
// make it a new response) and answers the module from there
// (only-if-cached: never the network), passed through untouched; only when
// the browser has let that copy go does it answer from its own cache.
"use strict";

const BUILD = "dev";
const CACHE = "downhill-" + BUILD;

// FILES are the build: everything a game needs to start, offline too.
// make web writes them here (the Makefile's WEBKEPT, the page as "./").
const FILES = [];

// named reports whether url's address names its bytes (?v=HASH).
const named = (url) => /^\?v=[0-9a-f]+$/.test(url.search);

// holds reports whether res's body is what url's ?v= names: the start of
// its SHA-256, in hex.
async function holds(res, url) {
  const sum = new Uint8Array(await crypto.subtle.digest("SHA-256", await res.arrayBuffer()));
  const hex = Array.from(sum, (b) => b.toString(16).padStart(2, "0")).join("");
  return hex.startsWith(url.search.slice(3));
}

self.addEventListener("install", (e) => {
  e.waitUntil((async () => {
    // The files that name their bytes from any copy the browser has (the
    // module the page just compiled, left as it is), checked; the rest
    // from the server ("no-cache": never the HTTP cache's copy of the old
    // build's files). All of them, or the worker is not installed.
    const got = await Promise.all(FILES.map(async (f) => {
      const url = new URL(f, location.href);
      const res = await fetch(new Request(url, { cache: named(url) ? "force-cache" : "no-cache" }));
      if (!res.ok) throw new Error(f + ": " + res.status);
      if (named(url) && !(await holds(res.clone(), url))) throw new Error(f + ": not the bytes its address names");
      return [f, res];
    }));
    const cache = await caches.open(CACHE);
    await Promise.all(got.map(([f, res]) => cache.put(f, res)));
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
// from the network; a file whose address names its bytes (the module)
// first from the browser's HTTP cache, where its compiled code is.
self.addEventListener("fetch", (e) => {
  const req = e.request, url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== location.origin) return;
  const scope = new URL(self.registration.scope).pathname;
  const page = url.pathname === scope || url.pathname === scope + "index.html";
  e.respondWith((async () => {
    if (named(url)) {
      const kept = await fetch(new Request(req, { mode: "same-origin", cache: "only-if-cached" })).catch(() => null);
      if (kept && kept.ok) return kept;
    }
    const cache = await caches.open(CACHE);
    const hit = await cache.match(page ? "./" : req, { ignoreSearch: page });
    return hit || fetch(req);
  })());
});
