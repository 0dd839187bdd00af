// Downhill's browser test: the wasm build (Ebiten, drawing with WebGL2) in
// Debian's chromium (headless, no GL flags: WebGL2 on SwiftShader), driven
// by playwright-core. It serves build/web with web/serve on a free loopback
// port, plays with the keyboard and the mouse (on a normal and a HiDPI
// screen), checks the canvas's pixels, and reads what happened from the
// lines the browser build prints to the console. It prints the CPU the
// browser spends while the game idles (a number, not a check). home.mjs
// times first and second visits and offline starts (with the harmonist
// anchor's first visits), and checks the service worker, the installable
// page, the loader, saves that travel and the page's small defects. It
// never downloads a browser.
//
//   node web/test/browser.mjs           the test (make webtest)
//   node web/test/browser.mjs --bench   also the ?bench page's tables
//   node web/test/browser.mjs --loads N visits of each kind to time (default 5)
//   node web/test/browser.mjs --idle    only the idle measurement
//   node web/test/browser.mjs --share   only the run shared at its death
//   node web/test/browser.mjs --links   only the replay links (long, bad, with ?compare)
//   node web/test/browser.mjs --tabs    only two tabs on one save (tabs.mjs)
//   node web/test/browser.mjs --phone   only the phone's taps
//   node web/test/browser.mjs --keys    only the key string against shot -keys, and a key at the first picture
//   node web/test/browser.mjs --home    only home.mjs's
//   node web/test/browser.mjs --visits  only the timed visits (with --loads N)
//   node web/test/browser.mjs --kept    only when the kept picture shows and when not
//   node web/test/browser.mjs --defects only the page's small defects
//   node web/test/browser.mjs --menu    only the menu, shown once the game is on screen
//   node web/test/browser.mjs --play    only play in one browser (keys, mouse, saves, lab)
//   node web/test/browser.mjs --loader  only the loader: a slow network, no WebAssembly, no WebGL2, the menu
//
// It ends with the line "N passed, N failed" and exits 1 on any failure.
import { chromium } from "playwright-core";
import { defects, home, keptOnlyWhenSo, saveBeforePicture, visits } from "./home.mjs";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deflateRawSync } from "node:zlib";
import { twoTabs } from "./tabs.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const webDir = path.join(root, "build/web");
const shotPath = path.join(root, "build/web-shot.png");
const SEED = 4242;
const wantBench = process.argv.includes("--bench");
const loadsArg = process.argv.indexOf("--loads");
const LOADS = loadsArg > 0 ? Math.max(1, +process.argv[loadsArg + 1] || 5) : 5;
const onlyIdle = process.argv.includes("--idle");
const onlyShare = process.argv.includes("--share");
const onlyLinks = process.argv.includes("--links");
const onlyTabs = process.argv.includes("--tabs");
const onlyPhone = process.argv.includes("--phone");
const onlyKeys = process.argv.includes("--keys");
const onlyHome = process.argv.includes("--home");
const onlyVisits = process.argv.includes("--visits");
const onlyKept = process.argv.includes("--kept");
const onlyDefects = process.argv.includes("--defects");
const onlyMenu = process.argv.includes("--menu");
const onlyPlay = process.argv.includes("--play");
const onlyLoader = process.argv.includes("--loader");

