// Drives a running code-server (real VS Code 1.100.3 web UI) with playwright-core + Debian chromium and
// checks the installed CardScript .vsix end to end; every assertion is one step in result.json.
// Env: CS_URL (http://127.0.0.1:PORT/?folder=/abs/ws), WS_DIR (the same folder, to find the example
//      files), OUT_DIR, CHROMIUM (default /usr/bin/chromium), STEP_TIMEOUT_MS (default 30000),
//      TOTAL_TIMEOUT_MS (default 240000), EXT_DIR (the installed extension's folder) and REPO_URL
//      (package.json's repository): the README's images, which vsce points into the repository, are
//      served from the installed package (this machine is offline), so the extension page shows what it ships.
import fs from 'node:fs';
import path from 'node:path';
import { createRun, editorMoves, launchChromium, need, norm, sleep } from './workbench.mjs';

const { CS_URL, WS_DIR, OUT_DIR, EXT_DIR, REPO_URL } = process.env;
if (!CS_URL || !WS_DIR || !OUT_DIR) { console.error('CS_URL, WS_DIR and OUT_DIR are required'); process.exit(2); }
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const STEP = Number(process.env.STEP_TIMEOUT_MS || 30000);
const TOTAL = Number(process.env.TOTAL_TIMEOUT_MS || 240000);
const run = createRun({ outDir: OUT_DIR, totalMs: TOTAL, stepMs: STEP });
const { log, mark, step } = run;

// ---------- the example files this run works on (found by content, so examples can be reorganized)
function listCardFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listCardFiles(p));
    else if (/\.cards?$/.test(e.name)) out.push(p);
  }
  return out.sort();
}
const files = listCardFiles(WS_DIR).map((p) => ({ path: p, rel: path.relative(WS_DIR, p), text: fs.readFileSync(p, 'utf8') }));
const lineOf = (text, re) => {
  const lines = text.split(/\r?\n/);
  const i = lines.findIndex((l) => re.test(l));
  return i < 0 ? null : { line: i + 1, text: lines[i] };
};
const FROG_STEP = /you cast "Frogify" targeting "Veiled Tidecaller"/;
const MORPH_LINE = /^\s+Morph\s*\{/;
const BAD_ORDER = /^\s*cost\s+(\{[^}]*\})*\{[WUBRGC]\}(\{[^}]*\})*\{\d+\}/;
const frog = files.find((f) => FROG_STEP.test(f.text)) ?? null;
// the Morph hover/completion and the highlighting check use the file that defines Veiled Tidecaller
const tidecaller = files.find((f) => /^\s*card\s+"Veiled Tidecaller"/m.test(f.text)) ?? null;
const morphFile = [frog, tidecaller, ...files].find((f) => f && f.text.split(/\r?\n/).some((l) => MORPH_LINE.test(l))) ?? null;
const order = files.find((f) => f.text.split(/\r?\n/).some((l) => BAD_ORDER.test(l))) ?? null;
const scenarioName = (() => {
  if (!frog) return null;
  const lines = frog.text.split(/\r?\n/);
  const at = lines.findIndex((l) => FROG_STEP.test(l));
  for (let i = at; i >= 0; i--) { const m = /^\s*scenario\s+"((?:[^"\\]|\\.)*)"/.exec(lines[i]); if (m) return { name: m[1], line: i + 1 }; }
  return null;
})();
const fixtures = {
  files: files.map((f) => f.rel),
  frogify_file: frog?.rel ?? null,
  morph_file: morphFile?.rel ?? null,
  mana_order_file: order?.rel ?? null,
  scenario: scenarioName,
};
log('fixtures', JSON.stringify(fixtures));
run.extra.fixtures = fixtures;

let browser;
let page;
const servedImages = [];
let activeEditor, openFile, gotoLine, textBox;

