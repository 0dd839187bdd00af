// The page's side of the game: what the Go program asks of the page, and
// what the page keeps from Ebiten. It runs before the game starts (some of
// it must: Ebiten keeps what it finds when it starts).
"use strict";

// The run is over (death or victory): the game hands the page its
// recording as a link's ?replay= value ("" when a new run starts), and the
// button copies the address that replays it.
globalThis.downhillRunEnded = (replay) => {
  const b = document.getElementById("share");
  const u = new URL(location.href);
  u.search = "";
  if (replay) u.searchParams.set("replay", replay);
  b.dataset.link = replay ? u.toString() : "";
  b.textContent = "Copy a link to watch this run";
  b.classList.toggle("shown", !!replay);
};
// The game cannot give what the address asks for (a replay link it cannot
// play, a replay with ?compare or ?sandbox): one line over the game, and
// the offer of a plain game (the address without them, nor a seed: the
// player's own game).
globalThis.downhillNotice = (msg) => {
  const u = new URL(location.href);
  for (const k of ["replay", "compare", "sandbox", "seed"]) u.searchParams.delete(k);
  document.getElementById("notice-text").textContent = msg;
  document.getElementById("notice-plain").href = u.toString();
  document.getElementById("notice").classList.add("shown");
};
document.getElementById("share").addEventListener("click", async (e) => {
  const b = e.currentTarget;
  try {
    await navigator.clipboard.writeText(b.dataset.link);
    b.textContent = "Link copied";
  } catch (err) {
    prompt("Copy this link:", b.dataset.link); // no clipboard (an http page): the link to copy by hand
  }
  document.querySelector("canvas")?.focus(); // the game's keys again
});

// The first touch of localStorage in a tab waits while the browser reads
// the page's storage from disk (100 ms and more measured on a second
// visit, on a busy machine). Touched here, that happens while the module
// downloads and compiles (off the main thread), not when the game reads
// its save.
try { localStorage.length; } catch (e) { /* none: the game says so */ }

// No gamepads: Downhill is played with keys, the mouse and touch, but
// Ebiten reads navigator.getGamepads() every frame, and the first call
// starts the browser's gamepad polling thread, which then runs for as long
// as the page is open (1.3% of a core measured in Chromium, the game
// idle). The game sees an empty list instead.
Object.defineProperty(navigator, "getGamepads", { value: () => [], configurable: true });

// Animation frames while the game rests. Ebiten, in the mode that runs a
// frame only on input or when the game asks, still asks for an animation
// frame every frame to look for a request: 60 wake-ups a second of the
// renderer, the game and the GPU process with nothing to draw. After a
// frame that left nothing to do the game calls downhillRest, and the
// requests made then are held; downhillWake (the game asked for a frame)
// hands them to the browser. Input does not wait for them: Ebiten runs a
// frame for each event as it comes. Ebiten keeps the requestAnimationFrame
// it finds when it starts, so this wraps it before the game runs; the
// page's own use is downhillRAF, never held.
(() => {
  const raf = window.requestAnimationFrame.bind(window);
  let resting = false, held = [];
  globalThis.downhillRAF = raf;
  window.requestAnimationFrame = (cb) => {
    if (!resting) return raf(cb);
    held.push(cb);
    return 0;
  };
  globalThis.downhillRest = () => { resting = true; };
  globalThis.downhillResting = () => resting; // for the browser test: the frames asked for are drawn
  globalThis.downhillWake = () => {
    resting = false;
    const h = held;
    held = [];
    for (const cb of h) raf(cb);
  };
})();

// Keys with Ctrl, Alt or Meta, and F5, F11 and F12, are the browser's
// (reload, find, full screen, developer tools): they are stopped before
// they reach the game's canvas, which would cancel them.
window.addEventListener("keydown", (e) => {
  if (e.ctrlKey || e.altKey || e.metaKey || e.key === "F5" || e.key === "F11" || e.key === "F12") e.stopPropagation();
}, true);

// toast shows one line over the game for a few seconds (bad: in red), and
// prints it to the console, where the tests read it.
globalThis.downhillToast = (line, bad = false) => {
  const t = document.getElementById("toast");
  t.textContent = line;
  t.classList.toggle("bad", bad);
  t.classList.add("shown");
  clearTimeout(t.hideLater);
  t.hideLater = setTimeout(() => t.classList.remove("shown"), bad ? 9000 : 5000);
  console.log("downhill: " + line);
};