let passed = 0, failed = 0;
function check(name, ok, detail = "") {
  if (ok) passed++; else failed++;
  console.log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? ": " + detail : ""}`);
  return ok;
}

// serve starts web/serve on port 0 (with any extra flags) and resolves
// with its base URL, read from the first line it prints. It runs the
// built server (built here when make webtest has not), never `go run`:
// killing go run leaves its child serving, and a server started again on
// the same port (the update check's) would find it taken.
function serve(extra = []) {
  const bin = path.join(root, "build/serve");
  if (!existsSync(bin)) {
    const built = spawnSync("go", ["build", "-o", bin, "./web/serve"], { cwd: root, stdio: "inherit", env: { ...process.env, CGO_ENABLED: "0" } });
    if (built.status !== 0) return Promise.reject(new Error("go build ./web/serve failed"));
  }
  const proc = spawn(bin, ["-addr", "127.0.0.1:0", "-dir", webDir, ...extra], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/on (http:\/\/127\.0\.0\.1:\d+)\//);
      if (m) resolve({ proc, base: m[1] });
    });
    proc.on("exit", (code) => reject(new Error(`web/serve exited with ${code}`)));
  });
}

// Console lines, with a way to wait for the first matching line after a
// given index (so a reload waits for the new page's lines, not old ones).
const lines = [];
const waiters = [];
function onLine(text) {
  lines.push(text);
  for (const w of [...waiters]) {
    const i = lines.length - 1;
    if (i >= w.from && w.re.test(text)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve({ text, index: i });
    }
  }
}
function waitLine(re, from = 0, ms = 60000) {
  for (let i = from; i < lines.length; i++) if (re.test(lines[i])) return Promise.resolve({ text: lines[i], index: i });
  return new Promise((resolve, reject) => {
    const w = { re, from, resolve };
    waiters.push(w);
    setTimeout(() => {
      const k = waiters.indexOf(w);
      if (k >= 0) { waiters.splice(k, 1); reject(new Error(`no console line matching ${re} within ${ms} ms`)); }
    }, ms);
  });
}

// parseEvent reads an -events line: turn=T player=X,Y hp=H depth=D ...
function parseEvent(text) {
  const m = text.match(/^turn=(\d+) player=(\d+),(\d+) hp=(-?\d+) depth=(\d+)/);
  return m && { turn: +m[1], x: +m[2], y: +m[3], hp: +m[4], depth: +m[5], text };
}
function lastEvent(from = 0) {
  for (let i = lines.length - 1; i >= from; i--) {
    const e = parseEvent(lines[i]);
    if (e) return e;
  }
  return null;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// until polls cond (maybe async) until it holds and says whether it did;
// ms is only the limit for a game that never gets there, never a time the
// test counts on.
async function until(cond, ms = 60000) {
  for (const end = Date.now() + ms; ;) {
    if (await cond()) return true;
    if (Date.now() > end) return false;
    await sleep(25);
  }
}

// drawn resolves once the frames the input so far asked for are drawn:
// every event the game hears asks for a frame, which wakes the page's
// animation frames (page.js), and the game rests again (downhillRest)
// after a frame that left nothing asked for. So: an animation frame of the
// page's own has run (Ebiten's, asked for earlier, ran before it), and the
// game rests. A trip's next step is a timer, not a frame asked for: the
// game rests between steps, and tests of trips wait for their turn lines.
function drawn(page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => globalThis.downhillRAF(r));
    await frame();
    while (!globalThis.downhillResting()) await frame();
  });
}

// cellCenter is the CSS pixel at the centre of map cell x,y, from the
// layout the game publishes as globalThis.downhillView.
async function cellCenter(page, x, y) {
  return page.evaluate(([x, y]) => {
    const v = globalThis.downhillView;
    if (!v) return null;
    const d = devicePixelRatio || 1;
    return [(v.offX + v.scale * (v.originX + (x - v.camX + 0.5) * v.cellW)) / d,
      (v.offY + v.scale * (v.originY + (y - v.camY + 0.5) * v.cellH)) / d];
  }, [x, y]);
}

// readSave returns the saved game the page holds in localStorage, parsed.
async function readSave(page) {
  const s = await page.evaluate(() => localStorage.getItem("downhill.save"));
  return s && JSON.parse(s);
}

// pickTarget chooses a visible floor cell 3 to 7 steps from the player
// (breadth-first over walkable tiles) that no creature stands on.
function pickTarget(save, from) {
  const level = save.levels[save.depth - 1]; // every level is kept; the player is on this one
  const g = level.Grid, W = g.W, H = g.H;
  const tiles = Buffer.from(g.Tiles, "base64");
  const occ = level.Ents.Occ;
  const walk = new Set([1, 2, 3, 6, 7, 8, 9]); // Floor Door Shallow Stairs Snow OpenDoor UpStairs
  const dist = new Int32Array(W * H).fill(-1);
  const q = [from.y * W + from.x];
  dist[q[0]] = 0;
  let best = null;
  while (q.length) {
    const c = q.shift();
    const x = c % W, y = (c / W) | 0;
    // Best: in view, then remembered, then the farthest (travel also
    // heads into the unknown); ties to the farthest within 7 steps.
    if (dist[c] >= 3 && dist[c] <= 7 && tiles[c] === 1 && occ[c] === -1) {
      const rank = (i) => (g.Visible[i] ? 2 : g.Seen[i] ? 1 : 0) * 16 + dist[i];
      if (best === null || rank(c) > rank(best)) best = c;
    }
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nx = x + dx, ny = y + dy, n = ny * W + nx;
      if (nx < 0 || ny < 0 || nx >= W || ny >= H || dist[n] >= 0 || !walk.has(tiles[n])) continue;
      dist[n] = dist[c] + 1;
      q.push(n);
    }
  }
  return best === null ? null : { x: best % W, y: (best / W) | 0, steps: dist[best] };
}

// colours counts the distinct colours of the map area of a PNG screenshot
// (the view's cells, from globalThis.downhillView; not the status line or
// the letterbox) and the share of its pixels that differ from the most
// common one, decoding it in the page with a 2D canvas.
async function colours(page, png) {
  return page.evaluate(async (b64) => {
    const v = globalThis.downhillView, dpr = devicePixelRatio || 1;
    const img = new Image();
    img.src = "data:image/png;base64," + b64;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext("2d");
    ctx.drawImage(img, 0, 0);
    const x0 = Math.ceil((v.offX + v.scale * v.originX) / dpr), y0 = Math.ceil((v.offY + v.scale * v.originY) / dpr);
    const w = Math.floor(v.scale * v.viewW * v.cellW / dpr), h = Math.floor(v.scale * v.viewH * v.cellH / dpr);
    const d = ctx.getImageData(x0, y0, Math.min(w, c.width - x0), Math.min(h, c.height - y0)).data;
    const count = new Map();
    for (let i = 0; i < d.length; i += 4) {
      const k = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
      count.set(k, (count.get(k) || 0) + 1);
    }
    const top = Math.max(...count.values());
    return { distinct: count.size, drawn: 1 - top / (d.length / 4) };
  }, png.toString("base64"));
}

// The flags every browser here starts with: a fresh headless Chromium as
// platform-notes describes (launch() gives each a temporary profile).
const browserArgs = ["--headless", "--no-sandbox", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--disable-quic"];
const launch = async (extra = []) => patient(await chromium.launch({ executablePath: "/usr/bin/chromium", args: [...browserArgs, ...extra] }));

// patient gives every page of browser b (and of its contexts) two minutes
// for a navigation and any wait, not Playwright's 30 s: on a machine this
// busy a page's load event alone has taken longer. The tests' own waits
// for what the game prints have their own limits.
function patient(b) {
  const slow = (x) => { x.setDefaultTimeout(120000); x.setDefaultNavigationTimeout(120000); return x; };
  const newContext = b.newContext.bind(b), newPage = b.newPage.bind(b);
  b.newContext = async (o) => slow(await newContext(o));
  b.newPage = async (o) => slow(await newPage(o));
  return b;
}
const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[s.length >> 1]; };

// watchErrors collects what makes a load unclean: console errors, page
// errors, failed requests and HTTP errors (the favicon's 404 was one).
function watchErrors(page) {
  const errs = [];
  page.on("console", (m) => { if (m.type() === "error") errs.push("console: " + m.text()); });
  page.on("pageerror", (e) => errs.push("pageerror: " + e.message));
  page.on("requestfailed", (r) => errs.push("failed: " + r.url()));
  page.on("response", (r) => { if (r.status() >= 400) errs.push(`HTTP ${r.status()}: ${r.url()}`); });
  return errs;
}

// slowNetwork loads the page from a server that sends 256 KB a second
// (web/serve -rate): the progress bar must move through several real byte
// counts, then the game must start.
async function slowNetwork() {
  const { proc, base } = await serve(["-rate", String(1 << 18)]);
  const b = await launch();
  try {
    const page = await b.newPage({ viewport: { width: 1000, height: 700 } });
    const mark = lines.length;
    page.on("console", (m) => onLine(m.text()));
    await page.goto(`${base}/?seed=${SEED}`);
    const framed = await waitLine(/^first-frame ms=/, mark, 120000).then(() => true, () => false);
    const [got, total] = await page.evaluate(() => globalThis.downhillBytes || [0, -1]);
    // The page's own record of the steps it showed (sampling the bar from
    // here would miss steps when the machine is busy).
    const seen = (await page.evaluate(() => globalThis.downhillProgress || [])).map(([fill, note]) => ({ fill, note }));
    const partial = seen.filter((s) => s.fill > 0 && s.fill < 100);
    const rising = partial.every((s, i) => i === 0 || s.fill > partial[i - 1].fill);
    const counted = partial.filter((s) => /^downloading [\d.]+ MB of [\d.]+ MB$/.test(s.note));
    check("a slow network shows the bytes loaded, then the game",
      framed && partial.length >= 3 && rising && counted.length === partial.length && got === total,
      `${got} of ${total} bytes counted; ${partial.length} steps: ${partial.map((s) => s.fill.toFixed(0) + "%").join(" ")}; last "${partial.length ? partial[partial.length - 1].note : ""}"; ${framed ? "game drawn" : "no first frame"}`);
  } finally {
    await b.close();
    proc.kill();
  }
}

// menuOnceStarted: the page's tools (the ☰ menu) are not over the loader,
// nor over the first picture while Ebiten starts, where the menu could
// only say the game has not started; they show once the game's own first
// frame is on screen, and Export there exports the game. The module is
// held back until the loader has been looked at, and the menu's state is
// noted at the moment the first picture enters the page (a mutation
// observer's callback, right after the task that put it there).
async function menuOnceStarted(base) {
  const b = await launch();
  try {
    const ctx = await b.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const page = await ctx.newPage();
    page.on("console", (m) => onLine(m.text()));
    await page.addInitScript(() => {
      new MutationObserver((_, obs) => {
        const menu = document.getElementById("menu");
        if (!menu || !document.getElementById("picture")) return;
        globalThis.menuAtPicture = menu.checkVisibility();
        obs.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    let release;
    const held = new Promise((r) => { release = r; });
    // The module's address names its bytes (downhill.wasm?v=...).
    await page.route((u) => u.pathname.endsWith("/downhill.wasm"), async (route) => { await held; await route.continue(); });
    const mark = lines.length;
    await page.goto(`${base}/?seed=${SEED}`, { waitUntil: "domcontentloaded" });
    const loading = await page.waitForFunction(() => document.getElementById("shell").checkVisibility() && /loading/.test(document.getElementById("note").textContent))
      .then(() => true, () => false);
    const atLoader = loading ? await page.evaluate(() => document.getElementById("menu").checkVisibility()) : "no loader seen";
    await page.screenshot({ path: path.join(root, "build/web-loader-held.png") });
    release();
    await waitLine(/^first-frame ms=/, mark, 120000);
    const shown = await page.waitForFunction(() => document.getElementById("menu").checkVisibility()).then(() => true, () => false);
    const atPicture = await page.evaluate(() => globalThis.menuAtPicture);
    check("the menu is not over the loader nor over the first picture; it shows once the game is on screen",
      atLoader === false && atPicture === false && shown, `over the loader ${atLoader}, over the first picture ${atPicture}, after the first frame ${shown}`);
    await page.click("#menu");
    await page.screenshot({ path: path.join(root, "build/web-menu.png") });
    const [dl] = await Promise.all([page.waitForEvent("download"), page.click("#export")]);
    check("the menu's Export, once shown, exports the game", dl.suggestedFilename() === `downhill-seed-${SEED}-turn-0.json`, dl.suggestedFilename());
    await ctx.close();
  } finally {
    await b.close();
  }
}

// unable: a browser without WebAssembly, and one without WebGL2 (which
// Ebiten draws with), get a clear sentence instead of a blank page
// (Chromium has no working switch to drop WebAssembly, so the page has it
// deleted before its scripts run; --disable-3d-apis drops WebGL).
async function unable(base) {
  for (const [what, flags, init, re] of [
    ["WebAssembly", [], () => { delete globalThis.WebAssembly; }, /WebAssembly/],
    ["WebGL2", ["--disable-3d-apis"], null, /WebGL2/],
  ]) {
    const b = await launch(flags);
    try {
      const p = await b.newPage();
      if (init) await p.addInitScript(init);
      await p.goto(`${base}/?seed=${SEED}`);
      await p.waitForFunction(() => document.getElementById("shell").classList.contains("error"), null, { timeout: 60000 });
      const note = await p.textContent("#note");
      const shown = await p.evaluate(() => getComputedStyle(document.getElementById("shell")).display !== "none");
      const menu = await p.evaluate(() => document.getElementById("menu").checkVisibility());
      check(`a browser without ${what} gets a message (and no menu)`, re.test(note) && shown && !menu, `${note}${menu ? "; the menu shows" : ""}`);
    } catch (e) {
      check(`a browser without ${what} gets a message`, false, e.message);
    } finally {
      await b.close();
    }
  }
}

// browserPids is the pids of the Chromium processes this test started
// (this process's descendants), from /proc.
function browserPids() {
  return processTree(process.pid).filter((pid) => {
    try { return /chrom/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0]); } catch (e) { return false; }
  });
}

// processTree is the pids of pid and all its descendants (from /proc).
function processTree(pid) {
  const kids = new Map();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const st = readFileSync(`/proc/${d}/stat`, "utf8");
      const ppid = +st.slice(st.lastIndexOf(")") + 2).split(" ")[1];
      if (!kids.has(ppid)) kids.set(ppid, []);
      kids.get(ppid).push(+d);
    } catch (e) { /* gone */ }
  }
  const out = [pid];
  for (let i = 0; i < out.length; i++) out.push(...(kids.get(out[i]) || []));
  return out;
}

// cpuTicks is each process's user+system CPU so far, in clock ticks, by
// pid, with the kind Chromium gives it (--type=renderer, gpu-process, ...;
// "browser" for the main process).
function cpuTicks(pids) {
  const t = new Map();
  for (const pid of pids) {
    try {
      const st = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = st.slice(st.lastIndexOf(")") + 2).split(" ");
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      const m = cmd.match(/--type=([a-z-]+)/);
      t.set(pid, { ticks: +f[11] + +f[12], kind: m ? m[1] : "browser" });
    } catch (e) { /* gone */ }
  }
  return t;
}

// cpuOver reads the CPU time of every browser process over ms: the share
// of one core, in all and by kind of process, with the animation frames
// the page asked for a second and the frames the game drew meanwhile.
async function cpuOver(page, ms) {
  const hz = +(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout || 100) || 100;
  const counts = () => page.evaluate(() => [globalThis.downhillRAFs || 0, globalThis.downhillFrames || 0]);
  const [r0, f0] = await counts();
  const c0 = cpuTicks(browserPids()), w0 = Date.now();
  await sleep(ms);
  for (const pid of browserPids()) if (!c0.has(pid)) c0.set(pid, { ticks: 0 });
  const c1 = cpuTicks(browserPids()), secs = (Date.now() - w0) / 1000;
  const [r1, f1] = await counts();
  const by = new Map();
  let total = 0;
  for (const [pid, { ticks, kind }] of c1) {
    const d = ticks - c0.get(pid).ticks;
    by.set(kind, (by.get(kind) || 0) + d);
    total += d;
  }
  const pct = (ticks) => (100 * ticks / hz / secs).toFixed(1) + "%";
  return {
    share: 100 * total / hz / secs,
    text: `${pct(total)} of a core over ${secs.toFixed(1)} s, all browser processes (` +
      [...by].filter(([, v]) => v > 0).sort((x, y) => y[1] - x[1]).map(([k, v]) => `${k} ${pct(v)}`).join(", ") + ")",
    rafs: ((r1 - r0) / secs).toFixed(1),
    frames: f1 - f0,
    load: readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" "),
  };
}

// idle measures what the game costs when nothing happens: a fresh browser
// shows a new game, and once its first frame is drawn and the start-up's
// save is done the CPU time of every browser process (the browser, the
// renderer running the game, the GPU process, utilities) is read over 10 s.
// It prints the share of one core, by process kind, with the animation
// frames the page asked for and the frames the game drew meanwhile. A
// number to read, not a check: on a shared machine the browser's own
// background work can cost more than the game.
async function idle(base) {
  const b = await launch();
  try {
    const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
    // Count the animation frames asked for, whoever asks.
    await page.addInitScript(() => {
      const raf = window.requestAnimationFrame;
      globalThis.downhillRAFs = 0;
      window.requestAnimationFrame = function (cb) { globalThis.downhillRAFs++; return raf.call(window, cb); };
    });
    const mark = lines.length;
    page.on("console", (m) => onLine(m.text()));
    await page.goto(`${base}/?seed=${SEED}`);
    const framed = await waitLine(/^first-frame ms=/, mark, 120000).then(() => true, () => false);
    if (!check("idle: the game's first frame", framed)) return;
    await page.mouse.move(0, 0);
    // The new game's save done, and the game at rest.
    await waitLine(/^saved turn=0 .*\(new level\)/, mark, 60000).catch(() => null);
    await drawn(page);
    const game = await cpuOver(page, 10000);
    console.log(`idle: ${game.text}; ${game.rafs} animation frames asked a second, ${game.frames} frames drawn; load average ${game.load}`);
    // The same browser showing a blank page, for what the browser costs
    // with no game at all.
    await page.goto("about:blank");
    const blank = await cpuOver(page, 10000);
    console.log(`idle: a blank page in the same browser: ${blank.text}`);
  } finally {
    await b.close();
  }
}

// hideTab makes the page believe its tab was hidden (as switching tabs
// does) and reports whether the game saved.
async function hideTab(page) {
  const mark = lines.length;
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    delete document.visibilityState;
  });
  return waitLine(/^saved turn=\d+ .*\(tab hidden\)/, mark, 60000).then(() => true, () => false);
}

// travelByClick hovers a cell a few steps away (the path preview changes
// the picture), clicks it (the player travels there step by step) and
// checks keys still work after the click. The save in localStorage gives
// the map to pick the cell from; shots get a name suffix.
async function travelByClick(page, label, suffix) {
  const save = await readSave(page);
  const here = lastEvent();
  const target = save && pickTarget(save, here);
  if (!check(`${label}a target cell to travel to`, target, target ? `${target.x},${target.y}, ${target.steps} steps from ${here.x},${here.y}` : "none found")) return;
  const at = await cellCenter(page, target.x, target.y);
  await page.mouse.move(5, 5);
  await drawn(page);
  const before = await page.screenshot();
  await page.mouse.move(at[0], at[1], { steps: 4 });
  await drawn(page);
  let hovered = before;
  await until(async () => !(hovered = await page.screenshot()).equals(before), 30000);
  writeFileSync(path.join(root, `build/web-hover${suffix}.png`), hovered);
  check(`${label}hovering a cell draws the path preview`, !before.equals(hovered));
  // The mouse leaves the canvas (off the page, as into another window):
  // the hover goes.
  await page.evaluate(() => document.querySelector("canvas").dispatchEvent(new PointerEvent("pointerleave", { pointerType: "mouse" })));
  await drawn(page);
  let left = hovered;
  await until(async () => (left = await page.screenshot()).equals(before), 30000);
  check(`${label}the mouse leaving the canvas takes the hover away`, left.equals(before),
    left.equals(before) ? "the picture from before the hover" : left.equals(hovered) ? "the hover stayed" : "another picture");
  await page.mouse.move(at[0] + 1, at[1]);
  await page.mouse.move(at[0], at[1]);
  await drawn(page);
  let mark = lines.length;
  await page.mouse.click(at[0], at[1]);
  let arrived = null;
  try {
    arrived = await waitLine(new RegExp(`^turn=\\d+ player=${target.x},${target.y} `), mark, 60000);
  } catch (e) { /* reported below */ }
  const steps = lines.slice(mark).map(parseEvent).filter(Boolean);
  check(`${label}clicking travels to the cell`, arrived, `${steps.length} steps: ${steps.map((e) => e.x + "," + e.y).join(" ")}`);
  check(`${label}travel takes several turns`, steps.length >= 2 && steps.length <= target.steps + 3, `${steps.length} steps for ${target.steps}`);
  mark = lines.length;
  await page.keyboard.press(".");
  check(`${label}keys work after a click`, await waitLine(/^turn=/, mark, 60000).then(() => true, () => false));
}

// freeBeside is a floor cell beside x,y of the saved game's level that no
// creature stands on, preferring prefer when it is one.
function freeBeside(save, x, y, prefer) {
  const level = save.levels[save.depth - 1];
  const g = level.Grid, tiles = Buffer.from(g.Tiles, "base64"), occ = level.Ents.Occ;
  const ok = (cx, cy) => Math.max(Math.abs(cx - x), Math.abs(cy - y)) === 1 &&
    cx >= 0 && cy >= 0 && cx < g.W && cy < g.H && tiles[cy * g.W + cx] === 1 && occ[cy * g.W + cx] === -1;
  if (prefer && ok(prefer.x, prefer.y)) return prefer;
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]]) {
    if (ok(x + dx, y + dy)) return { x: x + dx, y: y + dy };
  }
  return null;
}

// buttonAt is the CSS pixel at the middle of the touch button named label,
// from the layout the game publishes (globalThis.downhillView's btn*, the
// labels in equal parts of the row), or null when there are no buttons.
const buttonAt = (page, label) => page.evaluate((label) => {
  const v = globalThis.downhillView, labels = globalThis.downhillButtons || [], d = devicePixelRatio || 1;
  const i = labels.indexOf(label);
  if (!v || !v.btnW || i < 0) return null;
  const x = v.btnX + (i + 0.45) * v.btnW / labels.length, y = v.btnY + v.btnH / 2;
  return [(v.offX + v.scale * x) / d, (v.offY + v.scale * y) / d];
}, label);

// phone plays on a phone's page (390x844 CSS pixels at a devicePixelRatio
// of 3, a touch screen), held upright and turned sideways: the touch
// buttons show from the first frame; taps (page.touchscreen.tap: the
// touch's start and end at once) on a free cell beside the player step
// there, each one turn; a tap on each button does what its key does. It
// prints how many taps passed their turn.
async function phone(base) {
  const browser = await launch();
  let taps = 0, passed = 0;
  try {
    for (const [name, w, h] of [["portrait", 390, 844], ["landscape", 844, 390]]) {
      const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
      const page = await ctx.newPage();
      page.on("console", (m) => onLine(m.text()));
      page.on("pageerror", (e) => onLine("pageerror: " + e.message));
      let mark = lines.length;
      await page.goto(`${base}/wasm_exec.js`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${base}/?seed=${SEED}`);
      await waitLine(/^first-frame ms=/, mark, 60000);
      await waitLine(/^turn=0 /, mark);
      await drawn(page);
      const labels = await page.evaluate(() => [...(globalThis.downhillButtons || [])]);
      await page.screenshot({ path: path.join(root, `build/web-phone-${name}.png`) });
      check(`phone ${name}: the touch buttons show from the first frame`, labels.length === 5, JSON.stringify(labels));
      if (!(await hideTab(page))) { check(`phone ${name}: a save to find the cells in`, false); await ctx.close(); continue; }
      let save = await readSave(page);
      let here = lastEvent(mark), from = null, lost = [];
      for (let i = 0; i < 8; i++) {
        const to = freeBeside(save, here.x, here.y, from);
        if (!to) break;
        const at = await cellCenter(page, to.x, to.y);
        const m = lines.length;
        taps++;
        await page.touchscreen.tap(at[0], at[1]);
        const got = await waitLine(new RegExp(`^turn=${here.turn + 1} `), m, 60000).then((l) => parseEvent(l.text), () => null);
        if (got) passed++;
        else lost.push(`${to.x},${to.y}`);
        if (!got) break;
        from = { x: here.x, y: here.y };
        here = got;
        if (got.x !== to.x || got.y !== to.y) lost.push(`${to.x},${to.y} -> ${got.x},${got.y}`);
      }
      check(`phone ${name}: each tap beside the player steps there`, lost.length === 0 && here.turn >= 8, `turn ${here.turn}; lost ${lost.join(" ")}`);
      // Every button: wait passes a turn; the others change the frame (a
      // walk, a message, the pack, the help), and a tap closes a dialog.
      for (const label of ["wait", "explore", "stairs", "pack", "help"]) {
        const at = await buttonAt(page, label);
        if (!check(`phone ${name}: a ${label} button`, at, JSON.stringify(at))) continue;
        await drawn(page);
        const before = await page.screenshot();
        const m = lines.length;
        await page.touchscreen.tap(at[0], at[1]);
        const turnsSince = () => lines.slice(m).filter((l) => /^turn=/.test(l)).length;
        // Wait passes a turn; the others take one or change the frame.
        if (label === "wait") await waitLine(/^turn=/, m, 30000).catch(() => null);
        await drawn(page);
        let after = before;
        if (label !== "wait") await until(async () => turnsSince() > 0 || !(after = await page.screenshot()).equals(before), 30000);
        after = await page.screenshot({ path: path.join(root, `build/web-phone-${name}-${label}.png`) });
        const turns = turnsSince();
        const ok = label === "wait" ? turns === 1 : turns > 0 || !after.equals(before);
        check(`phone ${name}: a tap on ${label} does what its key does`, ok, `${turns} turns, frame ${after.equals(before) ? "unchanged" : "changed"}`);
        if (label === "pack" || label === "help") {
          await page.touchscreen.tap(5, 5); // any tap closes it
          await drawn(page);
        }
      }
      // The tab hidden (the game saved, its picture kept) and opened
      // again: a tap on wait at the kept picture, before the game's own
      // canvas exists, passes the turn once the game has started.
      const waitAt = await buttonAt(page, "wait");
      // No trip under way (a tap stops one; the next waits a turn).
      await page.touchscreen.tap(waitAt[0], waitAt[1]);
      await drawn(page);
      let m = lines.length;
      await page.touchscreen.tap(waitAt[0], waitAt[1]);
      await waitLine(/^turn=/, m, 30000).catch(() => null);
      if (await hideTab(page)) {
        m = lines.length;
        let tapped = null;
        const onKept = (msg) => {
          if (tapped === null && /^kept-picture ms=/.test(msg.text())) tapped = page.touchscreen.tap(waitAt[0], waitAt[1]).then(() => true, () => false);
        };
        page.on("console", onKept);
        await page.reload();
        const saved = await waitLine(/^continuing saved game: seed=\d+ turn=\d+ /, m, 60000).then((l) => +l.text.match(/ turn=(\d+)/)[1], () => -1);
        const got = await waitLine(new RegExp(`^turn=${saved + 1} `), m, 60000).then(() => true, () => false);
        page.off("console", onKept);
        await waitLine(/^kept-picture differs=/, m, 30000).catch(() => null);
        const shown = lines.slice(m).find((l) => /^kept-picture differs=/.test(l)) || "no comparison";
        check(`phone ${name}: a tap on wait at the kept picture passes the turn once the game starts`, tapped !== null && (await tapped) && got && /differs=0 /.test(shown),
          `tapped ${tapped !== null}, turn ${saved} -> ${got ? saved + 1 : "none"}; ${shown}` + (got ? "" : "; " + lines.slice(m).filter((l) => /^(turn|kept|continuing|saved)/.test(l)).join(" / ")));
      } else {
        check(`phone ${name}: the tab hidden saves the game`, false);
      }
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`phone: ${passed} of ${taps} taps beside the player passed their turn`);
}

