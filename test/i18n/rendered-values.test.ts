// No English reaches a translated message through its parameters (issue 28). The catalogs' own text is checked in
// translations.test.ts with neutral values; here every id is rendered with the values the engine really passes: each
// key of every `select` the English text has (zones, steps, phases, face-down methods, counter kinds, players, causes:
// the engine's words) and every glossary term for a `term` or `ability` parameter; a `message` parameter holds a step's
// name, and every value message that can fill one (a step's, a zone's, a counter's, a method's or a player's name, a
// keyword or a card type by the glossary, the engine's short reasons) is rendered with each of its keys. What is left after card names, quotations, code and CR numbers holds no
// English word, nor one of the engine's English words for the game (zone, step and keyword names), unless the
// language prints that word itself (German "Morph").

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGS, EN, loadGlossary, render, toIcu, TRANSLATED_LOCALES, type Message, type MessageId } from '../../server/src/i18n';

const ids = Object.keys(EN) as MessageId[];
const kindsOf = (id: MessageId) => EN[id].params as Record<string, string>;

/** The options of each `select` of a text, by parameter (the engine's words it is given). */
function selects(elements: MessageFormatElement[], out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const e of elements) {
    if (e.type === TYPE.select) {
      const keys = out.get(e.value) ?? new Set<string>();
      for (const k of Object.keys(e.options)) if (k !== 'other') keys.add(k);
      out.set(e.value, keys);
    }
    if (e.type === TYPE.select || e.type === TYPE.plural) for (const o of Object.values(e.options)) selects(o.value, out);
  }
  return out;
}
const SELECTS = new Map(ids.map((id) => [id, selects(parse(toIcu(EN[id].text).source))]));

/** A name the messages show as written (card names, labels): taken out before looking for English. */
const NAME = 'Glacial Stalker';
const TERMS = loadGlossary('it').terms;
const KEYWORDS = TERMS.filter((t) => t.where === 'text').map((t) => t.id);

/**
 * Value messages: the ids whose every parameter is a `select` key or a glossary term, each with every key — a step,
 * zone, phase, method, counter, player or cause named by the engine's word — and the glossary's keywords and types.
 */
const VALUES: Message[] = (() => {
  const out: Message[] = [];
  for (const id of ids) {
    const kinds = Object.entries(kindsOf(id));
    const sel = SELECTS.get(id)!;
    if (!kinds.length) { if (EN[id].text.length < 60 && id.startsWith('rules.')) out.push({ id }); continue; }
    if (kinds.length > 3 || !kinds.every(([p, k]) => k === 'term' || k === 'ability' || (k === 'text' && (sel.has(p) || p === 'noun' || p === 'rest')))) continue;
    const keysOf = (p: string, k: string) => (k === 'term' || k === 'ability' ? TERMS.map((t) => t.id) : p === 'rest' ? [''] : p === 'noun' ? ['Creature'] : [...sel.get(p)!]);
    const base = Object.fromEntries(kinds.map(([p, k]) => [p, keysOf(p, k)[0]]));
    for (const [p, k] of kinds) for (const key of keysOf(p, k)) out.push({ id, params: { ...base, [p]: key } } as Message);
  }
  return out.filter((m) => render(m, 'en') !== m.id);
})();

const STEP: Message = { id: 'rules.step', params: { step: 'upkeep' } } as Message;

