// Table-driven tests of the rules-text recognizer (parseAbility): invented lines → expected readings, plus spans,
// reminder text and robustness (it never throws).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAbility, parseAbilityStrict } from '../../../server/src/model/abilities/parse-ability';
import type { Ability, Span } from '../../../server/src/model/types';
import { CONTEXTS, KEYWORD_SPELLINGS, LINES, NUMBER_WORDS, type ContextKey } from './rules-lines';
import { spansOf, summarize } from './summarize';
import { keywordCarriedOut } from '../../../server/src/model/abilities/keywords';
import { KEYWORD_TRIGGERS } from '../../../server/src/model/abilities/keyword-abilities';
import { reminderSpan } from '../../../server/src/model/ability-spans';

const OFFSET = 1000;

// CR 702.108a: a keyword that stands for a triggered ability the engine fires (prowess) is carried out too.
const carriedOut = (canonical: string) => keywordCarriedOut(canonical) || KEYWORD_TRIGGERS[canonical.toLowerCase()] !== undefined;
const notCarriedOut = (canonical: string, written: string) => (carriedOut(canonical) ? '' : ` | unsimulated="${written}"`);

function read(ctx: ContextKey, line: string): string {
  return summarize(parseAbility(line, OFFSET, CONTEXTS[ctx]), line, OFFSET);
}

const generated: [ContextKey, string, string][] = [
  ...NUMBER_WORDS.flatMap(([w, n]): [ContextKey, string, string][] => [
    ['s', `Manifest the top ${w} cards of your library.`, `spell => manifest(${n})`],
    ['s', `Cloak the top ${w} cards of your library.`, `spell => cloak(${n})`],
    ['s', `Draw ${w} cards.`, `spell => draw(${n})`],
    ['s', `Put ${w} +1/+1 counters on target creature.`, `spell => add-counters(target(creature), ${n} +1/+1)`],
    ['c', `As this creature is turned face up, put ${w} +1/+1 counters on it.`, `replacement turned-face-up => add-counters(self, ${n} +1/+1)`],
  ]),
  ...KEYWORD_SPELLINGS.flatMap(([spelled, canonical]): [ContextKey, string, string][] => [
    // A keyword the engine doesn't carry out is "recognized, not simulated" (issue 23: persist, exalted, CR 702.79a, 702.83a).
    ['c', spelled, `keyword ${canonical}${notCarriedOut(canonical, spelled)}`],
    ['c', `Flying, ${spelled.toLowerCase()}`, `keyword Flying, ${canonical}${notCarriedOut(canonical, spelled.toLowerCase())}`],
  ]),
];

describe('parseAbility: invented rules lines (CR 113, 602, 603, 604, 614, 702)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, expected) => {
    expect(read(ctx, line)).toBe(expected);
  });
  it.each(generated)('[%s] %s (generated)', (ctx, line, expected) => {
    expect(read(ctx, line)).toBe(expected);
  });
});

const slice = (line: string, s: Span, offset = OFFSET) => line.slice(s.start - offset, s.end - offset);