// quickClick clicks a cell some steps away with the mouse's press and
// release at once and no hover first (page.mouse.click from afar): the
// player travels there.
async function quickClick(page, label) {
  await hideTab(page);
  const save = await readSave(page);
  const here = lastEvent();
  const target = save && pickTarget(save, here);
  if (!check(`${label}a target for a quick click`, target)) return;
  const at = await cellCenter(page, target.x, target.y);
  await page.mouse.move(2, 2);
  await drawn(page);
  const mark = lines.length;
  await page.mouse.click(at[0], at[1]);
  const arrived = await waitLine(new RegExp(`^turn=\\d+ player=${target.x},${target.y} `), mark, 60000).then(() => true, () => false);
  check(`${label}a quick click with no hover first travels`, arrived, `to ${target.x},${target.y}`);
}

// placement is where the frame sits in the tab (CSS pixels) and its size
// (frame pixels), from the layout the game publishes, with the canvas
// Ebiten draws into (it fills the tab, in device pixels).
const placement = (page) => page.evaluate(() => {
  const v = globalThis.downhillView, d = devicePixelRatio || 1;
  const c = document.querySelector("canvas");
  return { x: v.offX / d, y: v.offY / d, w: v.frameW * v.scale / d, h: v.frameH * v.scale / d, cw: v.frameW, ch: v.frameH,
    iw: innerWidth, ih: innerHeight, dpr: devicePixelRatio, scale: v.scale,
    canvasW: c ? c.width : 0, canvasH: c ? c.height : 0 };
});

