// Every message id the code names exists in the English catalog and in every shipped language: a literal id
// ('stats.key.total') anywhere under server/src — also in untyped tables tsc can't check — and, for an id the code
// composes (`stats.rarity.${r}`), at least the family it composes into. The documented fallback rule for composed
// ids (ARCHITECTURE.md, "every message ships in every language"): `render` never throws and shows an unknown id as the id itself, and a caller that
// composes an id from data (a rarity, a card type) shows the data's own word when the catalog has no such id; the
// families composed from fixed lists are checked value by value here.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACE_DOWN_FAMILIES } from '../../server/src/formats/card-facts';
import { RARITIES, statKey } from '../../server/src/formats/stats';
import { CATALOGS, EN, render, TRANSLATED_LOCALES, type MessageId } from '../../server/src/i18n';

const SRC = path.join(__dirname, '..', '..', 'server', 'src');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) { if (file !== path.join(SRC, 'i18n')) sources(file, out); }
    else if (name.endsWith('.ts')) out.push(file);
  }
  return out;
}

const ids = new Set(Object.keys(EN));
/** The first segment of every id ("cli", "stats", "topic" …): a string literal starting with one of these and a dot is an id. */
const FAMILIES = [...new Set([...ids].map((id) => id.split('.')[0]!))];
const LITERAL = new RegExp(`['"]((?:${FAMILIES.join('|')})(?:\\.[A-Za-z0-9][\\w-]*)+)['"]`, 'g');
const COMPOSED = new RegExp(`\`((?:${FAMILIES.join('|')})\\.(?:[A-Za-z0-9-]+\\.)*)\\$\\{`, 'g');

/** Every id-shaped literal and composed-id prefix in the code, with where it is. */
function scan(): { literals: [string, string][]; composed: [string, string][] } {
  const literals: [string, string][] = [];
  const composed: [string, string][] = [];
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const where = (i: number) => `${path.relative(SRC, file)}:${text.slice(0, i).split('\n').length}`;
    for (const m of text.matchAll(LITERAL)) literals.push([m[1]!, where(m.index!)]);
    for (const m of text.matchAll(COMPOSED)) composed.push([m[1]!, where(m.index!)]);
  }
  return { literals, composed };
}

describe('message ids named in the code', () => {
  const { literals, composed } = scan();

  it('finds the ids the code names (the scan itself works)', () => {
    expect(literals.length).toBeGreaterThan(300);
    expect(literals.map(([id]) => id)).toContain('stats.key.total');
    expect(composed.map(([prefix]) => prefix)).toContain('stats.rarity.');
  });

  it('every literal id is in the English catalog', () => {
    expect(literals.filter(([id]) => !ids.has(id)).map(([id, where]) => `${where}: ${id}`)).toEqual([]);
  });

  for (const locale of TRANSLATED_LOCALES) {
    it(`${locale}: every literal id is translated`, () => {
      const missing = literals.filter(([id]) => ids.has(id) && CATALOGS[locale][id] === undefined);
      expect(missing.map(([id, where]) => `${where}: ${id}`)).toEqual([]);
    });
  }

  it('every composed id falls in a family the catalog has', () => {
    expect(composed.filter(([prefix]) => ![...ids].some((id) => id.startsWith(prefix))).map(([p, where]) => `${where}: ${p}…`)).toEqual([]);
  });

  it('the families composed from fixed lists have every value', () => {
    const want = [...RARITIES.map((r) => `stats.rarity.${r}`), ...FACE_DOWN_FAMILIES.map((f) => `stats.family.${f}`)];
    expect(want.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('the fallback rule: an unknown id renders as the id; a composed key the catalog lacks shows its own word', () => {
    expect(render({ id: 'stats.rarity.timeshifted' as MessageId }, 'de')).toBe('stats.rarity.timeshifted');
    expect(statKey('timeshifted', 'de')).toBe('timeshifted');
    expect(statKey('mythic', 'de')).toBe('sagenhaft selten');
    expect(statKey('mythic', 'en')).toBe('mythic');
  });
});
