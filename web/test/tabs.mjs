// Two tabs on one save (the browser half of "one writer per save"): the
// game keeps its save under a Web Lock, so a second tab on the same save
// says the game is open in another tab and plays a one-off game; it can
// take the game over (the first saves, lets go, and says it no longer
// saves) or wait for the first to close; a busy tab's game is never taken
// by force (the taker waits for it to answer); a crashed tab's lock does
// not block the next (chrome://crash); without Web Locks
// the newest tab keeps the save and the one before stops saving and says
// so. browser.mjs runs twoTabs with its launch and check.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// tab opens url in a new page of ctx and collects that page's console
// lines, with a wait for the first line matching re from index from.
async function tab(ctx, url, name) {
  const page = await ctx.newPage();
  const lines = [];
  page.on("console", (m) => lines.push(m.text()));
  // The page's own clock at each line it prints (globalThis.printedAt:
  // [Date.now(), line]), to order what two tabs did.
  await page.addInitScript(() => {
    const log = console.log.bind(console);
    globalThis.printedAt = [];
    console.log = (...a) => { globalThis.printedAt.push([Date.now(), a.join(" ")]); log(...a); };
  });
  page.on("pageerror", (e) => lines.push("pageerror: " + e.message));
  const t = {
    page, lines, name,
    async wait(re, from = 0, ms = 60000) {
      for (const end = Date.now() + ms; Date.now() < end; await sleep(25)) {
        for (let i = from; i < lines.length; i++) if (re.test(lines[i])) return lines[i];
      }
      throw new Error(`${name}: no console line matching ${re} within ${ms} ms; last lines: ${lines.slice(-5).join(" | ")}`);
    },
    async has(re, from = 0, ms = 60000) { return t.wait(re, from, ms).then(() => true, () => false); },
    // turn is the turn of the page's last turn line (-1: none yet).
    turn() {
      for (let i = lines.length - 1; i >= 0; i--) {
        const m = lines[i].match(/^turn=(\d+) /);
        if (m) return +m[1];
      }
      return -1;
    },
    // waits presses "." n times and waits until n more turns have passed
    // (at least: on a busy machine a late release can repeat a key) and
    // the game rests, and returns the turn then.
    async waits(n) {
      const want = t.turn() + n;
      for (let i = 0; i < n; i++) await page.keyboard.press(".");
      for (const end = Date.now() + 60000; t.turn() < want; await sleep(25)) {
        if (Date.now() > end) throw new Error(`${name}: turn ${t.turn()}, want ${want}`);
      }
      await t.drawn();
      return t.turn();
    },
    // drawn resolves once the frames the input so far asked for are
    // drawn and the game rests (browser.mjs's drawn).
    drawn() {
      return page.evaluate(async () => {
        const frame = () => new Promise((r) => globalThis.downhillRAF(r));
        await frame();
        while (!globalThis.downhillResting()) await frame();
      });
    },
    // saves hides the tab and waits for the save of its turn.
    async saves() {
      const from = lines.length;
      await t.hide();
      return t.wait(new RegExp(`^saved turn=${t.turn()} .*\\(tab hidden\\)`), from, 60000);
    },
    // hide makes the page believe its tab was hidden, as switching tabs
    // does (the game saves then, if it keeps the game).
    async hide() {
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
        delete document.visibilityState;
      });
    },
  };
  await page.goto(url);
  await t.wait(/^first-frame ms=/);
  await page.mouse.move(1, 1);
  return t;
}

// savedTurn is the turn of the save in localStorage.
async function savedTurn(page) {
  const s = await page.evaluate(() => localStorage.getItem("downhill.save"));
  return s ? JSON.parse(s).turn : -1;
}

