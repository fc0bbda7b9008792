// The shipped catalogs: every id of the English catalog translated (the list of missing ids per language is empty),
// every message renders in every language, codes, CR numbers and symbols kept as they are, and no English left in a
// translated text outside quotations (quoted Oracle wording, card text and code stay as written).

import { describe, expect, it } from 'vitest';
import { CATALOGS, EN, missingIds, render, TRANSLATED_LOCALES, type Message, type MessageId } from '../../server/src/i18n';

const ids = Object.keys(EN) as MessageId[];

/** Messages whose translation is rightly the English text ("Scenario" is Italian too). */
/** Messages of values and symbols only ("2/2", "{2}{U} (morph)"), or whose words are all in a `select` (zones). */
const SYMBOLS_ONLY: readonly MessageId[] = ['expect.is.pt', 'expect.is.turn-up-option', 'transcript.zone-changed', 'rules.event.effect'];

const SAME_AS_ENGLISH: Record<string, readonly MessageId[]> = {
  it: ['scenario.run-summary', 'cli.stats.bad-booster', 'cli.output.reason.system-coded', ...SYMBOLS_ONLY],
  es: ['cli.stats.bad-booster', 'cli.output.reason.system-coded', ...SYMBOLS_ONLY],
  de: ['cli.stats.bad-booster', 'cli.output.reason.system-coded', ...SYMBOLS_ONLY],
};

/** Sample parameters for a message: each by its kind. */
function sample(id: MessageId): Message {
  const params: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(EN[id].params as Record<string, string>)) {
    params[name] = kind === 'number' ? 2 : kind === 'message' ? { id: 'term.morph' } : kind === 'list' || kind === 'orList' ? ['A', 'B'] : `«${name}»`;
  }
  return { id, params } as Message;
}

/** What stays the same in every language: CR numbers, braces symbols, code spans. */
function invariants(text: string): string[] {
  const cr = [...text.matchAll(/\b\d{3}(?:\.\d+[a-z]?)?\b/g)].map((m) => m[0]);
  const symbols = [...text.matchAll(/\{[0-9A-Z½∞][0-9A-Z/½∞]*\}/g)].map((m) => m[0]);
  const code = [...text.matchAll(/`[^`]*`/g)].map((m) => m[0]);
  return [...cr, ...symbols, ...code].sort();
}

/** English words that never occur in Italian, Spanish or German prose. */
const ENGLISH = new Set(('the and of is are with this that when you your its can cannot be by for from on which would will have has been than only ' +
  'card cards turn turned face down spell spells permanent ability abilities it\'s isn\'t doesn\'t can\'t won\'t ' +
  'not any each every if while until after before into onto under').split(' '));

/** The words of a text outside quotations, code spans and parameters. */
function proseWords(text: string): string[] {
  const bare = text
    .replace(/`[^`]*`/g, ' ')
    .replace(/(?<![\p{L}])\.[a-z]+\b/gu, ' ') // a file extension (".cards")
    .replace(/"[^"]*"|„[^“]*“|“[^”]*”|(?<![\p{L}])'[^']*'|«[^»]*»/gu, ' ')
    .replace(/\([^)]*cardscript-ignore\)/g, ' ');
  return bare.toLowerCase().match(/[a-zà-ÿ']+/g) ?? [];
}

describe('the shipped catalogs', () => {
  for (const locale of TRANSLATED_LOCALES) {
    describe(locale, () => {
      it('lacks no id of the English catalog (the list of missing ids is empty)', () => {
        expect(missingIds(locale)).toEqual([]);
      });

      it('holds no id the English catalog lacks', () => {
        expect(Object.keys(CATALOGS[locale]).filter((id) => !(id in EN))).toEqual([]);
      });

      it('renders every message, with the English CR numbers, symbols and code spans', () => {
        const problems: string[] = [];
        for (const id of ids) {
          const m = sample(id);
          const here = render(m, locale);
          const en = render(m, 'en');
          if (here === id) problems.push(`${id}: does not render`);
          else if (here === en && !SAME_AS_ENGLISH[locale]?.includes(id) && !/^[\s.(CR {}0-9,;«»a-z]*$/i.test(EN[id].text) && en.length > 12) problems.push(`${id}: same as English`);
          if (invariants(here).join(' ') !== invariants(en).join(' ')) problems.push(`${id}: ${invariants(here).join(' ')} ≠ ${invariants(en).join(' ')}`);
        }
        expect(problems).toEqual([]);
      });

      it('leaves no English in its prose (quotations, card text and code aside)', () => {
        const problems: string[] = [];
        for (const id of ids) {
          const english = proseWords(render(sample(id), locale)).filter((w) => ENGLISH.has(w));
          if (english.length) problems.push(`${id}: ${english.join(', ')}`);
        }
        expect(problems).toEqual([]);
      });
    });
  }
});
