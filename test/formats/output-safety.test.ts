// What `export`, `render` and `import --out` write (issue 22): every card gets its own file, whatever its name (F6),
// a file-system failure is one line with exit 2 and leaves nothing behind (F7), XML and SVG hold only what XML 1.0
// allows (F10), and the pages' security policy is built from checked values (F18).

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardPreview, previewHtml } from '../../server/src/formats/card-preview';
import { readCockatrice } from '../../server/src/formats/cockatrice';
import { forgeFileName } from '../../server/src/formats/forge';
import { setOverviewHtml } from '../../server/src/formats/set-overview';
import { DEFAULT_BOOSTER, setStats } from '../../server/src/formats/stats';
import { checkedOrigin } from '../../server/src/formats/webview-page';
import { escapeXml, parseXml } from '../../server/src/formats/xml';
import { buildDocument } from '../../server/src/model/document';
import { runCli } from '../support/run-cli';

const card = (name: string) => `card "${name.replace(/["\\]/g, '\\$&')}"\n  cost {1}{R}\n  type Instant\n  text\n    Draw a card.\n`;
/** Names that made the same file name (the audit's `Fire // Ice` and `Fire Ice`), names of other scripts, and names with nothing writable. */
const NAMES = ['Fire Ice', 'Fire. Ice', 'FIRE ICE', '火の鳥', 'Феникс', 'Жар-птица', '!!!', '...', '../../escape'];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-outputs-'));
  writeFileSync(path.join(dir, 'set.cards'), NAMES.map(card).join('\n'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const listing = (d: string) => (existsSync(d) ? readdirSync(d, { recursive: true }).map(String).sort() : []);

describe('file names (F6)', () => {
  it('a Forge file name is never a path, keeps letters of every script, and is at most 100 characters', () => {
    expect(forgeFileName('Fire // Ice')).toBe('fire_ice.txt');
    expect(forgeFileName('../../escape')).toBe('escape.txt');
    expect(forgeFileName('Æther Vial')).toBe('æther_vial.txt');
    expect(forgeFileName('Jötun Grunt')).toBe('jotun_grunt.txt');
    expect(forgeFileName('火の鳥')).toBe('火の鳥.txt');
    expect(forgeFileName('a\u202Eb\u0007c\nd')).toBe('a_b_c_d.txt');
    expect(forgeFileName('x'.repeat(5000))).toBe(`${'x'.repeat(100)}.txt`);
  });

  it('forge export: one file per card, a suffix and a warning for each name already taken; exit 1', async () => {
    const out = path.join(dir, 'forge');
    const r = await runCli(['export', 'set.cards', '--format', 'forge', '--out', out, '--date', '2026-01-01'], dir);
    expect(r.code).toBe(1);
    const files = listing(out).filter((f) => !f.startsWith('editions')); // the edition file is in its own folder
    expect(listing(out)).toContain(path.join('editions', 'CUS.txt'));
    expect(files).toHaveLength(NAMES.length);
    expect(files).toEqual(['card.txt', 'card_2.txt', 'escape.txt', 'fire_ice.txt', 'fire_ice_2.txt', 'fire_ice_3.txt', 'жар_птица.txt', 'феникс.txt', '火の鳥.txt']);
    // Every card's script is there (each file names its card).
    const names = files.map((f) => /^Name:(.*)$/m.exec(readFileSync(path.join(out, f), 'utf8'))![1]).sort();
    expect(names).toEqual([...NAMES].sort());
    expect(r.err).toContain('warning: Fire. Ice: written to fire_ice_2.txt (fire_ice.txt is another card\'s)');
    expect(r.err).toContain('warning: ...: written to card_2.txt (its name has no letter or digit for a file name)');
    expect(r.err).toContain(`exported ${NAMES.length} cards`);
  });

  it('render: one set of drawings per card, a suffix and a warning for each name already taken; exit 1', async () => {
    const out = path.join(dir, 'svg');
    const r = await runCli(['render', 'set.cards', '--out', out], dir);
    expect(r.code).toBe(1);
    const faces = listing(out).filter((f) => !f.includes('-face-down'));
    expect(faces).toHaveLength(NAMES.length);
    expect(r.err).toMatch(/warning: FIRE ICE: written as fire_ice_3…/);
  });
});

describe('file-system failures (F7): one line, exit 2, nothing written', () => {
  const oneLine = (err: string) => {
    expect(err).not.toMatch(/internal error|\n\s+at /);
    return err.split('\n').filter((l) => l.startsWith('cardscript: '));
  };

  it('an output folder that does not exist is made', async () => {
    const r = await runCli(['export', 'set.cards', '--format', 'cockatrice', '--out', 'new/deeper/set.xml', '--date', '2026-01-01'], dir);
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(dir, 'new', 'deeper', 'set.xml'), 'utf8')).toContain('<cockatrice_carddatabase');
  });

  it.each([
    ['cockatrice', 'a-file/set.xml', 'cannot make the folder a-file: a file is in the way'],
    ['forge', 'a-file', 'cannot make the folder a-file: a file is in the way'],
    ['forge', 'a-file/forge', 'cannot make the folder a-file'],
    ['scryfall-json', 'a-folder', 'cannot write a-folder: it is a folder'],
  ])('export --format %s --out %s', async (format, out, message) => {
    writeFileSync(path.join(dir, 'a-file'), 'the user\'s file');
    mkdirSync(path.join(dir, 'a-folder'));
    const before = listing(dir);
    const r = await runCli(['export', 'set.cards', '--format', format, '--out', out, '--date', '2026-01-01'], dir);
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toEqual([expect.stringContaining(message)]);
    expect(r.err).toContain('nothing was written');
    expect(listing(dir)).toEqual(before);
    expect(readFileSync(path.join(dir, 'a-file'), 'utf8')).toBe('the user\'s file');
  });

  it('forge export where one file cannot be written: none of the others is left behind', async () => {
    const out = path.join(dir, 'forge');
    mkdirSync(path.join(out, 'escape.txt'), { recursive: true }); // a folder where a card's script goes
    const r = await runCli(['export', 'set.cards', '--format', 'forge', '--out', out, '--date', '2026-01-01'], dir);
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toEqual([expect.stringContaining('cannot write forge/escape.txt: it is a folder')]);
    expect(listing(out)).toEqual(['escape.txt']);
  });

  it('render into a file: one line, exit 2', async () => {
    writeFileSync(path.join(dir, 'a-file'), 'x');
    const r = await runCli(['render', 'set.cards', '--out', 'a-file'], dir);
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toHaveLength(1);
  });

  it.each([
    ['de', 'cardscript: der Ordner a-file kann nicht angelegt werden: eine Datei steht im Weg; es wurde nichts geschrieben'],
    ['it', 'cardscript: impossibile creare la cartella a-file: un file occupa già quel nome; non è stato scritto nulla'],
    ['es', 'cardscript: no se puede crear la carpeta a-file: un archivo ocupa ya ese nombre; no se escribió nada'],
  ])('the failure in the run\'s language (--locale %s)', async (locale, line) => {
    writeFileSync(path.join(dir, 'a-file'), 'x');
    const r = await runCli(['export', 'set.cards', '--format', 'cockatrice', '--out', 'a-file/set.xml', '--date', '2026-01-01', '--locale', locale], dir);
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toEqual([line]);
  });

  it('import --out into a folder that is a file: one line, exit 2', async () => {
    writeFileSync(path.join(dir, 'a-file'), 'x');
    writeFileSync(path.join(dir, 'cards.json'), JSON.stringify([{ object: 'card', name: 'Imported', type_line: 'Instant', oracle_text: 'Draw a card.', mana_cost: '{U}' }]));
    const r = await runCli(['import', 'cards.json', '--out', 'a-file/set.cards'], dir);
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toEqual([expect.stringContaining('cannot make the folder a-file')]);
  });
});

