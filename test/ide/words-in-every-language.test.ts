// Hover, completion, code lens and inlay hints in Italian, Spanish and German, with no English left (issue 28):
// (1) every catalog id the editor features compose from data — each hover topic's title, summary, rules and rulings,
// each keyword doc's printed name and rules, their kinds — is in the English catalog and in every translated one;
// (2) walking every word of the editor fixtures and of a document using every documented keyword, what the features
// say in a translated language holds no run of three words of English prose that the English says there — card text,
// official reminder text, code, quotations and CR numbers aside (they stay as written).

import { describe, expect, it } from 'vitest';
import { getScenarioLenses } from '../../server/src/ide/code-lens';
import { getCompletions, REMINDER } from '../../server/src/ide/completion';
import { getHover } from '../../server/src/ide/hover';
import { TOPICS, topicMessageIds } from '../../server/src/ide/hover-docs';
import { getInlayHints } from '../../server/src/ide/inlay-hints';
import { KEYWORD_DOCS, keywordMessageIds } from '../../server/src/ide/keyword-docs';
import { CATALOGS, EN, TRANSLATED_LOCALES, type Locale } from '../../server/src/i18n';
import { Workspace } from '../../server/src/model/workspace';
import { fixture } from './support';

/** Every id the hover topics and keyword docs compose (ide/hover-docs.ts, ide/keyword-docs.ts). */
function composedIds(): string[] {
  const ids: string[] = [];
  for (const doc of Object.values(TOPICS)) {
    const t = topicMessageIds(doc);
    ids.push(t.title, t.summary, ...t.rules, ...t.rulings, `topic.kind.${doc.kind}`);
  }
  for (const [keyword, doc] of Object.entries(KEYWORD_DOCS)) {
    const k = keywordMessageIds(keyword, doc);
    ids.push(k.name, ...k.rules, `keyword.kind.${doc.kind}`);
  }
  return [...new Set(ids)];
}

describe('the ids the editor composes from data', () => {
  const ids = composedIds();

  it('are many (the walk itself works)', () => {
    expect(ids.length).toBeGreaterThan(150);
  });

  it('are all in the English catalog', () => {
    expect(ids.filter((id) => !(id in EN))).toEqual([]);
  });

  for (const locale of TRANSLATED_LOCALES) {
    it(`${locale}: are all translated`, () => {
      expect(ids.filter((id) => CATALOGS[locale][id] === undefined)).toEqual([]);
    });
  }
});

/** A set using every documented keyword and every face-down topic, and a scenario (for the lens). */
const EVERY_KEYWORD = [
  'set "Every Word" code EVW templating modern',
  '',
  ...Object.keys(KEYWORD_DOCS).map((k, i) => {
    const line = k === 'Equip' ? 'Equip {2}' : k === 'Enchant' ? 'Enchant creature' : k === 'Protection' ? 'Protection from red' : k === 'Cycling' ? 'Cycling {2}' : k;
    const type = k === 'Equip' ? 'Artifact — Equipment' : k === 'Enchant' ? 'Enchantment — Aura' : 'Creature — Elf';
    return `card "Word Bearer ${i}"\n  cost {2}{G}\n  type ${type}\n${type.startsWith('Creature') ? '  pt 2/2\n' : ''}  text\n    ${line}\n`;
  }),
  'scenario "Every lens"\n  you cast "Word Bearer 0"\n  resolve\n',
].join('\n');

const DOCUMENTS: [string, string][] = [
  ...['hover.cards', 'hover-interactions.cards', 'completion.cards', 'legacy.cards', 'messy.cards'].map((n) => [`file:///w/${n}`, fixture(n).text] as [string, string]),
  ['file:///w/every-keyword.cards', EVERY_KEYWORD],
];

