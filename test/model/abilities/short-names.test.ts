// CR 201.5c: a legendary card's text may name it by a shortened name — before its comma ("Orsa" for "Orsa, Keeper of
// Masks") or its first word before "the"/"of" ("Kessa" for "Kessa the Unbound", "Vell" for "Vell of Quiet Tides").
import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { selfNames } from '../../../server/src/model/abilities/normalize';

describe('shortened names of legendary cards (CR 201.5c)', () => {
  it('reads the first word before "the" or "of" as the card itself', () => {
    const ctx = { cardName: 'Kessa the Unbound', faceName: 'Kessa the Unbound', typeLine: 'Legendary Creature — Human Wizard' };
    const a = parseAbility('Whenever Kessa attacks, draw a card.', 0, ctx);
    expect(a.unmodeled).toEqual([]);
    expect(a.kind === 'triggered' && a.event.kind === 'object-event' && a.event.subject.self).toBe(true);
    expect(selfNames({ ...ctx, cardName: 'Vell of Quiet Tides', faceName: 'Vell of Quiet Tides' })).toContain('Vell');
  });

  // CR 201.5c, 205.3j: "non-Gideon creatures" names the subtype the short name shares, never the card itself.
  it('reads a short name right after "non-" as the subtype, not the card', () => {
    const ctx = { cardName: 'Vell, the Oathbound', faceName: 'Vell, the Oathbound', typeLine: 'Legendary Creature — Human Soldier' };
    const a = parseAbility('Whenever you attack with two or more non-Vell creatures, put a +1/+1 counter on each of those creatures.', 0, ctx);
    expect(a.unmodeled).toEqual([]);
    expect(JSON.stringify(a)).toContain('non-Vell');
  });

  it('keeps a nonlegendary card and a name starting "The" whole', () => {
    expect(selfNames({ cardName: 'Kessa the Unbound', faceName: 'Kessa the Unbound', typeLine: 'Creature — Human' })).not.toContain('Kessa');
    expect(selfNames({ cardName: 'The Vault of Ages', faceName: 'The Vault of Ages', typeLine: 'Legendary Artifact' })).not.toContain('The');
  });
});

describe('the names a card calls itself by', () => {
  it('come longest first, equal lengths in the order found, each once', () => {
    const names = selfNames({ cardName: 'Ayli, Eternal Pilgrim // Ayli, Eternal Pilgrim', faceName: 'Ayli, Eternal Pilgrim', typeLine: 'Legendary Creature — Kor Cleric' });
    expect(names).toEqual(['Ayli, Eternal Pilgrim', 'CARDNAME', 'Ayli']);
    expect(selfNames({ cardName: 'Fire // Ice', faceName: 'Fire', typeLine: 'Instant' })).toEqual(['CARDNAME', 'Fire', 'Ice']);
    expect(selfNames({ cardName: 'Abcdefgh', faceName: 'Abcdefgh' })).toEqual(['Abcdefgh', 'CARDNAME']);
  });
});
