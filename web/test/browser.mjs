// Downhill's browser test: the wasm build in Debian's chromium (headless,
// WebGL through SwiftShader), driven by playwright-core. It serves
// build/web with web/serve on a free loopback port, plays with the
// keyboard and the mouse, and reads what happened from the event lines the
// browser build prints to the console. It never downloads a browser.
//
//   node web/test/browser.mjs           the test (make webtest)
//   node web/test/browser.mjs --bench   also the ?bench page's table
//
// It ends with the line "N passed, N failed" and exits 1 on any failure.
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const webDir = path.join(root, "build/web");
const shotPath = path.join(root, "build/web-shot.png");
const SEED = 4242;
const wantBench = process.argv.includes("--bench");

let passed = 0, failed = 0;
function check(name, ok, detail = "") {
  if (ok) passed++; else failed++;
  console.log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? ": " + detail : ""}`);
  return ok;
}

// serve starts web/serve on port 0 and resolves with its base URL, read
// from the first line it prints.
function serve() {
  const bin = path.join(root, "build/serve");
  const [cmd, args] = existsSync(bin)
    ? [bin, []]
    : ["go", ["run", "./web/serve"]];
  const proc = spawn(cmd, [...args, "-addr", "127.0.0.1:0", "-dir", webDir], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
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
  const g = save.level.Grid, W = g.W, H = g.H;
  const tiles = Buffer.from(g.Tiles, "base64");
  const occ = save.level.Ents.Occ;
  const walk = new Set([1, 2, 3, 6, 7, 8]); // Floor Door Shallow Stairs Snow OpenDoor
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

// settleTurns waits until no event line has come for quiet ms.
async function settleTurns(quiet = 1000) {
  let n = lines.length;
  for (let t = 0; t < 60; t++) {
    await sleep(quiet);
    if (lines.length === n) return;
    n = lines.length;
  }
}

// saveNow hides the tab for a moment, which makes the game save, and
// returns the saved game.
async function saveNow(page) {
  const mark = lines.length;
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    delete document.visibilityState;
  });
  await waitLine(/^saved turn=/, mark, 5000).catch(() => null);
  return readSave(page);
}

// visibleGoblin is a living creature the player sees in a saved game.
function visibleGoblin(save) {
  const e = save.level.Ents, g = save.level.Grid;
  for (let i = 0; i < e.Alive.length; i++) {
    if (!e.Alive[i] || i === save.player) continue;
    const p = e.Pos[i];
    if (g.Visible[p.Y * g.W + p.X]) return { x: p.X, y: p.Y, id: i };
  }
  return null;
}

async function labTest(page, base) {
  let mark = lines.length;
  await page.goto(`${base}/?seed=${SEED}`);
  await waitLine(/^frame first ms=/, mark, 60000);
  await waitLine(/^turn=/, mark);
  await sleep(300);
  const v0 = await page.evaluate(() => globalThis.downhillView);
  await page.keyboard.press("Tab");
  await sleep(500);
  const v = await page.evaluate(() => globalThis.downhillView);
  check("Tab opens the lab (the frame widens: it moves left or shrinks)", v.offX < v0.offX || v.scale < v0.scale,
    `offX ${v0.offX} -> ${v.offX}, scale ${v0.scale} -> ${v.scale}`);
  await page.keyboard.press("Tab");
  await sleep(200);
  // Hover a goblin: in the sandbox (the lab open, no fog), on a drawing
  // put in localStorage first, so the goblin is where the test knows.
  await page.goto(`${base}/wasm_exec.js`);
  await page.evaluate((d) => localStorage.setItem("downhill.sandbox", d), SANDBOX);
  mark = lines.length;
  await page.goto(`${base}/?sandbox`);
  await waitLine(/^frame first ms=/, mark, 60000);
  await sleep(500);
  const view = await page.evaluate(() => globalThis.downhillView);
  const dpr = await page.evaluate(() => devicePixelRatio || 1);
  const x0 = Math.ceil((view.offX + view.scale * (view.originX + view.viewW * view.cellW)) / dpr);
  const size = page.viewportSize();
  const panel = { x: x0, y: 0, width: size.width - x0, height: size.height };
  await page.mouse.move(2, 2);
  await sleep(400);
  const before = await page.screenshot({ clip: panel });
  const at = await cellCenter(page, 11, 3);
  await page.mouse.move(at[0], at[1], { steps: 3 });
  let after = before;
  for (let i = 0; i < 20 && after.equals(before); i++) { // a busy machine may take a while
    await sleep(300);
    after = await page.screenshot({ clip: panel });
  }
  await page.screenshot({ path: path.join(root, "build/web-lab.png") });
  check("hovering a goblin draws the inspector in the lab panel", !before.equals(after), `panel ${JSON.stringify(panel)}`);
  // Paint a wall across the corridor (the wall brush is the first), save
  // with F2: the drawing in localStorage has it.
  const wall = await cellCenter(page, 6, 3);
  await page.mouse.click(wall[0], wall[1]);
  let saved = null;
  for (let i = 0; i < 20; i++) { // a busy machine may take a while to answer
    await sleep(250);
    await page.keyboard.press("F2");
    await sleep(100);
    saved = await page.evaluate(() => localStorage.getItem("downhill.sandbox"));
    if (saved && saved.split("\n")[3] === "#@....#....g#") break;
  }
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

async function compareTest(page, base) {
  let mark = lines.length;
  await page.goto(`${base}/?compare&seed=${SEED}`);
  await waitLine(/^frame first ms=/, mark, 60000);
  await waitLine(/^turn=0 /, mark);
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press(".");
    await sleep(150);
  }
  const third = await waitLine(/^turn=3 /, mark, 10000).then(() => true, () => false);
  check("?compare plays turns", third);
  await page.mouse.move(2, 2);
  await sleep(400);
  const size = page.viewportSize();
  const halves = [];
  for (const x of [0, size.width / 2]) {
    const png = await page.screenshot({ clip: { x, y: 0, width: size.width / 2, height: size.height * 0.8 } });
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

async function main() {
  if (!existsSync(path.join(webDir, "downhill.wasm"))) {
    throw new Error("build/web/downhill.wasm is missing: run make web");
  }
  const { proc, base } = await serve();
  // launch() gives the browser a fresh temporary profile of its own.
  const launch = (extra = []) => chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-quic", "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader", ...extra],
  });
  // 0. A browser without WebGL, and one without WebAssembly, get a clear
  // sentence instead of a blank page. (Chromium has no working switch to
  // drop WebAssembly, so that page has it deleted before its scripts run.)
  for (const [what, flags, init, re] of [
    ["WebGL", ["--disable-3d-apis"], null, /WebGL/],
    ["WebAssembly", [], () => { delete globalThis.WebAssembly; }, /WebAssembly/],
  ]) {
    const b = await launch(flags);
    try {
      const p = await b.newPage();
      if (init) await p.addInitScript(init);
      await p.goto(`${base}/?seed=${SEED}`);
      await p.waitForFunction(() => document.getElementById("shell").classList.contains("error"), null, { timeout: 20000 });
      const note = await p.textContent("#note");
      check(`a browser without ${what} gets a message`, re.test(note), note);
    } catch (e) {
      check(`a browser without ${what} gets a message`, false, e.message);
    } finally {
      await b.close();
    }
  }
  const browser = await launch();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    page.on("console", (m) => onLine(m.text()));
    page.on("pageerror", (e) => onLine("pageerror: " + e.message));
    const wasmResponses = [];
    page.on("response", (r) => { if (r.url().endsWith("/downhill.wasm")) wasmResponses.push(r); });

    // 1. The page loads, the game prints its first line and draws.
    await page.goto(`${base}/?seed=${SEED}`);
    const first = await waitLine(/^frame first ms=/, 0, 120000);
    const start = parseEvent((await waitLine(/^turn=0 /)).text);
    const firstMs = +first.text.split("=")[1];
    const loaded = lines.find((l) => l.startsWith("load wasm ms="));
    check("first frame drawn", true, `${firstMs} ms after navigation; ${loaded}`);
    check("starts at turn 0 of the URL's seed", start && (await page.title()).includes(String(SEED)), await page.title());
    const wr = wasmResponses[0];
    const h = wr ? await wr.allHeaders() : {};
    check("wasm served as application/wasm, gzip", h["content-type"] === "application/wasm" && h["content-encoding"] === "gzip",
      JSON.stringify({ type: h["content-type"], enc: h["content-encoding"], len: h["content-length"] }));
    check("the new game is saved at once (a new level)", lines.some((l) => /^saved turn=0 depth=1 .*\(new level\)/.test(l)));
    check("loading shell hidden", await page.evaluate(() => document.getElementById("shell").classList.contains("gone")));

    // 2. Movement keys, pressed with no click first: keyboard works from
    // the first frame. Walls may refuse some; several must get through.
    let mark = lines.length;
    for (const k of ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "l", "j", "h", "k", "n", "y"]) {
      await page.keyboard.press(k);
      await sleep(80);
    }
    await sleep(300);
    const afterKeys = lastEvent(mark);
    check("movement keys take turns",
      afterKeys && afterKeys.turn >= 3,
      afterKeys ? `from ${start.x},${start.y} to ${afterKeys.x},${afterKeys.y} at turn ${afterKeys.turn}` : "no event line");
    const moved = new Set(lines.slice(mark).map(parseEvent).filter(Boolean).map((e) => `${e.x},${e.y}`));
    check("the player stood on several cells", moved.size >= 2, [...moved].join(" "));

    // 3. Hover a cell (the path preview changes the picture), click it
    // (the player travels there step by step).
    // Hide the tab (as switching tabs does): the game saves, which also
    // gives this test the map to pick a target from.
    mark = lines.length;
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
      delete document.visibilityState;
    });
    check("hiding the tab saves the game", await waitLine(/^saved turn=\d+ .*\(tab hidden\)/, mark, 5000).then(() => true, () => false));
    const save = await readSave(page);
    const here = lastEvent();
    const target = save && pickTarget(save, here);
    if (check("a target cell to travel to", target, target ? `${target.x},${target.y}, ${target.steps} steps from ${here.x},${here.y}` : "none found")) {
      const at = await cellCenter(page, target.x, target.y);
      await page.mouse.move(5, 5);
      await sleep(300);
      const before = await page.screenshot();
      await page.mouse.move(at[0], at[1], { steps: 4 });
      await sleep(500);
      const hovered = await page.screenshot({ path: path.join(root, "build/web-hover.png") });
      check("hovering a cell draws the path preview", !before.equals(hovered));
      mark = lines.length;
      await page.mouse.click(at[0], at[1]);
      let arrived = null;
      try {
        arrived = await waitLine(new RegExp(`^turn=\\d+ player=${target.x},${target.y} `), mark, 15000);
      } catch (e) { /* reported below */ }
      const steps = lines.slice(mark).map(parseEvent).filter(Boolean);
      check("clicking travels to the cell", arrived, `${steps.length} steps: ${steps.map((e) => e.x + "," + e.y).join(" ")}`);
      check("travel takes several turns", steps.length >= 2 && steps.length <= target.steps + 3, `${steps.length} steps for ${target.steps}`);
      // Keys still work after a click (focus returns to the game).
      mark = lines.length;
      await page.keyboard.press(".");
      check("keys work after a click", await waitLine(/^turn=/, mark, 5000).then(() => true, () => false));
    }

    // 4. The screenshot shows the map, not a blank canvas.
    await page.mouse.move(5, 5);
    await sleep(300);
    mkdirSync(path.dirname(shotPath), { recursive: true });
    const shot = await page.screenshot({ path: shotPath });
    const col = await colours(page, shot);
    check("the map is drawn", col.distinct >= 8 && col.drawn >= 0.01,
      `map area: ${col.distinct} colours, ${(100 * col.drawn).toFixed(1)}% not its background colour; ${shotPath}`);

    // The canvas fills the tab and follows a resize, and the game lays the
    // map out again for the new size.
    const fills = () => page.evaluate(() => {
      const c = document.querySelector("canvas");
      const r = c && c.getBoundingClientRect();
      return r ? { w: Math.round(r.width), h: Math.round(r.height), iw: innerWidth, ih: innerHeight, scale: globalThis.downhillView.scale } : null;
    });
    const big = await fills();
    await page.setViewportSize({ width: 900, height: 560 });
    await sleep(800);
    const small = await fills();
    check("the canvas fills the tab and follows a resize",
      big && small && big.w === big.iw && big.h === big.ih && small.w === 900 && small.h === 560 && small.scale < big.scale,
      JSON.stringify({ big, small }));
    await page.setViewportSize({ width: 1280, height: 800 });
    await sleep(300);

    // 5. Reload: the game continues at the same turn and place.
    const beforeReload = lastEvent();
    mark = lines.length;
    await page.reload();
    await waitLine(/^frame first ms=/, mark, 120000);
    const resumed = parseEvent((await waitLine(/^turn=/, mark)).text);
    check("reload continues the game at the same turn",
      resumed && resumed.turn === beforeReload.turn && resumed.x === beforeReload.x && resumed.y === beforeReload.y,
      `before ${beforeReload.text} / after ${resumed && resumed.text}`);
    check("reload says it continued", lines.slice(mark).some((l) => l.startsWith("continuing saved game")));

    // 6. A corrupt save and an old-version one: a message and a new game,
    // never a broken page. The save is damaged from another page of the
    // site, since leaving the game saves it (pagehide).
    const good = await (async () => { await page.goto(`${base}/wasm_exec.js`); return page.evaluate(() => localStorage.getItem("downhill.save")); })();
    const old = JSON.stringify({ ...JSON.parse(good), version: 0 });
    for (const [name, data, re] of [
      ["corrupt", good.slice(0, good.length / 2), /could not be read.*corrupt save/],
      ["old-version", old, /could not be read.*another version/],
      ["foreign", "hello", /could not be read.*not a Downhill save/],
    ]) {
      await page.goto(`${base}/wasm_exec.js`);
      await page.evaluate((d) => localStorage.setItem("downhill.save", d), data);
      mark = lines.length;
      await page.goto(`${base}/?seed=${SEED}`);
      let ok = true, detail = "";
      try {
        const msg = await waitLine(/^downhill: Your saved game could not be read/, mark, 60000);
        detail = msg.text;
        ok = re.test(msg.text);
        await waitLine(/^frame first ms=/, mark, 60000);
        const e = parseEvent((await waitLine(/^turn=/, mark)).text);
        ok = ok && e.turn === 0;
        const errs = lines.slice(mark).filter((l) => l.startsWith("pageerror") || l.startsWith("panic"));
        ok = ok && errs.length === 0;
      } catch (e) { ok = false; detail = e.message; }
      check(`a ${name} save gives a message and a new game`, ok, detail);
    }
    // 7. A shared address with another seed starts that game; a seed that
    // is not a number is reported and a game starts anyway.
    mark = lines.length;
    await page.goto(`${base}/?seed=777`);
    await waitLine(/^frame first ms=/, mark, 60000).catch(() => null);
    const shared = lines.slice(mark).map(parseEvent).find(Boolean);
    check("another seed in the address starts that game", shared && shared.turn === 0 &&
      (await page.title()).includes("777") && !lines.slice(mark).some((l) => l.startsWith("continuing")), await page.title());
    mark = lines.length;
    await page.goto(`${base}/?seed=abc`);
    const bad = await waitLine(/not a positive number/, mark, 60000).then((l) => l.text, () => "");
    const ran = await waitLine(/^frame first ms=/, mark, 60000).then(() => true, () => false);
    check("a bad seed is reported and a game starts", bad !== "" && ran, bad);

    // 8. The Dijkstra lab: Tab opens its panel (the frame widens, so the
    // fit scale drops), auto-explore until a goblin is in view, and
    // hovering it draws the inspector in the panel.
    await labTest(page, base);
    // 9. ?compare plays the seed twice side by side for a few turns.
    await compareTest(page, base);

    const pageErrors = lines.filter((l) => l.startsWith("pageerror") || l.startsWith("panic:"));
    check("no page errors or panics", pageErrors.length === 0, pageErrors.join(" | "));

    // 8. The ?bench page (only with --bench: it takes a while).
    if (wantBench) {
      mark = lines.length;
      await page.goto(`${base}/?bench`);
      await waitLine(/^bench done/, mark, 600000);
      for (const l of lines.slice(mark)) if (l.startsWith("|") || l.startsWith("bench")) console.log(l);
      check("bench page ran", true);
    }
    await ctx.close();
  } finally {
    await browser.close();
    proc.kill();
  }
}

try {
  await main();
} catch (e) {
  check("browser test ran to the end", false, e.stack || String(e));
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
