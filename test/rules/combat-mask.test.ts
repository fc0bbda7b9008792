// A creature cast face down through an Illusionary-Mask-like effect blocks face down; as it would assign combat damage
// its casting effect turns it face up first (a replacement, CR 614.1, 708.4), so it assigns and deals damage as itself
// (CR 510.1a: damage equal to its power).

import { describe, expect, it } from 'vitest';
import { newGame, put } from './fixtures';

describe('combat damage from a Mask-cast face-down blocker (CR 614.1, 708.4, 510.1a)', () => {
  it('is turned face up before it assigns combat damage, and deals its own power', () => {
    const g = newGame();
    const h = put(g, 'opponent', 'Mossy Ogre', 'hand');
    expect(g.cast('opponent', h, { faceDownByEffect: { turnUpOnDamageOrTap: true } }).ok).toBe(true);
    g.resolveTop();
    const ogre = g.find('Mossy Ogre', 'battlefield')!.id;
    const attacker = put(g, 'you', 'Mossy Ogre', 'battlefield');
    expect(g.attack('you', [attacker]).ok).toBe(true);
    expect(g.block('opponent', [[ogre, attacker]]).ok).toBe(true);
    expect(g.object(ogre)!.faceDown).not.toBeNull();
    const r = g.moveToStep('combat-damage');
    expect(r.ok).toBe(true);
    const damage = r.events.filter((e) => e.type === 'damage' && e.source === ogre);
    expect(damage.map((e) => (e.type === 'damage' ? e.amount : 0))).toEqual([3]);
    expect(r.events.findIndex((e) => e.type === 'turned-face-up')).toBeLessThan(r.events.findIndex((e) => e.type === 'damage'));
  });
});
