// Agreement in Italian and Spanish (issue 28): a message that speaks of an object declares `noun` (the noun the object
// is spoken of by, i18n `nounOf`: its head noun, the last card type), and its participles, pronouns and articles agree with it.
// Every message declaring `noun` is rendered with a feminine noun (Creature: it "Creatura", es "Criatura") and a
// masculine one (Artifact: "Artefatto", "Artefacto"), through every option of its other `select`s: the words that
// differ are feminine in the first and masculine in the second, and a message whose words never differ is listed here
// with the reason nothing in it agrees. A sibling guard: an engine reason whose translation holds a participle of a
// permanent (tapped, destroyed, removed, turned, put) outside a `noun` select declares `noun`, or is listed with why
// its gender is fixed (the subject is named in the text: "il permanente", "la carta", "la creatura").

import * as path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGS, EN, render, toIcu, type Message, type MessageId } from '../../server/src/i18n';
import { termText } from '../../server/src/i18n/glossary';
import typeLines from '../../server/src/i18n/glossary/type-lines.json';
import { CARD_TYPES } from '../../server/src/i18n';
import { main } from '../../server/src/cli/main';
import type { CliIO } from '../../server/src/cli/io';

const NOUN_IDS = (Object.keys(EN) as MessageId[]).filter((id) => 'noun' in (EN[id].params as Record<string, string>));

/** Messages declaring `noun` whose words in that language don't agree with it (the reason in a comment). */
const NOTHING_AGREES: Record<'it' | 'es', readonly MessageId[]> = {
  // "resta a faccia in giù": no participle.
  it: ['transcript.stays-face-down'],
  // Spanish says these with a reflexive verb ("no puede ponerse boca arriba", "se remueve", "no se destruye"), the
  // preterite ("entró", "se disparó") or no verb of the object ("sin anexar"): nothing agrees.
  es: [
    'rules.turn-up.lost-with-abilities', 'rules.turn-up.lost-with-abilities-by', 'rules.turn-up.cannot', 'rules.turn-up.not-for-mana-cost',
    'rules.turn-up.not-for-keyword', 'rules.event.copy-ends-face-down', 'expect.is.unattached', 'expect.note.morph-lost', 'expect.note.morph-lost-by',
    'rules.zone.no-copy-chosen-turning-up', 'rules.act.copies-face-down', 'rules.act.face-down-would-be-copy', 'rules.act.no-longer-creature',
    'rules.game.indestructible', 'transcript.entered', 'transcript.entered-face-down', 'transcript.stays-face-down', 'transcript.triggered',
    'transcript.phased',
  ],
};

/** Messages whose own words don't agree but pass their noun down to the phrases inside them (format.ts), which do. */
const PASSES_DOWN: readonly MessageId[] = ['expect.failed', 'expect.no-object', 'transcript.state-based-action'];
/** The phrase inside them: "TAPpata"/"TAPpato", "girada"/"girado". */
const INSIDE: Message = { id: 'expect.is.tapped', params: { tapped: 'yes' } } as Message;

/** The options of each `select` in a text (but `noun`'s). */
function selects(elements: MessageFormatElement[], out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const e of elements) {
    if (e.type === TYPE.select && e.value !== 'noun') {
      const keys = out.get(e.value) ?? new Set<string>();
      for (const k of Object.keys(e.options)) if (k !== 'other') keys.add(k);
      out.set(e.value, keys);
    }
    if (e.type === TYPE.select || e.type === TYPE.plural) for (const o of Object.values(e.options)) selects(o.value, out);
  }
  return out;
}

/** Sample parameters (a card name, not `none`), then one variant per option of each `select` of the translation. */
function variants(id: MessageId, locale: 'it' | 'es' | 'de'): Message[] {
  const base: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(EN[id].params as Record<string, string>)) {
    if (name === 'noun') continue;
    base[name] = kind === 'number' ? 1 : kind === 'message' ? (PASSES_DOWN.includes(id) ? INSIDE : { id: 'term.morph' }) : kind === 'list' || kind === 'orList' || kind === 'commas' ? ['Glacial Stalker'] : 'Glacial Stalker';
  }
  const out: Message[] = [{ id, params: base } as Message];
  for (const [name, keys] of selects(parse(toIcu(CATALOGS[locale][id] ?? '').source))) {
    for (const k of keys) out.push({ id, params: { ...base, [name]: k } } as Message);
  }
  return out;
}

const withNoun = (m: Message, noun: string): Message => ({ id: m.id, params: { ...(m.params as object), noun } } as Message);
const words = (s: string) => s.split(/[\s,.:;()]+/).filter(Boolean);

describe('the nouns: Creature is feminine, Artifact masculine', () => {
  it('as the glossary prints them', () => {
    expect([termText('creature', 'it'), termText('creature', 'es')].map((w) => w?.toLowerCase())).toEqual(['creatura', 'criatura']);
    expect([termText('artifact', 'it'), termText('artifact', 'es')].map((w) => w?.toLowerCase())).toEqual(['artefatto', 'artefacto']);
  });
});

