// What Chromium keeps of the module between visits, for docs/browser.md
// ("Second visits and offline play"): node web/test/codecache.mjs [--visits
// N] [--dir BUILD] visits the page N times (3 by default) in one profile, a
// new browser each, the first played until Chromium's code cache holds the
// module (as home.mjs's timed first visits are), and prints for each visit:
// where the module came from (DevTools' service worker response source),
// whether V8 read compiled code (a trace of V8's wasm events: the cache
// entry read, the functions it then compiles in the background at once,
// the ones left to compile when first called), the main thread's
// lazy compiling up to Ebiten's first frame, and what the profile's Code
// Cache/wasm and the worker's Cache Storage hold. It checks nothing: it is
// the experiment behind the prose, to run again when Chromium or the build
// changes. Needs make web (and build/serve, as make webtest builds it).
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const arg = (name, def) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : def; };
const webDir = path.resolve(arg("--dir", path.join(root, "build/web")));
const VISITS = Math.max(1, +arg("--visits", 3));
const flags = ["--headless", "--no-sandbox", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--disable-quic"];

// size is the files under dir and their bytes, or "none".
function size(dir) {
  if (!existsSync(dir)) return "none";
  let bytes = 0, files = 0;
  const walk = (d) => {
    for (const f of readdirSync(d, { withFileTypes: true })) {
      if (f.isDirectory()) walk(path.join(d, f.name));
      else { bytes += statSync(path.join(d, f.name)).size; files++; }
    }
  };
  walk(dir);
  return `${files} files, ${(bytes / 1024).toFixed(0)} KB`;
}
const codeCache = (prof) => path.join(prof, "Default", "Code Cache", "wasm");
const held = (prof) => `Code Cache/wasm ${size(codeCache(prof))}; Cache Storage ${size(path.join(prof, "Default", "Service Worker", "CacheStorage"))}`;
const compiledHeld = (d) => existsSync(d) && readdirSync(d, { withFileTypes: true }).some((f) =>
  f.isDirectory() ? compiledHeld(path.join(d, f.name)) : statSync(path.join(d, f.name)).size >= 64 << 10);

const bin = path.join(root, "build/serve");
const [cmd, cmdArgs] = existsSync(bin) ? [bin, []] : ["go", ["run", "./web/serve"]];
const server = spawn(cmd, [...cmdArgs, "-addr", "127.0.0.1:0", "-dir", webDir], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
const base = await new Promise((resolve, reject) => {
  let out = "";
  server.stdout.on("data", (d) => { out += d; const m = out.match(/on (http:\/\/127\.0\.0\.1:\d+)\//); if (m) resolve(m[1]); });
  server.on("exit", (c) => reject(new Error("web/serve exited " + c)));
});
const prof = mkdtempSync(path.join(os.tmpdir(), "downhill-codecache-"));
try {
  for (let v = 1; v <= VISITS; v++) {
    const ctx = await chromium.launchPersistentContext(prof, { executablePath: "/usr/bin/chromium", args: flags, viewport: { width: 1280, height: 800 } });
    try {
      const page = ctx.pages()[0] || await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      const events = [];
      let source = "", framed;
      const frame = new Promise((r) => { framed = r; });
      page.on("console", (m) => { if (/^first-frame ms=/.test(m.text())) framed(m.text()); });
      cdp.on("Network.responseReceived", (e) => {
        if (new URL(e.response.url).pathname.endsWith("/downhill.wasm")) {
          source = e.response.fromServiceWorker ? `the service worker (${e.response.serviceWorkerResponseSource})` : `the network${e.response.fromDiskCache ? " (HTTP cache)" : ""}`;
        }
      });
      cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
      const ended = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
      await cdp.send("Network.enable");
      await cdp.send("Tracing.start", { traceConfig: { includedCategories: ["v8.wasm"] }, transferMode: "ReportEvents" });
      await page.goto(`${base}/?seed=7`);
      const first = await frame;
      await cdp.send("Tracing.end");
      await ended;
      const lazy = events.filter((e) => e.name === "wasm.CompileLazy" && e.dur);
      const after = events.find((e) => e.name === "wasm.CompilationAfterDeserialization");
      console.log(`visit ${v}: ${first}; module from ${source}; ` +
        (events.some((e) => e.name === "wasm.Deserialize")
          ? `compiled code read from the code cache (${after ? `${after.args.num_eager_functions} functions then compiled in the background, ${after.args.num_lazy_functions} left to first calls` : "?"})`
          : "compiled, no code read") +
        `; ${lazy.length} functions compiled lazily on the main thread, ${(lazy.reduce((a, e) => a + e.dur, 0) / 1000).toFixed(0)} ms`);
      if (v === 1) {
        await page.waitForFunction(() => globalThis.downhillOffline === true, null, { timeout: 90000, polling: 100 });
        const t0 = Date.now();
        while (!compiledHeld(codeCache(prof)) && Date.now() - t0 < 120000) {
          for (const k of ["x", "f", "f", "e", "e"]) await page.keyboard.press(k);
          await page.evaluate(() => 0);
        }
        console.log(`  played ${Date.now() - t0} ms until the code cache held the module: ${compiledHeld(codeCache(prof))}`);
      }
    } finally {
      await ctx.close();
    }
    console.log(`  after visit ${v}: ${held(prof)}`);
  }
} finally {
  server.kill();
  rmSync(prof, { recursive: true, force: true });
}