/** Every rendering of `id` worth checking: each select key, term or value message in turn, the rest neutral. */
function variants(id: MessageId): Message[] {
  const kinds = kindsOf(id);
  const sel = SELECTS.get(id)!;
  const base: Record<string, unknown> = {};
  const choices: [string, unknown[]][] = [];
  for (const [p, kind] of Object.entries(kinds)) {
    if (kind === 'number') base[p] = 2;
    else if (kind === 'term' || kind === 'ability') { base[p] = 'ward'; choices.push([p, kind === 'term' ? TERMS.map((t) => t.id) : KEYWORDS]); }
    // A message inside is rendered on its own in the same language (every value message is an id of this walk too):
    // one realistic one (a step's name) is enough to show the outer text's own words around it.
    else if (kind === 'message') base[p] = STEP;
    else if (kind === 'list' || kind === 'orList' || kind === 'commas') base[p] = [NAME, STEP];
    else if (sel.has(p)) { base[p] = NAME; choices.push([p, [...sel.get(p)!]]); }
    else base[p] = NAME;
  }
  const out: Message[] = [{ id, params: base } as Message];
  for (const [p, values] of choices) for (const v of values) out.push({ id, params: { ...base, [p]: v } } as Message);
  return out;
}

/** English words that never occur in Italian, Spanish or German prose, and the engine's English words for the game. */
const ENGLISH = new Set(('the and of is are with this that when you your its can cannot be by for from on which would will have has been than only ' +
  'card cards turn turned face down spell spells permanent ability abilities it\'s isn\'t doesn\'t can\'t won\'t not any each every if while ' +
  'until after before into onto under battlefield graveyard exile library hand stack upkeep draw cleanup combat step phase attackers blockers ' +
  'opponent counter counters morph megamorph disguise manifest manifested cloak cloaked dread flying trample deathtouch lifelink haste reach ' +
  'vigilance menace defender hexproof shroud indestructible ward creature land artifact enchantment instant sorcery planeswalker token tapped untapped').split(' '));

/** Words of the language that are spelled as an English word ("creature": the Italian plural of "creatura"). */
const OWN_WORDS: Record<(typeof TRANSLATED_LOCALES)[number], readonly string[]> = { it: ['creature'], es: [], de: ['phase'] };

/** The words of a rendering outside names, quotations, code spans and CR numbers. */
function proseWords(text: string): string[] {
  const bare = text
    .split(NAME).join(' ')
    .replace(/\.cards\b/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/"[^"]*"|„[^“]*“|“[^”]*”|‚[^‘]*‘|‘[^’]*’|«[^»]*»/g, ' ')
    .replace(/\(CR [^)]*\)/g, ' ');
  return bare.toLowerCase().match(/[a-zà-ÿ']+/g) ?? [];
}

describe('every message with the values the engine passes', () => {
  it('has value messages and variants to render (the walk itself works)', () => {
    expect(VALUES.length).toBeGreaterThan(150);
    expect(VALUES.some((v) => v.id === 'rules.step')).toBe(true);
    expect(VALUES.some((v) => v.id === 'transcript.counter-keyword')).toBe(true);
    expect(ids.reduce((n, id) => n + variants(id).length, 0)).toBeGreaterThan(2000);
  });

  it('the check sees English: the English renderings hold the engine\'s words', () => {
    const english = new Set(ids.flatMap((id) => variants(id).flatMap((m) => proseWords(render(m, 'en')).filter((w) => ENGLISH.has(w)))));
    for (const w of ['graveyard', 'upkeep', 'morph', 'flying', 'opponent']) expect(english).toContain(w);
  });

  for (const locale of TRANSLATED_LOCALES) {
    it(`${locale}: no English word in any rendering`, () => {
      const own = new Set([...loadGlossary(locale).terms.flatMap((t) => [t.term.toLowerCase(), ...t.forms]), ...OWN_WORDS[locale]]);
      const left = new Map<string, string>();
      for (const id of ids) {
        if (!(id in CATALOGS[locale])) continue;
        for (const m of variants(id)) {
          const said = render(m, locale);
          const english = proseWords(said).filter((w) => ENGLISH.has(w) && !own.has(w));
          if (english.length && !left.has(id)) left.set(id, `${english.join(', ')} ← ${said.slice(0, 160)}`);
        }
      }
      expect([...left].map(([id, why]) => `${id}: ${why}`)).toEqual([]);
    });
  }
});
