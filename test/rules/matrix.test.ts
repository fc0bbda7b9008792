// One test per row of the rules-digest §5 matrix "Can it be turned face up?" (CR 116.2b and the rows' rules).

import { describe, it, expect } from 'vitest';
import { newGame, put, castFaceDown, manifestNamed, castAndResolve, methods, codes } from './fixtures';
import { reasonText } from '../support/reason-text';

describe('§5 turn-face-up matrix', () => {
  it('cast with morph: SA for its morph cost as it would be face up; ability removal blocks it (CR 702.37c, 702.37e)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    expect(methods(g, id)).toEqual(['morph {4}{U}']);
    castAndResolve(g, 'opponent', 'Silencing Hex', [id]);
    const ans = g.canTurnFaceUp(id, 'you');
    expect(ans.options).toEqual([]);
    expect(codes(ans.reasons)).toContain('morph-lost-with-abilities');
    expect(reasonText(ans.reasons.find((r) => r.code === 'morph-lost-with-abilities')!)).toContain('loses morph when abilities are removed');
    expect(ans.reasons[0]!.cr).toContain('702.37e');
    g.endTurn();
    expect(methods(g, id)).toEqual(['morph {4}{U}']);
    const r = g.turnFaceUp('you', id);
    expect(r.ok).toBe(true);
    expect(g.characteristics(id)!.name).toBe('Glacier Lurker');
    expect([g.characteristics(id)!.power, g.characteristics(id)!.toughness]).toEqual([4, 5]);
  });

  it('cast with megamorph: megamorph cost and a +1/+1 counter; removal blocks it (CR 702.37b, 702.37e)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Dawn Initiate', 'megamorph');
    expect(g.object(id)!.faceDown!.origin).toBe('megamorph');
    expect(methods(g, id)).toEqual(['megamorph {2}{W}']);
    const r = g.turnFaceUp('you', id);
    expect(r.ok).toBe(true);
    expect(g.object(id)!.counters['+1/+1']).toBe(1);
    expect([g.characteristics(id)!.power, g.characteristics(id)!.toughness]).toEqual([3, 4]);

    const g2 = newGame();
    const id2 = castFaceDown(g2, 'you', 'Dawn Initiate', 'megamorph');
    castAndResolve(g2, 'opponent', 'Newt Curse', [id2]);
    const ans = g2.canTurnFaceUp(id2, 'you');
    expect(ans.options).toEqual([]);
    expect(reasonText(ans.reasons[0]!)).toContain('loses megamorph when abilities are removed');
  });

  it('cast with disguise: ward {2} face down, disguise cost; removal blocks it and removes the ward (CR 702.168b, 702.168d)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Alley Walker', 'disguise');
    expect(g.characteristics(id)!.keywordLabels).toEqual(['Ward {2}']);
    expect(methods(g, id)).toEqual(['disguise {R/W}{R/W}']);
    castAndResolve(g, 'opponent', 'Silencing Hex', [id], { payWard: true });
    expect(g.characteristics(id)!.keywordLabels).toEqual([]);
    const ans = g.canTurnFaceUp(id, 'you');
    expect(ans.options).toEqual([]);
    expect(ans.reasons[0]!.code).toBe('morph-lost-with-abilities');
    expect(reasonText(ans.reasons[0]!)).toContain('loses disguise when abilities are removed');
  });

  it('manifested (and manifest dread): creature card with a mana cost, for that cost; removal does not block; noncreature and instant never (CR 701.40b, 701.40g, 701.62a)', () => {
    const g = newGame();
    const bear = manifestNamed(g, 'you', 'Bear Cub');
    expect(methods(g, bear)).toEqual(['mana-cost {1}{G}']);
    castAndResolve(g, 'opponent', 'Newt Curse', [bear]);
    expect(methods(g, bear)).toEqual(['mana-cost {1}{G}']);
    const stone = manifestNamed(g, 'you', 'Standing Stone');
    expect(methods(g, stone)).toEqual([]);
    expect(codes(g.canTurnFaceUp(stone, 'you').reasons)).toContain('manifested-noncreature');
    const bolt = manifestNamed(g, 'you', 'Quick Bolt', 'manifest-dread');
    expect(g.object(bolt)!.faceDown!.origin).toBe('manifest-dread');
    expect(codes(g.canTurnFaceUp(bolt, 'you').reasons)).toContain('manifested-instant-or-sorcery');
    const ogre = manifestNamed(g, 'you', 'Mossy Ogre', 'manifest-dread');
    expect(methods(g, ogre)).toEqual(['mana-cost {3}{G}']);
  });

  it('cloaked: ward {2}, mana cost if a creature card; removal does not block but removes the ward (CR 701.58a, 701.58b)', () => {
    const g = newGame();
    const id = manifestNamed(g, 'you', 'Mossy Ogre', 'cloak');
    expect(g.characteristics(id)!.keywordLabels).toEqual(['Ward {2}']);
    expect(methods(g, id)).toEqual(['mana-cost {3}{G}']);
    castAndResolve(g, 'opponent', 'Silencing Hex', [id], { payWard: true });
    expect(g.characteristics(id)!.keywordLabels).toEqual([]);
    expect(methods(g, id)).toEqual(['mana-cost {3}{G}']);
  });

  it('turned face down by an effect: only morph/disguise the card has (CR 708.2a, 702.37e)', () => {
    const g = newGame();
    const bear = put(g, 'you', 'Bear Cub', 'battlefield');
    const lurker = put(g, 'you', 'Glacier Lurker', 'battlefield');
    castAndResolve(g, 'opponent', 'Sudden Flip', [bear]);
    castAndResolve(g, 'opponent', 'Sudden Flip', [lurker]);
    expect(g.object(bear)!.faceDown!.origin).toBe('turned-face-down');
    expect(methods(g, bear)).toEqual([]);
    expect(g.canTurnFaceUp(bear, 'you').reasons[0]!.cr).toContain('708.7');
    expect(methods(g, lurker)).toEqual(['morph {4}{U}']);
  });

  it('put onto the battlefield face down by an effect: only via morph/disguise (CR 708.3, 702.37e)', () => {
    const g = newGame();
    const ogre = put(g, 'you', 'Mossy Ogre', 'graveyard');
    const lurker = put(g, 'you', 'Glacier Lurker', 'graveyard');
    const o1 = g.returnToBattlefield(ogre, { faceDown: true }).newId!;
    const o2 = g.returnToBattlefield(lurker, { faceDown: true }).newId!;
    expect(g.object(o1)!.faceDown!.origin).toBe('put-face-down');
    expect(methods(g, o1)).toEqual([]);
    expect(methods(g, o2)).toEqual(['morph {4}{U}']);
  });

  it('cast face down through an effect (Illusionary-Mask-like): no SA; its own replacement turns it up when it becomes tapped (CR 708.4, 708.7)', () => {
    const g = newGame();
    const h = put(g, 'you', 'Mossy Ogre', 'hand');
    expect(g.cast('you', h, { faceDownByEffect: { turnUpOnDamageOrTap: true } }).ok).toBe(true);
    g.resolveTop();
    const id = g.find('Mossy Ogre', 'battlefield')!.id;
    expect(g.object(id)!.faceDown!.origin).toBe('cast-face-down-effect');
    expect(methods(g, id)).toEqual([]);
    const r = g.tap(id);
    expect(r.events.map((e) => e.type)).toEqual(['turned-face-up', 'tapped']);
    expect(g.object(id)!.faceDown).toBeNull();
    expect(g.object(id)!.tapped).toBe(true);
  });

  it('face-down spell on the stack: never (CR 708.7)', () => {
    const g = newGame();
    const h = put(g, 'you', 'Glacier Lurker', 'hand');
    g.cast('you', h, { faceDown: 'morph' });
    const spell = g.find('Glacier Lurker', 'stack')!.id;
    const ans = g.canTurnFaceUp(spell, 'you');
    expect(ans.options).toEqual([]);
    expect(ans.reasons[0]!.code).toBe('face-down-spell-turn-up');
    const r = g.turnFaceUp('you', spell);
    expect(r.ok).toBe(false);
    expect(r.reasons[0]!.cr).toContain('708.7');
  });

  it('face-up copy of a face-down permanent: never, it is face up (CR 707.2)', () => {
    const g = newGame();
    const fd = castFaceDown(g, 'opponent', 'Glacier Lurker');
    castAndResolve(g, 'you', 'Mirror Mimic', [], { copying: fd });
    const mimic = g.find('Mirror Mimic', 'battlefield')!.id;
    const ans = g.canTurnFaceUp(mimic, 'you');
    expect(ans.options).toEqual([]);
    expect(ans.reasons[0]!.code).toBe('face-down-copy-is-vanilla');
  });

  it('face-down merged permanent: per the topmost component; an instant component blocks it (CR 729.2g)', () => {
    const g = newGame();
    const bear = manifestNamed(g, 'you', 'Bear Cub');
    const beast = put(g, 'you', 'Merging Beast', 'hand');
    g.merge(beast, bear, false);
    expect(methods(g, bear)).toEqual(['mana-cost {1}{G}']);
    const bolt = manifestNamed(g, 'you', 'Quick Bolt');
    const beast2 = put(g, 'you', 'Merging Beast', 'hand');
    g.merge(beast2, bolt, false);
    const ans = g.canTurnFaceUp(bolt, 'you');
    expect(ans.options).toEqual([]);
    expect(ans.reasons[0]!.cr).toContain('729.2g');
  });

  it('face-down double-faced card: manifest check uses the front face; turns up front face up (CR 712.8a, 712.15a)', () => {
    const g = newGame();
    const acolyte = manifestNamed(g, 'you', 'Moonrise Acolyte');
    expect(methods(g, acolyte)).toEqual(['mana-cost {1}{G}']);
    const chart = manifestNamed(g, 'you', 'Old Chart');
    expect(codes(g.canTurnFaceUp(chart, 'you').reasons)).toContain('manifested-noncreature');
    g.turnFaceUp('you', acolyte);
    expect(g.characteristics(acolyte)!.name).toBe('Moonrise Acolyte');
  });

  it('always: only the controller may take the special action (CR 116.2b, 702.37e)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    const ans = g.canTurnFaceUp(id, 'opponent');
    expect(ans.options).toEqual([]);
    expect(reasonText(ans.reasons[0]!)).toContain('controller');
    expect(g.turnFaceUp('opponent', id).ok).toBe(false);
  });
});
