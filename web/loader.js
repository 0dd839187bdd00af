// The loader: it checks the browser can run the game at all (WebAssembly,
// WebGL2), shows the module's download with a progress bar (index.html
// asked for the module and compiles it as it streams), then starts the
// Go program, which draws the game's first frame over the loader as soon
// as the game is begun. What moves in the loader is animated on the
// compositor (transforms and opacity), so it moves while the main thread
// is busy compiling or running Go. Once the game's own first frame is on
// screen (downhillStarted) it shows the page's tools (the menu: until then
// there is no game to export or import into) and registers the service
// worker (sw.js), which keeps the build for the next visit and for play
// offline, and says when a newer build has been fetched.
"use strict";
(() => {
  const mark = (name) => globalThis.downhillMarks.push([name, performance.now()]);
  const shell = document.getElementById("shell");
  const bar = document.getElementById("bar");
  const fill = document.getElementById("fill");
  const note = document.getElementById("note");
  const mib = (n) => (n / 1048576).toFixed(1) + " MB";
  const params = new URLSearchParams(location.search);
  const bench = params.has("bench"); // ?bench is a program of its own: the game's download carries none of it

  // fail replaces the loader with one clear sentence: the page never just
  // stays blank.
  let failed = false;
  function fail(msg) {
    failed = true;
    shell.classList.remove("gone");
    shell.classList.add("error");
    note.textContent = msg;
    console.error("downhill: " + msg);
  }

  // say shows what the loader is doing now; the bar moves on its own
  // (busy) once nothing is counted.
  function say(what, busy) {
    if (failed) return;
    note.textContent = what;
    bar.classList.toggle("busy", busy);
  }

  // count reports the module's download in decoded bytes (what the
  // reader sees), counted on the copy index.html kept of the response as
  // it arrives; the response itself went to compileStreaming there, which
  // compiles while the bytes still arrive, and keeps its URL, which
  // Chromium's cache of compiled WebAssembly goes by (a response built
  // around a counting stream has none). Content-Length counts the
  // compressed bytes when the body is gzip or br encoded, so the total
  // comes from web/serve's X-Decoded-Length header or, on other hosts, the
  // size make web wrote into the page (meta downhill-wasm-bytes). From the
  // service worker's cache the module comes at once.
  function count(res, copy, progress) {
    const encoded = res.headers.get("Content-Encoding");
    const built = document.querySelector('meta[name="downhill-wasm-bytes"]');
    const total = Number(res.headers.get("X-Decoded-Length") ||
      (!encoded || encoded === "identity" ? res.headers.get("Content-Length") : 0) ||
      (built && built.content)) || 0;
    if (!copy.body || !copy.body.getReader) return;
    (async () => {
      const reader = copy.body.getReader();
      let got = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        got += value.byteLength;
        progress(got, total);
      }
      mark("downloaded");
    })().catch(() => {}); // the compile reports a broken download
  }

  function showProgress(got, total) {
    globalThis.downhillBytes = [got, total]; // for the browser test
    if (failed) return; // the message stays
    if (total > 0) {
      const p = Math.min(100, 100 * got / total);
      fill.style.transform = `scaleX(${(p / 100).toFixed(4)})`;
      say("downloading " + mib(got) + " of " + mib(total), false);
      // Every step shown, for the browser test (a busy machine's test
      // cannot sample the bar fast enough to see them).
      const steps = (globalThis.downhillProgress ||= []), w = +p.toFixed(1);
      if (steps.length === 0 || steps[steps.length - 1][0] !== w) steps.push([w, note.textContent]);
      if (got >= total) say("compiling…", true);
    } else {
      say("downloading " + mib(got), true);
    }
  }

  // compile resolves with the module index.html asked for and compiles
  // as it streams, counting its bytes meanwhile.
  async function compile() {
    const { res, copy } = await globalThis.downhillModule.answered;
    count(res, copy, showProgress);
    return globalThis.downhillModule.compiled;
  }

  // loadScript resolves once the script at src has run.
  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = src;
      s.onload = resolve;
      s.onerror = () => reject(new Error(src + " did not load"));
      document.head.appendChild(s);
    });
  }

  // hasWebGL2 reports whether the browser can draw with WebGL2, which the
  // game's Ebiten needs (it has no WebGL1 fallback). The context it makes
  // is let go at once; making it early also starts the browser's GPU
  // process while the module downloads.
  function hasWebGL2() {
    try {
      const gl = document.createElement("canvas").getContext("webgl2");
      if (!gl) return false;
      const lose = gl.getExtension("WEBGL_lose_context");
      if (lose) lose.loseContext();
      return true;
    } catch (e) {
      return false;
    }
  }

  // The game's first frame on Ebiten's canvas: the dots that said the
  // graphics were starting go, the page's tools show (the game answers
  // them now), and the service worker may fetch the build for next time
  // without slowing this visit's start.
  globalThis.downhillStarted = () => {
    document.getElementById("warm").classList.remove("on");
    document.getElementById("tools").classList.add("ready");
    if (!bench) registerWorker();
  };

  // A page a service worker served that sees another take over was served
  // the old build: the new one is fetched and ready, and the button says
  // so (the game is saved before the reload). The browser looks for a new
  // build as the page loads, so this listens from the start.
  const sw = /^https?:$/.test(location.protocol) && navigator.serviceWorker;
  if (sw && sw.controller) {
    sw.addEventListener("controllerchange", () => {
      document.getElementById("update").classList.add("shown");
      console.log("downhill: a new version is ready");
    });
  }

  // registerWorker registers sw.js (not on file:// pages, nor where the
  // browser has none).
  function registerWorker() {
    if (!sw) return;
    sw.register("sw.js").then(() => sw.ready).then(() => {
      globalThis.downhillOffline = true; // the build is kept: the next visit starts offline too
      console.log("downhill: kept for offline play");
    }, (e) => console.log("downhill: no offline play (" + e.message + ")"));
  }
  document.getElementById("update").addEventListener("click", () => location.reload());

  async function start() {
    if (!globalThis.downhillModule || typeof WebAssembly.instantiate !== "function") {
      fail("This browser cannot run WebAssembly, which Downhill is built as. Try a current Firefox, Chrome or Safari.");
      return;
    }
    if (params.has("seed")) note.textContent = "loading seed " + params.get("seed") + "…";
    const compiled = compile();
    compiled.catch(() => {}); // reported below, after the script
    const webgl2 = hasWebGL2();
    mark("webgl2");
    if (!webgl2) {
      fail("This browser cannot draw with WebGL2, which Downhill needs. Try a current Firefox, Chrome or Safari, with hardware acceleration on.");
      return;
    }
    try {
      await loadScript("wasm_exec.js");
    } catch (e) {
      fail("Could not download the game: " + e.message);
      return;
    }
    mark("wasm_exec");
    // There are no flags in a tab: the page passes main the ones it needs.
    // -events prints a line per turn to the console (tests read it); a
    // valid ?seed=N becomes -seed N (the Go side reports an invalid one).
    const go = new Go();
    go.argv = ["downhill", "-events"];
    const seed = params.get("seed");
    if (seed && /^[1-9][0-9]{0,18}$/.test(seed)) go.argv.push("-seed", seed);
    // ?replay= is not passed on: the game reads it from the address, as an
    // argument longer than wasm_exec.js's 8 KB for the command line would
    // stop the game before it starts (a long run's link is 12 KB).
    if (params.has("compare")) go.argv.push("-compare");
    else if (params.has("sandbox")) go.argv.push("-sandbox");
    let mod;
    try {
      mod = await compiled;
    } catch (e) {
      fail((e instanceof WebAssembly.CompileError ? "Could not start the game: " : "Could not download the game: ") + e.message);
      return;
    }
    // The kept picture (index.html) is painted before Go takes the main
    // thread; a tab in the background paints nothing, so not for long.
    if (globalThis.downhillKeptPainted) {
      await Promise.race([globalThis.downhillKeptPainted, new Promise((r) => setTimeout(r, 300))]);
    }
    let inst;
    try {
      inst = await WebAssembly.instantiate(mod, go.importObject);
    } catch (e) {
      fail("Could not start the game: " + e.message);
      return;
    }
    fill.style.transform = "scaleX(1)";
    say("starting the game…", true);
    document.getElementById("warm").classList.add("on"); // shown (after a moment) once the loader is gone
    mark("go-run");
    try {
      await go.run(inst);
      if (!bench) fail("The game has stopped. Reload the page to play again.");
    } catch (e) {
      fail("The game crashed: " + e.message + ". Reload to continue from the last save.");
    }
  }
  start();
})();
