// A card's rules identity (model/structural-key.ts) is what simulations are cached and shared on. It must not depend on
// where the card stands: before, the parts of an ability not carried out kept their absolute positions, so every copy
// of such a card further down a document was an identity of its own, and the set-wide analysis of a large set played
// a square of scenarios (issue 22, F9).

import { describe, expect, it } from 'vitest';
import { generateCards } from '../../bench/generate';
import { Workspace } from '../../server/src/model/workspace';
import { structuralKey } from '../../server/src/model/structural-key';

const cardsOf = (text: string) => {
  const ws = new Workspace();
  ws.update('file:///set.cards', text);
  return ws.allCards();
};

describe('rules identity (structuralKey)', () => {
  it('is the same for the same card wherever it stands in the document, parts not carried out included', () => {
    const all = cardsOf(generateCards(56)); // the example set twice, renamed
    const withUnsimulated = all.slice(0, 28).filter((c) => c.faces.some((f) => f.abilities.some((a) => a.unsimulated?.length)));
    expect(withUnsimulated.length).toBeGreaterThan(0);
    for (let i = 0; i < 28; i++) expect(structuralKey(all[i + 28]!), all[i]!.name).toBe(structuralKey(all[i]!));
  });

  it('still tells apart cards whose parts not carried out are different parts of the same ability', () => {
    const card = (name: string, extra: string) => `card "${name}"\n  cost {1}{W}\n  type Enchantment — Aura\n  text\n    Enchant creature\n    ${extra}\n\n`;
    const [a, b, c] = cardsOf(`set "S"\n\n${card('A', 'Enchanted creature gets +1/+1.')}${card('B', 'Enchanted creature gets +1/+1.')}${card('C', 'Enchanted creature gets +2/+2.')}`);
    expect(structuralKey(a!)).toBe(structuralKey(b!));
    expect(structuralKey(a!)).not.toBe(structuralKey(c!));
  });
});
