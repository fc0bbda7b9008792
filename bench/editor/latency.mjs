// The real-editor latency bench: the packaged extension in code-server (real VS Code), a generated N-card set,
// headless chromium. Every time is taken by the page's own clock (performance.now() in a capturing keydown
// listener and in a MutationObserver on the editor), so the browser's rendering is part of it and playwright's
// round trips are not. Prints each figure next to its target (#12); it measures, it does not assert a target.
// Run by bench/editor/run.sh (env: CS_URL, WS_DIR, OUT_DIR, CHROMIUM, STEP_TIMEOUT_MS, TOTAL_TIMEOUT_MS,
// EDITOR_BENCH_KEYS (keystrokes, default 12), EDITOR_BENCH_BURSTS (default 3), EDITOR_BENCH_COLD (default 3)).
import fs from 'node:fs';
import path from 'node:path';
import { createRun, editorMoves, launchChromium, need, sleep } from '../../test/e2e/workbench.mjs';

const { CS_URL, WS_DIR, OUT_DIR } = process.env;
if (!CS_URL || !WS_DIR || !OUT_DIR) { console.error('CS_URL, WS_DIR and OUT_DIR are required'); process.exit(2); }
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const STEP = Number(process.env.STEP_TIMEOUT_MS || 30000);
const TOTAL = Number(process.env.TOTAL_TIMEOUT_MS || 600000);
const KEYS = Number(process.env.EDITOR_BENCH_KEYS || 12);
const BURSTS = Number(process.env.EDITOR_BENCH_BURSTS || 3);
const COLD = Number(process.env.EDITOR_BENCH_COLD || 3);
const BURST_CHARS = 20;
const BURST_GAP_MS = 120; // a person typing about 100 words a minute
const run = createRun({ outDir: OUT_DIR, totalMs: TOTAL, stepMs: STEP, prefix: 'editor-bench' });
const { log, step } = run;

