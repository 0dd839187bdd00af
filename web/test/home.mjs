// The browser as the game's home, for web/test/browser.mjs: visits timed
// (a first visit in a fresh profile, with the harmonist anchor's first
// visit alternating in the same run where it can be found; a second visit
// and an offline start in the same profile, from the service worker), a
// new build found and offered, the page installable, the loader moving
// while the main thread is busy, saves that travel (a desktop file into
// the page, the page's export back to the desktop game, `downhill -save
// FILE`, and its save into the page again), and the page's small defects.
// Times are printed, never checked: tests assert behaviour.
import { chromium } from "playwright-core";
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

// ANCHOR is the harmonist build to time first visits against (its page,
// wasm_exec.js and harmonist.wasm.gz); DOWNHILL_ANCHOR names another.
const ANCHOR = process.env.DOWNHILL_ANCHOR || "/work/shared/anchors/browser/harmonist";

// home runs every check here; t is browser.mjs's toolbox.
export async function home(t) {
  await visits(t);
  await keptOnlyWhenSo(t);
  await saveBeforePicture(t);
  await installable(t);
  await loaderMoves(t);
  await travel(t);
  await defects(t);
}

// persistent is a browser on the profile in dir (a real profile, not an
// incognito context: a second visit finds what the first kept), as
// patient as browser.mjs's.
async function persistent(t, dir, options) {
  const ctx = await chromium.launchPersistentContext(dir, { executablePath: "/usr/bin/chromium", args: t.browserArgs, ...options });
  ctx.setDefaultTimeout(120000);
  ctx.setDefaultNavigationTimeout(120000);
  return ctx;
}

// timing waits for page's line "first-picture ms=T" (the game on
// screen, painted) and then for its marks (printed with "first-frame
// ms=T", once Ebiten's own first frame is on screen); harmonist prints
// FIRST_FRAME T. done resolves with {put, painted, kept, differs}: put is
// the moment the first frame is on the page's canvas, its drawing done
// and the browser yet to paint it (Downhill's mark put; harmonist's
// FIRST_FRAME, its probe's microtask right after its first drawImage),
// the moment both pages are compared by; painted is Downhill's
// first-picture, once the browser painted that frame (none for
// harmonist); kept is when the page painted the kept picture (its line
// "kept-picture ms=T"), and differs how many of its pixels the start
// found differing from its own first frame ("kept-picture differs=N of
// M"): both null without one. put and painted are null when the page
// never got there.
function timing(page) {
  const marks = {};
  let painted = null, put = null, kept = null, differs = null, framed = false, done;
  const all = new Promise((r) => { done = r; });
  page.on("console", (m) => {
    const s = m.text();
    let k;
    if ((k = s.match(/^first-picture ms=(\d+)$/))) painted = +k[1];
    if ((k = s.match(/^kept-picture ms=(\d+)$/))) kept = +k[1];
    if ((k = s.match(/^kept-picture differs=(\d+) of (\d+)/))) differs = +k[1];
    if ((k = s.match(/^FIRST_FRAME ([\d.]+)$/))) { put = Math.round(+k[1]); done(); }
    if ((k = s.match(/^mark (\S+) ms=([\d.]+)$/))) marks[k[1]] = +k[2];
    if (/^first-frame ms=/.test(s)) {
      if (marks.put !== undefined) put = Math.round(marks.put);
      framed = true;
    }
    // The start compares the kept picture once its own first frame is
    // painted: after first-frame.
    if (framed && (kept === null || differs !== null)) done();
  });
  const none = { put: null, painted: null, kept: null, differs: null };
  return { marks, done: () => Promise.race([all.then(() => ({ put, painted, kept, differs })), new Promise((r) => setTimeout(() => r(none), 90000))]) };
}

// keyAtPicture sends a key (".", a turn waited) the moment page prints
// "kept-picture ms=T" or "first-picture ms=T", whichever comes first, as
// a player who plays as soon as they see the game: Ebiten has yet to
// start, and at the kept picture the module may not even be read. acted resolves with the moment (ms since
// navigation, the marks' clock) the game printed the line of the turn
// that key passed: the first turn line past the turn the visit began at;
// null when none came within 30 s (a game already over passes no turn).
async function keyAtPicture(page) {
  await page.addInitScript(() => {
    const at = globalThis.downhillTurnLines = [];
    const log = console.log;
    console.log = function (...a) {
      const m = typeof a[0] === "string" && a[0].match(/^turn=(\d+) /);
      if (m) at.push([+m[1], performance.now()]);
      return log.apply(this, a);
    };
  });
  let pressed = null;
  page.on("console", (m) => {
    if (pressed === null && /^(kept|first)-picture ms=/.test(m.text())) pressed = page.keyboard.press(".").catch(() => {});
  });
  return {
    acted: async () => {
      const passed = () => page.evaluate(() => {
        const at = globalThis.downhillTurnLines || [];
        const from = Math.min(...at.map(([turn]) => turn));
        const line = at.find(([turn]) => turn > from);
        return line ? line[1] : null;
      });
      for (const end = Date.now() + 30000; Date.now() < end;) {
        const ms = await passed().catch(() => null);
        if (ms !== null) return ms;
        await new Promise((r) => setTimeout(r, 50));
      }
      return null;
    },
  };
}

