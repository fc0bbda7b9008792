// Bench inputs beyond generate.ts: per-repetition renames (so memos keyed on text start cold), cards with
// distinct rules identities, the same cards as JSON records (the floor), and the real-card corpus.

import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { writeCard, type CardRecord } from '../server/src/cli/import-cards';
import { generateCards } from './generate';

/** Renames every generated card ("Name 3" → "Name 3r<tag>"): same rules content, text the memos have not seen. */
export function renamed(text: string, tag: string): string {
  return text.replace(/"([^"\n]+ \d+)"/g, `"$1r${tag}"`);
}

/**
 * `n` generated cards whose rules identities are all different: every card's power/toughness (or, for cards
 * without one, an added `pt`-free mana cost twist) is unique, so caches keyed on rules identity never hit.
 */
export function distinctCards(n: number, tag = ''): string {
  let k = 0;
  const blocks = renamed(generateCards(n), tag).split(/\n\n(?=card ")/);
  return blocks
    .map((b, i) => {
      if (i === 0 && !b.startsWith('card ')) return b;
      k++;
      if (/\n {2}pt \S+/.test(b)) return b.replace(/\n {2}pt \S+/, `\n  pt ${k}/${k + 1}`);
      return b.replace(/\n {2}cost ([^\n]*)/, (_m, cost: string) => `\n  cost {${k}}${cost.replace(/^\{\d+\}/, '')}`);
    })
    .join('\n\n');
}

/** The cards of a CardScript text as JSON-able records (name, fields, rules lines) — the same content. */
export function asRecords(text: string): object[] {
  const out: { name: string; fields: Record<string, string>; text: string[] }[] = [];
  let card: (typeof out)[number] | undefined;
  let inText = false;
  for (const line of text.split('\n')) {
    const head = /^card "(.*)"$/.exec(line);
    if (head) { card = { name: head[1]!, fields: {}, text: [] }; out.push(card); inText = false; continue; }
    if (!card || !line.trim()) continue;
    const field = /^ {2}(\w+)(?: (.*))?$/.exec(line);
    if (field && field[1] === 'text') { inText = true; continue; }
    if (field) { card.fields[field[1]!] = field[2] ?? ''; inText = false; continue; }
    if (inText) card.text.push(line.trim());
  }
  return out;
}

export const CORPUS_FILE = path.resolve(process.cwd(), '..', 'shared', 'data', 'facedown-cards.json');

/** The real cards of the corpus written in CardScript, or undefined when the corpus is not there. */
export function corpusText(): { text: string; count: number; json: string } | undefined {
  const file = process.env['CARDSCRIPT_CORPUS'] ? path.join(process.env['CARDSCRIPT_CORPUS'], 'facedown-cards.json') : CORPUS_FILE;
  if (!existsSync(file)) return undefined;
  const json = readFileSync(file, 'utf8');
  const cards = (JSON.parse(json) as { cards: CardRecord[] }).cards;
  return { text: 'set "Corpus" code COR\n\n' + cards.map(writeCard).join('\n'), count: cards.length, json };
}
