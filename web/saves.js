// The page's menu (☰): export the game to a file, import one, install the
// page as an app. The game's side is Go's (game/front/carry_js.go):
// downhillExport saves the game and hands over the file (the game and the
// best runs, store.Export); downhillInspect reads a file the player brings
// through the checks a save gets (store.ReadCarried) and says what it
// holds; downhillImport keeps it, after the player agreed. A file may also
// be dropped on the page.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const menu = $("menu"), panel = $("panel"), dialog = $("import-dialog");
  const backToGame = () => document.querySelector("canvas")?.focus();

  function openMenu(open) {
    panel.classList.toggle("open", open);
    menu.setAttribute("aria-expanded", String(open));
    if (open) $("export").focus();
    else backToGame();
  }
  menu.addEventListener("click", () => openMenu(!panel.classList.contains("open")));
  panel.addEventListener("keydown", (e) => { if (e.key === "Escape") openMenu(false); });
  document.addEventListener("pointerdown", (e) => {
    if (panel.classList.contains("open") && !panel.contains(e.target) && e.target !== menu) openMenu(false);
  });

  // ready says whether the game is running (its functions are there).
  const ready = () => typeof globalThis.downhillExport === "function";

  $("export").addEventListener("click", () => {
    openMenu(false);
    if (!ready()) return downhillToast("The game has not started yet.", true);
    const r = downhillExport();
    if (r.error) return downhillToast("Could not export the game: " + r.error, true);
    const url = URL.createObjectURL(new Blob([r.data], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = r.name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
    downhillToast(`Exported ${r.name}: on the desktop, play it with downhill -save ${r.name}`);
  });

  $("import").addEventListener("click", () => {
    openMenu(false);
    $("import-file").value = "";
    $("import-file").click();
  });
  $("import-file").addEventListener("change", (e) => {
    const f = e.target.files && e.target.files[0];
    if (f) bring(f);
  });
  // A file dropped anywhere on the page is brought the same way.
  window.addEventListener("dragover", (e) => { e.preventDefault(); }, true);
  window.addEventListener("drop", (e) => {
    e.preventDefault();
    e.stopPropagation();
    const f = e.dataTransfer && e.dataTransfer.files[0];
    if (f) bring(f);
  }, true);

  // bring reads file f, shows what it holds and asks before keeping it:
  // a game replaces the one in play (the page then reloads onto it), best
  // runs join the table. A file that is not one is refused in one line,
  // and nothing changes.
  const tooBig = 256 << 20; // more than a save may hold (game.MaxSaveBytes, store's limit): not read at all
  async function bring(f) {
    if (!ready()) return downhillToast("The game has not started yet.", true);
    const refuse = (why) => downhillToast(`Could not import ${f.name}: ${why}. Nothing was changed.`, true);
    if (f.size > tooBig) return refuse(`${f.size} bytes, larger than a save`);
    let text;
    try {
      text = await f.text();
    } catch (e) {
      return refuse(e.message);
    }
    const r = downhillInspect(text);
    if (r.error) return refuse(r.error);
    const runs = r.runs ? ` and ${r.runs} best run${r.runs > 1 ? "s" : ""}` : "";
    let what;
    if (r.game) {
      const now = r.current;
      what = `${f.name} holds ${describe(r.game)}${runs}. ` + (now.kept
        ? `It replaces your game, ${describe(now)}: export that first to keep it.`
        : "It becomes your saved game.");
    } else {
      what = `${f.name} holds${runs}: they join your best runs.`;
    }
    $("import-what").textContent = what;
    $("import-go").textContent = r.game ? "Import and play it" : "Add them";
    dialog.returnValue = "";
    dialog.showModal();
    dialog.onclose = () => {
      backToGame();
      if (dialog.returnValue !== "go") return;
      const k = downhillImport(text);
      if (k.error) return refuse(k.error);
      if (!r.game) return downhillToast(`${k.added} run${k.added === 1 ? "" : "s"} added to your best runs.`);
      console.log(`downhill: imported seed=${r.game.seed} turn=${r.game.turn}`);
      const u = new URL(location.href);
      u.search = "";
      u.searchParams.set("seed", r.game.seed);
      location.replace(u.toString());
    };
  }
  $("import-go").addEventListener("click", () => dialog.close("go"));
  $("import-cancel").addEventListener("click", () => dialog.close(""));

  // describe says which game g is: "seed 4242, turn 57 on depth 2".
  function describe(g) {
    return `seed ${g.seed}, turn ${g.turn} on depth ${g.depth}` + (g.over ? " (the run is over)" : "");
  }

  // Installing: the browser offers it (beforeinstallprompt) once the page
  // qualifies (a manifest, icons, a service worker); the menu shows the
  // offer while it stands.
  let offer = null;
  window.addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault();
    offer = e;
    $("install").classList.add("shown");
  });
  $("install").addEventListener("click", async () => {
    openMenu(false);
    if (!offer) return;
    offer.prompt();
    await offer.userChoice.catch(() => null);
    offer = null;
    $("install").classList.remove("shown");
  });
  window.addEventListener("appinstalled", () => downhillToast("Downhill is installed: it starts from your apps, offline too."));
})();