// inflight follows the requests page makes: idle resolves once none is
// under way (a minute at most).
function inflight(page) {
  const open = new Set();
  page.on("request", (r) => open.add(r));
  page.on("requestfinished", (r) => open.delete(r));
  page.on("requestfailed", (r) => open.delete(r));
  return {
    idle: async () => {
      for (const end = Date.now() + 60000; open.size > 0 && Date.now() < end;) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

// The phases of a first visit, from the marks the page and the game print
// (mark NAME ms=T), each the time from one mark to the next.
const phases = [
  ["navigation to the page's first script", null, "html"],
  ["request out", "html", "fetch"],
  ["the rest of the page read, WebGL2 checked (while the module downloads)", "fetch", "webgl2"],
  ["wasm download (fetch to last byte, compiling as it comes)", "fetch", "downloaded"],
  ["compile after the last byte", "downloaded", "compiled"],
  ["instantiate (wasm_exec.js already there)", "compiled", "go-run"],
  ["Go runtime start", "go-run", "go-init"],
  ["the packages start needs (runtime, rules, render)", "go-init", "start"],
  ["game begun (flags, save read or level made, session)", "start", "begun"],
  ["first frame drawn on the CPU", "begun", "drawn"],
  ["onto a 2D canvas in the page (put: harmonist's probe's moment)", "drawn", "put"],
  ["painted by the browser: the game on screen", "put", "first-picture"],
  ["Ebiten's package init", "first-picture", "go-main"],
  ["Ebiten starts, first WebGL2 context", "game", "first-update"],
  ["first Draw (the same frame onto the GPU)", "first-update", "first-draw"],
  ["first paint on the GPU (the frame drawn, read back and composited)", "first-draw", "first-frame"],
  ["first key acted: a key sent at the game's own first picture, to its turn's line", "first-picture", "key-acted"],
  ["the kept picture read from localStorage, checked and put on its canvas (the page's second script)", "html", "kept-put"],
  ["the kept picture painted: the saved game on screen", "kept-put", "kept-picture"],
  ["first key acted: a key sent at the kept picture, to its turn's line", "kept-picture", "key-acted"],
];

// closeTab closes page as a player closes a tab: the page hears it go
// (beforeunload, pagehide), and the game saves and keeps its picture.
// A browser quit from outside (the test's context closed) is not that:
// Chromium ends the page without its events.
async function closeTab(page) {
  const closed = new Promise((r) => page.once("close", r));
  await page.close({ runBeforeUnload: true });
  await closed;
}

// anchorBuild puts the harmonist anchor in build/anchor as web/serve
// serves a build: the module plain, gzipped (as it came) and Brotli
// compressed (as make web compresses Downhill's), so both are served
// alike. Null when there is no anchor to time.
function anchorBuild(root) {
  if (!existsSync(path.join(ANCHOR, "harmonist.wasm.gz"))) return null;
  const dir = path.join(root, "build/anchor");
  if (!existsSync(path.join(dir, "harmonist.wasm.br"))) {
    mkdirSync(dir, { recursive: true });
    for (const f of readdirSync(ANCHOR)) cpSync(path.join(ANCHOR, f), path.join(dir, f));
    const raw = zlib.gunzipSync(readFileSync(path.join(dir, "harmonist.wasm.gz")));
    writeFileSync(path.join(dir, "harmonist.wasm"), raw);
    writeFileSync(path.join(dir, "harmonist.wasm.br"), zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }));
  }
  return dir;
}

// playedUntilCompiled plays page's game as a player's first visit does
// (auto-explore, the field overlay and the intent arrows shown and hidden,
// over and over) until the profile in dir holds Chromium's compiled code
// for the module: an entry of at least 64 KB in its Code Cache/wasm
// (Downhill's is over 1 MB). V8 writes that code once the running game
// has had enough of its hot functions optimised, which a game sitting idle
// after its first frame never does; the next visit can then use it. It
// resolves with whether that was seen within ms.
async function playedUntilCompiled(t, page, dir, ms) {
  const wasm = path.join(dir, "Default", "Code Cache", "wasm");
  const big = (d) => existsSync(d) && readdirSync(d, { withFileTypes: true }).some((f) =>
    f.isDirectory() ? big(path.join(d, f.name)) : statSync(path.join(d, f.name)).size >= 64 << 10);
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (big(wasm)) return true;
    for (const k of ["x", "f", "f", "e", "e"]) await page.keyboard.press(k);
    await page.evaluate(() => 0);
  }
  return big(wasm);
}

// moduleWatch tells, for page's visit, where the module came from (the
// response as DevTools sees it: from the service worker, and from which
// of its sources, the HTTP cache or Cache Storage) and whether V8 compiled
// it from Chromium's code cache (a trace of V8's wasm events holds
// wasm.Deserialize: the compiled code was read, not compiled again).
async function moduleWatch(page) {
  const cdp = await page.context().newCDPSession(page);
  const seen = { worker: false, source: "network", cached: false };
  cdp.on("Network.responseReceived", (e) => {
    if (new URL(e.response.url).pathname.endsWith("/downhill.wasm")) {
      seen.worker = e.response.fromServiceWorker;
      seen.source = e.response.serviceWorkerResponseSource || (e.response.fromDiskCache ? "http-cache" : "network");
    }
  });
  cdp.on("Tracing.dataCollected", (e) => { if (e.value.some((v) => v.name === "wasm.Deserialize")) seen.cached = true; });
  const ended = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Network.enable");
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: ["v8.wasm"] }, transferMode: "ReportEvents" });
  return async () => {
    await cdp.send("Tracing.end");
    await ended;
    await cdp.detach().catch(() => {});
    return seen;
  };
}