// fitsTab: the frame is drawn at the tab's own size in device pixels and
// shown 1:1 (the window's rule gives scale 1 for a frame of the window's
// size), never cut off; and the canvas Ebiten draws it on is the tab in
// device pixels (sharp at any devicePixelRatio).
function fitsTab(p) {
  const near = (a, b, tol = 1.01) => Math.abs(a - b) <= tol;
  const exact = Math.min(p.iw * p.dpr / p.cw, p.ih * p.dpr / p.ch);
  const k = Math.floor(exact);
  const rule = k >= 1 && k >= 0.75 * exact ? near(p.scale, k, 1e-6) : near(p.scale, exact, 1e-3);
  const inside = p.x >= -0.5 && p.y >= -0.5 && p.x + p.w <= p.iw + 0.5 && p.y + p.h <= p.ih + 0.5;
  const centred = near(p.x, p.iw - p.x - p.w, 2) && near(p.y, p.ih - p.y - p.h, 2);
  const sharp = near(p.canvasW, p.iw * p.dpr, 2) && near(p.canvasH, p.ih * p.dpr, 2);
  const own = near(p.cw, p.iw * p.dpr, 2) && near(p.ch, p.ih * p.dpr, 2);
  return rule && inside && centred && sharp && own;
}

// labTest: Tab opens the lab's panel (it takes columns from the map's
// view); in ?sandbox, on a drawing put in localStorage
// first (so the goblin is where the test knows), hovering the goblin draws
// the inspector in the panel, and a click paints a wall that F2 saves.
async function labTest(page, base) {
  let mark = lines.length;
  await page.goto(`${base}/?seed=${SEED}`);
  await waitLine(/^first-frame ms=/, mark, 60000);
  await waitLine(/^turn=/, mark);
  await drawn(page);
  const v0 = await page.evaluate(() => globalThis.downhillView);
  await page.keyboard.press("Tab");
  await drawn(page);
  const v = await page.evaluate(() => globalThis.downhillView);
  check("Tab opens the lab (its panel takes columns from the map's view)", v.viewW < v0.viewW,
    `view ${v0.viewW}x${v0.viewH} -> ${v.viewW}x${v.viewH} cells`);
  await page.keyboard.press("Tab");
  await page.goto(`${base}/wasm_exec.js`);
  await page.evaluate((d) => localStorage.setItem("downhill.sandbox", d), SANDBOX);
  mark = lines.length;
  await page.goto(`${base}/?sandbox`);
  await waitLine(/^first-frame ms=/, mark, 60000);
  await drawn(page);
  const p = await placement(page);
  const view = await page.evaluate(() => globalThis.downhillView);
  // The panel: right of the map, in CSS pixels.
  const x0 = Math.ceil(p.x + (view.originX + view.viewW * view.cellW) * p.w / p.cw);
  const panel = { x: x0, y: Math.max(0, Math.floor(p.y)), width: Math.floor(p.x + p.w - x0), height: Math.floor(Math.min(p.h, p.ih)) };
  await page.mouse.move(2, 2);
  await drawn(page);
  const before = await page.screenshot({ clip: panel });
  const at = await cellCenter(page, 11, 3);
  await page.mouse.move(at[0], at[1], { steps: 3 });
  await drawn(page);
  let after = before;
  await until(async () => !(after = await page.screenshot({ clip: panel })).equals(before), 30000);
  await page.screenshot({ path: path.join(root, "build/web-lab.png") });
  check("hovering a goblin draws the inspector in the lab panel", !before.equals(after), `panel ${JSON.stringify(panel)}`);
  const wall = await cellCenter(page, 6, 3);
  await page.mouse.click(wall[0], wall[1]);
  await drawn(page);
  await page.keyboard.press("F2");
  await page.waitForFunction(() => (localStorage.getItem("downhill.sandbox") || "").split("\n")[3] === "#@....#....g#", null, { timeout: 30000, polling: 50 }).catch(() => null);
  const saved = await page.evaluate(() => localStorage.getItem("downhill.sandbox"));
  check("the sandbox paints a wall and saves the drawing", saved && saved.split("\n")[3] === "#@....#....g#", saved && saved.split("\n")[3]);
}