/** Characters XML 1.0 forbids (also as references): a document holding one is not well-formed. */
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|&#x?0*(?:[0-8bcefBCEF]|1[0-9a-fA-F]);/;

describe('XML and SVG hold only what XML 1.0 allows: the rest is shown as U+FFFD (F10)', () => {
  const HOSTILE = ['Bell\u0007 Ringer', 'Red\u001b[31m Alert', 'Null\u0000 Void', 'Not\uFFFE Char', 'Tab\tKept <&> "q"'];
  const clean = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/g, '\uFFFD');

  it('escapeXml shows them as U+FFFD and escapes the rest', () => {
    expect(escapeXml('a\u0000b\u0007c\u001bd\uFFFEe\uD800f\tg\n<&>"')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf\tg\n&lt;&amp;&gt;&quot;');
    expect(escapeXml('😀 keeps its pair')).toBe('😀 keeps its pair');
  });

  it('a Cockatrice export of cards named with control characters parses back, each shown as U+FFFD', async () => {
    writeFileSync(path.join(dir, 'hostile.cards'), HOSTILE.map(card).join('\n'));
    const r = await runCli(['export', 'hostile.cards', '--format', 'cockatrice', '--out', 'out.xml', '--date', '2026-01-01'], dir);
    expect(r.code).toBe(0);
    const xml = readFileSync(path.join(dir, 'out.xml'), 'utf8');
    expect(xml).not.toMatch(NOT_XML_CHAR);
    const names = readCockatrice(xml).cards.map((c) => c.name);
    expect(names).toEqual(HOSTILE.map(clean));
  });

  it('the SVG drawings of such cards hold none of them and parse', async () => {
    writeFileSync(path.join(dir, 'hostile.cards'), HOSTILE.map(card).join('\n'));
    const out = path.join(dir, 'svg');
    expect((await runCli(['render', 'hostile.cards', '--out', out], dir)).code).toBe(0);
    for (const f of readdirSync(out)) {
      const svg = readFileSync(path.join(out, f), 'utf8');
      expect(svg).not.toMatch(NOT_XML_CHAR);
      expect(parseXml(svg).name).toBe('svg');
    }
  });
});