describe('parseAbility: spans, reminder text and ability words', () => {
  it('reports reminder text without parentheses and its span with them (CR 207.2)', () => {
    const line = 'Morph {2}{U}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)';
    const a = parseAbility(line, OFFSET, CONTEXTS.c);
    expect(a.reminder?.text).toBe('You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.');
    expect(slice(line, reminderSpan(a)!)).toBe(line.slice(line.indexOf('(')));
    expect(a.unmodeled).toEqual([]);
  });

  it('keeps an unclosed reminder as reminder text to the end of the line', () => {
    const line = 'Disguise {W} (You may cast this card';
    const a = parseAbility(line, OFFSET, CONTEXTS.c);
    expect(a.reminder?.text).toBe('You may cast this card');
    expect(reminderSpan(a)).toEqual({ start: OFFSET + 13, end: OFFSET + line.length });
  });

  it('gives keyword spans as document offsets, a keyword\'s mana cost as a value inside its span (CR 702.37a)', () => {
    const line = 'Flying, morph {1}{U}';
    const a = parseAbility(line, 50, CONTEXTS.c);
    expect(a.kind).toBe('keyword');
    if (a.kind !== 'keyword') return;
    expect(a.keywords.map((k) => slice(line, k.span, 50))).toEqual(['Flying', 'morph {1}{U}']);
    const cost = a.keywords[1]!.cost!;
    // No span of its own (ManaCostValue): the same object at any offset, shared by the memo's copies.
    expect(cost).toEqual({ symbols: [{ text: '1', kind: 'generic', manaValue: 1, colors: [] }, { text: 'U', kind: 'colored', manaValue: 1, colors: ['U'] }], manaValue: 2, colors: ['U'], text: '{1}{U}' });
    expect(slice(line, a.keywords[1]!.span, 50).endsWith(cost.text)).toBe(true);
  });

  it('gives each effect the span of its clause, in document offsets', () => {
    const line = 'Manifest the top card of your library, then put two +1/+1 counters on it.';
    const a = parseAbility(line, OFFSET, CONTEXTS.s);
    expect(a.kind).toBe('spell');
    if (a.kind !== 'spell') return;
    expect(a.effects.map((e) => slice(line, e.span))).toEqual(['Manifest the top card of your library', 'put two +1/+1 counters on it']);
  });

  it('maps spans through the card name (normalized to "~" internally) back to the document', () => {
    const line = 'When Veiled Tidecaller is turned face up, return target creature to its owner\'s hand. Veiled Tidecaller hums.';
    const a = parseAbility(line, OFFSET, CONTEXTS.c);
    expect(a.kind).toBe('triggered');
    if (a.kind !== 'triggered') return;
    expect(slice(line, a.effects[0]!.span)).toBe('return target creature to its owner\'s hand');
    expect(a.unmodeled.map((s) => slice(line, s))).toEqual(['Veiled Tidecaller hums.']);
  });

  it('extends a turn-face-down effect over the sentence listing its characteristics (CR 708.2a)', () => {
    const line = 'Turn target creature face down. It\'s a 2/2 Cyberman artifact creature.';
    const a = parseAbility(line, OFFSET, CONTEXTS.s);
    if (a.kind !== 'spell') throw new Error(a.kind);
    const e = a.effects[0]!;
    expect(slice(line, e.span)).toBe(line);
    expect(e.kind === 'turn-face-down' && e.characteristics).toEqual({ power: 2, toughness: 2, cardTypes: ['Artifact', 'Creature'], subtypes: ['Cyberman'], keywords: [] });
  });

  it('reads the activated cost: mana, {T}, text and span (CR 602.1a)', () => {
    const line = '{2}{U}, {T}: Turn target face-down creature face up.';
    const a = parseAbility(line, OFFSET, CONTEXTS.c);
    if (a.kind !== 'activated') throw new Error(a.kind);
    expect(a.cost.tap).toBe(true);
    expect(a.cost.mana?.text).toBe('{2}{U}');
    expect(a.cost.text).toBe('{2}{U}, {T}');
    expect(slice(line, a.cost.span)).toBe('{2}{U}, {T}');
    // The mana part is a value (ManaCostValue), no span of its own: the memo's copies share it.
    expect(a.cost.mana).not.toHaveProperty('span');
    expect(a.cost.mana!.symbols.map((s) => s.text)).toEqual(['2', 'U']);
  });

  it('records the ability word and the trigger word (CR 207.2c, 603.1)', () => {
    const a = parseAbility('Eerie — When this creature is turned face up, draw a card.', 0, CONTEXTS.c);
    expect(a.abilityWord).toBe('Eerie');
    expect(a.kind === 'triggered' && a.trigger).toBe('When');
  });

  it('fills appliesTo for a static P/T change (CR 613.4c)', () => {
    const a = parseAbility('Face-down creatures you control get +1/+1.', 0, CONTEXTS.c);
    expect(a.kind === 'static' && a.appliesTo).toMatchObject({ types: ['creature'], faceDown: true, controller: 'you' });
  });

  it('keeps the whole line and span on every ability', () => {
    for (const [ctx, line] of LINES) {
      const a = parseAbility(line, 7, CONTEXTS[ctx]);
      expect(a.text).toBe(line);
      expect(a.span).toEqual({ start: 7, end: 7 + line.length });
    }
  });
});


function expectSaneSpans(a: Ability, line: string, offset: number): void {
  for (const s of spansOf(a)) {
    expect(s.start).toBeGreaterThanOrEqual(offset);
    expect(s.end).toBeLessThanOrEqual(offset + line.length);
    expect(s.start).toBeLessThanOrEqual(s.end);
  }
}