// SANDBOX is a drawing in the sim -map format: a goblin with two ways to
// the player.
const SANDBOX = [
  "#############",
  "#...........#",
  "#.#########.#",
  "#@.........g#",
  "#############",
].join("\n") + "\n";

// compareTest: ?compare plays turns, and both halves of the tab are drawn
// alike (the same level, seen whole).
async function compareTest(page, base) {
  const mark = lines.length;
  await page.goto(`${base}/?compare&seed=${SEED}`);
  await waitLine(/^first-frame ms=/, mark, 60000);
  await waitLine(/^turn=0 /, mark);
  for (let i = 0; i < 3; i++) await page.keyboard.press(".");
  check("?compare plays turns", await waitLine(/^turn=3 /, mark, 60000).then(() => true, () => false));
  await page.mouse.move(2, 2);
  await drawn(page);
  // The two maps, side by side with a column between them, where the
  // game says its (left) map is; CSS pixels are device pixels here.
  const v = await page.evaluate(() => globalThis.downhillView);
  const mapW = v.viewW * v.cellW, mapH = v.viewH * v.cellH;
  const halves = [];
  for (const x of [v.offX + v.originX, v.offX + v.originX + mapW + v.cellW]) {
    const png = await page.screenshot({ clip: { x, y: v.offY + v.originY, width: mapW, height: mapH } });
    halves.push(await litShare(page, png));
  }
  await page.screenshot({ path: path.join(root, "build/web-compare.png") });
  check("?compare draws both sides alike", halves[0] > 0.005 && halves[1] > 0.005 && halves[0] < 2 * halves[1] && halves[1] < 2 * halves[0],
    `lit share left ${halves[0].toFixed(4)}, right ${halves[1].toFixed(4)}`);
}

// litShare is the share of a PNG's pixels brighter than the void.
async function litShare(page, png) {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = "data:image/png;base64," + b64;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext("2d");
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.max(d[i], d[i + 1], d[i + 2]) > 40) n++;
    return n / (d.length / 4);
  }, png.toString("base64"));
}

// toolbox is what home.mjs uses of this file.
const toolbox = {
  root, webDir, SEED, LOADS, browserArgs, check, launch, patient, serve, sleep, median, watchErrors, freshGame,
  lines, onLine, waitLine, parseEvent, lastEvent, hideTab, drawn, until, waitToDeath,
};

async function main() {
  if (!existsSync(path.join(webDir, "downhill.wasm"))) {
    throw new Error("build/web/downhill.wasm is missing: run make web");
  }
  const { proc, base } = await serve();
  try {
    if (onlyIdle) {
      await idle(base);
      return;
    }
    if (onlyShare) {
      await shareDeath(base);
      return;
    }
    if (onlyLinks) {
      await replayLinks(base);
      return;
    }
    if (onlyTabs) {
      await twoTabs({ base, launch, check });
      return;
    }
    if (onlyPhone) {
      await phone(base);
      return;
    }
    if (onlyKeys) {
      await keyString(base);
      await firstKey(base);
      return;
    }
    if (onlyHome) {
      await home(toolbox);
      return;
    }
    if (onlyVisits) {
      await visits(toolbox);
      return;
    }
    if (onlyKept) {
      await keptOnlyWhenSo(toolbox);
      await saveBeforePicture(toolbox);
      return;
    }
    if (onlyDefects) {
      await defects(toolbox);
      return;
    }
    if (onlyMenu) {
      await menuOnceStarted(base);
      return;
    }
    if (onlyPlay) {
      await play(base);
      return;
    }
    if (onlyLoader) {
      await slowNetwork();
      await unable(base);
      await menuOnceStarted(base);
      return;
    }
    // 0. The game at rest; the loader on a slow network; the menu once
    // the game is on screen; browsers that cannot run the game.
    await idle(base);
    await slowNetwork();
    await menuOnceStarted(base);
    await unable(base);
    await play(base);
    await phone(base);
    await keyString(base);
    await firstKey(base);
    await shareDeath(base);
    await replayLinks(base);
    await twoTabs({ base, launch, check });
    await home(toolbox);
  } finally {
    proc.kill();
  }
}

// freshGame opens a page of ctx on a new game of seed, nothing kept from
// before (localStorage cleared), the mouse parked off the map, and
// returns it with the console's line count when it began.
async function freshGame(ctx, base, seed) {
  const page = await ctx.newPage();
  page.on("console", (m) => onLine(m.text()));
  const mark = lines.length;
  await page.goto(`${base}/wasm_exec.js`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/?seed=${seed}`);
  await waitLine(/^first-frame ms=/, mark, 60000);
  await page.mouse.move(1, 1);
  return { page, mark };
}

// KEYS is a key string of typed characters and named keys (written as
// downhill-headless reads them, and as playwright presses them).
const KEYS = [
  // The options screen turns key repeat off first (its fourth line): a
  // busy machine can deliver a tap's release after the repeat delay, and a
  // replay is about the keys. (The stairs keys walk to known stairs, a
  // trip the next key would stop: the window test types them apart.)
  ["o", "o"], ["<Down>", "ArrowDown"], ["<Down>", "ArrowDown"], ["<Down>", "ArrowDown"], ["<Enter>", "Enter"], ["<Esc>", "Escape"],
  ["l", "l"], ["l", "l"], ["j", "j"], ["?", "?"], ["<Esc>", "Escape"], ["/", "/"], ["<Esc>", "Escape"],
  [";", ";"], ["<Esc>", "Escape"], ["$", "$"], ["<Esc>", "Escape"], [".", "."], ["<KP5>", "Numpad5"],
  ["<Tab>", "Tab"], ["]", "]"], ["v", "v"],
];

// keyString types KEYS into a fresh game in a tab the frame's size (so the
// frame is drawn 1:1): the game reaches the state `downhill-headless sim
// -keys` reaches, and the canvas shows, pixel for pixel, the frame
// `downhill-headless shot -keys` writes for the same string.
async function keyString(base) {
  const headless = path.join(root, "build/downhill-headless");
  if (!check("build/downhill-headless is built (make webtest builds it)", existsSync(headless))) return;
  const seed = 4343;
  const keys = KEYS.map(([k]) => k).join("");
  const sim = spawnSync(headless, ["sim", "-seed", String(seed), "-keys", keys, "-print", "last"], { encoding: "utf8" });
  const want = (sim.stdout || "").split("\n")[0];
  const shotFile = path.join(root, "build/web-keys-want.png");
  const shot = spawnSync(headless, ["shot", "-seed", String(seed), "-keys", keys, "-size", "1416x1000", "-o", shotFile], { encoding: "utf8" });
  if (!check("the headless replay of the key string", sim.status === 0 && shot.status === 0 && /^turn=/.test(want), `${sim.stderr}${shot.stderr}`)) return;
  const browser = await launch();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1416, height: 1000 } });
    const { page, mark } = await freshGame(ctx, base, seed);
    // The page queues every key as it comes, in order: typed as fast as
    // the browser takes them, none is lost.
    for (const [, press] of KEYS) await page.keyboard.press(press);
    await drawn(page);
    const turn = +want.match(/^turn=(\d+)/)[1];
    const got = await waitLine(new RegExp(`^turn=${turn} `), mark, 60000).then((l) => l.text, () => lastEvent(mark) && lastEvent(mark).text);
    check("a key string replays in the browser as in sim", comparable(got) === comparable(want), `browser ${got} / sim ${want}`);
    // The page's own buttons (the menu in the top right corner) sit over
    // the canvas: the frame is the canvas's, so they are hidden for the shot.
    await page.evaluate(() => { document.getElementById("tools").style.visibility = "hidden"; });
    const png = await page.screenshot({ path: path.join(root, "build/web-keys.png") });
    await page.evaluate(() => { document.getElementById("tools").style.visibility = ""; });
    const off = await pixelsOff(page, png, shotFile);
    check("the canvas shows the headless frame of the key string, pixel for pixel", off === 0, `${off} pixels differ (build/web-keys.png, build/web-keys-want.png)`);

    // The game played in the page is a recording: its save, replayed
    // headless by sim -replay, ends in the state the page ended in.
    const saved = await hideTab(page);
    const savePath = path.join(root, "build/web-recorded-save.json");
    writeFileSync(savePath, await page.evaluate(() => localStorage.getItem("downhill.save")) || "");
    const re = spawnSync(headless, ["sim", "-replay", savePath, "-print", "last"], { encoding: "utf8" });
    const replayed = (re.stdout || "").split("\n")[0];
    check("the page's recording replays headless to the page's state", saved && re.status === 0 && comparable(replayed) === comparable(got),
      `page ${got} / sim -replay ${replayed} (exit ${re.status}) ${re.stderr || ""}`);
  } finally {
    await browser.close();
  }
}

