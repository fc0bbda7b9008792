// A card node and its first face share one span object until a `back` line (one span fewer per card); a card with a
// back face gets its own, over both faces. The extents are what they were: each face its own lines, the card all.
import { describe, expect, it } from 'vitest';
import type { CardNode } from '../../grammar/src/ast';
import { parse } from '../../grammar/src/parse';
import { buildDocument } from '../../server/src/model/document';

const card = (text: string) => parse(text).ast.items[0] as CardNode;

describe('card and face spans', () => {
  it('one object for a card of one face, covering its lines', () => {
    const text = 'card "A"\n  type Instant\n  text Draw a card.\n    Scry 1.\n';
    const c = card(text);
    expect(c.span).toBe(c.faces[0]!.span);
    expect(c.span).toEqual({ start: 0, end: text.indexOf('Scry 1.') + 'Scry 1.'.length });
  });

  it('a card of two faces has its own span over both; its first face ends where the back begins', () => {
    const text = 'card "A"\n  type Creature\n  text Flying\nback "B"\n  type Creature\n  text Trample\n';
    const c = card(text);
    expect(c.span).not.toBe(c.faces[0]!.span);
    expect(c.faces[0]!.span).toEqual({ start: 0, end: text.indexOf('Flying') + 'Flying'.length });
    expect(c.faces[1]!.span).toEqual({ start: text.indexOf('back'), end: text.indexOf('Trample') + 'Trample'.length });
    expect(c.span).toEqual({ start: 0, end: text.indexOf('Trample') + 'Trample'.length });
  });

  it('moves once with its chunk: after an edit above it, the card equals a build from scratch', () => {
    const body = (n: number) => `card "C${n}"\n  type Creature — Elf\n  pt 1/1\n  text Flying\n${n % 2 ? `back "D${n}"\n  type Instant\n  text Draw a card.\n` : ''}\n`;
    const text = Array.from({ length: 60 }, (_, i) => body(i)).join('');
    const first = buildDocument('file:///s.cards', text);
    const edited = 'card "Z"\n  type Instant\n\n' + text;
    const moved = buildDocument('file:///s.cards', edited, 'modern', first);
    const fresh = buildDocument('file:///s.cards', edited);
    expect(JSON.parse(JSON.stringify(moved.parse))).toEqual(JSON.parse(JSON.stringify(fresh.parse)));
    expect(JSON.parse(JSON.stringify(moved.cards))).toEqual(JSON.parse(JSON.stringify(fresh.cards)));
  });
});