// visits times, LOADS times over and alternating: harmonist's first
// visit (a fresh browser), then Downhill's first visit in a fresh
// profile, its second visit in the same profile (a new browser: the
// build from the service worker), and its start with the network off.
// The first visit is played until the build is kept and Chromium has
// written its compiled code for the module (as a player's first visit
// does, a few seconds in), a state waited for, never a time. Each of
// Downhill's visits sends a key the moment its first picture is on screen
// and marks when the game printed that key's turn (key-acted); the second
// visit continues that game, as a player's does. It prints
// the medians, the ratios, where each later visit's module came from and
// the phases of each kind of visit, and checks what each visit must do:
// the first keeps the build for offline play, the second and the offline
// start take the module from the service worker, compiled from the first
// visit's code, and every one draws the game.
export async function visits(t) {
  const { proc, base } = await t.serve();
  const anchor = anchorBuild(t.root);
  const harmonist = anchor ? await t.serve(["-dir", anchor]) : null;
  // times: painted (first-picture) for Downhill's visits; put, the first
  // frame on the page's canvas, for its first visits and harmonist's.
  // For later visits the game is on screen at the kept picture when the
  // page shows one (own: the game's own first picture, differs: the
  // pixels that differ between them, shown: how many had one).
  const times = { harmonist: [], first: [], second: [], offline: [], firstPut: [], secondOwn: [], offlineOwn: [] };
  const keptShown = { second: 0, offline: 0 }, differs = { second: [], offline: [] }, actedAt = { second: [], offline: [] };
  // How many times each first visit's page asked for the module (its first
  // script and the loader share one request).
  const moduleAsks = [];
  const marks = [], errors = [], fromWorker = { second: 0, offline: 0 }, later = { second: [], offline: [] };
  const compiled = { second: 0, offline: 0 }, sources = { second: [], offline: [] }, codeKept = [];
  let headers = {}, kept = 0;
  const profiles = [];
  try {
    for (let i = 0; i < t.LOADS; i++) {
      if (harmonist) {
        const b = await t.launch();
        try {
          const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
          const tm = timing(page);
          await page.goto(harmonist.base + "/");
          times.harmonist.push((await tm.done()).put);
        } finally {
          await b.close();
        }
      }
      const dir = mkdtempSync(path.join(os.tmpdir(), "downhill-profile-"));
      profiles.push(dir);
      for (const kind of ["first", "second", "offline"]) {
        const ctx = await persistent(t, dir, { viewport: { width: 1280, height: 800 } });
        try {
          if (kind === "offline") await ctx.setOffline(true);
          const page = ctx.pages()[0] || await ctx.newPage();
          const errs = kind === "first" ? t.watchErrors(page) : [];
          const requests = kind === "first" ? inflight(page) : null;
          let worker = false, asked = 0;
          page.on("request", (r) => { if (new URL(r.url()).pathname.endsWith("/downhill.wasm")) asked++; });
          page.on("response", async (r) => {
            if (!new URL(r.url()).pathname.endsWith("/downhill.wasm")) return;
            worker = r.fromServiceWorker();
            if (kind === "first") headers = await r.allHeaders();
          });
          // The first visit is not traced: it is timed as harmonist's is.
          const watched = kind === "first" ? null : await moduleWatch(page);
          const tm = timing(page);
          const key = await keyAtPicture(page);
          const start = Date.now();
          await page.goto(`${base}/?seed=${t.SEED}`);
          const { put, painted: ms, kept: keptAt, differs: diff } = await tm.done();
          const acted = await key.acted();
          if (acted !== null) tm.marks["key-acted"] = acted;
          times[kind].push(kind !== "first" && keptAt !== null && ms !== null ? Math.min(keptAt, ms) : ms);
          if (kind !== "first") {
            times[kind + "Own"].push(ms);
            if (keptAt !== null) keptShown[kind]++;
            differs[kind].push(diff);
            actedAt[kind].push(acted);
          }
          if (kind === "first") {
            times.firstPut.push(put);
            moduleAsks.push(asked); // by the first frame
          }
          let from = "";
          if (kind === "first") {
            marks.push(tm.marks);
            const off = await page.waitForFunction(() => globalThis.downhillOffline === true, null, { timeout: 60000, polling: 100 }).then(() => true, () => false);
            if (off) kept++;
            const code = await playedUntilCompiled(t, page, dir, 120000);
            codeKept.push(code ? Date.now() - start : null);
            from = code ? ` (open ${Date.now() - start} ms, played until the build was kept and Chromium's code cache held the module)` : " (Chromium's code cache never held the module)";
            // Errors come after the first frame too (the manifest, the
            // icons): every request the page made has ended, and the
            // console has said all it had to.
            await requests.idle();
            await page.evaluate(() => 0);
            errors.push(...errs);
          } else {
            const seen = await watched();
            if (worker) fromWorker[kind]++;
            if (seen.cached) compiled[kind]++;
            sources[kind].push(seen.source);
            from = ` (module from the ${worker ? "service worker" : "network"}, ${{ "http-cache": "the HTTP cache's copy", "cache-storage": "its Cache Storage copy" }[seen.source] || seen.source}, ` +
              `${seen.cached ? "compiled code from Chromium's code cache" : "compiled again"})`;
          }
          if (kind !== "first") later[kind].push(tm.marks);
          console.log(`  ${kind} visit ${i + 1}: ${ms} ms` + (kind === "first" ? ` (${put} ms on its canvas)` : `, kept picture ${keptAt} ms (${diff} pixels differ)`) + `${from}  ` +
            Object.entries(tm.marks).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(" "));
          await closeTab(page);
        } finally {
          await ctx.close();
        }
      }
    }
  } finally {
    proc.kill();
    harmonist?.proc.kill();
    for (const d of profiles) rmSync(d, { recursive: true, force: true });
  }
  const med = (k) => t.median(times[k].filter((x) => x !== null));
  const list = (k) => [...times[k]].sort((a, b) => a - b).join(" ");
  const first = med("first");
  console.log(`first visit, median of ${t.LOADS} fresh profiles: the first frame on its canvas ${med("firstPut")} ms (${list("firstPut")}); ` +
    `painted, the game on screen ${first} ms (${list("first")})`);
  if (harmonist) {
    console.log(`harmonist's first visit, alternating, median: the first frame on its canvas ${med("harmonist")} ms (${list("harmonist")}): ` +
      `Downhill's is ${(med("firstPut") / med("harmonist")).toFixed(2)}x (both the moment the page's first frame is drawn on its canvas, before the browser paints it: ` +
      "Downhill's mark put, harmonist's probe FIRST_FRAME)");
  } else {
    console.log(`harmonist's first visit: not timed (no anchor at ${ANCHOR}; DOWNHILL_ANCHOR names one)`);
  }
  const open = codeKept.filter((x) => x !== null);
  console.log(`  each first visit was played until the service worker kept the build and Chromium's code cache held the module: ` +
    `${open.length} of ${t.LOADS}, ${open.length ? t.median(open) : "-"} ms after navigation (median)`);
  const where = (k) => `module from the service worker ${fromWorker[k]} of ${t.LOADS} (${[...new Set(sources[k])].join(", ")}), ` +
    `compiled code from Chromium's code cache ${compiled[k]} of ${t.LOADS}`;
  for (const [kind, name] of [["second", "second visit"], ["offline", "offline start"]]) {
    const acted = t.median(actedAt[kind].filter((x) => x !== null));
    console.log(`${name}, same profile, median: the game on screen ${med(kind)} ms (${list(kind)}): ${(med(kind) / first).toFixed(2)}x the first ` +
      `(the kept picture, shown in ${keptShown[kind]} of ${t.LOADS}); the game's own first picture ${med(kind + "Own")} ms, ${(med(kind + "Own") / first).toFixed(2)}x; ` +
      `a key sent at the picture acted at ${acted.toFixed(0)} ms, ${(acted / first).toFixed(2)}x; ${where(kind)}`);
  }
  // A phase's median over visits ms (their marks), or "" when none has it.
  const phase = (ms, from, to) => {
    const d = ms.filter((m) => m[to] !== undefined && (from === null || m[from] !== undefined)).map((m) => m[to] - (from === null ? 0 : m[from]));
    return d.length ? t.median(d).toFixed(0) : "";
  };
  console.log("| phase of a visit, median ms | first | second | offline |\n|---|---|---|---|");
  for (const [name, from, to] of phases) {
    console.log(`| ${name} | ${phase(marks, from, to)} | ${phase(later.second, from, to)} | ${phase(later.offline, from, to)} |`);
  }
  t.check("every first visit draws the game and prints its marks",
    times.first.every((x) => x !== null) && times.firstPut.every((x) => x !== null) && marks.every((m) => phases.every(([, from, to]) => to === "key-acted" || to.startsWith("kept") || (m[to] !== undefined && (from === null || m[from] !== undefined)))),
    `put ${list("firstPut")}; first-picture ${list("first")}`);
  t.check("the game is on screen before Ebiten's packages initialise (first-picture before go-main)",
    marks.every((m) => m["first-picture"] < m["go-main"]), marks.map((m) => `${m["first-picture"]}<${m["go-main"]}`).join(" "));
  t.check("a first visit asks for the module once (the loader counts the bytes of the request the page's first script made)",
    moduleAsks.length === t.LOADS && moduleAsks.every((n) => n === 1), moduleAsks.join(" "));
  t.check("a clean first visit logs no errors (favicon and icons included)", errors.length === 0, errors.join(" | "));
  t.check("wasm served as application/wasm, compressed",
    headers["content-type"] === "application/wasm" && ["gzip", "br"].includes(headers["content-encoding"]) && +headers["x-decoded-length"] > 0,
    JSON.stringify({ type: headers["content-type"], enc: headers["content-encoding"], len: headers["content-length"], decoded: headers["x-decoded-length"] }));
  t.check("every first visit keeps the build for offline play (the service worker is ready)", kept === t.LOADS, `${kept} of ${t.LOADS}`);
  t.check("second visits take the module from the service worker", fromWorker.second === t.LOADS && times.second.every((x) => x !== null), `${fromWorker.second} of ${t.LOADS}`);
  t.check("with the network off the game starts, from the service worker", fromWorker.offline === t.LOADS && times.offline.every((x) => x !== null),
    `${fromWorker.offline} of ${t.LOADS}; ${list("offline")}`);
  t.check("a first visit leaves Chromium's compiled code for the module in the profile", codeKept.every((x) => x !== null), `${codeKept.filter((x) => x !== null).length} of ${t.LOADS}`);
  t.check("second visits and offline starts show the kept picture, the very pixels of the game's own first frame (a player closed the tab before)",
    keptShown.second === t.LOADS && keptShown.offline === t.LOADS && [...differs.second, ...differs.offline].every((d) => d === 0),
    `shown ${keptShown.second} and ${keptShown.offline} of ${t.LOADS}; pixels differing ${differs.second.join(" ")} | ${differs.offline.join(" ")}`);
  t.check("a key sent the moment the kept picture is on screen passes its turn",
    [...actedAt.second, ...actedAt.offline].every((x) => x !== null), `${actedAt.second.map((x) => x?.toFixed(0)).join(" ")} | ${actedAt.offline.map((x) => x?.toFixed(0)).join(" ")}`);
  t.check("second visits and offline starts use the first visit's compiled module (Chromium's code cache, no compile again)",
    compiled.second === t.LOADS && compiled.offline === t.LOADS, `second ${where("second")}; offline ${where("offline")}`);
  await update(t);
}

