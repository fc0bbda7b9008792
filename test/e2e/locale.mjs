// The packaged extension in a real VS Code (code-server started with `--locale LOCALE`): command titles (from
// package.nls.LOCALE.json), a diagnostic (from the server's catalog, InitializeParams.locale) and a hover in that
// language, with screenshots. VS Code's own UI stays English without a language pack (none is installed offline);
// the extension's strings do not need one. Every check is one step in OUT_DIR/result.json.
// Env: CS_URL, WS_DIR, OUT_DIR, LOCALE (de|it|es), REPO_DIR (the repository: the catalogs the expected words come
//      from), CHROMIUM, STEP_TIMEOUT_MS, TOTAL_TIMEOUT_MS.
import fs from 'node:fs';
import path from 'node:path';
import { createRun, editorMoves, launchChromium, need, norm, sleep } from './workbench.mjs';

const { CS_URL, WS_DIR, OUT_DIR, LOCALE, REPO_DIR } = process.env;
if (!CS_URL || !WS_DIR || !OUT_DIR || !LOCALE || !REPO_DIR) { console.error('CS_URL, WS_DIR, OUT_DIR, LOCALE and REPO_DIR are required'); process.exit(2); }
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const STEP = Number(process.env.STEP_TIMEOUT_MS || 30000);
const TOTAL = Number(process.env.TOTAL_TIMEOUT_MS || 240000);
const run = createRun({ outDir: OUT_DIR, totalMs: TOTAL, stepMs: STEP, prefix: `e2e-${LOCALE}` });
const { log, step } = run;

const json = (rel) => JSON.parse(fs.readFileSync(path.join(REPO_DIR, rel), 'utf8'));
const nls = json(`package.nls.${LOCALE}.json`);
const catalog = json(`server/src/i18n/catalogs/${LOCALE}.json`);
/** The words of a catalog text before its first parameter or symbol ("Schreibe diese Kosten als"). */
const lead = (text) => text.split(/[{']/)[0].trim();

function cardFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? cardFiles(p) : /\.cards?$/.test(e.name) ? [p] : [];
  }).sort();
}
const files = cardFiles(WS_DIR).map((p) => ({ rel: path.relative(WS_DIR, p), text: fs.readFileSync(p, 'utf8') }));
const BAD_ORDER = /^\s*cost\s+(\{[^}]*\})*\{[WUBRGC]\}(\{[^}]*\})*\{\d+\}/;
const MORPH_LINE = /^\s+Morph\s*\{/;
const order = files.find((f) => f.text.split(/\r?\n/).some((l) => BAD_ORDER.test(l)));
const morph = files.find((f) => /^\s*card\s+"Veiled Tidecaller"/m.test(f.text) && f.text.split(/\r?\n/).some((l) => MORPH_LINE.test(l)))
  ?? files.find((f) => f.text.split(/\r?\n/).some((l) => MORPH_LINE.test(l)));
const lineOf = (text, re) => text.split(/\r?\n/).findIndex((l) => re.test(l)) + 1;

let page;
const shot = async (name) => { await sleep(500); await page.screenshot({ path: path.join(OUT_DIR, name) }); };

async function main() {
  const browser = run.browser = await launchChromium({ executablePath: CHROMIUM, timeout: STEP, outDir: OUT_DIR });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: LOCALE });
  page = run.page = await context.newPage();
  page.setDefaultTimeout(STEP);
  const { openFile, gotoLine, textBox } = editorMoves(page, { stepMs: STEP, log });

  const opened = await step('open_workbench_and_file', async () => {
    need(order, 'no example file has a cost in the wrong order');
    await page.goto(CS_URL, { waitUntil: 'domcontentloaded' });
    await page.locator('.monaco-workbench').waitFor({ timeout: STEP * 2 });
    await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor();
    await openFile(order.rel);
    return { pass: true, file: order.rel };
  });
  if (!opened) return run.finish(1, 'could not open the example file; later steps skipped');

  await step('command_titles', async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('F1');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await input.fill('>CardScript');
    const want = ['command.runScenario', 'command.showPreview', 'command.restartServer'].map((k) => nls[k]);
    let rows = [];
    const deadline = Date.now() + STEP;
    while (Date.now() < deadline) {
      rows = (await page.locator('.quick-input-widget .monaco-list-row').allInnerTexts()).map((t) => norm(t).replace(/\s+/g, ' ').trim());
      if (want.every((w) => rows.some((r) => r.includes(w)))) break;
      await sleep(300);
    }
    const pass = want.every((w) => rows.some((r) => r.includes(w)));
    if (pass) await shot(`e2e-${LOCALE}-commands.png`);
    await page.keyboard.press('Escape');
    return { pass, want, rows: rows.slice(0, 10) };
  });

  await step('diagnostic_in_problems', async () => {
    const want = lead(catalog['costs.order']);
    await openFile(order.rel);
    if (!(await page.locator('.markers-panel').isVisible().catch(() => false))) await page.locator('#status\\.problems').click();
    const row = page.locator('.markers-panel .monaco-list-row').filter({ hasText: want }).first();
    await row.waitFor({ state: 'visible', timeout: STEP });
    const text = norm(await row.innerText()).replace(/\s+/g, ' ').trim();
    const pass = text.includes(want) && text.includes('mana-symbol-order');
    await gotoLine(lineOf(order.text, BAD_ORDER));
    if (pass) await shot(`e2e-${LOCALE}-diagnostic.png`);
    return { pass, want, row: text.slice(0, 300) };
  });
  if (await page.locator('.markers-panel').isVisible().catch(() => false)) await page.keyboard.press('Control+J');

  await step('hover_morph', async () => {
    need(morph, 'no example file has a `Morph {…}` rules line');
    const kind = catalog['topic.kind.keyword-ability'];
    const title = catalog['topic.morph.title'];
    await openFile(morph.rel);
    await gotoLine(lineOf(morph.text, MORPH_LINE));
    const box = await textBox(MORPH_LINE, 'Morph');
    need(box, 'the Morph line is not rendered');
    const hover = page.locator('.monaco-hover:visible').filter({ hasText: kind }).first();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await page.mouse.move(box.x + box.w / 2 - 25, box.y + box.h / 2 + 45);
      await page.mouse.move(box.x + box.w / 2, box.y + box.h / 2, { steps: 6 });
      try { await hover.waitFor({ state: 'visible', timeout: STEP / 3 }); break; } catch (e) { if (attempt === 3) throw e; }
    }
    const text = norm(await hover.innerText()).replace(/\s+/g, ' ').trim();
    const pass = text.includes(`${title} — ${kind} (CR 702.37, 702.37e)`) && text.includes(lead(catalog['topic.morph.summary']));
    if (pass) await shot(`e2e-${LOCALE}-hover.png`);
    return { pass, hover_text: text.slice(0, 600) };
  });
  return run.finish(0);
}

main().catch((e) => run.finish(1, `unexpected: ${String(e?.stack ?? e)}`));