const file = fs.readdirSync(WS_DIR).find((f) => /^bench-\d+\.cards$/.test(f));
const text = file ? fs.readFileSync(path.join(WS_DIR, file), 'utf8') : '';
const cards = (text.match(/^card "/gm) ?? []).length;
// The line the keystrokes go to: a keyword line with no diagnostic of its own (typing an `x` after it makes an
// unknown keyword, a warning; deleting the `x` takes the warning away again).
const TARGET = /^\s+Flying\s*$/;
const targetLine = text.split(/\r?\n/).findIndex((l) => TARGET.test(l)) + 1;

// ---------- page-side clocks
/** Installed in every page before its scripts: keydown times and a watcher of one editor line's squiggles. */
function pageClocks() {
  window.__bench = { keys: [], firstSquiggle: null, watch: null };
  document.addEventListener('keydown', () => window.__bench.keys.push(performance.now()), true);
  const check = () => {
    const b = window.__bench;
    if (b.firstSquiggle === null && document.querySelector('.monaco-editor .squiggly-error, .monaco-editor .squiggly-warning, .monaco-editor .squiggly-info')) {
      b.firstSquiggle = performance.now();
    }
    const w = b.watch;
    if (!w || w.at !== null) return;
    const line = [...document.querySelectorAll('.editor-group-container.active .monaco-editor .view-lines .view-line')]
      .find((l) => Math.abs(l.getBoundingClientRect().y - w.lineTop) < 2);
    if (!line) return;
    // the squiggles drawn on the line (any severity), and whether the line shows the text of the awaited version
    const marks = [...document.querySelectorAll('.editor-group-container.active .monaco-editor .cdr[class*="squiggly-"]')]
      .map((q) => q.getBoundingClientRect()).filter((r) => r.y + r.height > w.lineTop && r.y < w.lineTop + w.lineHeight);
    const spans = line.querySelectorAll('span span');
    const textRight = spans.length ? spans[spans.length - 1].getBoundingClientRect().right : 0;
    const shown = line.textContent.replace(/\u00a0/g, ' ').trimEnd().length === w.length;
    // `present`: a squiggle reaches the last character typed (it can only be the new version's diagnostics:
    // decorations do not grow when typing at their edge); `absent`: no squiggle on the line
    const ok = shown && (w.want === 'absent' ? marks.length === 0 : marks.some((r) => r.right >= textRight - 2));
    if (ok && b.keys.length >= w.minKeys) w.at = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class'] });
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? { n: s.length, min: Math.round(s[0]), median: Math.round(s[Math.floor((s.length - 1) / 2)]), max: Math.round(s[s.length - 1]) } : null;
};

// ---------- the server's memory, sampled from /proc while the bench runs
let rssPeakKb = 0;
let serverPid = null;
function sampleServer() {
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (!/cardscript[^\0]*[/\\]dist[/\\]server\.js/.test(cmd)) continue;
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${d}/status`, 'utf8'));
      if (m) { rssPeakKb = Math.max(rssPeakKb, Number(m[1])); serverPid = Number(d); }
    } catch { /* gone */ }
  }
}
setInterval(sampleServer, 200).unref();

async function openWorkbench(browser) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } }); // fresh storage: nothing restored
  const page = await context.newPage();
  page.setDefaultTimeout(STEP);
  await page.addInitScript(pageClocks);
  await page.goto(CS_URL, { waitUntil: 'domcontentloaded' });
  await page.locator('.monaco-workbench').waitFor({ timeout: STEP * 2 });
  await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor();
  return { context, page };
}

async function main() {
  need(file && targetLine > 0, `no bench-N.cards with a plain "Flying" line in ${WS_DIR}`);
  const browser = run.browser = await launchChromium({ executablePath: CHROMIUM, timeout: STEP, outDir: OUT_DIR });
  const figures = {};

  // 1. cold open: a new window (fresh storage), the file opened with Quick Open; Enter → first squiggle drawn
  let last = null;
  await step('cold_open_first_diagnostics', async () => {
    const samples = [];
    for (let i = 0; i < COLD; i++) {
      if (last) await last.context.close().catch(() => {});
      last = await openWorkbench(browser);
      run.page = last.page;
      const { openFile } = editorMoves(last.page, { stepMs: STEP, log });
      const keysBefore = await last.page.evaluate(() => window.__bench.keys.length);
      await openFile(file);
      await last.page.waitForFunction(() => window.__bench.firstSquiggle !== null, null, { timeout: STEP * 2, polling: 50 });
      const { keys, firstSquiggle } = await last.page.evaluate(() => window.__bench);
      const enter = keys.slice(keysBefore).at(-1); // the Enter that opened the file
      samples.push(firstSquiggle - enter);
      log(`cold open ${i + 1}: ${Math.round(firstSquiggle - enter)} ms`);
    }
    figures.cold_open_ms = stats(samples);
    return { pass: samples.length === COLD, ...figures.cold_open_ms };
  }, STEP * 4 * COLD);
  need(last, 'no workbench');
  const page = last.page;
  const { openFile, gotoLine, textBox } = editorMoves(page, { stepMs: STEP, log });
  await openFile(file);
  await gotoLine(targetLine, 1);
  await page.keyboard.press('End');
  const box = await textBox(TARGET, 'Flying');
  need(box, `line ${targetLine} is not rendered`);
  // let the first full analysis settle before timing keystrokes: the Problems count unchanged for 3 s
  let seen = null; let since = Date.now();
  for (const until = Date.now() + STEP * 2; Date.now() < until && Date.now() - since < 3000; await sleep(250)) {
    const now = await page.locator('#status\\.problems').getAttribute('aria-label').catch(() => null);
    if (now !== seen) { seen = now; since = Date.now(); }
  }
  log(`settled before typing: ${seen}`);

  /**
   * Arms the line watcher for `want` after `keys` more keydowns, runs `act` (which presses them), and returns the
   * ms from the last keydown to the first frame mutation where the line shows that state.
   */
  async function timed(want, keys, act, length) {
    const keysBefore = await page.evaluate(({ want, lineTop, lineHeight, length, keys }) => {
      const b = window.__bench;
      b.watch = { want, lineTop, lineHeight, length, at: null, minKeys: b.keys.length + keys };
      return b.keys.length;
    }, { want, lineTop: box.lineTop, lineHeight: box.lineHeight, length, keys });
    await act();
    await page.waitForFunction(() => window.__bench.watch.at !== null, null, { timeout: STEP, polling: 50 });
    const b = await page.evaluate(() => ({ keys: window.__bench.keys, at: window.__bench.watch.at }));
    need(b.keys.length > keysBefore, 'no keydown was seen');
    return b.at - b.keys.at(-1);
  }

  // 2. keystroke → squiggle: `x` after "Flying" (a warning appears), Backspace (it goes), one second apart
  const base = box.lineText.trimEnd().length;
  await step('keystroke_to_squiggle', async () => {
    const samples = [];
    for (let i = 0; i < KEYS; i++) {
      const typed = i % 2 === 0;
      samples.push(await timed(typed ? 'present' : 'absent', 1, () => page.keyboard.press(typed ? 'x' : 'Backspace'), base + (typed ? 1 : 0)));
      await sleep(1000);
    }
    if (KEYS % 2 === 1) { await page.keyboard.press('Backspace'); await sleep(1500); }
    figures.keystroke_ms = stats(samples);
    return { pass: samples.length === KEYS, ...figures.keystroke_ms, samples: samples.map(Math.round) };
  }, STEP * (KEYS + 2));

  // 3. a burst of 20 characters at a person's pace; settled = the last version's squiggle reaches the last character
  await step('burst_settled', async () => {
    const samples = [];
    for (let i = 0; i < BURSTS; i++) {
      samples.push(await timed('present', BURST_CHARS, () => page.keyboard.type('x'.repeat(BURST_CHARS), { delay: BURST_GAP_MS }), base + BURST_CHARS));
      for (let k = 0; k < BURST_CHARS; k++) await page.keyboard.press('Backspace');
      await sleep(3000);
    }
    figures.burst_settled_ms = stats(samples);
    return { pass: samples.length === BURSTS, ...figures.burst_settled_ms, samples: samples.map(Math.round) };
  }, STEP * (BURSTS + 2));

  sampleServer();
  figures.server_rss_peak_mb = rssPeakKb ? Math.round(rssPeakKb / 1024) : null;
  const rows = [
    ['keystroke → squiggle (ms)', figures.keystroke_ms, 'median ≤ 100'],
    ['burst of 20 keys → diagnostics settled (ms)', figures.burst_settled_ms, '≤ 300'],
    ['cold open → first diagnostics (ms)', figures.cold_open_ms, '≤ 1000'],
  ];
  console.log(`\nReal editor, ${cards} cards in one file (${file}), code-server + headless chromium, page-side clocks:`);
  for (const [what, s, target] of rows) {
    console.log(`  ${what.padEnd(46)} ${s ? `min ${s.min} / median ${s.median} / max ${s.max}  (n=${s.n})` : 'not measured'}   target ${target}`);
  }
  console.log(`  ${'server peak RSS (MB)'.padEnd(46)} ${figures.server_rss_peak_mb ?? 'not found'}${serverPid ? `  (pid ${serverPid})` : ''}\n`);
  run.writeResult({ cards, file, figures });
  const failed = run.steps.filter((s) => !s.pass).map((s) => s.name);
  await run.finish(failed.length === 0 ? 0 : 1, failed.length ? `not measured: ${failed.join(', ')}` : 'all figures measured');
}

main().catch(async (e) => {
  log('ERROR', e.stack || e.message);
  await run.finish(1, `error: ${String(e.message).split('\n')[0]}`);
});
