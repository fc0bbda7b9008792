// The message catalog's machinery: locale negotiation, rendering (plural rules, symbols, apostrophes, nested
// messages, lists), English fallback, and every catalog text's parameters against the English declaration.

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import {
  CATALOGS, EN, LOCALES, localeFromEnv, matchLocale, msg, negotiateLocale, render, t, toIcu, TRANSLATED_LOCALES,
  type Locale, type MessageId,
} from '../../server/src/i18n';

describe('locale negotiation', () => {
  it.each([
    ['it', 'it'], ['it-IT', 'it'], ['IT_it', 'it'], ['es_ES.UTF-8', 'es'], ['es-419', 'es'], ['de-DE', 'de'], ['de_CH@euro', 'de'],
    ['en-US', 'en'], ['en', 'en'],
  ] as const)('%s → %s', (tag, want) => expect(matchLocale(tag)).toBe(want));

  it.each(['fr-FR', 'C', 'POSIX', 'C.UTF-8', '', 'x', 'pt_BR'])('%s names no shipped language: English', (tag) => {
    expect(matchLocale(tag)).toBeUndefined();
    expect(negotiateLocale(tag)).toBe('en');
  });

  it('the command line: LC_ALL, then LC_MESSAGES, then LANG; empty ones are skipped', () => {
    expect(localeFromEnv({ LANG: 'es_ES.UTF-8' })).toBe('es');
    expect(localeFromEnv({ LANG: 'es_ES.UTF-8', LC_MESSAGES: 'de_DE.UTF-8' })).toBe('de');
    expect(localeFromEnv({ LANG: 'es_ES.UTF-8', LC_MESSAGES: 'de_DE.UTF-8', LC_ALL: 'it_IT.UTF-8' })).toBe('it');
    expect(localeFromEnv({ LANG: 'it_IT.UTF-8', LC_ALL: 'C' })).toBe('en');
    expect(localeFromEnv({ LANG: 'it_IT.UTF-8', LC_ALL: '' })).toBe('it');
    expect(localeFromEnv({})).toBe('en');
  });
});

describe('rendering', () => {
  it('keeps mana symbols and apostrophes as written (no ICU quoting in catalogs)', () => {
    expect(toIcu("can't pay {3}{W/U/P} for {name}")).toEqual({ source: "can''t pay {_s0}{_s1} for {name}", symbols: ['{3}', '{W/U/P}'] });
    expect(t('en', 'hover.symbol.tap')).toMatch(/^\*\*\{T\}\*\* — the tap symbol: in a cost it means "tap this permanent"/);
    expect(t('en', 'hover.card.face-down', { ward: 'yes' })).toBe('2/2, colorless, no name, mana value 0, ward {2}');
    expect(t('en', 'hover.card.face-down', { ward: 'no' })).toBe('2/2, colorless, no name, mana value 0');
  });

  it('renders nested messages in the same language', () => {
    const summary = msg('hover.card.face-down', { ward: 'no' });
    expect(t('en', 'inlay.face-down', { summary })).toBe('face down: 2/2, colorless, no name, mana value 0');
  });

  it('quotes a `quoted` parameter the language\'s way: the inner marks when it holds the outer closing mark', () => {
    expect(t('en', 'fix.write', { text: 'this creature' })).toBe('Write "this creature"');
    expect(t('en', 'fix.write', { text: 'except it has "Flying."' })).toBe('Write \u2018except it has "Flying."\u2019');
    expect(t('it', 'fix.write', { text: 'except it has "Flying."' })).toBe('Scrivi \u2018except it has "Flying."\u2019');
    expect(t('de', 'fix.write', { text: 'except it has "Flying."' })).toBe('\u201Eexcept it has "Flying."\u201C schreiben');
    expect(t('de', 'fix.write', { text: 'mit \u201EFliegend\u201C' })).toBe('\u201Amit \u201EFliegend\u201C\u2018 schreiben');
  });

  it('a `term` parameter is the glossary\'s printed term (keywords lower case in Italian and Spanish sentences); an id it lacks is shown as given', () => {
    const ward = msg('glossary.keyword', { keyword: 'ward', rest: ' {2}' });
    expect([render(ward, 'en'), render(ward, 'it'), render(ward, 'es'), render(ward, 'de')]).toEqual(['ward {2}', 'custodia {2}', 'resguardo {2}', 'Abwehr {2}']);
    expect(render(msg('glossary.type', { type: 'creature' }), 'it')).toBe('Creatura');
    expect(render(msg('glossary.keyword', { keyword: 'no-such-term', rest: '' }), 'it')).toBe('no-such-term');
  });

  it('agreement: a message\'s `noun` passes down to the phrases inside it that don\'t name their own', () => {
    const tapped = msg('expect.is.tapped', { tapped: 'yes' });
    const failed = (noun?: string) => msg('expect.failed', { subject: '@x', want: tapped, actual: msg('expect.is.tapped', { tapped: 'no' }), ...(noun ? { noun } : {}) });
    expect(render(failed('Creature'), 'it')).toBe('Ci si aspettava che @x fosse TAPpata, ma è STAPpata');
    expect(render(failed('Artifact'), 'it')).toBe('Ci si aspettava che @x fosse TAPpato, ma è STAPpato');
    expect(render(failed(), 'it')).toBe('Ci si aspettava che @x fosse TAPpato, ma è STAPpato');
    expect(render(failed('Creature'), 'en')).toBe('Expected @x to be tapped, but it is untapped');
  });

  it('never throws: an unknown id renders as the id', () => {
    expect(render({ id: 'no.such.message' as MessageId }, 'it')).toBe('no.such.message');
  });
});

/** The arguments a message text uses, with how it uses them (plain, plural/number, select). */
function argumentsOf(elements: MessageFormatElement[], out = new Map<string, string>()): Map<string, string> {
  for (const e of elements) {
    if (e.type === TYPE.argument) out.set(e.value, out.get(e.value) ?? 'plain');
    else if (e.type === TYPE.plural || e.type === TYPE.number) out.set(e.value, 'number');
    else if (e.type === TYPE.select) out.set(e.value, 'select');
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) argumentsOf(o.value, out);
  }
  return out;
}

describe('every catalog text against the English declaration', () => {
  const ids = Object.keys(EN) as MessageId[];
  it('parameter names are lower camel case (braces around anything else are symbols)', () => {
    for (const id of ids) for (const p of Object.keys(EN[id].params)) expect(p, id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every text parses, uses only declared parameters, counts only numbers`, () => {
      const problems: string[] = [];
      const texts: [string, string][] = locale === 'en' ? ids.map((id) => [id, EN[id].text]) : Object.entries(CATALOGS[locale as Exclude<Locale, 'en'>]);
      for (const [id, text] of texts) {
        const def = EN[id as MessageId];
        if (!def) { problems.push(`${id}: not an id of the English catalog`); continue; }
        let used: Map<string, string>;
        try {
          used = argumentsOf(parse(toIcu(text).source));
        } catch (e) {
          problems.push(`${id}: does not parse (${String(e)})`);
          continue;
        }
        for (const [name, how] of used) {
          if (name.startsWith('_s')) continue;
          const kind = (def.params as Record<string, string>)[name];
          if (!kind) problems.push(`${id}: uses {${name}}, which is not declared`);
          else if (how === 'number' && kind !== 'number') problems.push(`${id}: counts {${name}}, declared ${kind}`);
          else if (how === 'select' && kind !== 'text') problems.push(`${id}: selects on {${name}}, declared ${kind}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('the translated catalogs are those of the shipped languages', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual([...TRANSLATED_LOCALES].sort());
  });
});
