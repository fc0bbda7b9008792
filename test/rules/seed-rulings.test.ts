// Seed rulings at engine level (rules-digest §8.1 and the list); each title names its CR section.

import { describe, it, expect } from 'vitest';
import { newGame, put, castFaceDown, manifestNamed, castAndResolve, methods, codes } from './fixtures';
import { reasonText } from '../support/reason-text';

describe('seed rulings', () => {
  it('a turned permanent is the same object: targets, Auras and Equipment stay (CR 110.5, 708.8)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    const charm = put(g, 'you', 'Guardian Charm', 'battlefield', { attachedTo: id });
    const blade = put(g, 'you', 'Iron Blade', 'battlefield', { attachedTo: id });
    const pump = put(g, 'you', 'Pump Shot', 'hand');
    g.cast('you', pump, { targets: [id] });
    expect(g.turnFaceUp('you', id).ok).toBe(true);
    g.resolveTop();
    expect([g.characteristics(id)!.power, g.characteristics(id)!.toughness]).toEqual([6, 7]);
    expect(g.object(charm)!.attachedTo).toBe(id);
    expect(g.object(blade)!.attachedTo).toBe(id);
  });

  it('manifested creature cards turn up for their mana cost ignoring type-changing effects (CR 701.40b, 708.12)', () => {
    const g = newGame();
    const bear = manifestNamed(g, 'you', 'Bear Cub');
    castAndResolve(g, 'opponent', 'Frog Form', [bear]);
    expect(g.characteristics(bear)!.subtypes).toEqual(['Frog']);
    expect(g.characteristics(bear)!.colors).toEqual(['U']);
    expect(methods(g, bear)).toEqual(['mana-cost {1}{G}']);
  });

  it('face-down creatures have no name and no creature types, so they never share them (CR 708.2a, 201.2a)', () => {
    const g = newGame();
    const a = castFaceDown(g, 'you', 'Lady of Masks');
    const c = g.characteristics(a)!;
    expect(c.name).toBeNull();
    expect(c.subtypes).toEqual([]);
    expect(g.visibility(a)!.views.opponent.identity).toBeNull();
  });

  it('turning face up triggers no "enters" abilities, its own or others\' (CR 708.8, 702.37e)', () => {
    const g = newGame();
    put(g, 'you', 'Arrival Scout', 'battlefield');
    const id = castFaceDown(g, 'you', 'Gate Watcher');
    expect(g.triggersFired('Arrival Scout').length).toBe(1); // the face-down 2/2 entering is seen (708.3)
    const r = g.turnFaceUp('you', id);
    expect(r.events.filter((e) => e.type === 'triggered')).toEqual([]);
    expect(g.triggersFired('Arrival Scout').length).toBe(1);
    expect(g.triggersFired('Gate Watcher')).toEqual([]);
  });

  it('a face-down permanent leaving the battlefield is revealed (CR 708.9)', () => {
    const g = newGame();
    const id = manifestNamed(g, 'you', 'Bear Cub');
    const r = g.destroy(id);
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(['revealed', 'zone-changed']);
    expect(g.visibility(r.newId!)!.mayLook).toEqual(['you', 'opponent']);
  });

  it('a face-down card returned to the battlefield comes back face up; an instant stays where it is (CR 400.7, 110.5b, 400.4a)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    const gy = g.destroy(id).newId!;
    const back = g.returnToBattlefield(gy);
    const o = g.object(back.newId!)!;
    expect(o.faceDown).toBeNull();
    expect(g.characteristics(o.id)!.name).toBe('Glacier Lurker');
    const bolt = manifestNamed(g, 'you', 'Quick Bolt');
    const gy2 = g.destroy(bolt).newId!;
    const r = g.returnToBattlefield(gy2);
    expect(r.newId).toBeNull();
    expect(g.object(gy2)!.zone).toBe('graveyard');
    expect(r.reasons.flatMap((x) => x.cr)).toContain('400.4a');
  });

  it('a manifested double-faced card can\'t transform and turns up front face up; a double-faced permanent can\'t be turned face down (CR 712.15a, 712.16)', () => {
    const g = newGame();
    const id = manifestNamed(g, 'you', 'Moonrise Acolyte');
    expect(g.transform(id).ok).toBe(false);
    g.turnFaceUp('you', id);
    expect(g.characteristics(id)!.name).toBe('Moonrise Acolyte');
    const r = castAndResolve(g, 'opponent', 'Sudden Flip', [id]);
    expect(g.object(id)!.faceDown).toBeNull();
    expect(r.reasons.flatMap((x) => x.cr)).toContain('712.16');
  });

  it('a token copy of a face-down creature is a face-up vanilla 2/2 (CR 707.2, 708.2)', () => {
    const g = newGame();
    const fd = castFaceDown(g, 'opponent', 'Glacier Lurker');
    const r = castAndResolve(g, 'you', 'Twin Image', [fd]);
    expect(codes(r.reasons)).toContain('face-down-copy-is-vanilla');
    const tok = [...g.state.objects.values()].find((o) => o.token)!;
    const c = g.characteristics(tok.id)!;
    expect([tok.faceDown, c.name, c.power, c.toughness, c.abilities.length, c.colors]).toEqual([null, null, 2, 2, 0, []]);
    expect(g.visibility(tok.id)!.views.you.shows).not.toContain('Glacier Lurker');
  });

  it('the default face-down values: 2/2 creature, no name, types, supertypes, mana cost or abilities; colorless, mana value 0 (CR 708.2a, 202.2b, 202.3a)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Lady of Masks');
    const c = g.characteristics(id)!;
    expect({ name: c.name, manaCost: c.manaCost, mv: c.manaValue, colors: c.colors, sup: c.supertypes, types: c.cardTypes, sub: c.subtypes, ab: c.abilities.length, pt: [c.power, c.toughness] }).toEqual({
      name: null,
      manaCost: null,
      mv: 0,
      colors: [],
      sup: [],
      types: ['Creature'],
      sub: [],
      ab: 0,
      pt: [2, 2],
    });
  });

  it('a face-down instant or sorcery can\'t be turned face up (CR 701.40g)', () => {
    const g = newGame();
    const id = manifestNamed(g, 'you', 'Deep Thought');
    const r = g.turnFaceUp('you', id);
    expect(r.ok).toBe(false);
    expect(codes(r.reasons)).toContain('manifested-instant-or-sorcery');
    expect(g.object(id)!.faceDown).not.toBeNull();
  });

  it('turning face up or down keeps the tapped state (CR 110.5c)', () => {
    const g = newGame();
    const id = put(g, 'you', 'Glacier Lurker', 'battlefield', { tapped: true });
    castAndResolve(g, 'opponent', 'Sudden Flip', [id]);
    expect(g.object(id)!.tapped).toBe(true);
    g.turnFaceUp('you', id);
    expect(g.object(id)!.tapped).toBe(true);
  });

  it('a manifested card with morph may be turned face up for its morph cost (CR 701.40c)', () => {
    const g = newGame();
    const id = manifestNamed(g, 'you', 'Glacier Lurker');
    expect(methods(g, id).sort()).toEqual(['mana-cost {3}{U}{U}', 'morph {4}{U}']);
    const r = g.turnFaceUp('you', id, { method: 'morph' });
    expect(r.events.find((e) => e.type === 'turned-face-up')).toMatchObject({ method: 'morph', cost: '{4}{U}' });
  });

  it('an Aura or Equipment attached to a face-down creature stays attached when it turns face up (CR 708.8)', () => {
    const g = newGame();
    put(g, 'you', 'Bear Cub', 'library');
    castAndResolve(g, 'you', 'Shade Coat');
    const coat = g.find('Shade Coat', 'battlefield')!;
    const cloaked = g.find('Bear Cub', 'battlefield')!;
    expect(coat.attachedTo).toBe(cloaked.id);
    g.turnFaceUp('you', cloaked.id);
    expect(g.object(coat.id)!.attachedTo).toBe(cloaked.id);
  });

  it('a manifested creature card can turn up after losing its abilities while a morph creature can\'t (CR 701.40b, 702.37e)', () => {
    const g = newGame();
    const man = manifestNamed(g, 'you', 'Branch Caller');
    const mor = castFaceDown(g, 'you', 'Glacier Lurker');
    castAndResolve(g, 'opponent', 'Newt Curse', [man]);
    castAndResolve(g, 'opponent', 'Newt Curse', [mor]);
    expect(methods(g, man)).toEqual(['mana-cost {1}{G}']);
    expect(methods(g, mor)).toEqual([]);
    expect(reasonText(g.canTurnFaceUp(mor, 'you').reasons[0]!)).toContain('loses morph when abilities are removed');
    g.turnFaceUp('you', man);
    expect([g.characteristics(man)!.power, g.characteristics(man)!.abilities.length]).toEqual([1, 0]);
  });

  it('disguise gives ward {2}, lost with the abilities (CR 702.168a, 613.1f)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Alley Walker', 'disguise');
    expect(g.characteristics(id)!.keywordLabels).toEqual(['Ward {2}']);
    put(g, 'opponent', 'Equalizing Dome', 'battlefield');
    expect(g.characteristics(id)!.keywordLabels).toEqual([]);
  });

  it('a face-down spell is a colorless nameless 2/2 creature spell with mana value 0, revealed when countered (CR 708.4, 202.3a, 708.9)', () => {
    const g = newGame();
    const h = put(g, 'you', 'Alley Walker', 'hand');
    const cast = g.cast('you', h, { faceDown: 'disguise' });
    expect(cast.events.find((e) => e.type === 'cast')).toMatchObject({ cost: '{3}', faceDown: true });
    const spell = g.find('Alley Walker', 'stack')!.id;
    const c = g.characteristics(spell)!;
    expect([c.name, c.manaValue, c.colors, c.cardTypes, c.power, c.toughness, c.keywordLabels]).toEqual([null, 0, [], ['Creature'], 2, 2, ['Ward {2}']]);
    expect(g.visibility(spell)!.views.opponent.identity).toBeNull();
    const r = g.counter(spell);
    expect(r.events[0]).toMatchObject({ type: 'revealed', cardName: 'Alley Walker' });
  });
});
