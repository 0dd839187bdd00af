// Where the page's main thread spends its CPU from the Go program's start
// to the first picture: `node web/test/startcpu.mjs [--loads N]` after
// `make web`. On a busy machine a phase's wall time (the marks of
// `make webtest`) grows with every other process and with Chromium's own
// background threads (which optimise the module's hot functions as it
// runs); the main thread's CPU time, read from Chromium's trace
// (Tracing's thread time of each task), grows much less, so two builds can
// be compared on it. For each phase it prints the median over N loads of
// the wall time, the main thread's CPU, the part of it spent compiling
// functions the first time they run (V8 compiles WebAssembly lazily:
// wasm.CompileLazy), and the CPU of the background optimising compiler
// (wasm.TopTierCompilation) meanwhile; the main thread's time in a task
// beside its CPU tells a thread that waited (less in a task than the wall)
// from one that had no core to run on (in a task, little CPU). Each load
// is a first visit in a fresh profile, played until Chromium's code cache
// holds the module, then the same profile again: a second visit, which
// reads the game the first one saved.
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const loadsArg = process.argv.indexOf("--loads");
const LOADS = loadsArg > 0 ? Math.max(1, +process.argv[loadsArg + 1] || 3) : 3;
const phases = ["go-run", "go-init", "start", "opened", "begun", "drawn", "first-picture"];

// serve starts web/serve on build/web at a free port.
function serve() {
  const proc = spawn(path.join(root, "build/serve"), ["-addr", "127.0.0.1:0", "-dir", path.join(root, "build/web")], { stdio: ["ignore", "pipe", "inherit"] });
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

// visit loads url in ctx under Chromium's tracing and returns the page's
// marks (ms since navigation) and the trace's events.
async function visit(ctx, url) {
  const page = ctx.pages()[0] || await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
  const complete = new Promise((res) => cdp.on("Tracing.tracingComplete", res));
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: ["v8.wasm", "blink.user_timing", "devtools.timeline", "disabled-by-default-devtools.timeline"] }, transferMode: "ReportEvents" });
  const marks = {};
  const framed = new Promise((res) => page.on("console", (m) => {
    const t = m.text(), mm = t.match(/^mark (\S+) ms=([\d.]+)/);
    if (mm) marks[mm[1]] = +mm[2];
    if (/^first-frame ms=/.test(t)) res();
  }));
  await page.goto(url);
  await Promise.race([framed, new Promise((_, rej) => setTimeout(() => rej(new Error("no first frame in 60 s")), 60000))]);
  await new Promise((r) => setTimeout(r, 200)); // the marks after first-frame's line
  await cdp.send("Tracing.end");
  await complete;
  await cdp.detach();
  return { marks, events };
}

// split sums, for each phase, the main thread's task CPU, its lazy
// compilation and the background top-tier compilation, each task
// prorated by how much of it falls in the phase.
function split({ marks, events }) {
  const nav = events.filter((e) => e.name === "navigationStart" && /127\.0\.0\.1/.test(e.args?.data?.documentLoaderURL || "")).pop().ts;
  const count = new Map();
  for (const e of events) if (e.name === "wasm.CompileLazy") count.set(`${e.pid}/${e.tid}`, (count.get(`${e.pid}/${e.tid}`) || 0) + 1);
  const main = [...count.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const rows = [];
  const spans = phases.slice(0, -1).map((p, i) => [p, phases[i + 1]]).concat([["go-run", "first-picture"]]);
  for (const [a, b] of spans) {
    const t0 = nav + marks[a] * 1000, t1 = nav + marks[b] * 1000;
    let cpu = 0, busy = 0, lazy = 0, top = 0;
    for (const e of events) {
      if (e.ph !== "X" || !e.dur) continue;
      const f = Math.max(0, Math.min(e.ts + e.dur, t1) - Math.max(e.ts, t0)) / e.dur;
      if (f <= 0) continue;
      const onMain = `${e.pid}/${e.tid}` === main;
      if (onMain && e.name === "RunTask") {
        cpu += (e.tdur || 0) * f;
        busy += e.dur * f;
      }
      if (onMain && e.name === "wasm.CompileLazy") lazy += (e.tdur || 0) * f;
      if (!onMain && e.name === "wasm.TopTierCompilation") top += (e.tdur || 0) * f;
    }
    rows.push({ name: `${a} to ${b}`, wall: (t1 - t0) / 1000, busy: busy / 1000, cpu: cpu / 1000, lazy: lazy / 1000, top: top / 1000 });
  }
  return rows;
}

// playUntilCached plays the first visit (explore, the field overlay) until
// Chromium's code cache holds the module, as a player's first visit does
// and the visits test's (home.mjs), so the second visit starts as theirs.
async function playUntilCached(page, prof) {
  const dir = path.join(prof, "Default", "Code Cache", "wasm");
  const held = (d) => existsSync(d) && readdirSync(d, { withFileTypes: true }).some((f) =>
    f.isDirectory() ? held(path.join(d, f.name)) : statSync(path.join(d, f.name)).size >= 64 << 10);
  await page.waitForFunction(() => globalThis.downhillOffline === true, null, { timeout: 90000, polling: 100 });
  for (const t0 = Date.now(); !held(dir) && Date.now() - t0 < 120000;) {
    for (const k of ["x", "f", "f", "e", "e"]) await page.keyboard.press(k);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { proc, base } = await serve();
const runs = { first: [], second: [] };
try {
  for (let i = 0; i < LOADS; i++) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "downhill-startcpu-"));
    try {
      for (const kind of ["first", "second"]) {
        const ctx = await chromium.launchPersistentContext(dir, {
          executablePath: "/usr/bin/chromium", viewport: { width: 1280, height: 800 },
          args: ["--headless", "--no-sandbox", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic"],
        });
        try {
          const rows = split(await visit(ctx, `${base}/?seed=4242`));
          runs[kind].push(rows);
          if (kind === "first") await playUntilCached(ctx.pages()[0], dir);
          console.log(`${kind} visit ${i + 1}: go-run to first-picture ${rows.at(-1).wall.toFixed(0)} ms wall, ${rows.at(-1).cpu.toFixed(0)} ms main-thread CPU`);
        } finally {
          await ctx.close();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  proc.kill();
}
for (const kind of ["first", "second"]) {
  console.log(`\n| ${kind} visit, median of ${LOADS}, ms | wall | main thread in a task | main-thread CPU | of it lazy compiling | background optimising |\n|---|---|---|---|---|---|`);
  runs[kind][0].forEach((r, j) => {
    const col = (k) => median(runs[kind].map((rows) => rows[j][k])).toFixed(1);
    console.log(`| ${r.name} | ${col("wall")} | ${col("busy")} | ${col("cpu")} | ${col("lazy")} | ${col("top")} |`);
  });
}