// pixelsOff counts the pixels of the page's screenshot png (a tab the
// frame's size, the frame drawn 1:1) that differ from the frame in the PNG
// file want (as downhill-headless shot writes it), or says why it cannot.
async function pixelsOff(page, png, want) {
  return page.evaluate(async ([a, b]) => {
    const load = async (b64) => {
      const img = new Image();
      img.src = "data:image/png;base64," + b64;
      await img.decode();
      const c = document.createElement("canvas");
      c.width = img.width; c.height = img.height;
      const ctx = c.getContext("2d");
      ctx.drawImage(img, 0, 0);
      return ctx.getImageData(0, 0, c.width, c.height);
    };
    const [s, w] = [await load(a), await load(b)];
    const v = globalThis.downhillView;
    if (v.scale !== 1) return `scale ${v.scale}`;
    let n = 0;
    for (let y = 0; y < w.height; y++) {
      for (let x = 0; x < w.width; x++) {
        const i = 4 * (y * w.width + x), j = 4 * ((y + v.offY) * s.width + x + v.offX);
        if (s.data[j] !== w.data[i] || s.data[j + 1] !== w.data[i + 1] || s.data[j + 2] !== w.data[i + 2]) n++;
      }
    }
    return n;
  }, [png.toString("base64"), readFileSync(want).toString("base64")]);
}

// firstKey presses a key the moment the game's first picture is on screen
// (its line first-picture printed), as a player who starts playing as soon
// as they see the game: Ebiten has yet to start, and the key must not be
// lost. It acts (the game's turn line) and Ebiten's first frames show its
// turn: once drawn, the canvas is, pixel for pixel, the frame
// downhill-headless shot writes for the same key.
async function firstKey(base) {
  const headless = path.join(root, "build/downhill-headless");
  if (!check("build/downhill-headless is built (make webtest builds it)", existsSync(headless))) return;
  const seed = 4343;
  const shotFile = path.join(root, "build/web-first-key-want.png");
  const shot = spawnSync(headless, ["shot", "-seed", String(seed), "-keys", ".", "-size", "1416x1000", "-o", shotFile], { encoding: "utf8" });
  if (!check("the headless frame of one turn waited", shot.status === 0, shot.stderr)) return;
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1416, height: 1000 } });
    const mark = lines.length;
    let pressed = null;
    page.on("console", (m) => {
      const text = m.text();
      onLine(text);
      if (pressed === null && /^first-picture ms=/.test(text)) pressed = page.keyboard.press(".");
    });
    await page.goto(`${base}/?seed=${seed}`);
    const acted = await waitLine(/^turn=1 /, mark, 60000).then((l) => l.text, () => "");
    await waitLine(/^first-frame ms=/, mark, 60000);
    await pressed;
    await page.mouse.move(1, 1);
    await drawn(page);
    await page.evaluate(() => { document.getElementById("tools").style.visibility = "hidden"; });
    const png = await page.screenshot({ path: path.join(root, "build/web-first-key.png") });
    const off = await pixelsOff(page, png, shotFile);
    const order = lines.slice(mark).filter((l) => /^(first-picture|first-frame|turn=)/.test(l)).map((l) => l.split(" ")[0]).join(" ");
    check("a key pressed the moment the first picture is on screen acts, and Ebiten's frames show its turn, pixel for pixel",
      acted !== "" && off === 0, `${acted || "no turn 1"}; ${off} pixels differ from shot -keys . (build/web-first-key.png, build/web-first-key-want.png); ${order}`);
  } finally {
    await browser.close();
  }
}

// shareDeath plays a run to its death in the page (seed 108: a goblin
// kills a player who only waits, on turn 20), as a player would share it:
// the page's button shows at the death, a click copies its link, the
// link's ?replay= value replays headless (sim -replay) to the state the
// page died in, and the link, opened, plays the run back in the page.
async function shareDeath(base) {
  const headless = path.join(root, "build/downhill-headless");
  const seed = 108;
  const browser = await launch();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await ctx.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    const { page, mark } = await freshGame(ctx, base, seed);
    const hiddenAtStart = await page.evaluate(() => !document.getElementById("share").classList.contains("shown"));
    await waitToDeath(page, mark);
    const dead = lastEvent(mark);
    if (!check("share: waiting on seed 108, a goblin kills the player", dead && dead.hp <= 0, dead ? dead.text : "no event line")) return;
    const link = await page.waitForFunction(() => {
      const b = document.getElementById("share");
      return b.classList.contains("shown") && b.dataset.link;
    }, null, { timeout: 30000 }).then((h) => h.jsonValue(), () => "");
    check("share: the button is hidden in play and shows at the death, with a ?replay= link",
      hiddenAtStart && /[?&]replay=r1\./.test(link), `hidden at start ${hiddenAtStart}, link ${link.slice(0, 80)}`);
    if (!link) return;
    await page.screenshot({ path: path.join(root, "build/web-share.png") }); // the death, the button over it

    await page.click("#share");
    const copied = await page.evaluate(() => navigator.clipboard.readText()).catch((e) => "clipboard: " + e.message);
    const said = await page.textContent("#share");
    check("share: a click copies the link", copied === link && said === "Link copied", `${said}; clipboard ${copied.slice(0, 80)}`);

    const file = path.join(root, "build/web-share-link.txt");
    writeFileSync(file, new URL(link).searchParams.get("replay") + "\n");
    const re = spawnSync(headless, ["sim", "-replay", file, "-print", "last"], { encoding: "utf8" });
    const replayed = (re.stdout || "").split("\n")[0];
    check("share: the link's recording replays headless to the death the page showed",
      re.status === 0 && comparable(replayed) === comparable(dead.text), `page ${dead.text} / sim -replay ${replayed} (exit ${re.status}) ${re.stderr || ""}`);

    // The link opened in a tab plays the run back from its first turn
    // (a replay starts playing), to the death: the replay prints each turn
    // it shows, after "replay ".
    const watch = await ctx.newPage();
    const wmark = lines.length;
    watch.on("console", (m) => onLine(m.text()));
    await watch.goto(link);
    const first = await waitLine(/^replay turn=0 /, wmark, 60000).then((l) => l.text, () => "");
    const end = await waitLine(new RegExp(`^replay turn=${dead.turn} `), wmark, 60000).then((l) => l.text, () => "");
    const refused = lines.slice(wmark).find((l) => /cannot be played/.test(l));
    check("share: the link, opened, replays the run from turn 0 to the death",
      first && !refused && comparable(end) === "replay " + comparable(dead.text), `${refused || ""} first ${first} / end ${end}`);
  } finally {
    await browser.close();
  }
}

// waitToDeath passes turns (.) in page, each once the last has passed,
// until the player is dead (40 turns at most).
async function waitToDeath(page, mark) {
  for (let i = 0; i < 40 && !(lastEvent(mark) && lastEvent(mark).hp <= 0); i++) {
    const m = lines.length;
    await page.keyboard.press(".");
    await waitLine(/^turn=/, m, 30000).catch(() => null);
  }
}

// comparable drops the scan count: the window floods preview fields the
// headless replay never needs.
const comparable = (l) => (l || "").replace(/ scans=\d+/, "");

