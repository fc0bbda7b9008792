// Driving code-server's workbench from playwright-core: the run's step bookkeeping (result.json), the
// chromium launch, and the editor moves (open a file, go to a line, find text on screen). Shared by the
// e2e assertions (e2e.mjs) and the real-editor latency bench (bench/editor/latency.mjs).
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const norm = (s) => (s ?? '').replace(/\u00a0/g, ' ');

/**
 * One run: every assertion or measurement is a step in `OUT_DIR/result.json`; a failed step does not stop
 * the others. `finish` writes the result, closes the browser and exits (0 only when every step passed).
 */
export function createRun({ outDir, totalMs, stepMs, prefix = 'e2e' }) {
  fs.mkdirSync(outDir, { recursive: true });
  const t0 = Date.now();
  const steps = [];
  const timings = {};
  const run = {
    steps, timings, browser: null, page: null, extra: {}, finished: false,
    log: (...a) => console.log(`[${prefix} +${((Date.now() - t0) / 1000).toFixed(1)}s]`, ...a),
    mark: (k) => { timings[k] = Date.now() - t0; },
    writeResult(extra = {}) {
      Object.assign(run.extra, extra);
      const ok = steps.length > 0 && steps.every((s) => s.pass);
      const summary = { ok, passed: steps.filter((s) => s.pass).length, failed: steps.filter((s) => !s.pass).length,
        steps, timings_ms: timings, ...run.extra };
      fs.writeFileSync(path.join(outDir, 'result.json'), JSON.stringify(summary, null, 2));
      return ok;
    },
    async finish(code, why) {
      if (run.finished) return;
      run.finished = true;
      if (why) run.log(why);
      const ok = run.writeResult({ reason: why ?? null });
      if (run.browser) await Promise.race([run.browser.close().catch(() => {}), sleep(5000)]);
      run.log(`exit ${code === 0 && ok ? 0 : code || 1}`);
      process.exit(code === 0 && ok ? 0 : code || 1);
    },
    /** Runs one step: fn returns { pass, ...details } or throws; bounded by stepMs * 2 (or `boundMs`). */
    async step(name, fn, boundMs = stepMs * 2) {
      const s = Date.now();
      const rec = { name, pass: false };
      steps.push(rec);
      run.log(`step ${name} …`);
      try {
        const r = await Promise.race([fn(rec), sleep(boundMs).then(() => { throw new Error(`step timed out after ${boundMs} ms`); })]);
        Object.assign(rec, r ?? {});
        rec.pass = r?.pass === true;
      } catch (e) {
        rec.pass = false;
        rec.error = String(e?.message ?? e).split('\n')[0];
      }
      rec.ms = Date.now() - s;
      if (!rec.pass && run.page) {
        rec.screenshot = `failure-${name}.png`;
        await run.page.screenshot({ path: path.join(outDir, rec.screenshot) }).catch(() => {});
      }
      run.log(`step ${name}: ${rec.pass ? 'PASS' : 'FAIL'} (${rec.ms} ms)${rec.error ? ` — ${rec.error}` : ''}`);
      run.writeResult();
      return rec.pass;
    },
  };
  setTimeout(() => run.finish(3, `TOTAL_TIMEOUT_MS ${totalMs} exceeded`), totalMs).unref();
  process.on('SIGTERM', () => run.finish(4, 'SIGTERM'));
  process.on('SIGINT', () => run.finish(4, 'SIGINT'));
  return run;
}

export const need = (cond, what) => { if (!cond) throw new Error(what); };

/** Headless Debian chromium, launched detached; its pids are recorded so run.sh can stop exactly it. */
export async function launchChromium({ executablePath, timeout, outDir }) {
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    timeout,
  });
  const pids = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid) pids.push(Number(d));
    } catch { /* gone */ }
  }
  fs.writeFileSync(path.join(outDir, 'chromium.pids'), pids.join('\n') + '\n');
  return browser;
}

/** Editor moves on one page (code-server's workbench). */
export function editorMoves(page, { stepMs, log }) {
  const activeEditor = () => page.locator('.editor-group-container.active .editor-instance .monaco-editor').first();

  async function openFile(rel) {
    const base = path.basename(rel);
    const active = page.locator(`.tab.active[aria-label*="${base}"], .tab.active[title*="${base}"]`).first();
    if (await active.isVisible().catch(() => false)) return;
    for (let attempt = 1; attempt <= 2; attempt++) {
      await page.keyboard.press('Escape');
      try {
        await page.keyboard.press('Control+P');
        const input = page.locator('.quick-input-widget input');
        await input.waitFor({ state: 'visible', timeout: 10000 });
        await input.fill(rel);
        // wait until the filtered list has our file as its focused (first) row: Enter right after
        // fill() could still pick an entry of the "recently opened" list
        await page.locator(`.quick-input-widget .monaco-list-row.focused[aria-label*="${base}"]`).first().waitFor({ timeout: 15000 });
        await page.keyboard.press('Enter');
      } catch (e) {
        log(`quick open of ${rel} failed (${String(e.message).split('\n')[0]}); using the explorer`);
        await page.keyboard.press('Escape');
        await page.locator(`.explorer-folders-view .monaco-list-row[aria-label="${base}"]`).first().click({ timeout: 5000 }).catch(() => {});
      }
      try { await active.waitFor({ timeout: attempt === 1 ? 10000 : stepMs }); break; } catch (e) { if (attempt === 2) throw e; }
    }
    await activeEditor().locator('.view-lines .view-line').first().waitFor({ timeout: stepMs });
  }

  /** Go to line/column (1-based) with Ctrl+G, which also reveals the line in the middle of the editor. */
  async function gotoLine(line, col = 1) {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+1'); // focus the first editor group (no click: widgets may cover the text)
    await page.keyboard.press('Control+G');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible', timeout: 10000 });
    await input.fill(`:${line}:${col}`);
    await sleep(150);
    await page.keyboard.press('Enter');
    await input.waitFor({ state: 'hidden', timeout: 10000 }).catch(() => {});
    await sleep(300); // the reveal scroll renders the lines
  }

  /** Pixel box of `needle` inside the rendered line whose text matches `lineRe` (spans can split it). */
  async function textBox(lineRe, needle) {
    return activeEditor().evaluate((ed, { src, flags, needle }) => {
      const re = new RegExp(src, flags);
      for (const line of ed.querySelectorAll('.view-lines .view-line')) {
        const full = line.textContent.replace(/\u00a0/g, ' ');
        if (!re.test(full)) continue;
        const at = full.indexOf(needle);
        if (at < 0) continue;
        const nodes = [];
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
        let pos = 0; const range = document.createRange(); let started = false;
        for (const n of nodes) {
          const len = n.data.length;
          if (!started && at < pos + len) { range.setStart(n, at - pos); started = true; }
          if (started && at + needle.length <= pos + len) { range.setEnd(n, at + needle.length - pos); break; }
          pos += len;
        }
        const b = range.getBoundingClientRect();
        const lb = line.getBoundingClientRect();
        return { x: b.x, y: b.y, w: b.width, h: b.height, lineTop: lb.y, lineHeight: lb.height, lineText: full };
      }
      return null;
    }, { src: lineRe.source, flags: lineRe.flags, needle });
  }

  return { activeEditor, openFile, gotoLine, textBox };
}
