// What a note scenario's run read of its card, recorded (checks/notes/read-set.ts): a card on which every recorded read
// gives the same value gets the run's outcome; a card that differs in one read part, or whose part reached by two paths
// is two parts, does not; the card's own name is read as ~; a run that writes the model is never shared. And on the
// example set, notes with runs shared by what they read equal each card's own run (checks/interactions.ts `byReads`).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InteractionCache } from '../../server/src/checks/interactions';
import { ReadRecorder, ReadTree } from '../../server/src/checks/notes/read-set';
import type { Card } from '../../server/src/model/types';
import { derivedOf } from '../../server/src/rules/state/card-reads';
import { cardFiles } from './support/card-files';
import { notesBothWays } from './support/notes-both-ways';

const card = (name: string, power: string, toughness: string, text: string): Card =>
  ({ name, faces: [{ name, power, toughness, abilities: [{ kind: 'triggered', text }] }] }) as unknown as Card;

/** A "run": reads the first face's power and its first ability's text, and whether the face has a loyalty. */
function run(c: Card): string {
  const face = c.faces[0]!;
  const ability = face.abilities[0] as unknown as { text: string };
  return `${face.power}|${ability.text.replace(c.name, 'X')}|${'loyalty' in face}`;
}

function recorded(c: Card, play: (c: Card) => string = run): { reads: ReadRecorder; value: string } {
  const reads = new ReadRecorder(c);
  return { reads, value: play(reads.card) };
}

describe('runs shared by what they read of their card', () => {
  it('a card equal in every part the run read gets its outcome; one part read differently, not', () => {
    const tree = new ReadTree<string>();
    const first = recorded(card('Alpha', '2', '3', 'When Alpha dies, draw a card.'));
    expect(first.reads.shareable).toBe(true);
    tree.add(first.reads.reads, first.value);
    // Another toughness (never read) and another name (read as ~ in its own text): the same run.
    expect(tree.find(card('Beta', '2', '5', 'When Beta dies, draw a card.'))).toEqual({ value: first.value });
    // Another power, another text, or a loyalty where the run asked for one: not.
    expect(tree.find(card('Gamma', '3', '3', 'When Gamma dies, draw a card.'))).toBeUndefined();
    expect(tree.find(card('Delta', '2', '3', 'When Delta dies, draw two cards.'))).toBeUndefined();
    const withLoyalty = card('Eps', '2', '3', 'When Eps dies, draw a card.');
    (withLoyalty.faces[0] as unknown as { loyalty: string }).loyalty = '3';
    expect(tree.find(withLoyalty)).toBeUndefined();
  });

  it('a value computed from the card is recorded by what is read of it, and a part reached twice must be one part', () => {
    const refOf = (c: Card) => ({ first: c.faces[0]!.abilities[0]!, power: c.faces[0]!.power });
    const play = (c: Card) => {
      const d = derivedOf(c, 'test-ref', refOf);
      // The same ability object by the derived value and by the card.
      return `${d.power}|${(d.first as unknown as { text: string }).text}|${(c.faces[0]!.abilities[0] as unknown as { kind: string }).kind}`;
    };
    const tree = new ReadTree<string>();
    const first = recorded(card('Alpha', '2', '3', 'Flying'), play);
    expect(first.reads.reads.some((r) => r.at.includes('\u0004'))).toBe(true);
    tree.add(first.reads.reads, first.value);
    expect(tree.find(card('Beta', '2', '1', 'Flying'))).toEqual({ value: first.value });
    // A card whose abilities are a new copy at each read: the part read by the two paths is two parts, not shown equal.
    const base = card('Gamma', '2', '3', 'Flying');
    const face = base.faces[0]!;
    const copying = { name: 'Gamma', faces: [{ ...face, get abilities() { return face.abilities.map((a) => ({ ...a })); } }] } as unknown as Card;
    expect(play(copying)).toBe(first.value);
    expect(tree.find(copying)).toBeUndefined();
  });

  it('a run that writes the model is not shared', () => {
    const r = recorded(card('Alpha', '2', '3', 'Flying'), (c) => {
      (c.faces[0] as unknown as { power: string }).power = '9';
      return 'x';
    });
    expect(r.reads.shareable).toBe(false);
  });

  it('notes with runs shared by what they read are each card\'s own (the example set)', () => {
    const byReads = new InteractionCache(false, true);
    const { shared, exact } = notesBothWays(cardFiles(path.join(__dirname, '..', '..', 'examples')), byReads);
    expect(shared.length).toBeGreaterThan(20);
    expect(shared).toEqual(exact);
    expect(byReads.runs).toBeGreaterThan(0);
  });
});