// keptOnlyWhenSo: the kept picture shows only when the start will draw
// that very frame. In one profile, a game played and its tab closed (the
// picture kept); then visits that must not show it: another window size,
// another seed in the address (a one-off game), the save changed since,
// the save held by another tab (the picture goes with what was typed at
// it); and the ones that must: the same window with the address the game
// left (?seed=S) and with none, after a save and quit (Ctrl+S) rather
// than a close. Each visit that shows it draws the same pixels
// (differs=0); each that does not still starts its game.
async function keptOnlyWhenSo(t) {
  const { proc, base } = await t.serve();
  const dir = mkdtempSync(path.join(os.tmpdir(), "downhill-profile-"));
  const size = { width: 1100, height: 720 };
  // visit opens base+query in a browser on the profile (viewport vp),
  // runs before (on a page of the origin, before the game's) and during
  // (once the game is on screen), and returns what the page said of the
  // kept picture; closes the tab as a player does when close says.
  const visit = async (query, { vp = size, before, during, close = false } = {}) => {
    const ctx = await persistent(t, dir, { viewport: vp });
    try {
      const page = ctx.pages()[0] || await ctx.newPage();
      if (before) {
        await page.goto(`${base}/wasm_exec.js`);
        await page.evaluate(before);
      }
      const said = [];
      page.on("console", (m) => said.push(m.text()));
      await page.goto(`${base}/${query}`);
      await page.waitForFunction(() => (globalThis.downhillFrames || 0) > 0, null, { timeout: 90000, polling: 50 });
      await page.waitForFunction(() => !document.getElementById("kept-picture"), null, { timeout: 10000, polling: 50 }).catch(() => null);
      const line = (re) => said.find((l) => re.test(l)) || null;
      // The start compares the kept picture once its own first frame is
      // painted: wait for that line where the page showed one.
      for (const end = Date.now() + 60000; Date.now() < end && !(line(/^first-frame ms=/) && (!line(/^kept-picture ms=/) || line(/^kept-picture (differs|withdrawn)/)));) {
        await new Promise((r) => setTimeout(r, 50));
      }
      if (during) await during(page, ctx);
      const r = { shown: line(/^kept-picture ms=/), differs: line(/^kept-picture differs=/), withdrawn: line(/^kept-picture withdrawn/), turn: line(/^turn=/) };
      if (close) await closeTab(page);
      return r;
    } finally {
      await ctx.close();
    }
  };
  try {
    await visit(`?seed=${t.SEED}`, {
      during: async (page) => {
        for (const k of ["x", "x", "x", "x"]) await page.keyboard.press(k);
        await page.waitForFunction(() => (globalThis.downhillFrames || 0) > 1, null, { timeout: 30000, polling: 50 });
      },
      close: true,
    });
    const same = await visit("");
    const other = await visit("", { vp: { width: 1000, height: 720 } });
    const oneOff = await visit("?seed=77");
    const changed = await visit("", { before: () => localStorage.setItem("downhill.save", localStorage.getItem("downhill.save") + " ") });
    t.check("a kept picture is shown when the start draws that frame, the same pixels (a tab closed, then the address with no seed)",
      same.shown && same.differs === "kept-picture differs=0 of " + same.differs?.split(" of ")[1], JSON.stringify(same));
    t.check("no kept picture at another window size, for another seed's one-off game, or once the save changed",
      !other.shown && !oneOff.shown && !changed.shown && other.turn && oneOff.turn && changed.turn,
      `size ${other.shown}, seed ${oneOff.shown}, save ${changed.shown}`);
    // A save and quit keeps the picture of the game as saved (the
    // context then ends without the page's events), and a visit at the
    // address the game left shows it.
    let seedQuery = "";
    await visit("", {
      during: async (page) => {
        seedQuery = await page.evaluate(() => location.search);
        await page.keyboard.press("x");
        await page.keyboard.down("Control");
        await page.keyboard.press("s");
        await page.keyboard.up("Control");
        await page.waitForFunction(() => !!localStorage.getItem("downhill.picture"), null, { timeout: 30000, polling: 50 });
      },
    });
    const quit = await visit(seedQuery);
    t.check("a save and quit (Ctrl+S) keeps the picture, shown at the address the game left (?seed=S), the same pixels",
      /^\?seed=\d+$/.test(seedQuery) && quit.shown && /^kept-picture differs=0 /.test(quit.differs || ""), `${seedQuery}: ${JSON.stringify(quit)}`);
    // Another tab holds the save: a second tab's start plays a one-off
    // game, and its page takes the picture away.
    let second = null;
    const held = await visit("", {
      during: async (page, ctx) => {
        const tab = await ctx.newPage();
        const said = [];
        tab.on("console", (m) => said.push(m.text()));
        await tab.goto(`${base}/`);
        await tab.waitForFunction(() => (globalThis.downhillFrames || 0) > 0, null, { timeout: 90000, polling: 50 });
        // The start would compare a kept picture as its first frame is
        // painted, in the task that prints first-frame.
        for (const end = Date.now() + 60000; Date.now() < end && !said.some((l) => /^first-frame ms=/.test(l));) await new Promise((r) => setTimeout(r, 50));
        await tab.evaluate(() => 0);
        second = { withdrawn: said.find((l) => /^kept-picture withdrawn/.test(l)) || null, differs: said.find((l) => /^kept-picture differs=/.test(l)) || null,
          gone: await tab.evaluate(() => !document.getElementById("kept-picture")) };
      },
    }).catch((e) => ({ error: e.message }));
    t.check("a tab opened while another holds the save shows no kept picture (withdrawn if painted), and its start compares none",
      held.shown && second && second.withdrawn && second.gone && !second.differs, JSON.stringify({ first: held, second }));
  } finally {
    proc.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

// update: a profile that kept a build is served a new one (another
// sw.js, and a page that says which it is): the visit starts on the kept
// build, the service worker fetches the new one, the page offers it, and
// the reload plays it.
async function update(t) {
  const next = path.join(t.root, "build/web-next");
  rmSync(next, { recursive: true, force: true });
  cpSync(t.webDir, next, { recursive: true });
  const sw = readFileSync(path.join(next, "sw.js"), "utf8").replace(/^const BUILD = "([^"]*)";/m, 'const BUILD = "$1-next";');
  writeFileSync(path.join(next, "sw.js"), sw);
  const page0 = readFileSync(path.join(next, "index.html"), "utf8");
  writeFileSync(path.join(next, "index.html"), page0.replace("<title>Downhill</title>", '<title>Downhill</title>\n<meta name="downhill-build" content="next">'));
  let srv = await t.serve();
  const port = new URL(srv.base).port;
  const dir = mkdtempSync(path.join(os.tmpdir(), "downhill-profile-"));
  const open = () => persistent(t, dir, { viewport: { width: 1000, height: 700 } });
  try {
    let ctx = await open();
    let page = ctx.pages()[0] || await ctx.newPage();
    await page.goto(`${srv.base}/?seed=${t.SEED}`);
    await page.waitForFunction(() => globalThis.downhillOffline === true, null, { timeout: 90000, polling: 100 });
    await ctx.close();
    srv.proc.kill();
    await new Promise((r) => srv.proc.once("exit", r));
    srv = await t.serve(["-addr", "127.0.0.1:" + port, "-dir", next]);
    ctx = await open();
    page = ctx.pages()[0] || await ctx.newPage();
    const said = [];
    page.on("console", (m) => said.push(m.text()));
    await page.goto(`${srv.base}/?seed=${t.SEED}`);
    const offered = await page.waitForFunction(() => document.getElementById("update").classList.contains("shown"), null, { timeout: 90000, polling: 100 }).then(() => true, () => false);
    const old = await page.evaluate(() => !document.querySelector('meta[name="downhill-build"]'));
    if (offered) {
      await page.click("#update");
      await page.waitForFunction(() => !!document.querySelector('meta[name="downhill-build"]'), null, { timeout: 90000, polling: 100 }).catch(() => null);
    }
    const fresh = await page.evaluate(() => document.querySelector('meta[name="downhill-build"]')?.content).catch(() => null);
    t.check("a new build is found, offered and played: the visit starts on the kept one, the button reloads onto the new",
      offered && old && fresh === "next", `offered ${offered}, started on the kept build ${old}, after the reload ${fresh}; ${said.filter((l) => l.startsWith("downhill:")).join(" | ")}`);
    await ctx.close();
  } finally {
    srv.proc.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

// installable: the browser finds the page installable (a manifest with
// icons it can fetch, a service worker) and its icons are the game's
// glyphs: the app icon shows the player's white and a goblin's green.
async function installable(t) {
  const { proc, base } = await t.serve();
  const dir = mkdtempSync(path.join(os.tmpdir(), "downhill-profile-"));
  const b = await persistent(t, dir, {}); // not incognito, which cannot install
  try {
    const page = b.pages()[0] || await b.newPage();
    await page.goto(`${base}/?seed=${t.SEED}`);
    await page.waitForFunction(() => globalThis.downhillOffline === true, null, { timeout: 90000, polling: 100 });
    const cdp = await page.context().newCDPSession(page);
    const { errors, url } = await cdp.send("Page.getAppManifest");
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    const manifest = JSON.parse(readFileSync(path.join(t.webDir, "manifest.webmanifest"), "utf8"));
    const icon = await pixels(page, "icon-512.png");
    const inks = { w: icon.w, white: 0, green: 0 };
    for (let i = 0; i < icon.data.length; i += 4) {
      const [r, g, b] = icon.data.subarray(i, i + 3);
      if (r === 255 && g === 255 && b === 255) inks.white++;
      if (r === 0x7f && g === 0xd8 && b === 0x5c) inks.green++;
    }
    t.check("the page is installable: manifest, icons, service worker",
      url.endsWith("manifest.webmanifest") && errors.length === 0 && installabilityErrors.length === 0 && manifest.icons.some((i) => i.purpose === "maskable"),
      JSON.stringify({ url, errors, installabilityErrors }));
    t.check("the app icon is drawn from the game's glyphs (the player's white @, a goblin's green g)",
      inks.w === 512 && inks.white > 1000 && inks.green > 1000, JSON.stringify(inks));
  } finally {
    await b.close();
    proc.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

// loaderMoves: while the module downloads slowly, the loader's animations
// move only transforms and opacity, and the frames the compositor sends
// (the page's screencast) keep changing while the page's main thread is
// busy for 1.5 s.
async function loaderMoves(t) {
  const { proc, base } = await t.serve(["-rate", String(1 << 16)]);
  const b = await t.launch();
  try {
    const page = await b.newPage({ viewport: { width: 800, height: 600 } });
    await page.goto(`${base}/?seed=${t.SEED}`);
    await page.waitForFunction(() => (globalThis.downhillBytes || [0])[0] > 0, null, { timeout: 60000, polling: 100 });
    const props = await page.evaluate(() => document.getAnimations().map((a) => a.effect.getKeyframes().flatMap((k) => Object.keys(k)))
      .flat().filter((p) => !["offset", "computedOffset", "easing", "composite"].includes(p)));
    await page.screenshot({ path: path.join(t.root, "build/web-loader.png") }); // the loader, mid-download
    const cdp = await page.context().newCDPSession(page);
    const frames = [];
    cdp.on("Page.screencastFrame", (f) => {
      frames.push({ at: Date.now(), data: f.data });
      cdp.send("Page.screencastFrameAck", { sessionId: f.sessionId }).catch(() => {});
    });
    await cdp.send("Page.startScreencast", { format: "png" });
    await t.until(() => frames.length > 0, 60000); // the screencast is under way
    const t0 = Date.now();
    await page.evaluate(() => { const s = performance.now(); while (performance.now() - s < 1500); });
    const t1 = Date.now();
    await cdp.send("Page.stopScreencast");
    const during = frames.filter((f) => f.at > t0 + 100 && f.at < t1);
    const distinct = new Set(during.map((f) => f.data)).size;
    t.check("the loader animates transforms and opacity only (the compositor's)", props.length > 0 && props.every((p) => p === "transform" || p === "opacity"), props.join(" "));
    t.check("the loader moves while the main thread is busy", distinct >= 2, `${distinct} distinct frames of ${during.length} in ${t1 - t0} ms of a busy main thread`);
  } finally {
    await b.close();
    proc.kill();
  }
}

// desktopGame runs the desktop game (build/downhill) with args under an
// Xvfb of its own, its settings and data in dir; it resolves once the
// window is up (xdotool finds it), with the game's output so far and a
// way to end it as a player's system would (SIGTERM: the game saves).
async function desktopGame(t, dir, args) {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"], { stdio: ["ignore", "ignore", "ignore", "pipe"] });
  const display = await new Promise((resolve, reject) => {
    let s = "";
    xvfb.stdio[3].on("data", (d) => { s += d; if (s.includes("\n")) resolve(":" + s.trim()); });
    xvfb.on("exit", (c) => reject(new Error("Xvfb exited " + c)));
  });
  const env = { ...process.env, DISPLAY: display, XDG_DATA_HOME: path.join(dir, "data"), XDG_CONFIG_HOME: path.join(dir, "config"), WAYLAND_DISPLAY: "" };
  const game = spawn(path.join(t.root, "build/downhill"), ["-events", ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  game.stdout.on("data", (d) => { out += d; });
  game.stderr.on("data", (d) => { out += d; });
  const exited = new Promise((r) => game.on("exit", (code, sig) => r(code ?? sig)));
  const up = spawnSync("xdotool", ["search", "--sync", "--name", "^Downhill$"], { env, timeout: 120000, encoding: "utf8" });
  return {
    up: up.status === 0, output: () => out,
    end: async () => {
      game.kill("SIGTERM");
      const code = await exited;
      xvfb.kill();
      return code;
    },
  };
}

// travel: saves that travel both ways. A save the desktop game wrote
// (-save FILE, ended as a system ends it) is imported in the page, which
// plays on from it; a finished run there is in its best runs; the page
// exports the game and the runs, and `downhill -save EXPORT` on the
// desktop continues that very game, the runs joining the table beside
// the file; the desktop's next save of it imports into the page again.
// A bad file is refused with one line, and nothing changes.
async function travel(t) {
  const tools = ["Xvfb", "xdotool"].filter((x) => spawnSync("sh", ["-c", `command -v ${x}`]).status !== 0);
  if (!t.check("saves travel: Xvfb, xdotool and build/downhill are there (make webtest builds the game)",
    tools.length === 0 && existsSync(path.join(t.root, "build/downhill")), `missing ${tools.join(" ")}`)) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), "downhill-travel-"));
  const { proc, base } = await t.serve();
  const b = await t.launch();
  try {
    // The desktop's save: a new game of seed 5151, saved when it is ended.
    const deskSave = path.join(dir, "desk", "save.json");
    const d1 = await desktopGame(t, path.join(dir, "d1"), ["-save", deskSave, "-seed", "5151", "-new"]);
    const code1 = await d1.end();
    const wrote = existsSync(deskSave) && JSON.parse(readFileSync(deskSave, "utf8"));
    if (!t.check("the desktop game writes its save when ended", d1.up && wrote && wrote.seed === 5151, `window ${d1.up}, exit ${code1}; ${d1.output().slice(-300)}`)) return;

    const ctx = await b.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    await ctx.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    // A run to its end in the page (seed 108: a goblin kills a player who
    // waits): the page's best runs hold it.
    const { page, mark } = await t.freshGame(ctx, base, 108);
    await t.waitToDeath(page, mark);
    const dead = t.lastEvent(mark);
    const runs = async () => JSON.parse(await page.evaluate(() => localStorage.getItem("downhill-best-runs")) || "{}").runs || [];
    await page.waitForFunction(() => !!localStorage.getItem("downhill-best-runs"), null, { timeout: 10000, polling: 100 }).catch(() => null);
    if (!t.check("the page's best runs hold a run played to its end", dead && dead.hp <= 0 && (await runs()).some((r) => r.seed === 108), dead && dead.text)) return;

    // The desktop file into the page.
    const imported = await importFile(t, page, deskSave);
    const e1 = imported && t.parseEvent((await t.waitLine(/^turn=/, imported.mark, 60000)).text);
    t.check("the desktop's save imports into the page and plays on there (the address shows its seed)",
      imported && imported.accepted && /seed 5151, turn 0 on depth 1/.test(imported.said) && e1 && e1.turn === 0 && new URL(page.url()).searchParams.get("seed") === "5151",
      imported ? `${imported.said}; then ${e1 && e1.text}; at ${page.url()}` : "no dialog");
    let m = t.lines.length;
    for (const k of ["l", "j", ".", "."]) await page.keyboard.press(k);
    await t.waitLine(/^turn=[3-9] /, m, 60000).catch(() => null);
    await t.drawn(page);
    const e2 = t.lastEvent(m);
    const turn = e2 ? e2.turn : -1;

    // The page's export onto the desktop.
    await page.click("#menu");
    const [dl] = await Promise.all([page.waitForEvent("download", { timeout: 15000 }), page.click("#export")]);
    const exported = path.join(dir, "exported", dl.suggestedFilename());
    await dl.saveAs(exported);
    const ex = JSON.parse(readFileSync(exported, "utf8"));
    t.check("the page exports the game and its best runs as one file", turn >= 3 && ex.format === "downhill-export" && ex.save.seed === 5151 &&
      ex.save.turn === turn && (ex.bestRuns?.runs || []).some((r) => r.seed === 108) && dl.suggestedFilename() === `downhill-seed-5151-turn-${turn}.json`,
      `${dl.suggestedFilename()}: ${ex.format}, seed ${ex.save && ex.save.seed} turn ${ex.save && ex.save.turn}, runs ${(ex.bestRuns?.runs || []).map((r) => r.seed)}`);
    const d2 = await desktopGame(t, path.join(dir, "d2"), ["-save", exported]);
    const code2 = await d2.end();
    const said2 = d2.output();
    const resaved = JSON.parse(readFileSync(exported, "utf8"));
    const table = path.join(path.dirname(exported), "best-runs.json");
    const deskRuns = existsSync(table) ? JSON.parse(readFileSync(table, "utf8")).runs : [];
    t.check("downhill -save EXPORT plays the page's game on the desktop; its save is a plain save, the runs beside it",
      said2.includes(`continuing saved game: seed=5151 turn=${turn} `) && resaved.format === "downhill-save" && resaved.turn === turn && deskRuns.some((r) => r.seed === 108),
      `exit ${code2}; ${said2.split("\n").filter((l) => /continuing|downhill:/.test(l)).join(" | ")}; saved as ${resaved.format} turn ${resaved.turn}; runs ${deskRuns.map((r) => r.seed)}`);

    // And back into the page.
    const again = await importFile(t, page, exported);
    const e3 = again && t.parseEvent((await t.waitLine(/^turn=/, again.mark, 60000)).text);
    t.check("the desktop's save of it imports into the page again, at the same turn", again && again.accepted && e3 && e3.turn === turn, again ? `${again.said}; ${e3 && e3.text}` : "no dialog");

    // A bad file: one line, and nothing changes.
    const bad = path.join(dir, "bad.json");
    writeFileSync(bad, readFileSync(exported, "utf8").slice(0, 2000));
    const before = await page.evaluate(() => localStorage.getItem("downhill.save"));
    m = t.lines.length;
    await page.setInputFiles("#import-file", bad);
    const refused = await t.waitLine(/^downhill: Could not import bad\.json: /, m, 15000).then((l) => l.text, () => "");
    const shown = await page.evaluate(() => document.getElementById("toast").textContent);
    const dialogOpen = await page.evaluate(() => document.getElementById("import-dialog").open);
    const after = await page.evaluate(() => localStorage.getItem("downhill.save"));
    m = t.lines.length;
    await page.keyboard.press(".");
    const e4 = t.parseEvent((await t.waitLine(/^turn=/, m, 15000).catch(() => ({ text: "" }))).text);
    t.check("a bad file is refused in one line; the game and its save are unchanged",
      refused && !refused.includes("\n") && shown === refused.replace(/^downhill: /, "") && !dialogOpen && after === before && e4 && e4.turn === turn + 1,
      `${refused}; then ${e4 && e4.text}`);
    await ctx.close();
  } finally {
    await b.close();
    proc.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

// importFile brings file into page through the menu's file input and
// accepts what the dialog offers; it resolves once the page reloaded onto
// the game, with the dialog's words and the console's mark at the reload.
async function importFile(t, page, file) {
  const mark = t.lines.length;
  await page.setInputFiles("#import-file", file);
  const open = await page.waitForFunction(() => document.getElementById("import-dialog").open, null, { timeout: 15000, polling: 100 }).then(() => true, () => false);
  if (!open) return null;
  const said = await page.textContent("#import-what");
  await page.click("#import-go");
  const accepted = await t.waitLine(/^first-frame ms=/, mark, 90000).then(() => true, () => false);
  return { said, accepted, mark };
}

// defects: the copy-link button after reloading a finished run; a
// ?replay= link's title and what Esc from it leaves the address as;
// messages' turn numbers after a reload; the message lines reaching the
// frame's edges at 1366x768.
export { keptOnlyWhenSo, saveBeforePicture };

// saveBeforePicture: the kept picture never costs a save. With a picture
// kept, the save's key gone from under the game and the origin's storage
// then filled to the last kilobyte, the save that follows does not fit
// beside the picture: the picture goes, the save is written, whole, of
// the turn the game is at, and the player is told of no failure.
async function saveBeforePicture(t) {
  const { proc, base } = await t.serve();
  const b = await t.launch();
  try {
    const ctx = await b.newContext({ viewport: { width: 1100, height: 720 } });
    const { page, mark } = await t.freshGame(ctx, base, t.SEED);
    for (const k of ["x", "x", "x"]) await page.keyboard.press(k);
    await t.hideTab(page);
    const kept = await page.evaluate(() => (localStorage.getItem("downhill.picture") || "").length);
    const filled = await page.evaluate(() => {
      localStorage.removeItem("downhill.save");
      let n = 0;
      for (let size = 1 << 20; size >= 1024; size >>= 1) {
        for (;;) {
          try {
            localStorage.setItem("test.fill." + n, "x".repeat(size));
            n++;
          } catch (e) {
            break;
          }
        }
      }
      return n;
    });
    const m = t.lines.length;
    const saved = await t.hideTab(page);
    const turn = t.lastEvent(mark)?.turn;
    const after = await page.evaluate(() => ({ save: localStorage.getItem("downhill.save"), picture: localStorage.getItem("downhill.picture") !== null }));
    const savedTurn = after.save ? JSON.parse(after.save).turn : null;
    const told = t.lines.slice(m).filter((l) => /could not be saved/i.test(l));
    t.check("a save that does not fit beside the kept picture takes its place: the save is written, whole, and no failure is told",
      kept > 0 && filled > 0 && saved && savedTurn === turn && !after.picture && told.length === 0,
      `picture ${kept} chars, ${filled} keys of filling; saved ${saved}, the save's turn ${savedTurn} (the game at ${turn}), picture kept after ${after.picture}; ${told.join(" | ")}`);
    await page.evaluate(() => localStorage.clear());
    await ctx.close();
  } finally {
    await b.close();
    proc.kill();
  }
}

export async function defects(t) {
  const { proc, base } = await t.serve();
  const b = await t.launch();
  try {
    const ctx = await b.newContext({ viewport: { width: 1366, height: 768 } });
    const { page: p1, mark } = await t.freshGame(ctx, base, 108);
    await t.waitToDeath(p1, mark);
    const linkOf = () => p1.waitForFunction(() => {
      const s = document.getElementById("share");
      return s.classList.contains("shown") && s.dataset.link;
    }, null, { timeout: 10000, polling: 100 }).then((h) => h.jsonValue(), () => "");
    const link = await linkOf();
    let m = t.lines.length;
    await p1.reload();
    await t.waitLine(/^first-frame ms=/, m, 90000);
    const again = await linkOf();
    t.check("the copy-link button is there after reloading a finished run, with the same link", link && again === link, `${link.slice(0, 60)} / ${again.slice(0, 60)}`);

    // A replay link, in a browser whose own game is seed 31337: the title
    // says whose run it is; Esc leaves it for the player's own game, and
    // the address and the title then say that one.
    const own = 31337;
    const ctx2 = await b.newContext({ viewport: { width: 1366, height: 768 } });
    const { page: p2 } = await t.freshGame(ctx2, base, own);
    await t.hideTab(p2);
    m = t.lines.length;
    await p2.goto(link);
    await t.waitLine(/^replay turn=0 /, m, 90000).catch(() => null);
    const title = await p2.title();
    await p2.keyboard.press("Escape");
    await p2.waitForFunction(() => !new URL(location.href).searchParams.has("replay"), null, { timeout: 10000, polling: 100 }).catch(() => null);
    const after = { title: await p2.title(), url: p2.url() };
    t.check("a ?replay= link's title names the replay's seed; Esc goes to the player's own game, the address and title its seed",
      title === "Downhill - replay of seed 108" && after.title === `Downhill - seed ${own}` && new URL(after.url).searchParams.get("seed") === String(own) && !new URL(after.url).searchParams.has("replay"),
      `${title} -> ${after.title} at ${after.url}`);
    await ctx.close();

    // Turn numbers after a reload: the same game reloaded draws the same
    // frame, message lines and their turns included (the mouse is off the
    // map).
    const page = p2;
    m = t.lines.length;
    await page.goto(`${base}/?seed=${own}`);
    await t.waitLine(/^first-frame ms=/, m, 90000);
    await page.mouse.move(1, 1);
    // < and > where there are no stairs say so and take no turn: three
    // messages, on turns 0, 2 and 3.
    for (const k of ["<", ".", ".", ">", ".", "<"]) await page.keyboard.press(k);
    await t.waitLine(/^turn=3 /, m, 60000).catch(() => null);
    await t.drawn(page);
    const before = await settled(page, path.join(t.root, "build/web-log-before.png"));
    m = t.lines.length;
    await page.reload();
    await t.waitLine(/^first-frame ms=/, m, 90000);
    await page.mouse.move(1, 1);
    const reloaded = await settled(page, path.join(t.root, "build/web-log-after.png"));
    t.check("messages keep their turn numbers after a reload (the reloaded game draws the same frame)", before.equals(reloaded),
      "build/web-log-before.png, build/web-log-after.png");

    // The message lines reach the frame's edges at 1366x768 (12x20 cells:
    // 10 and 8 pixels over a whole number of cells).
    const shot = await pixels(page, "data:image/png;base64," + reloaded.toString("base64"));
    const px = (x, y) => shot.data.subarray(4 * (y * shot.w + x), 4 * (y * shot.w + x) + 3).join(",");
    const edge = { w: shot.w, corner: px(shot.w - 1, shot.h - 1), inside: px(shot.w - 200, shot.h - 4), right: px(shot.w - 1, shot.h - 50) };
    t.check("the message lines reach the right and bottom edges at 1366x768", edge.w === 1366 && edge.corner === edge.inside && edge.right === edge.inside,
      JSON.stringify(edge));
    await ctx2.close();
  } finally {
    await b.close();
    proc.kill();
  }
}

// settled is page's screenshot once the picture has stopped changing (two
// shots in a row the same: the frames the last input asked for are all
// drawn), saved at file: a state waited for, not a time.
async function settled(page, file) {
  let last = await page.screenshot();
  for (let i = 0; i < 50; i++) {
    const now = await page.screenshot();
    if (now.equals(last)) break;
    last = now;
  }
  writeFileSync(file, last);
  return last;
}

// pixels decodes the image at src (a URL of the page's, or a data: URL)
// in page: its size and its RGBA bytes.
async function pixels(page, src) {
  const { w, h, b64 } = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext("2d");
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let bin = "";
    for (let i = 0; i < d.length; i += 0x8000) bin += String.fromCharCode(...d.subarray(i, i + 0x8000));
    return { w: c.width, h: c.height, b64: btoa(bin) };
  }, src);
  return { w, h, data: Buffer.from(b64, "base64") };
}
