// No English word of the engine reaches what a translated run says (issue 28): `cardscript simulate` and `cardscript
// check` over every scenario and card file of the repository (test/rules/, examples/) in Italian, Spanish and German.
// test/i18n/rendered-values.test.ts renders each catalog text with the engine's select keys; this one reads what the
// engine really hands the catalog as text (a zone, a method, a counter, a player, an ability's name): what is left of
// a transcript or diagnostic line after the documents' own words (card names, card text, scenario lines), quotations,
// code and CR numbers holds none of the engine's English words for the game, nor an English function word.
// Minutes of work on 2 cores: in the corpus suite.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGlossary, TRANSLATED_LOCALES } from '../../server/src/i18n';
import { REMINDER } from '../../server/src/ide/completion';
import { runCli } from '../support/run-cli';
import { DUNGEONS } from '../../server/src/rules/state/dungeons';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['test/rules', 'examples'];

function cardsFiles(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) cardsFiles(p, out);
    else if (p.endsWith('.cards')) out.push(p);
  }
  return out;
}

/** The documents' own words, longest first: lines as written and names (a name or card text stays English). */
const DOC_TEXT = FOLDERS.flatMap((d) => cardsFiles(path.join(ROOT, d))).map((f) => readFileSync(f, 'utf8')).join('\n');
const DOC_LINES = DOC_TEXT.split('\n').map((l) => l.trim()).filter((l) => l.length >= 4);
const OWN = [...new Set([
  ...DOC_LINES,
  // Their clauses (a cost after "Morph—", a sentence of card text, a scenario line's words after its keyword).
  ...DOC_LINES.flatMap((l) => l.split(/[—.:;()]|\b(?:expect|you|opponent) |\b\d+\b/)).map((c) => c.trim()).filter((c) => c.length >= 8),
  ...[...DOC_TEXT.matchAll(/"([^"\n]+)"/g)].map((m) => m[1]!),
  // The official English reminder texts (card text the checks offer as it is printed).
  ...Object.values(REMINDER),
  // The dungeon cards' names and their rooms' names (CR 309.4b): printed names, English like card names.
  ...DUNGEONS.flatMap((d) => [d.name, ...d.rooms.map((r) => r.name)]),
])].sort((a, b) => b.length - a.length);

/** The engine's English words for the game, and English function words none of the three languages writes. */
const ENGLISH = new Set(('the and of is are with this that when your its can cannot by for from on which would will have has been than only ' +
  'turned spell spells ability abilities it\'s isn\'t doesn\'t can\'t won\'t while until after before into onto ' +
  'battlefield graveyard exile library stack upkeep cleanup attackers blockers opponent counters morph megamorph disguise ' +
  'manifested cloak cloaked dread flying trample deathtouch lifelink haste reach vigilance menace defender hexproof shroud ' +
  'indestructible ward tapped untapped').split(' '));

/** `line` without `words` where they stand as whole words (never inside one: "or" in "information"). */
function withoutWords(line: string, words: string): string {
  let out = '';
  let from = 0;
  for (let at = line.indexOf(words); at >= 0; at = line.indexOf(words, at + 1)) {
    const before = line[at - 1] ?? ' ';
    const after = line[at + words.length] ?? ' ';
    if (at < from || /\p{L}/u.test(before) || /\p{L}/u.test(after)) continue;
    out += `${line.slice(from, at)} | `;
    from = at + words.length;
  }
  return out + line.slice(from);
}

/** Words of a line outside the documents' own words, quotations, code spans, file names and CR numbers. */
function leftWords(line: string): string[] {
  // The file and position, and the diagnostic's code (codes stay English: "face-down-copy-is-vanilla").
  let l = line.replace(/^\S+\.cards(?::\d+:\d+)?:?/, ' ').replace(/\[[a-z-]+\]|^\s*! [a-z-]+:/g, ' ');
  // Card text an ability carries on the stack ("resolved: Source: its text").
  l = l.replace(/^(\s*→ [^:]+: [^:]+?): .*$/, '$1');
  l = l.replace(/`[^`]*`/g, ' ').replace(/"[^"]*"|„[^“]*“|“[^”]*”|‚[^‘]*‘|‘[^’]*’|«[^»]*»/g, ' ')
    .replace(/(?<![\p{L}])'.+?'(?![\p{L}])/gu, ' ').replace(/@[\w-]+/g, ' ').replace(/\(CR [^)]*\)/g, ' ').replace(/\bCR [\d.a-z, ]+/g, ' ');
  for (const own of OWN) if (l.includes(own)) l = withoutWords(l, own);
  return l.toLowerCase().match(/[a-zà-ÿ']+/g) ?? [];
}

describe('the engine\'s words in translated runs', () => {
  for (const locale of TRANSLATED_LOCALES) {
    it(`${locale}: simulate and check over ${FOLDERS.join(', ')} leave no English word of the engine`, async () => {
      const own = new Set(loadGlossary(locale).terms.flatMap((t) => [t.term.toLowerCase(), ...t.forms]));
      const left = new Map<string, string>();
      let lines = 0;
      for (const folder of FOLDERS) {
        for (const command of ['simulate', 'check']) {
          const r = await runCli([command, folder, '--locale', locale], ROOT);
          for (const line of r.out.split('\n')) {
            if (!/^\s+(→|!)|\.cards:\d+:\d+: /.test(line)) continue;
            lines++;
            const words = leftWords(line);
            for (const w of words) if (ENGLISH.has(w) && !own.has(w) && !left.has(w)) left.set(w, `${line.trim().slice(0, 160)} ⟶ ${words.join(' ')}`);
          }
        }
      }
      expect(lines).toBeGreaterThan(3000);
      expect([...left].map(([w, line]) => `${w}: ${line}`)).toEqual([]);
    });
  }
});