// play is the game in one browser: keys, hover and click, resizing, a
// HiDPI screen, saves and reloads, seeds in the address, ?bench.
async function play(base) {
  const browser = await launch();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    page.on("console", (m) => onLine(m.text()));
    page.on("pageerror", (e) => onLine("pageerror: " + e.message));

    // 1. The page loads, the game prints its first line and draws (its
    // lines, not those of a page an earlier part of the test opened).
    const from = lines.length;
    await page.goto(`${base}/?seed=${SEED}`);
    await waitLine(/^first-frame ms=/, from, 120000);
    const start = parseEvent((await waitLine(/^turn=0 /, from)).text);
    check("starts at turn 0 of the URL's seed", start && (await page.title()).includes(String(SEED)), await page.title());
    check("the new game is saved at once (a new level)",
      await waitLine(/^saved turn=0 depth=1 .*\(new level\)/, from, 60000).then(() => true, () => false));
    check("loading shell hidden", await page.evaluate(() => document.getElementById("shell").classList.contains("gone")));

    // 2. Movement keys, pressed with no click first: keyboard works from
    // the first frame. Walls may refuse some; several must get through.
    let mark = lines.length;
    const framesBefore = await page.evaluate(() => globalThis.downhillFrames);
    for (const k of ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "l", "j", "h", "k", "n", "y"]) await page.keyboard.press(k);
    await drawn(page);
    const afterKeys = lastEvent(mark);
    check("movement keys take turns",
      afterKeys && afterKeys.turn >= 3,
      afterKeys ? `from ${start.x},${start.y} to ${afterKeys.x},${afterKeys.y} at turn ${afterKeys.turn}` : "no event line");
    const framesAfter = await page.evaluate(() => globalThis.downhillFrames);
    check("the keys' frames reach the canvas (downhillFrames counts them)",
      framesBefore >= 1 && framesAfter - framesBefore >= Math.min(3, afterKeys ? afterKeys.turn : 3),
      `${framesBefore} -> ${framesAfter}`);
    const moved = new Set(lines.slice(mark).map(parseEvent).filter(Boolean).map((e) => `${e.x},${e.y}`));
    check("the player stood on several cells", moved.size >= 2, [...moved].join(" "));
    // Keys with Ctrl are the browser's (Ctrl+L, Ctrl+R ...), not moves,
    // and the game's canvas does not cancel them: Ctrl+R reloads.
    // Then a wait, whose turn line comes after any Ctrl+J made.
    mark = lines.length;
    await page.keyboard.press("Control+j");
    await page.keyboard.press(".");
    await waitLine(/^turn=/, mark, 30000).catch(() => null);
    await drawn(page);
    const sinceCtrl = lines.slice(mark).filter((l) => /^turn=/.test(l));
    check("Ctrl+key is left to the browser", sinceCtrl.length === 1 && parseEvent(sinceCtrl[0]).turn === afterKeys.turn + 1, sinceCtrl.join(" | "));
    {
      // Whether a browser reloads on a key a page let through is the
      // browser's; a headless one does not for keys sent by the test. So
      // the test checks the page lets it through: the game's canvas
      // cancels its own keys (an arrow would scroll the page), never
      // Ctrl+R.
      await page.evaluate(() => {
        globalThis.downhillKeys = [];
        addEventListener("keydown", (e) => globalThis.downhillKeys.push(e), true);
      });
      await page.keyboard.press("Control+r");
      await page.keyboard.press("ArrowLeft");
      await page.waitForFunction(() => globalThis.downhillKeys.some((e) => e.key === "ArrowLeft"), null, { timeout: 30000 }).catch(() => null);
      const seen = await page.evaluate(() => globalThis.downhillKeys.map((e) => [e.key, e.ctrlKey, e.defaultPrevented]));
      const ctrlR = seen.find(([k, c]) => k === "r" && c), arrow = seen.find(([k]) => k === "ArrowLeft");
      check("Ctrl+R is left to the browser (not cancelled: it reloads)", ctrlR && !ctrlR[2] && arrow && arrow[2], JSON.stringify(seen));
      await waitLine(/^turn=/, mark, 60000).catch(() => null);
    }

    // 3. Hide the tab (as switching tabs does): the game saves, which also
    // gives this test the map to pick a target from; then hover and click.
    check("hiding the tab saves the game", await hideTab(page));
    await travelByClick(page, "", "");
    await quickClick(page, "");

    // A right click stops a trip (here auto-explore, which would walk on
    // for many turns) and opens no context menu: once auto-explore has
    // taken a step, the click's frame drawn, the game saved holds no trip
    // under way.
    {
      await page.mouse.move(640, 300);
      let m0 = lines.length;
      await page.keyboard.press("x");
      await waitLine(/^turn=/, m0, 30000).catch(() => null);
      await page.mouse.click(640, 300, { button: "right" });
      await drawn(page);
      const walked = lines.slice(m0).filter((l) => /^turn=/.test(l)).length;
      const saved = await hideTab(page);
      const trip = saved ? (await readSave(page)).nav.Trip.Kind : "no save";
      check("a right click stops auto-explore", walked >= 1 && trip === 0, `${walked} steps, then the saved trip's kind ${trip}`);
    }

    // 4. The screenshot shows the map, not a blank canvas.
    await page.mouse.move(5, 5);
    await drawn(page);
    mkdirSync(path.dirname(shotPath), { recursive: true });
    const shot = await page.screenshot({ path: shotPath });
    const col = await colours(page, shot);
    check("the map is drawn", col.distinct >= 8 && col.drawn >= 0.01,
      `map area: ${col.distinct} colours, ${(100 * col.drawn).toFixed(1)}% not its background colour; ${shotPath}`);

    // The frame fills the tab (letterboxed) and follows a resize, and the
    // game lays the map out again for the new size.
    const big = await placement(page);
    await page.setViewportSize({ width: 900, height: 560 });
    await page.waitForFunction((w) => globalThis.downhillView.frameW !== w, big.cw, { timeout: 60000 }).catch(() => null);
    await drawn(page);
    const small = await placement(page);
    check("the frame fits the tab and follows a resize",
      fitsTab(big) && fitsTab(small) && small.cw < big.cw, JSON.stringify({ big, small }));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction((w) => globalThis.downhillView.frameW === w, big.cw, { timeout: 60000 }).catch(() => null);
    await drawn(page);

    // 5. Reload: the game continues at the same turn and place.
    const beforeReload = lastEvent();
    mark = lines.length;
    await page.reload();
    await waitLine(/^first-frame ms=/, mark, 120000);
    const resumed = parseEvent((await waitLine(/^turn=/, mark)).text);
    check("reload continues the game at the same turn",
      resumed && resumed.turn === beforeReload.turn && resumed.x === beforeReload.x && resumed.y === beforeReload.y,
      `before ${beforeReload.text} / after ${resumed && resumed.text}`);
    check("reload says it continued", lines.slice(mark).some((l) => l.startsWith("continuing saved game")));

    // 6. A corrupt save and an old-version one: a message and a new game,
    // never a broken page. The save is damaged from another page of the
    // site, since leaving the game saves it (pagehide).
    // Each bad save is kept aside under a key of its own (downhill.save.bad,
    // .bad.2, ...), never written over.
    const good = await (async () => { await page.goto(`${base}/wasm_exec.js`); return page.evaluate(() => localStorage.getItem("downhill.save")); })();
    const old = JSON.stringify({ ...JSON.parse(good), version: 0 });
    let aside = 0;
    for (const [name, data, re] of [
      ["corrupt", good.slice(0, good.length / 2), /could not be read.*truncated/],
      ["old-version", old, /could not be read.*another version/],
      ["foreign", "hello", /could not be read.*not a Downhill save/],
    ]) {
      await page.goto(`${base}/wasm_exec.js`);
      await page.evaluate((d) => localStorage.setItem("downhill.save", d), data);
      const key = "downhill.save.bad" + (++aside > 1 ? "." + aside : "");
      mark = lines.length;
      await page.goto(`${base}/?seed=${SEED}`);
      let ok = true, detail = "";
      try {
        const msg = await waitLine(/^downhill: Your saved game could not be read/, mark, 60000);
        detail = msg.text;
        ok = re.test(msg.text);
        await waitLine(/^first-frame ms=/, mark, 60000);
        const e = parseEvent((await waitLine(/^turn=/, mark)).text);
        ok = ok && e.turn === 0;
        const errs = lines.slice(mark).filter((l) => l.startsWith("pageerror") || l.startsWith("panic"));
        ok = ok && errs.length === 0;
        const kept = await page.evaluate((k) => localStorage.getItem(k), key);
        if (kept !== data) { ok = false; detail += ` / ${key} holds ${kept && kept.slice(0, 40)}`; }
      } catch (e) { ok = false; detail = e.message; }
      check(`a ${name} save gives a message and a new game, and is kept aside`, ok, detail);
    }
    // 7. A shared address with another seed starts that game as a one-off:
    // the game in progress stays saved, untouched, even when the tab is
    // hidden; a seed that is not a number is reported and a game starts
    // anyway.
    const kept = await page.evaluate(() => localStorage.getItem("downhill.save"));
    mark = lines.length;
    await page.goto(`${base}/?seed=777`);
    await waitLine(/^first-frame ms=/, mark, 60000).catch(() => null);
    const shared = lines.slice(mark).map(parseEvent).find(Boolean);
    check("another seed in the address starts that game", shared && shared.turn === 0 &&
      (await page.title()).includes("777") && !lines.slice(mark).some((l) => l.startsWith("continuing")), await page.title());
    check("it says it is a one-off game", lines.slice(mark).some((l) => /Seed 777 is a one-off game/.test(l)));
    await page.keyboard.press(".");
    await hideTab(page);
    check("a link with another seed leaves the saved game as it was",
      await page.evaluate(() => localStorage.getItem("downhill.save")) === kept);
    mark = lines.length;
    await page.goto(`${base}/?seed=abc`);
    const bad = await waitLine(/not a positive number/, mark, 60000).then((l) => l.text, () => "");
    const ran = await waitLine(/^first-frame ms=/, mark, 60000).then(() => true, () => false);
    check("a bad seed is reported and a game starts", bad !== "" && ran, bad);

    // The Dijkstra lab (Tab, hovering a goblin in ?sandbox, painting) and
    // ?compare, on the same page.
    await labTest(page, base);
    await compareTest(page, base);

    const pageErrors = lines.filter((l) => l.startsWith("pageerror") || l.startsWith("panic:"));
    check("no page errors or panics", pageErrors.length === 0, pageErrors.join(" | "));
    await ctx.close();

    // 8. A HiDPI screen (devicePixelRatio 2): the canvas holds the frame
    // at the scale the game chose in device pixels, and the mouse and keys
    // work as on a normal screen.
    const hi = await browser.newContext({ viewport: { width: 1000, height: 640 }, deviceScaleFactor: 2 });
    const hp = await hi.newPage();
    hp.on("console", (m) => onLine(m.text()));
    hp.on("pageerror", (e) => onLine("pageerror: " + e.message));
    mark = lines.length;
    await hp.goto(`${base}/?seed=${SEED}`);
    await waitLine(/^first-frame ms=/, mark, 60000);
    await waitLine(/^saved turn=0 .*\(new level\)/, mark, 60000).catch(() => null);
    const hpPlace = await placement(hp);
    check("HiDPI: the frame fits the tab at the game's device-pixel scale", hpPlace.dpr === 2 && fitsTab(hpPlace), JSON.stringify(hpPlace));
    mark = lines.length;
    await hp.keyboard.press("ArrowRight");
    await hp.keyboard.press("ArrowLeft");
    await hp.keyboard.press(".");
    check("HiDPI: keys take turns", await waitLine(/^turn=[1-9]/, mark, 60000).then(() => true, () => false));
    await hideTab(hp);
    await travelByClick(hp, "HiDPI: ", "-hidpi");
    await hi.close();

    // Items: seed 855 puts a healing draught three cells right
    // of the start (as desktop_items_test.go finds). Walking onto it picks
    // it up, into slot c after the two javelins a run starts with; q then
    // c drinks it: one more turn, the message in the saved game's log,
    // the pack the two javelins again and the message lines redrawn.
    {
      const ic = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const ip = await ic.newPage();
      ip.on("console", (m) => onLine(m.text()));
      ip.on("pageerror", (e) => onLine("pageerror: " + e.message));
      const drink = "You drink the healing draught and feel better.";
      let ok = false, detail = "";
      try {
        let m = lines.length;
        await ip.goto(`${base}/?seed=855`);
        await waitLine(/^first-frame ms=/, m, 60000);
        const s0 = parseEvent((await waitLine(/^turn=0 /, m)).text);
        if (s0.x !== 2 || s0.y !== 40) throw new Error(`seed 855 starts at ${s0.x},${s0.y}, not 2,40: the level changed`);
        for (let i = 1; i <= 3; i++) {
          await ip.keyboard.press("l");
          await waitLine(new RegExp(`^turn=${i} player=${2 + i},40 `), m, 60000);
        }
        await ip.mouse.move(5, 5);
        await drawn(ip);
        const before = await ip.screenshot();
        m = lines.length;
        await ip.keyboard.press("q");
        await ip.keyboard.press("c");
        const used = parseEvent((await waitLine(/^turn=4 /, m, 60000)).text);
        await drawn(ip);
        const after = await ip.screenshot({ path: path.join(root, "build/web-item.png") });
        if (!(await hideTab(ip))) throw new Error("no save after hiding the tab");
        const save = await readSave(ip);
        const msgs = save.messages || [];
        // The pack is saved as base64 bytes, one item kind each
        // (world.ItemKind: 1 the healing draught, 8 the javelin).
        const pack = [...Buffer.from(save.inventory || "", "base64")];
        ok = msgs[msgs.length - 1] === drink && pack.length === 2 && pack.every((k) => k === 8) &&
          used.x === 5 && used.y === 40 && !before.equals(after);
        detail = `turn ${used.turn} at ${used.x},${used.y}; pack ${JSON.stringify(save.inventory)}; last messages ${JSON.stringify(msgs.slice(-2))}; screen ${before.equals(after) ? "unchanged" : "changed"}`;
      } catch (e) { detail = e.message; }
      check("an item is picked up and used with q c: its message is in the log", ok, detail);
      await ic.close();
    }

    // 9. The ?bench page (only with --bench: it takes a while).
    if (wantBench) {
      const bp = await (await browser.newContext()).newPage();
      bp.on("console", (m) => onLine(m.text()));
      mark = lines.length;
      await bp.goto(`${base}/?bench`);
      await waitLine(/^bench done/, mark, 900000);
      for (const l of lines.slice(mark)) if (l.startsWith("|") || l.startsWith("bench")) console.log(l);
      check("bench page printed field and turn rows",
        lines.slice(mark).some((l) => /^\| rooms \| 256x256/.test(l)) && lines.slice(mark).some((l) => /^\| \d+x\d+x\d+ \|/.test(l)));
    }
  } finally {
    await browser.close();
  }
}

