// Parts of an ability kept as offsets into the ability (model/ability-spans.ts), not as spans of their own: the same
// object at any offset, shared by every memo hit of the line, and their document spans read through the accessor
// point at the same text a fresh reading's spans pointed at.
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../server/src/model/document';
import { reminderSpan } from '../../server/src/model/ability-spans';
import { readManaCost } from '../../server/src/model/mana';
import type { Ability } from '../../server/src/model/types';

const MORPH = 'Morph {2}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)';

function card(name: string, rules: string, pad = ''): string {
  return `card "${name}"\n  cost {1}{U}\n  type Creature — Human\n  pt 2/2\n  text\n${pad}    ${rules}\n`;
}

function abilities(text: string): Ability[] {
  return buildDocument(`file:///t${Math.random()}.cards`, text).cards.flatMap((c) => c.card.faces.flatMap((f) => f.abilities));
}

const slice = (text: string, s: { start: number; end: number } | undefined) => (s ? text.slice(s.start, s.end) : undefined);

describe('an ability\'s reminder text: offsets into the ability, its span by the accessor', () => {
  it('points at the parenthesized part wherever the line stands, and every memo hit shares one reminder', () => {
    const text = [card('One', MORPH), card('Two', MORPH), card('Three', 'Flying', '    Trample\n'), card('Four', MORPH)].join('\n');
    const morphs = abilities(text).filter((a) => a.text === MORPH);
    expect(morphs).toHaveLength(3);
    for (const a of morphs) expect(slice(text, reminderSpan(a))).toBe(MORPH.slice(MORPH.indexOf('(')));
    // Frozen, no span of its own: the memo's copies take it as it is.
    expect(new Set(morphs.map((a) => a.reminder)).size).toBe(1);
    expect(Object.isFrozen(morphs[0]!.reminder)).toBe(true);
  });

  it('has no span where the line has no reminder text', () => {
    const [a] = abilities(card('Plain', 'Flying'));
    expect(a!.reminder).toBeUndefined();
    expect(reminderSpan(a!)).toBeUndefined();
  });

  it('keeps an unclosed reminder to the end of the line', () => {
    const line = 'Disguise {W} (You may cast this card';
    const text = card('Half', line);
    const [a] = abilities(text);
    expect(slice(text, reminderSpan(a!))).toBe('(You may cast this card');
  });
});

describe('a keyword\'s cost and an activation cost\'s mana: values without spans, shared by the memo\'s copies', () => {
  it('gives every line written alike one frozen cost, equal to the cost read fresh without its spans', () => {
    const activated = '{2}{U}, {T}: Draw a card.';
    const text = [card('One', MORPH), card('Two', activated), card('Three', MORPH, '    Flying\n'), card('Four', activated)].join('\n');
    const all = abilities(text);
    const costs = all.flatMap((a) => (a.kind === 'keyword' ? a.keywords.flatMap((k) => (k.cost ? [k.cost] : [])) : []));
    const manas = all.flatMap((a) => (a.kind === 'activated' && a.cost.mana ? [a.cost.mana] : []));
    expect(costs).toHaveLength(2);
    expect(manas).toHaveLength(2);
    for (const group of [costs, manas]) {
      expect(group[0]).toBe(group[1]);
      expect(Object.isFrozen(group[0])).toBe(true);
      expect(group[0]).not.toHaveProperty('span');
      for (const s of group[0]!.symbols) expect(s).not.toHaveProperty('span');
    }
    const { span: _span, symbols, ...rest } = readManaCost('{2}{U}', 0).cost;
    expect(costs[0]).toEqual({ ...rest, symbols: symbols.map(({ span: _s, ...sym }) => sym) });
    expect(JSON.stringify(manas[0])).toBe(JSON.stringify(costs[0]));
  });
});