/** What the editor features say at every word of every document, in `locale`: one entry per (place, feature). */
function said(locale: Locale): Map<string, string> {
  const ws = new Workspace();
  for (const [uri, text] of DOCUMENTS) ws.update(uri, text);
  const out = new Map<string, string>();
  for (const [uri, text] of DOCUMENTS) {
    const doc = ws.get(uri)!;
    // Every word of the fixtures; of the generated set, each keyword and each step (its cards say the same elsewhere).
    const places = uri.endsWith('every-keyword.cards') ? text.matchAll(/(?<=\n {4}|\n {2}(?=you|resolve))\w/g) : text.matchAll(/\b\w/g);
    for (const m of places) {
      const h = getHover(ws, uri, m.index!, { locale });
      if (h) out.set(`${uri}@${m.index} hover`, h.markdown);
    }
    for (const m of text.matchAll(/\n(\s*)/g)) {
      const at = m.index! + m[0].length;
      getCompletions(ws, uri, at, undefined, locale).forEach((c, i) => out.set(`${uri}@${at} completion ${i}`, [c.detail ?? '', c.documentation ?? ''].join('\n')));
    }
    getScenarioLenses(doc, ws, locale).forEach((l, i) => out.set(`${uri} lens ${i}`, l.title));
    getInlayHints(doc, undefined, locale).forEach((h, i) => out.set(`${uri} inlay ${i}`, `${h.label}\n${h.tooltip ?? ''}`));
  }
  return out;
}

/** English words that never occur in Italian, Spanish or German prose (as test/i18n/translations.test.ts). */
const ENGLISH = new Set(('the and of is are with this that when you your its can cannot be by for from on which would will have has been than only ' +
  'card cards turn turned face down spell spells permanent ability abilities it\'s isn\'t doesn\'t can\'t won\'t ' +
  'not any each every if while until after before into onto under').split(' '));

const ALL_TEXT = DOCUMENTS.map(([, t]) => t).join('\n');
const REMINDERS = Object.values(REMINDER);
/** The documents' card and scenario names (as written: never translated), longest first. */
const NAMES = [...new Set([...ALL_TEXT.matchAll(/^(?:card|scenario) "([^"]+)"/gm)].map((m) => m[1]!))].sort((a, b) => b.length - a.length);
/** The documents' own lines (card text the hover repeats, as written), longest first. */
const DOC_LINES = [...new Set(ALL_TEXT.split('\n').map((l) => l.trim()).filter((l) => l.length >= 4))].sort((a, b) => b.length - a.length);

/** The prose words of a feature's text: card text, reminder text, names, code, quotations and parentheses' CR lists aside. */
const proseMemo = new Map<string, string[]>();
function proseWords(text: string): string[] {
  const known = proseMemo.get(text);
  if (known) return known;
  const words: string[] = [];
  proseMemo.set(text, words);
  let fence = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) { fence = !fence; continue; }
    const bare = line.replace(/^[\s>*_-]+|[\s*_]+$/g, '').replace(/\*\*/g, '');
    if (fence || !bare || ALL_TEXT.includes(bare) || REMINDERS.some((r) => r.includes(bare) || bare.includes(r))) { words.push('|'); continue; }
    const prose = [...DOC_LINES, ...NAMES].reduce((l, n) => (l.includes(n) ? l.split(n).join(' | ') : l), bare).replace(/`[^`]*`/g, ' | ').replace(/"[^"]*"|„[^“]*“|“[^”]*”|«[^»]*»/g, ' | ');
    words.push(...(prose.toLowerCase().match(/[a-zà-ÿ']+|\|/g) ?? []), '|');
  }
  return words;
}

/** Runs of three words in a row (not across a removed part) holding an English word. */
function englishRuns(words: readonly string[]): Set<string> {
  const runs = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) {
    const run = words.slice(i, i + 3);
    if (!run.includes('|') && run.some((w) => ENGLISH.has(w))) runs.add(run.join(' '));
  }
  return runs;
}

describe('hover, completion, code lens and inlay hints in every language', () => {
  const english = said('en');

  it('say something at many places (the walk itself works)', () => {
    expect([...english.keys()].filter((k) => k.endsWith(' hover')).length).toBeGreaterThan(200);
    expect([...english.keys()].some((k) => k.includes(' lens '))).toBe(true);
    expect([...english.keys()].some((k) => k.includes(' inlay '))).toBe(true);
    expect([...english.keys()].some((k) => k.includes(' completion '))).toBe(true);
  });

  for (const locale of TRANSLATED_LOCALES) {
    it(`${locale}: no run of English prose the English says is left in it`, () => {
      const here = said(locale);
      const left = new Set<string>();
      for (const [place, en] of english) {
        const translated = englishRuns(proseWords(here.get(place) ?? ''));
        for (const run of englishRuns(proseWords(en))) if (translated.has(run)) left.add(`${place.replace(/@\d+/, '')}: ${run}`);
      }
      expect([...left]).toEqual([]);
    });
  }
});
