// Piles (issue 26, CR 700.3, 700.3a): "An opponent separates those cards into two piles", "… separates them into a
// face-down pile and a face-up pile", and another player looking at cards ("Target opponent looks at the top four cards
// of your library", CR 401.2). Read fully, printed back exactly in both eras, recognized, not simulated: the engine makes
// no piles and doesn't let another player look.

import { describe, expect, it } from 'vitest';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { allKinds } from './read-not-simulated';

const LINES: EraLine[] = [
  sameInBoth('Split Decision', 'Instant', 'Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard.'),
  sameInBoth('Split Decision', 'Sorcery', 'Target opponent looks at the top four cards of your library and separates them into a face-down pile and a face-up pile. Put one pile into your hand and the other into your graveyard.'),
  { name: 'Pile Sphinx', type: 'Creature — Sphinx', legacy: 'When Pile Sphinx enters the battlefield, reveal the top four cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard.', modern: 'When this creature enters, reveal the top four cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard.' },
];

describe('piles and another player looking (CR 700.3, 700.3a, 401.2)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    expect(allKinds(a)).toContain('separate-piles');
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('names the player who separates or looks', () => {
    const a = readInBothEras(LINES[1]!);
    const effects = 'effects' in a ? a.effects : [];
    expect(effects[0]).toMatchObject({ kind: 'look', who: 'target-opponent' });
    expect(effects[1]).toMatchObject({ kind: 'separate-piles', faceDownAndUp: true });
  });
});