for (const locale of ['it', 'es'] as const) {
  describe(`${locale}: every message declaring a noun agrees with it`, () => {
    it('declares many (the walk itself works)', () => {
      expect(NOUN_IDS.length).toBeGreaterThan(40);
    });

    it('renders feminine words for a Creature and masculine ones for an Artifact, in every option', () => {
      const problems: string[] = [];
      for (const id of NOUN_IDS) {
        let differs = false;
        for (const m of variants(id, locale)) {
          const fem = words(render(withNoun(m, 'Creature'), locale));
          const masc = words(render(withNoun(m, 'Artifact'), locale));
          if (fem.join(' ') === masc.join(' ')) continue;
          differs = true;
          if (fem.length !== masc.length) continue; // an article or a word only one gender needs: compared by hand below
          fem.forEach((f, i) => {
            const g = masc[i]!;
            if (f === g) return;
            if (!/(a|e|as|es|la|una)$/i.test(f) || !/(o|i|os|un|el|lo)$/i.test(g)) problems.push(`${id}: "${f}" / "${g}"`);
          });
        }
        if (!differs && !NOTHING_AGREES[locale].includes(id)) problems.push(`${id}: the same words for a Creature and an Artifact`);
      }
      expect(problems).toEqual([]);
    });
  });
}

/**
 * The head noun's gender in each language (glossary/type-lines.json, the genders the printed type lines agree with:
 * "Stregoneria Leggendaria", "Conjuro legendario"): a message declaring `noun` says the same words for two card types
 * of the same gender (a `select` that forgets one — an Italian Sorcery said "un" — differs from its siblings).
 */
describe('card types of the same gender get the same words', () => {
  for (const locale of ['it', 'es', 'de'] as const) {
    it(`${locale}: in every message declaring a noun, in every option`, () => {
      const genders = (typeLines as unknown as Record<string, { gender: Record<string, string> }>)[locale]!.gender;
      const byGender = new Map<string, string[]>();
      for (const t of CARD_TYPES) {
        const g = genders[t.toLowerCase()];
        if (g) byGender.set(g, [...(byGender.get(g) ?? []), t]);
      }
      expect([...byGender.keys()].sort()).toEqual(locale === 'de' ? ['f', 'm', 'n'] : ['f', 'm']);
      const problems: string[] = [];
      for (const id of NOUN_IDS) {
        for (const m of variants(id, locale)) {
          for (const [g, types] of byGender) {
            const said = types.map((t) => render(withNoun(m, t), locale));
            const odd = types.filter((_, i) => said[i] !== said[0]);
            if (odd.length) problems.push(`${id} (${g}): ${types[0]} "${said[0]}" but ${odd.join(', ')} "${said[types.indexOf(odd[0]!)]}"`);
          }
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  }
});

/** A permanent's participles: Italian and Spanish (tapped, untapped, destroyed, regenerated, removed, turned, put). */
const PARTICIPLE: Record<'it' | 'es', RegExp> = {
  it: /\b(?:S?TAPpat|distrutt|rigenerat|rimoss|girat|mess)o\b/,
  es: /\b(?:girad|enderezad|destruid|regenerad|puest)o\b/,
};

/** Engine reasons whose masculine participle is fixed by the noun the text itself names. */
const NAMED_SUBJECT: readonly MessageId[] = [
  // "un permanente bifronte … girato", "Il permanente fuso … girato", "un permanente fuso … girato"
  'rules.act.double-faced-cannot-face-down', 'rules.act.merged-face-up', 'rules.turn-up.merged-instant-or-sorcery',
  // "Trasformarsi non è essere girato": no object; the quoted trigger words "girato a faccia in su"
  'rules.act.transform-not-turn-up', 'expect.note.manifested-instant',
  // "È stato lanciato/girato/messo …": the face-down permanent's origin, a fixed "permanente" subject (the catalog's words)
  'rules.turn-up.no-special-action',
  // the copy effect's own words ("mentre viene girato": the copy effect's "it", an effetto)
  'rules.event.copy-how',
  // "prima che altro venga messo in pila": "anything else", no object
  'rules.trigger.closed',
];

describe('engine reasons with a permanent\'s participle declare a noun', () => {
  for (const locale of ['it', 'es'] as const) {
    it(`${locale}: a masculine participle outside a noun select is the named subject's, else the message declares noun`, () => {
      const problems: string[] = [];
      for (const [id, text] of Object.entries(CATALOGS[locale])) {
        if (!/^(rules|expect)\./.test(id) || NAMED_SUBJECT.includes(id as MessageId)) continue;
        if ('noun' in ((EN[id as MessageId]?.params ?? {}) as Record<string, string>)) continue;
        if (PARTICIPLE[locale].test(text)) problems.push(`${id}: ${text}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('the engine passes the object\'s noun', () => {
  async function simulate(locale: string): Promise<string> {
    let out = '';
    const io: CliIO = { out: (t) => { out += t; }, err: () => {}, cwd: path.resolve(__dirname, '../..'), exitCode: 0 };
    await main(['simulate', 'test/fixtures/i18n/agreement.cards', '--locale', locale], io);
    return out;
  }

  it('a Creature destroyed by lethal damage is "distrutta" (CR 704.5g), a legendary Artifact put into the graveyard "messo" (CR 704.5j)', async () => {
    const said = await simulate('it');
    expect(said).toContain('Bone Walker (@b) danno letale: distrutta (CR 704.5g)');
    expect(said).toContain('Brass Crown (@c1) regola delle leggende: messo nel cimitero del suo proprietario (CR 704.5j)');
  });
});