describe('the pages\' Content-Security-Policy is built from checked values (F18)', () => {
  const hostile = { cspSource: 'https://ok.example x"><script>alert(1)</script> \'unsafe-inline\'; script-src *', nonce: "abc' 'unsafe-inline" };
  const metaOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)![1]!;

  it.each([
    ['set overview', () => setOverviewHtml('Set', [], setStats([]), DEFAULT_BOOSTER, hostile)],
    ['card preview', () => previewHtml(cardPreview(buildDocument('file:///p.cards', card('Bolt')).cards[0]!.card), hostile)],
  ])('%s: no value ends the attribute or adds a directive', (_label, page) => {
    const html = page();
    const csp = metaOf(html);
    expect(csp).not.toMatch(/unsafe-inline|alert|["<>]/);
    expect(csp).toContain('img-src https://ok.example data:');
    expect(csp.split(';').map((d) => d.trim().split(' ')[0]).filter(Boolean).every((d) => ['default-src', 'img-src', 'style-src', 'script-src'].includes(d!))).toBe(true);
    expect(html).not.toContain('<script>alert');
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(html).toContain(`<style nonce="${nonce}">`);
  });

  it('checkedOrigin keeps good values as they are', () => {
    expect(checkedOrigin({ cspSource: 'https://*.vscode-cdn.net', nonce: 'n0nce+/=' })).toEqual({ cspSource: 'https://*.vscode-cdn.net', nonce: 'n0nce+/=' });
    expect(checkedOrigin({ cspSource: "'self'", nonce: 'cardscript-render' }).cspSource).toBe("'self'");
  });

  it('several sources, whatever the blanks between them, are kept one space apart; a bad one among them is left out', () => {
    expect(checkedOrigin({ cspSource: 'https://a.example \t\n https://b.example  x"y  vscode-resource:', nonce: 'n' }).cspSource)
      .toBe('https://a.example https://b.example vscode-resource:');
  });

  it('no values at all: no source, and a fresh base64 nonce each time (16 random bytes)', () => {
    const a = checkedOrigin({} as never);
    const b = checkedOrigin({} as never);
    expect(a.cspSource).toBe('');
    expect(a.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b.nonce).not.toBe(a.nonce);
  });
});