describe('parseAbility: never throws', () => {
  const odd: string[] = [
    '((((((((',
    '))))',
    '{',
    '}{',
    '{99999999999999999999}: Draw a card.',
    '\u0000\u0001\u0002',
    '\uD800 lone surrogate \uDFFF',
    '"When this creature is turned face up, "draw a card.',
    '—',
    '— — —',
    ':',
    ': Draw a card.',
    '• ',
    '•',
    '[',
    '[+',
    '+1',
    'When , ,',
    'Turn face down.',
    'Morph {',
    'Morph —',
    'Ward—',
    'Suspend 4—',
    'Target creature gets +999999999/+1 until end of turn.',
    'Put 99999999 +1/+1 counters on it.',
    'Manifest the top 1000000 cards of your library.',
    'Draw 123456789012 cards.',
    'As this creature is turned face up,',
    'Whenever a face-down creature you control enters and and and and and and, draw a card.',
    'Eerie — Eerie — Eerie — When',
    'I, II, III, IV, V, VI, VII — Draw a card.',
    'constructor',
    '__proto__: Draw a card.',
    'toString, valueOf',
    'Flying, , , ,',
    '🙂 When this creature is turned face up, draw a card. 🙂',
    'When this creature is turned face up, target creature gets +1/+1 and gains flying and gains flying and gains flying and gains flying and gains flying and gains flying and gains flying and gains flying and gains flying and gains flying and gains flying and gains flying and gains flying and gains flying until end of turn.',
  ];

  it.each(odd)('handles %j', (line) => {
    for (const ctx of Object.values(CONTEXTS)) {
      expect(() => parseAbilityStrict(line, 3, ctx)).not.toThrow();
      expectSaneSpans(parseAbility(line, 3, ctx), line, 3);
    }
  });

  it('handles 100k-character lines', () => {
    const lines = [
      'a'.repeat(100_000),
      'When this creature is turned face up, ' + 'draw a card and '.repeat(6_000) + 'draw a card.',
      'Flying, '.repeat(12_000) + 'flying',
      '('.repeat(50_000) + ')'.repeat(50_000),
      'Target creature gets +1/+1 and '.repeat(3_000),
      '{U}'.repeat(30_000) + ': Draw a card.',
      'Turn target creature face down. '.repeat(3_000),
      '"'.repeat(100_000),
      'Turn target creature face down. '.repeat(150),
      'Target creature gets +1/+1 and '.repeat(150),
    ];
    for (const line of lines) {
      expect(() => parseAbilityStrict(line, 0, CONTEXTS.c)).not.toThrow();
      const a = parseAbility(line, 0, CONTEXTS.c);
      expect(a.text.length).toBe(line.length);
      expectSaneSpans(a, line, 0);
    }
  });

  it('survives hostile contexts and offsets', () => {
    const bad = [
      { cardName: '', faceName: '' },
      { cardName: '(.*)+$', faceName: '[' },
      { cardName: 'When', faceName: 'Turn', typeLine: 'Sorcery' },
      { cardName: 'x'.repeat(10_000), faceName: 'y' },
      undefined as unknown as { cardName: string; faceName: string },
      { cardName: 3, faceName: null } as unknown as { cardName: string; faceName: string },
    ];
    for (const ctx of bad) {
      expect(() => parseAbility('When this creature is turned face up, draw a card.', 0, ctx)).not.toThrow();
    }
    expect(parseAbility(undefined as unknown as string, Number.NaN, CONTEXTS.c).kind).toBe('text');
  });

  it('never throws on generated text (seeded property test)', () => {
    const pieces = fc.constantFrom(
      'When', 'Whenever', 'At', 'this creature', 'is turned face up', 'enters', ',', '.', ':', '—', '(', ')', '{', '}', '{2}', '{U}',
      '{T}', 'target', 'face-down', 'creature', 'you control', 'turn', 'face up', 'face down', 'and', 'then', 'it', 'gets', '+1/+1',
      'Morph', 'Ward', 'Flying', '"', '•', 'Veiled Tidecaller', 'until end of turn', 'put', 'two', '+1/+1 counters on', 'manifest',
      'the top card of your library', 'becomes a', 'blue', 'Frog', 'with base power and toughness', '1/1', 'It\'s a', '−2',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 4 })), { maxLength: 30 }), fc.nat(1_000_000), (parts, offset) => {
        const line = parts.join(' ');
        parseAbilityStrict(line, offset, CONTEXTS.c);
        parseAbilityStrict(line, offset, CONTEXTS.s);
        expectSaneSpans(parseAbility(line, offset, CONTEXTS.c), line, offset);
      }),
      { seed: 20250101, numRuns: 400 },
    );
  });
});

describe('quoted abilities: their spans are their quoted words in the document (CR 113.1a: a quoted ability is a line of its own)', () => {
  const words = (line: string, span: Span) => line.slice(span.start - OFFSET, span.end - OFFSET);
  it('a granted ability, its effects and an emblem\'s ability point at the quoted words', () => {
    const line = 'Enchanted creature has "{T}: This creature deals 1 damage to any target."';
    const a = parseAbility(line, OFFSET, CONTEXTS.e);
    const grant = a.kind === 'static' ? a.effects[0] : undefined;
    expect(grant?.kind).toBe('grant-ability');
    const inner = grant && 'ability' in grant ? (grant.ability as Ability) : undefined;
    expect(words(line, inner!.span)).toBe('{T}: This creature deals 1 damage to any target.');
    const innerEffect = inner && 'effects' in inner ? inner.effects[0]! : undefined;
    expect(words(line, innerEffect!.span)).toBe('This creature deals 1 damage to any target');
    const emblem = 'You get an emblem with "Creatures you control get +1/+1."';
    const b = parseAbility(emblem, OFFSET, CONTEXTS.p);
    const e = b.kind === 'spell' || b.kind === 'static' ? b.effects[0] : undefined;
    expect(words(emblem, (e as { ability: Ability }).ability.span)).toBe('Creatures you control get +1/+1.');
  });
  it('with the card\'s own name in the line before the quote (normalized to ~), the quoted words are still found', () => {
    const line = 'Until end of turn, Veiled Tidecaller gains "When this creature dies, draw a card."';
    const a = parseAbility(line, OFFSET, CONTEXTS.c);
    const g = a.kind === 'spell' || a.kind === 'static' ? a.effects[0] : undefined;
    const inner = (g as { ability: Ability }).ability;
    expect(words(line, inner.span)).toBe('When this creature dies, draw a card.');
    if (inner.kind === 'triggered') expect(words(line, inner.effects[0]!.span)).toBe('draw a card');
  });
});
