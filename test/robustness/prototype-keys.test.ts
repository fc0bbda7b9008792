// Words from user text that are Object.prototype keys (issue 22, F13): a layout word `constructor` was taken as known,
// `&toString;` decoded to a function's source, `r:constructor` matched nothing instead of being an error, a count of
// `constructor` cards was a function. Every table looked up by such words has no prototype (model/lookup-table.ts);
// the last test keeps string-keyed object literals out of the code, but for the listed ones with fixed keys.

import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRealCards } from '../../server/src/carddb/build-index';
import { readForge } from '../../server/src/formats/forge';
import { readMtgjsonCard } from '../../server/src/formats/mtgjson';
import { readScryfallCard } from '../../server/src/formats/scryfall';
import { QueryError, search } from '../../server/src/formats/search';
import { cardPreview } from '../../server/src/formats/card-preview';
import { decodeEntities } from '../../server/src/formats/xml';
import { render } from '../../server/src/i18n';
import { parseCount } from '../../server/src/model/abilities/numbers';
import { buildDocument } from '../../server/src/model/document';
import { stepFromWords } from '../../server/src/rules/game/turn';

const ROOT = path.join(__dirname, '..', '..');
const KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'];

describe.each(KEYS)('the word %s', (key) => {
  it('as a layout word is not understood (a warning), in Scryfall, MTGJSON and Forge data', () => {
    expect(readScryfallCard({ object: 'card', name: 'X', layout: key, type_line: 'Instant' }).warnings.map((w) => render(w, 'en'))).toContain(`X: layout '${key}' not understood`);
    expect(readMtgjsonCard([{ name: 'X', layout: key, type: 'Instant' }]).warnings.map((w) => render(w, 'en')).join('\n')).toContain(`layout '${key}' not understood`);
    expect(readForge(`Name:X\nTypes:Instant\nAlternateMode:${key}\n`).warnings.map((w) => render(w, 'en')).join('\n')).toContain(`AlternateMode '${key}' not understood`);
  });

  it('as an XML entity stays as written', () => {
    expect(decodeEntities(`a&${key};b`)).toBe(`a&${key};b`);
  });

  it('in a search query is an error, never a silent non-match', () => {
    // (`__proto__:x` is no keyword term — keywords are letters — but a name searched for.)
    for (const q of [`r:${key}`, ...(/^[a-zA-Z]+$/.test(key) ? [`${key}:x`] : []), `c:${key}`, `is:${key}`]) expect(() => search([], q), q).toThrow(QueryError);
  });

  it('is no number, no step, no rarity colour', () => {
    expect(parseCount(key)).toBeUndefined();
    expect(stepFromWords(key)).toBeNull();
    const card = buildDocument('file:///p.cards', `card "X"\n  cost {1}\n  type Instant\n  rarity ${key}\n`).cards[0]!.card;
    expect(cardPreview(card).faces[0]!.svg).not.toContain('function');
  });

  it('as the language of an MTGJSON printed name names no language (the name is not indexed)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-proto-'));
    try {
      const file = path.join(dir, 'atomic.json');
      const face = { name: 'X', type: 'Instant', layout: 'normal', foreignData: [{ language: key, name: 'Hostile' }, { language: 'German', name: 'Gut' }] };
      writeFileSync(file, JSON.stringify({ meta: { date: '2026-01-01', version: '5' }, data: { X: [face] } }));
      expect([...readRealCards(file)].map((c) => c.printedNames)).toEqual([[{ language: 'de', name: 'Gut' }]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('no string-keyed object literal in the code (a table of words without a prototype instead)', () => {
  /** Literals with fixed keys of our own, or keys that are never words from user text. */
  const ALLOWED = new Set([
    'server/src/model/abilities/print.ts', // n: keyed by `${min},${max}` of a modal choice
    'server/src/model/abilities/phrase-templates.ts', // out: an effect built from a table row's own fields
    'server/src/model/abilities/print-target.ts', // parts: fixed keys
    'server/src/lsp/handlers/navigation.ts', // changes: document uris
    'server/src/rules/state/objects.ts', // out: 'loyalty' and 'defense'
    'server/src/rules/game/combat.ts', // blocks: object ids
    'grammar/src/syntax-errors.ts', // TOKEN_NAMES: the lexer's token names
    'server/src/i18n/format.ts', // values: a message's own parameter names
    'grammar/src/span.ts', // out: a copy of a syntax node's own keys
  ]);
  const sources = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    return statSync(f).isDirectory() ? sources(f) : f.endsWith('.ts') ? [f] : [];
  });
  it('finds none outside the listed files', () => {
    const hits = [...sources(path.join(ROOT, 'server', 'src')), ...sources(path.join(ROOT, 'grammar', 'src'))].flatMap((f) => {
      const rel = path.relative(ROOT, f).split(path.sep).join('/');
      return readFileSync(f, 'utf8').split('\n').flatMap((l, i) => (/:\s*(?:Readonly<|Partial<)*Record<string,[^=]*=\s*\{/.test(l) && !ALLOWED.has(rel) ? [`${rel}:${i + 1}`] : []));
    });
    expect(hits).toEqual([]);
  });
});