export async function twoTabs({ base, launch, check }) {
  const browser = await launch();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const setup = await ctx.newPage();
    await setup.goto(`${base}/wasm_exec.js`);
    await setup.evaluate(() => localStorage.clear());
    await setup.close();

    // A keeps the game; B, opened on it, says where it is and plays
    // nothing of it.
    const a = await tab(ctx, `${base}/?seed=5151`, "tab A");
    const aTurn = await a.waits(5);
    await a.saves();
    const b = await tab(ctx, `${base}/`, "tab B");
    const told = await b.has(/^downhill: Your saved game is open in another tab/);
    check("a second tab on the save says the game is open in another tab", told, b.lines.filter((l) => l.startsWith("downhill:")).join(" | "));
    if (!told) return;
    await b.page.keyboard.press(".");
    await b.drawn(); // the key taken
    check("the second tab plays nothing while the dialog asks", !b.lines.some((l) => /^turn=[1-9]/.test(l)) && await savedTurn(b.page) === aTurn);

    // B takes it over: A saves, lets go and says so; B continues at A's turn.
    let mark = a.lines.length;
    await b.page.keyboard.press("t");
    const yielded = await a.has(/^downhill: Your game continues in another tab: this one no longer saves it/, mark);
    const continued = await b.has(new RegExp(`^continuing saved game: seed=5151 turn=${aTurn} `));
    check("taking the game over: the first tab lets go and says so, the second continues it", yielded && continued,
      `${a.lines.slice(mark).join(" | ")} // ${b.lines.filter((l) => l.startsWith("continuing")).join(" | ")}`);
    await b.wait(new RegExp(`^turn=${aTurn} `));
    await a.waits(3); // A plays on, unsaved
    await a.hide();
    const bTurn = await b.waits(1);
    await b.saves();
    await a.hide(); // a tab saves as it hears it is hidden, or not at all
    check("the tab that let go saves no more: the save is the new holder's", await savedTurn(a.page) === bTurn, `turn ${await savedTurn(a.page)}, want ${bTurn}`);

    // C waits for B; B closes (a closing tab is hidden first: its last
    // turn is saved); C continues it.
    const c = await tab(ctx, `${base}/`, "tab C");
    await c.wait(/^downhill: Your saved game is open in another tab/);
    await c.page.keyboard.press("w");
    const bLast = await b.waits(1);
    await b.saves();
    await b.page.close({ runBeforeUnload: true });
    check("a waiting tab continues the game when the other closes", await c.has(new RegExp(`^continuing saved game: seed=5151 turn=${bLast} `)),
      c.lines.filter((l) => /^(continuing|downhill:)/.test(l)).join(" | "));

    // D takes C's game over while C is busy (a tab whose page hangs for
    // 6 s, from the moment it says so in localStorage): nothing is taken
    // by force, D waits; once C answers it saves, lets go and says so, and
    // D continues at C's last turn, after C's busy time ended (both pages'
    // clocks are the system's).
    const cTurn = await c.waits(1);
    const d = await tab(ctx, `${base}/`, "tab D");
    await d.wait(/^downhill: Your saved game is open in another tab/);
    mark = c.lines.length;
    const busy = c.page.evaluate(() => {
      const start = Date.now();
      localStorage.setItem("test.busy", String(start));
      while (Date.now() < start + 6000);
      return start + 6000;
    });
    await d.page.waitForFunction(() => !!localStorage.getItem("test.busy"), null, { timeout: 60000, polling: 20 });
    await d.page.keyboard.press("t");
    const busyEnd = await busy;
    const answered = await c.has(/^downhill: Your game continues in another tab: this one no longer saves it/, mark);
    const took = await d.has(new RegExp(`^continuing saved game: seed=5151 turn=${cTurn} `));
    const at = await d.page.evaluate(() => (globalThis.printedAt.find(([, l]) => l.startsWith("continuing")) || [0])[0]);
    const waited = at >= busyEnd;
    await c.page.evaluate(() => localStorage.removeItem("test.busy"));
    check("a busy tab's game is not taken by force: the taker waits, then the busy tab lets go and the game continues at its turn",
      waited && answered && took, `continued ${at - busyEnd} ms after the busy tab's 6 s, ${c.lines.slice(mark).join(" | ")} // ${d.lines.filter((l) => l.startsWith("continuing")).join(" | ")}`);
    await c.page.close();

    // D crashes: its lock goes with it, and the next tab continues at once.
    await d.wait(new RegExp(`^turn=${cTurn} `));
    const dTurn = await d.waits(2);
    await d.saves();
    const crashed = new Promise((r) => d.page.once("crash", () => r(true)));
    await d.page.goto("chrome://crash", { timeout: 5000 }).catch(() => null);
    check("the tab crashed", await Promise.race([crashed, sleep(60000).then(() => false)]));
    const e = await tab(ctx, `${base}/`, "tab E");
    check("a crashed tab's lock does not block the next", await e.has(new RegExp(`^continuing saved game: seed=5151 turn=${dTurn} `), 0, 60000) &&
      !e.lines.some((l) => /open in another tab/.test(l)), e.lines.filter((l) => /^(continuing|downhill:)/.test(l)).join(" | "));
    await e.page.close();
    await ctx.close();

    // Without Web Locks (a page served over plain http to another
    // machine: navigator.locks needs a secure context) the newest tab takes
    // the save; the one before finds at its next save that it lost it,
    // stops saving and says so.
    const bare = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    await bare.addInitScript(() => { try { delete Navigator.prototype.locks; } catch (e) {} });
    const f = await tab(bare, `${base}/?seed=5252`, "tab F");
    await f.waits(2);
    await f.saves();
    const g = await tab(bare, `${base}/`, "tab G");
    const gContinued = await g.has(/^continuing saved game: seed=5252 /);
    mark = f.lines.length;
    await f.waits(1);
    await f.hide();
    const fLost = await f.has(/taken over by another tab or window: this one no longer saves it/, mark, 60000);
    const gTurn = await g.waits(1);
    await g.saves();
    check("without Web Locks the newest tab keeps the save; the one before stops saving and says so",
      gContinued && fLost && await savedTurn(g.page) === gTurn, `${f.lines.slice(mark).join(" | ")}, save turn ${await savedTurn(g.page)}`);
    const errs = [a, b, c, d, e, f, g].flatMap((t) => t.lines.filter((l) => l.startsWith("pageerror") || l.startsWith("panic")));
    check("two tabs: no page errors or panics", errs.length === 0, errs.join(" | "));
  } catch (err) {
    check("two tabs on one save", false, err.message);
  } finally {
    await browser.close();
  }
}
