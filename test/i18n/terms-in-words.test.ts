// The game's words inside transcripts and expectations in Italian, Spanish and German (issue 28): a keyword, a card
// type and a face-down method are said with the glossary's printed terms (server/src/i18n/glossary), never the English
// word; a trigger label the catalog has no words for quotes the card's own trigger condition, as written (card text,
// CR 603.1), rather than dropping it; Italian and Spanish participles agree with the object's noun (its head noun, the last card type).
// The user's own words that are names — card names, `@refs`, a quoted name — stay as written.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../server/src/cli/main';
import type { CliIO } from '../../server/src/cli/io';
import { render } from '../../server/src/i18n';
import { eventMessage } from '../../server/src/rules/scenario/transcript';
import type { GameEvent } from '../../server/src/rules/state/events';

const ROOT = path.resolve(__dirname, '../..');
const FILE = 'test/fixtures/i18n/terms-in-words.cards';

async function simulate(locale: string): Promise<string> {
  let out = '';
  const io: CliIO = { out: (t) => { out += t; }, err: () => {}, cwd: ROOT, exitCode: 0 };
  await main(['simulate', FILE, '--locale', locale], io);
  return out;
}

const outputs = Promise.all((['en', 'it', 'es', 'de'] as const).map(async (l) => [l, await simulate(l)] as const)).then((r) => Object.fromEntries(r));
/** The lines the engine words: events and diagnostics, not the scenario's own lines (user text). */
const worded = (out: string) => out.split('\n').filter((l) => /^\s+(→|!)/.test(l)).join('\n');

describe('the game\'s words in transcripts and expectations', () => {
  it('English: the engine\'s labels and the English terms (the check below can fail)', async () => {
    const en = worded((await outputs).en);
    expect(en).toContain('Dawnbell Keeper triggered: beginning of upkeep');
    expect(en).toContain('Lifewell Heron triggered: you: gain life');
    expect(en).toMatch(/\bflying\b/);
    expect(en).toMatch(/\bward \{2\}/);
    expect(en).toMatch(/\ba Land\b/);
  });

  for (const [locale, ward, land, creature, morph, disguise] of [
    ['it', 'custodia {2}', 'una Terra', 'una Creatura', 'metamorfosi', 'travestimento'],
    ['es', 'resguardo {2}', 'una Tierra', 'una Criatura', 'metamorfosis', 'disfraz'],
    ['de', 'Abwehr {2}', 'ein Land', 'eine Kreatur', 'Morph', 'Verkleidung'],
  ] as const) {
    it(`${locale}: keywords, card types and face-down methods by the glossary's terms, no English game word`, async () => {
      const said = worded((await outputs)[locale]);
      for (const w of [ward, land, creature, morph, disguise]) expect(said).toContain(w);
      // (German prints "Land" as English does.)
      expect(said).not.toMatch(locale === 'de' ? /\b(flying|ward|disguise|Creature)\b/ : /\b(flying|ward|disguise|Creature|Land)\b/);
    });

    it(`${locale}: a trigger label without words of its own quotes the card's trigger condition, never dropped`, async () => {
      const said = worded((await outputs)[locale]);
      expect(said).toMatch(/Dawnbell Keeper .*["«„]At the beginning of your upkeep["»“]/);
      expect(said).toMatch(/Lifewell Heron .*["«„]Whenever you gain life["»“]/);
      expect(said).not.toMatch(/beginning of upkeep|you: gain life|evento della sua abilità|evento de su habilidad|Ereignis seiner Fähigkeit/);
    });
  }
});

describe('participles agree with the object\'s noun (its head noun, the last card type)', () => {
  const turned: GameEvent = { type: 'turned-face-down', objectId: 'o1', cardName: 'Veilstep Scout' };
  const say = (noun: string, locale: 'it' | 'es' | 'de') => render(eventMessage(turned, (id) => id, () => noun)!, locale);
  it('Italian: a Creatura is "girata", an Artefatto "girato"', () => {
    expect(say('Creature', 'it')).toBe('Veilstep Scout girata a faccia in giù');
    expect(say('Artifact', 'it')).toBe('Veilstep Scout girato a faccia in giù');
  });
  it('a failed expectation\'s phrases agree with its subject\'s noun (passed down to the phrases inside)', async () => {
    const { it: italian, es: spanish } = await outputs;
    expect(italian).toContain('Ci si aspettava che Lifewell Heron fosse TAPpata, ma è STAPpata.');
    expect(italian).toContain('Ci si aspettava che Dawnbell Keeper fosse TAPpato, ma è STAPpato.');
    expect(spanish).toContain('Se esperaba: Lifewell Heron girada; en realidad: enderezada.');
    expect(spanish).toContain('Se esperaba: Dawnbell Keeper girado; en realidad: enderezado.');
  });
  it('Spanish: a Criatura is "puesta", an Artefacto "puesto"; German has no agreement here', () => {
    expect(say('Creature', 'es')).toBe('Veilstep Scout puesta boca abajo');
    expect(say('Artifact', 'es')).toBe('Veilstep Scout puesto boca abajo');
    expect(say('Creature', 'de')).toBe(say('Artifact', 'de'));
  });
});
