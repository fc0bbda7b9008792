// Combat permissions and restrictions of several objects (issue 26): "Creatures you control can attack as though they
// didn't have defender" (CR 702.3b), "Tapped creatures you control can block as though they were untapped" (509.1a),
// "Creatures without defender can't block ~ this turn" (509.1b); an effect that says attacking creatures become blocked
// (509.1h: "Target unblocked attacking creature becomes blocked"). Read whole, printed back exactly in both eras, the
// pronoun agreeing with the subject's number. The engine carries out attacking as though without defender or with haste
// (CR 609.4, test/rules/game/attack-as-though.cards); the others are recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';

const trick = (line: string): EraLine => sameInBoth('Sudden Wall', 'Instant', line);
const ward = (line: string): EraLine => sameInBoth('Bastion Ward', 'Enchantment', line);
const cat = (legacy: string, modern: string): EraLine => ({ name: 'Alley Prowler', type: 'Creature — Cat', legacy, modern });

const CARRIED: [EraLine, string][] = [
  [ward("Creatures you control can attack as though they didn't have defender."), `"restriction":"can attack as though it didn't have defender"`],
  [ward('Creatures you control can attack as though they had haste.'), '"restriction":"can attack as though it had haste"'],
];

const LINES: [EraLine, string][] = [
  [ward("Modified creatures you control can attack as though they didn't have defender."), `"restriction":"can attack as though it didn't have defender"`],
  [ward('Tapped creatures you control can block as though they were untapped.'), '"restriction":"can block as though it were untapped"'],
  [cat("{1}{G}: Creatures without defender can't block Alley Prowler this turn.", "{1}{G}: Creatures without defender can't block this creature this turn."), `"restriction":"can't block ~ this turn"`],
  [cat("Creatures with flying can't block Alley Prowler.", "Creatures with flying can't block this creature."), `"restriction":"can't block ~"`],
  [trick('Target unblocked attacking creature becomes blocked.'), '"kind":"become-blocked"'],
  [trick('X target attacking creatures become blocked.'), '"kind":"become-blocked"'],
  [trick('Target attacking creature becomes blocked. Draw a card.'), '"kind":"become-blocked"'],
];

describe('combat permissions and restrictions of several objects', () => {
  it.each(LINES.map(([l, part]) => [l.legacy, l, part] as const))('%s', (_, line, part) => {
    const a = readInBothEras(line);
    expect(JSON.stringify(a)).toContain(part);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  // CR 609.4, 702.3b, 302.6: carried out (rules/queries/combat-restrictions.ts, rules/queries/views.ts canAttack).
  it.each(CARRIED.map(([l, part]) => [l.legacy, l, part] as const))('carries out %s', (_, line, part) => {
    const a = readInBothEras(line);
    expect(JSON.stringify(a)).toContain(part);
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('reads no verb that disagrees with its subject', () => {
    expect(parseAbility('Target attacking creature become blocked.', 0, { cardName: 'Sudden Wall', faceName: 'Sudden Wall', typeLine: 'Instant' }).unmodeled.length).toBeGreaterThan(0);
  });

  it('prints the singular pronoun for one object, the plural one for several', () => {
    const one = readInBothEras(cat("Alley Prowler can attack as though it didn't have defender.", "This creature can attack as though it didn't have defender."));
    expect(JSON.stringify(one)).toContain(`"restriction":"can attack as though it didn't have defender"`);
  });
});