async function hoverAt(box, hoverText) {
  const hover = page.locator('.monaco-hover:visible').filter({ hasText: hoverText }).first();
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.mouse.move(box.x + box.w / 2 - 25, box.y + box.h / 2 + 45);
    await page.mouse.move(box.x + box.w / 2, box.y + box.h / 2, { steps: 6 });
    try { await hover.waitFor({ state: 'visible', timeout: STEP / 3 }); return hover; } catch (e) { if (attempt === 3) throw e; }
  }
  return hover;
}
async function closeHover() {
  await page.mouse.move(24, 600); // the empty part of the activity bar: no tooltip there
  await page.keyboard.press('Escape');
  await sleep(200);
}
// widgets fade in: let them settle so the screenshot shows them fully
const shot = async (name) => { await sleep(500); await page.screenshot({ path: path.join(OUT_DIR, name) }); };

// ---------- the run
async function main() {
  browser = run.browser = await launchChromium({ executablePath: CHROMIUM, timeout: STEP, outDir: OUT_DIR });
  mark('browser_launched');
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // The packaged README's images point into the repository (vsce rewrote them, `…/raw/HEAD/<path>`): answer those
  // requests with the same file from the installed extension, and count them; anything else there is a 404.
  const rawBase = REPO_URL ? `${REPO_URL.replace(/\.git$/, '').replace(/^git\+/, '')}/raw/HEAD/` : null;
  if (rawBase && EXT_DIR) {
    await context.route((url) => url.href.startsWith(rawBase), async (route) => {
      const rel = decodeURIComponent(new URL(route.request().url()).pathname.slice(new URL(rawBase).pathname.length));
      const file = path.join(EXT_DIR, rel);
      const inside = path.resolve(file).startsWith(path.resolve(EXT_DIR) + path.sep);
      servedImages.push({ rel, found: inside && fs.existsSync(file) });
      if (inside && fs.existsSync(file)) await route.fulfill({ path: file, contentType: /\.png$/i.test(file) ? 'image/png' : undefined });
      else await route.fulfill({ status: 404, body: 'not in the package' });
    });
  }
  page = run.page = await context.newPage();
  ({ activeEditor, openFile, gotoLine, textBox } = editorMoves(page, { stepMs: STEP, log }));
  page.setDefaultTimeout(STEP);
  const consoleErrors = [];
  page.on('console', (m) => { if (m.type() === 'error' && consoleErrors.length < 50) consoleErrors.push(m.text().slice(0, 300)); });

  const opened = await step('open_workbench_and_file', async () => {
    need(frog, 'no example file contains the step `you cast "Frogify" targeting "Veiled Tidecaller"`');
    await page.goto(CS_URL, { waitUntil: 'domcontentloaded' });
    await page.locator('.monaco-workbench').waitFor({ timeout: STEP * 2 });
    mark('workbench_visible');
    await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor();
    await openFile(frog.rel);
    mark('editor_open');
    return { pass: true, file: frog.rel };
  });
  if (!opened) return run.finish(1, 'could not open the example file; later steps skipped');

  await step('language_mode', async () => {
    const mode = page.locator('#status\\.editor\\.mode');
    await page.waitForFunction(() => document.getElementById('status.editor.mode')?.textContent?.trim() === 'CardScript', null, { timeout: STEP })
      .catch(() => {});
    const text = (await mode.textContent())?.trim() ?? null;
    return { pass: text === 'CardScript', language_mode: text };
  });

  await step('syntax_highlighting', async () => {
    // a card line with a mana cost: the `cost` keyword and the mana symbols must be colored differently
    const file = [morphFile, frog, ...files].find((f) => f && /^\s*cost\s+\{/m.test(f.text));
    need(file, 'no example file has a `cost {…}` line');
    if (file !== frog) await openFile(file.rel);
    const cl = lineOf(file.text, /^\s*cost\s+\{/);
    await gotoLine(cl.line);
    let spans = null;
    for (let i = 0; i < 20 && !spans; i++) {
      spans = await activeEditor().evaluate((ed) => {
        for (const line of ed.querySelectorAll('.view-lines .view-line')) {
          const text = line.textContent.replace(/\u00a0/g, ' ');
          if (!/^\s*cost\s+\{/.test(text)) continue;
          return [...line.querySelectorAll('span[class*="mtk"]')].map((s) => ({
            text: s.textContent.replace(/\u00a0/g, ' '), cls: s.className, color: getComputedStyle(s).color,
          }));
        }
        return null;
      });
      if (!spans) await sleep(250);
    }
    need(spans, `line ${cl.line} of ${file.rel} is not rendered`);
    const leaf = spans.filter((s) => s.text.trim().length > 0);
    const kw = leaf.find((s) => /\bcost\b/.test(s.text));
    const mana = leaf.find((s) => /\{[^}]*\}/.test(s.text) && !/\bcost\b/.test(s.text));
    const colors = [...new Set(leaf.map((s) => s.color))];
    return { pass: Boolean(kw && mana && kw.color !== mana.color), file: file.rel, line: cl.line, spans: leaf,
      distinct_colors: colors.length, keyword_color: kw?.color ?? null, mana_color: mana?.color ?? null };
  });

  await step('status_bar_counts', async () => {
    // the workspace's cards, counted once the server has read it ("0 cards" would mean it reported too early)
    const item = page.locator('.statusbar-item').filter({ hasText: /\b[1-9]\d* cards?/ }).first();
    await item.waitFor({ timeout: STEP });
    const text = norm(await item.innerText()).replace(/\s+/g, ' ').trim();
    return { pass: /\b[1-9]\d* cards?/.test(text), text, aria: await item.getAttribute('aria-label') };
  });

  const frogLine = lineOf(frog.text, FROG_STEP);
  /** The warning squiggle on the rendered line matching lineRe (squiggles are decorations in .view-overlays). */
  async function squiggleOn(lineRe, needle) {
    const deadline = Date.now() + STEP;
    for (;;) {
      const box = await textBox(lineRe, needle);
      const squiggles = box ? await activeEditor().evaluate((ed, lb) => [...ed.querySelectorAll('.squiggly-warning, .squiggly-error, .squiggly-info')]
        .map((s) => { const b = s.getBoundingClientRect(); return { cls: s.className, x: b.x, y: b.y, w: b.width, h: b.height }; })
        .filter((b) => b.y + b.h > lb.lineTop && b.y < lb.lineTop + lb.lineHeight), box) : [];
      const warn = squiggles.find((q) => q.cls.includes('squiggly-warning'));
      if (warn || Date.now() > deadline) return { box, warn, squiggles };
      await sleep(250);
    }
  }

  await step('diagnostic_squiggle_morph_lost', async () => {
    // open the Problems panel first, so the editor keeps its size while we point at the squiggle
    if (!(await page.locator('.markers-panel').isVisible().catch(() => false))) await page.locator('#status\\.problems').click();
    await page.locator('.markers-panel').waitFor({ timeout: 10000 }).catch(() => {});
    // The panel lists the whole workspace (pull diagnostics cover closed files too), folder by folder: filter it to
    // the scenario's file, as a user would, so its row is in view.
    const filter = page.locator('.part.panel .viewpane-filter input, .part.panel input[placeholder^="Filter"]').first();
    await filter.fill(`**/${frog.rel}`).catch((e) => log(`Problems filter not set: ${String(e.message).split('\n')[0]}`));
    await sleep(500);
    // back to the editor by a click: Escape in the filter box would clear it again
    await activeEditor().locator('.view-lines').click({ position: { x: 5, y: 5 } }).catch(() => {});
    await openFile(frog.rel);
    await gotoLine(frogLine.line);
    const { box, warn, squiggles } = await squiggleOn(FROG_STEP, 'Frogify');
    need(box, 'the Frogify step is not rendered');
    need(warn, `no warning squiggle on line ${frogLine.line} (squiggles on it: ${JSON.stringify(squiggles)})`);
    // hover the squiggle: the diagnostic hover shows the message and the code
    const hover = await hoverAt({ x: warn.x, y: box.y, w: Math.min(warn.w, 200), h: box.h }, 'loses morph');
    const hoverText = norm(await hover.innerText()).replace(/\s+/g, ' ').trim();
    mark('diagnostic_visible');
    const pass = /loses morph when abilities are removed/.test(hoverText) && /morph-lost-with-abilities/.test(hoverText);
    if (pass) await shot('e2e-diagnostic.png'); // squiggle + its hover + the Problems panel
    return { pass, line: frogLine.line, squiggles, hover_text: hoverText.slice(0, 400) };
  });
  await closeHover();

  await step('problems_panel_row', async () => {
    const panelOpen = await page.locator('.markers-panel').isVisible().catch(() => false);
    if (!panelOpen) await page.locator('#status\\.problems').click();
    const row = page.locator('.markers-panel .monaco-list-row').filter({ hasText: 'loses morph when abilities are removed' }).first();
    await row.waitFor({ timeout: STEP });
    const text = norm(await row.innerText()).replace(/\s+/g, ' ').trim();
    const aria = await row.getAttribute('aria-label');
    return { pass: /morph-lost-with-abilities/.test(text + ' ' + aria) && /^Warning/.test(aria ?? ''), row_text: text, row_aria: aria,
      statusbar_problems: await page.locator('#status\\.problems').getAttribute('aria-label') };
  });
  await step('diagnostic_docs_link_opens', async () => {
    // The code in the Problems row is the diagnostic's documentation link: it opens the shipped docs/diagnostics.md
    // at the code's heading.
    const row = page.locator('.markers-panel .monaco-list-row').filter({ hasText: 'loses morph when abilities are removed' }).first();
    await row.waitFor({ timeout: STEP });
    const link = row.locator('a, .monaco-link').filter({ hasText: 'morph-lost-with-abilities' }).first();
    await link.waitFor({ timeout: STEP });
    await link.click();
    const tab = page.locator('.tab.active[aria-label*="diagnostics.md"], .tab.active[title*="diagnostics.md"]').first();
    await tab.waitFor({ timeout: STEP });
    let heading = null;
    const deadline = Date.now() + STEP;
    while (Date.now() < deadline && !heading) {
      heading = await activeEditor().evaluate((ed) => [...ed.querySelectorAll('.view-lines .view-line')]
        .map((l) => l.textContent.replace(/\u00a0/g, ' ')).find((t) => t.trim() === '## morph-lost-with-abilities') ?? null).catch(() => null);
      if (!heading) await sleep(250);
    }
    const title = await tab.getAttribute('title');
    return { pass: Boolean(heading), tab: title, heading };
  });
  await page.keyboard.press('Escape');

  // close the panel again so the editor has room (Ctrl+J toggles it)
  await page.keyboard.press('Escape');
  if (await page.locator('.markers-panel').isVisible().catch(() => false)) await page.keyboard.press('Control+J');

  await step('hover_morph_docs', async () => {
    need(morphFile, 'no example file has a `Morph {…}` rules line');
    await openFile(morphFile.rel);
    const ml = lineOf(morphFile.text, MORPH_LINE);
    await gotoLine(ml.line);
    const box = await textBox(MORPH_LINE, 'Morph');
    need(box, 'the Morph line is not rendered');
    const hover = await hoverAt(box, '702.37');
    const text = norm(await hover.innerText()).replace(/\s+/g, ' ').trim();
    mark('hover_visible');
    const pass = /CR 702\.37/.test(text);
    if (pass) await shot('e2e-hover.png');
    return { pass, line: ml.line, hover_text: text.slice(0, 600) };
  });
  await closeHover();

  await step('code_lens_run_scenario', async (rec) => {
    need(scenarioName, 'no scenario line above the Frogify step');
    await openFile(frog.rel);
    await gotoLine(scenarioName.line);
    let scen = await textBox(/^\s*scenario\s+"/, scenarioName.name);
    need(scen, 'the scenario line is not rendered');
    let lenses = [];
    const deadline = Date.now() + STEP;
    while (Date.now() < deadline) {
      lenses = await activeEditor().evaluate((ed) => [...ed.querySelectorAll('.codelens-decoration a')].map((a) => {
        const b = a.getBoundingClientRect(); return { text: a.textContent.replace(/\u00a0/g, ' ').trim(), x: b.x, y: b.y, w: b.width, h: b.height };
      }));
      // A lens that appears pushes the scenario line down: measure the line again with the lenses.
      scen = (await textBox(/^\s*scenario\s+"/, scenarioName.name)) ?? scen;
      if (lenses.some((l) => /Run scenario/.test(l.text) && l.y < scen.lineTop)) break;
      await sleep(250);
    }
    const above = lenses.filter((l) => /Run scenario/.test(l.text) && l.y < scen.lineTop).sort((a, b) => b.y - a.y)[0];
    need(above, `no "Run scenario" code lens above line ${scenarioName.line} (lenses: ${JSON.stringify(lenses.map((l) => l.text))})`);
    rec.lens = above;
    await page.mouse.click(above.x + above.w / 2, above.y + above.h / 2);
    // the client shows the result as a notification and in the "CardScript" output channel
    const toast = page.locator('.notifications-toasts .notification-toast').filter({ hasText: scenarioName.name }).first();
    await toast.waitFor({ state: 'visible', timeout: STEP });
    const text = norm(await toast.innerText()).replace(/\s+/g, ' ').trim();
    mark('scenario_result');
    const pass = /"\s*:?\s*passed\b/.test(text) && !/\bfailed\b/.test(text);
    await page.mouse.move(700, 450);
    await shot(pass ? 'e2e-codelens.png' : 'failure-code_lens_run_scenario-result.png');
    return { pass, lenses: lenses.map((l) => l.text), notification: text };
  });
  await page.keyboard.press('Escape');

  await step('completion_morph', async () => {
    need(morphFile, 'no example file has a `Morph {…}` rules line');
    await openFile(morphFile.rel);
    const ml = lineOf(morphFile.text, MORPH_LINE);
    await gotoLine(ml.line);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter'); // the new line keeps the rules-text indentation
    await page.keyboard.type('Mo');
    await sleep(200);
    await page.keyboard.press('Control+Space');
    const suggest = page.locator('.editor-widget.suggest-widget.visible');
    let labels = [];
    const deadline = Date.now() + STEP;
    while (Date.now() < deadline) {
      labels = await suggest.locator('.monaco-list-row .label-name').evaluateAll((els) => els.map((e) => e.textContent.trim())).catch(() => []);
      if (labels.includes('Morph')) break;
      await sleep(250);
    }
    mark('completion_visible');
    const pass = labels.includes('Morph');
    if (pass) await shot('e2e-completion.png');
    await page.keyboard.press('Escape');
    // undo the typed line so later checks see the file as written
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+Z');
    return { pass, labels: labels.slice(0, 20) };
  });

  await step('quick_fix_mana_symbol_order', async () => {
    need(order, 'no example file has a mana cost out of order (e.g. `cost {U}{2}`)');
    await openFile(order.rel);
    const ol = lineOf(order.text, BAD_ORDER);
    const before = ol.text.replace(/^\s*cost\s+/, '').replace(/\s*(#.*)?$/, '');
    const col = ol.text.indexOf('{') + 2; // inside the first mana symbol
    await gotoLine(ol.line, col);
    const { box, warn, squiggles } = await squiggleOn(BAD_ORDER, before);
    need(box, 'the cost line is not rendered');
    need(warn, `no warning squiggle on the cost line ${ol.line} (squiggles on it: ${JSON.stringify(squiggles)})`);
    await page.keyboard.press('Control+.');
    const item = page.locator('.action-widget .monaco-list-row, .context-view .monaco-list-row').filter({ hasText: /^Reorder\b/ }).first();
    await item.waitFor({ state: 'visible', timeout: STEP });
    const offered = await page.locator('.action-widget .monaco-list-row, .context-view .monaco-list-row').evaluateAll((els) => els.map((e) => e.textContent.trim()));
    // the action list re-renders while it opens: point and click by coordinates, not by element
    const ib = await item.boundingBox();
    need(ib, 'the quick fix entry has no box');
    await page.mouse.move(ib.x + ib.width / 2, ib.y + ib.height / 2, { steps: 3 });
    await page.mouse.click(ib.x + ib.width / 2, ib.y + ib.height / 2);
    // the line must now hold the same symbols with generic mana first (e.g. {U}{2} -> {2}{U})
    let after = null;
    const deadline2 = Date.now() + STEP;
    while (Date.now() < deadline2) {
      after = await activeEditor().evaluate((ed, lineTop) => {
        const l = [...ed.querySelectorAll('.view-lines .view-line')].find((v) => Math.abs(v.getBoundingClientRect().y - lineTop) < 2);
        return l ? l.textContent.replace(/\u00a0/g, ' ') : null;
      }, box.lineTop);
      if (after && costFixed(before, after)) break;
      await sleep(250);
    }
    const pass = Boolean(after && costFixed(before, after));
    if (pass) await shot('e2e-quickfix.png');
    return { pass, line: ol.line, before, after: after?.trim() ?? null, actions_offered: offered };
  });
  await step('card_preview_face_down', async () => {
    // The card preview on a morph card: its face beside the face-down 2/2 (webview content lives in nested frames).
    need(tidecaller, 'no example file defines "Veiled Tidecaller"');
    await openFile(tidecaller.rel);
    const cl = lineOf(tidecaller.text, /^\s*card\s+"Veiled Tidecaller"/);
    await gotoLine(cl.line, 10);
    await page.keyboard.press('F1');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await input.fill('>CardScript: Show Card Preview');
    await page.locator('.quick-input-list .monaco-list-row.focused').filter({ hasText: 'Show Card Preview' }).waitFor({ timeout: STEP });
    await page.keyboard.press('Enter');
    let found = null;
    let drawing = null;
    const deadline = Date.now() + STEP;
    while (Date.now() < deadline && !found) {
      for (const frame of page.frames()) {
        const text = await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '');
        if (/Face down \(morph\)/.test(text) && /Veiled Tidecaller/.test(text)) {
          found = text;
          // The card drawings: text is the embedded font's glyph outlines (<use> of <defs> paths), so each drawn
          // glyph has a size on screen only when its reference resolved inside the webview.
          drawing = await frame.evaluate(() => {
            const svgs = [...document.querySelectorAll('svg')];
            const uses = [...document.querySelectorAll('svg use')];
            return {
              svgs: svgs.length,
              glyphs: uses.length,
              glyphs_drawn: uses.filter((u) => u.getBoundingClientRect().width > 0).length,
              texts: document.querySelectorAll('svg text').length,
              smallest_card_px: Math.min(...svgs.map((s) => Math.round(s.getBoundingClientRect().width))),
            };
          }).catch((e) => ({ error: String(e) }));
          break;
        }
      }
      if (!found) await sleep(300);
    }
    mark('preview_visible');
    const drawn = Boolean(drawing && drawing.svgs >= 2 && drawing.glyphs > 50 && drawing.glyphs_drawn > drawing.glyphs * 0.9 && drawing.texts === 0 && drawing.smallest_card_px >= 200);
    const pass = Boolean(found && /CR 708\.5/.test(found) && drawn);
    if (found) await shot('e2e-preview.png');
    return { pass, preview_text: found?.slice(0, 300) ?? null, drawing };
  });
  // close the preview (its own editor group) so the extension page gets the whole editor area
  await page.keyboard.press('Escape');
  const previewTab = page.locator('.tab').filter({ hasText: /Preview: / }).first();
  if (await previewTab.isVisible().catch(() => false)) {
    await previewTab.hover().catch(() => {});
    await previewTab.locator('.tab-actions .action-label').first().click({ timeout: 5000 }).catch((e) => log(`preview not closed: ${String(e.message).split('\n')[0]}`));
  }
  await step('extension_page_readme_images', async () => {
    need(EXT_DIR && rawBase, 'EXT_DIR and REPO_URL are needed to serve the README images');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Shift+X'); // the Extensions view, its search box focused
    const row = page.locator('.extensions-viewlet .monaco-list-row').filter({ hasText: 'CardScript' }).first();
    if (!(await row.isVisible().catch(() => false))) {
      await sleep(500);
      await page.keyboard.type('@installed CardScript');
    }
    await row.waitFor({ timeout: STEP });
    await row.click();
    await page.mouse.move(24, 600); // off the row (its hover card would cover the page's header), onto the empty activity bar
    // The Details tab renders the packaged README in a webview (nested frames): wait for its images.
    let images = null;
    let frameUrl = null;
    let readmeFrame = null;
    const deadline = Date.now() + STEP;
    while (Date.now() < deadline) {
      for (const f of page.frames()) {
        const found = await f.evaluate(() => {
          if (!document.querySelector('h1') || !/CardScript/.test(document.querySelector('h1').textContent)) return null;
          return [...document.images].map((i) => ({ src: i.src, alt: i.alt, complete: i.complete, width: i.naturalWidth }));
        }).catch(() => null);
        if (found && found.length) { images = found; frameUrl = f.url(); readmeFrame = f; }
      }
      if (images && images.every((i) => i.complete && i.width > 0)) break;
      await sleep(500);
    }
    need(images, 'no README with images in the extension page');
    await readmeFrame.evaluate(() => document.images[0]?.scrollIntoView({ block: 'center' })).catch(() => {});
    await shot('extension-page.png'); // not an e2e-*.png: the README does not show it
    const packaged = images.every((i) => i.src.startsWith(rawBase) && servedImages.some((s) => s.found && i.src.endsWith(s.rel)));
    const rendered = images.every((i) => i.complete && i.width > 0);
    return { pass: images.length >= 5 && packaged && rendered, images, served: servedImages, frame: frameUrl?.slice(0, 120) };
  });

  mark('done');

  const failed = run.steps.filter((s) => !s.pass).map((s) => s.name);
  run.writeResult({ console_errors: consoleErrors });
  await run.finish(failed.length === 0 ? 0 : 1, failed.length ? `failed steps: ${failed.join(', ')}` : 'all steps passed');
}

/** Whether the cost on `afterLine` has the symbols of `before`, with no colored symbol before generic mana. */
function costFixed(before, afterLine) {
  const m = /^\s*cost\s+((?:\{[^}]*\})+)/.exec(afterLine);
  if (!m) return false;
  const a = m[1].match(/\{[^}]*\}/g), b = before.match(/\{[^}]*\}/g) ?? [];
  if ([...a].sort().join('') !== [...b].sort().join('') || a.join('') === b.join('')) return false;
  const firstColored = a.findIndex((s) => !/^\{(\d+|X)\}$/.test(s));
  return firstColored < 0 || a.slice(firstColored).every((s) => !/^\{\d+\}$/.test(s));
}

main().catch(async (e) => {
  log('ERROR', e.stack || e.message);
  if (page) await page.screenshot({ path: path.join(OUT_DIR, 'failure.png') }).catch(() => {});
  await run.finish(1, `error: ${String(e.message).split('\n')[0]}`);
});