try {
  await main();
} catch (e) {
  check("browser test ran to the end", false, e.stack || String(e));
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

// linkOf is the ?replay= value of a recording's text (replay.Link's form:
// deflated, URL-safe base64 without padding, after r1.).
function linkOf(text) {
  return "r1." + deflateRawSync(Buffer.from(text), { level: 9 }).toString("base64url");
}

// randomWalk is the text of a recording (no end line) of n random steps
// and waits on a W x H level of seed seed, from a small seeded generator
// of its own: a walker on a level four times the default's rarely meets
// a goblin, so its run lasts tens of thousands of turns, and the steps'
// randomness keeps the link long. Played by sim -replay, it becomes the
// game's own recording of that run (steps into walls are not kept).
function randomWalk(seed, w, h, n) {
  // The rules' version: the example morgue's, which a test keeps current.
  const version = readFileSync(path.join(root, "testdata/morgue-example.txt"), "utf8").match(/^downhill-recording v(\d+)$/m)[1];
  let a = seed >>> 0;
  const rnd = () => { // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let code = "";
  for (let i = 0; i < n; i++) code += "hjklyubn."[Math.floor(rnd() * 9)];
  const rows = code.match(/.{1,76}/g).join("\n");
  return `downhill-recording v${version}\nconfig {"Seed":${seed},"W":${w},"H":${h}}\ncommands\n${rows}\nend-recording\n`;
}

// replayLinks opens replay links as a player would. A long run's link
// (a random walker's run on a 160 x 90 level, replayed headless to the
// game's own recording, the first seed whose link is well past 8 KB, the
// most a page could once pass the game: a real 56,179-turn run's was
// 12 KB) plays from its first turn,
// End takes it to its last turns, and a reload plays it again. A link the
// game cannot play is one line in the page with the offer of a plain
// game, which plays; a link with ?compare or ?sandbox says in the page
// that it is not watched.
async function replayLinks(base) {
  const headless = path.join(root, "build/downhill-headless");
  const morgue = path.join(root, "build/web-long-morgue.txt");
  let long = "", end = 0, tried = "";
  for (let seed = 1; seed <= 12 && long.length <= 12000; seed++) {
    const walk = path.join(root, "build/web-long-walk.txt");
    writeFileSync(walk, randomWalk(seed, 160, 90, 40000));
    const made = spawnSync(headless, ["sim", "-replay", walk, "-print", "none", "-morgue", morgue], { encoding: "utf8" });
    if (made.status !== 0) {
      tried += ` seed ${seed}: ${made.stderr}`;
      continue;
    }
    const text = readFileSync(morgue, "utf8");
    const rec = text.slice(text.indexOf("downhill-recording"));
    const link = linkOf(rec);
    tried += ` seed ${seed}: ${link.length} bytes;`;
    if (link.length > long.length) [long, end] = [link, +(rec.match(/^end turn=(\d+) /m) || [])[1]];
  }
  if (!check("links: a long run's link is longer than 12 KB", long.length > 12000 && end > 0, tried)) return;
  const browser = await launch();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    page.on("console", (m) => onLine(m.text()));
    const notice = () => page.evaluate(() => document.getElementById("notice")?.classList.contains("shown") ? document.getElementById("notice-text").textContent : "");
    const stopped = () => page.evaluate(() => document.getElementById("shell").classList.contains("error") ? document.getElementById("note").textContent : "");

    let mark = lines.length;
    await page.goto(`${base}/?replay=${long}`);
    const first = await waitLine(/^replay turn=0 /, mark, 90000).then((l) => l.text, () => "");
    check(`links: a link of ${long.length} bytes (${end} turns) plays from its first turn`, first && !(await stopped()) && !(await notice()), `${await stopped()}${await notice()} first ${first}`);
    if (first) {
      await page.mouse.move(1, 1);
      await page.keyboard.press("End");
      const last = await waitLine(new RegExp(`^replay turn=${end - 20} `), mark, 240000).then((l) => l.text, () => "");
      check("links: End takes the long replay to its last 20 turns", last !== "", lastLine(/^replay turn=/, mark));
      mark = lines.length;
      await page.reload();
      const again = await waitLine(/^replay turn=0 /, mark, 90000).then((l) => l.text, () => "");
      check("links: reloading the long link plays it again", again && !(await stopped()), await stopped());
    }

    for (const [what, query, want] of [
      ["a damaged link", "replay=r1.AAAAAAAA", /^This replay link cannot be played: .*damaged/],
      ["a link cut short", `replay=${long.slice(0, 2000)}`, /^This replay link cannot be played: /],
      ["a link with ?compare", `compare&replay=${long}`, /watched alone, not with \?compare/],
      ["a link with ?sandbox", `sandbox&replay=${long}`, /watched alone, not with \?sandbox/],
    ]) {
      mark = lines.length;
      await page.goto(`${base}/?${query}`);
      await waitLine(/^first-frame ms=/, mark, 60000).catch(() => {});
      const said = await page.waitForFunction(() => document.getElementById("notice").classList.contains("shown"), null, { timeout: 60000 })
        .then(() => notice(), () => "");
      const offer = await page.getAttribute("#notice-plain", "href");
      const plain = offer && !/[?&](replay|compare|sandbox|seed)=?/.test(new URL(offer, base).search);
      if (what === "a damaged link") await page.screenshot({ path: path.join(root, "build/web-notice.png") });
      check(`links: ${what} is one line in the page, with the offer of a plain game`, want.test(said) && !said.includes("\n") && plain && !(await stopped()),
        `notice ${JSON.stringify(said)}, offer ${offer}, ${await stopped()}`);
    }
    // The offer taken: a plain game plays, and the page says nothing.
    mark = lines.length;
    await page.click("#notice-plain");
    const turn0 = await waitLine(/^turn=0 /, mark, 60000).then((l) => l.text, () => "");
    check("links: the plain game offered plays", turn0 && !(await notice()) && !new URL(page.url()).searchParams.has("replay"), `${page.url()} ${await notice()}`);
  } finally {
    await browser.close();
  }
}

// lastLine is the last console line since from matching re ("" when none).
function lastLine(re, from = 0) {
  for (let i = lines.length - 1; i >= from; i--) if (re.test(lines[i])) return lines[i];
  return "";
}
