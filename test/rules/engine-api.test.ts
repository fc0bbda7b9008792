// Engine API behaviour beyond the matrix and edge cases: snapshot determinism, provenance, visibility of hidden
// zones, locked vs. static effects, odd card data, and the smaller actions.

import { describe, it, expect } from 'vitest';
import { Engine } from '../../server/src/rules';
import type { Card } from '../../server/src/model/types';
import { newGame, put, castFaceDown, manifestNamed, castAndResolve, methods, POOL } from './fixtures';
import { card, fx, keywords, kw, spell, target } from './cards';
import { reasonText } from '../support/reason-text';

function scripted(): Engine {
  const g = newGame();
  put(g, 'you', 'Plots Unveiled', 'battlefield');
  put(g, 'you', 'Bear Cub', 'library');
  put(g, 'you', 'Quick Bolt', 'library');
  g.manifest('you');
  castFaceDown(g, 'opponent', 'Alley Walker', 'disguise');
  put(g, 'opponent', 'Glacier Lurker', 'exile', { exiledFaceDown: true });
  return g;
}

describe('engine API', () => {
  it('snapshot is deterministic and lists face-down origin and entry order (CR 708.6)', () => {
    const a = scripted().snapshot();
    const b = scripted().snapshot();
    expect(a).toBe(b);
    expect(a).toContain('face down #1 (manifested)');
    expect(a).toContain('face down #2 (cast face down with disguise)');
    expect(a).toContain('may-look=you');
  });

  it('characteristics carry per-layer provenance: 1b face-down values, 7c static +0/+1 (CR 613.2b, 613.4c, 611.3a)', () => {
    const g = newGame();
    put(g, 'you', 'Plots Unveiled', 'battlefield');
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    const c = g.characteristics(id)!;
    expect([c.power, c.toughness]).toEqual([2, 3]);
    expect(c.provenance.toughness.map((p) => p.layer)).toEqual(['printed', '1b', '7c']);
    expect(c.provenance.toughness[2]!.cr).toContain('611.3a');
    expect(c.provenance.name[1]!.cr).toContain('708.2a');
    g.turnFaceUp('you', id);
    expect(g.characteristics(id)!.toughness).toBe(5); // the static no longer applies once face up
  });

  it('a resolved effect keeps applying after turn-up (locked set); a static effect does not lock (CR 611.2c, 611.3a, 708.8)', () => {
    const g = newGame();
    put(g, 'you', 'Plots Unveiled', 'battlefield');
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    castAndResolve(g, 'you', 'Pump Shot', [id]);
    expect(g.characteristics(id)!.power).toBe(4);
    g.turnFaceUp('you', id);
    g.resolveAll();
    expect(g.characteristics(id)!.power).toBe(6);
    const later = castFaceDown(g, 'you', 'Branch Caller');
    expect(g.characteristics(later)!.toughness).toBe(3);
    g.endTurn();
    expect(g.characteristics(id)!.power).toBe(4);
  });

  it('face-down cards in hidden zones and exile are hidden, not 2/2 creatures (CR 406.3, 708.5)', () => {
    const g = scripted();
    const exiled = g.find('Glacier Lurker', 'exile')!.id;
    const v = g.visibility(exiled)!;
    expect(v.mayLook).toEqual([]);
    expect(v.views.you.hidden).toBe(true);
    expect(v.views.you.shows).toContain('hidden card');
    expect(g.characteristics(exiled)!.power).toBeNull();
    const lib = g.find('Quick Bolt', 'library')!.id;
    expect(g.visibility(lib)!.views.you.hidden).toBe(true);
    const walker = g.find('Alley Walker', 'battlefield')!.id;
    expect(g.visibility(walker)!.views.you.shows).toContain('face-down 2/2');
    expect(g.visibility(walker)!.views.opponent.identity).toBe('Alley Walker');
    g.allowLook(walker, 'you');
    expect(g.visibility(walker)!.views.you.identity).toBe('Alley Walker');
  });

  it('manifest dread: chosen card manifested, the other to the graveyard; the trigger fires even with an empty library (CR 701.62a, 701.62b)', () => {
    const g = newGame();
    put(g, 'you', 'Dread Host', 'battlefield');
    const top = put(g, 'you', 'Quick Bolt', 'library');
    const second = put(g, 'you', 'Mossy Ogre', 'library');
    const r = g.manifestDread('you', second);
    expect(r.ok).toBe(true);
    expect(g.find('Mossy Ogre', 'battlefield')!.faceDown!.origin).toBe('manifest-dread');
    expect(g.find('Quick Bolt')!.zone).toBe('graveyard');
    expect(top).not.toBe(second);
    // The first trigger stays on the stack: resolving it would draw from the now-empty library (a loss, CR 704.5b).
    g.manifestDread('you');
    expect(g.triggersFired('Dread Host').length).toBe(2);
  });

  it('Kadena-like draw fires for manifest but not for an effect turning creatures face down (CR 708.3)', () => {
    const g = newGame();
    put(g, 'you', 'Hollow Nurse', 'battlefield');
    put(g, 'you', 'Bear Cub', 'battlefield');
    put(g, 'you', 'Quick Bolt', 'library');
    put(g, 'you', 'Standing Stone', 'library');
    g.manifest('you');
    expect(g.triggersFired('Hollow Nurse').length).toBe(1);
    g.resolveAll();
    castAndResolve(g, 'opponent', 'Veil Turner');
    expect(g.find('Bear Cub', 'battlefield')!.faceDown!.origin).toBe('turned-face-down');
    expect(g.find('Hollow Nurse', 'battlefield')!.faceDown).not.toBeNull();
    expect(g.triggersFired('Hollow Nurse').length).toBe(1);
  });

  it('listed face-down characteristics (Cyberman-like) replace the default 2/2 values (CR 708.2a)', () => {
    const g = newGame();
    const bear = put(g, 'you', 'Bear Cub', 'battlefield');
    castAndResolve(g, 'opponent', 'Cyber Shift', [bear]);
    const c = g.characteristics(bear)!;
    expect([c.name, c.cardTypes, c.subtypes, c.colors, c.power]).toEqual([null, ['Artifact', 'Creature'], ['Cyberman'], [], 2]);
    expect(methods(g, bear)).toEqual([]);
  });

  it('turning a face-down permanent face down again changes nothing; tokens can be turned face down (CR 708.2b, 708.2a)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    const ts = g.object(id)!.timestamp;
    const r = g.turnFaceDown(id);
    expect(r.events).toEqual([]);
    expect(r.reasons[0]!.cr).toEqual(['708.2b']);
    expect(g.object(id)!.timestamp).toBe(ts);
    const bear = put(g, 'you', 'Bear Cub', 'battlefield');
    castAndResolve(g, 'you', 'Twin Image', [bear]);
    const tok = [...g.state.objects.values()].find((o) => o.token)!;
    expect(g.turnFaceDown(tok.id).events[0]!.type).toBe('turned-face-down');
  });

  it('an Aura with morph under a Humility-like static can still morph, and may attach as it turns face up (CR 702.37e, 303.4k)', () => {
    const g = newGame();
    put(g, 'opponent', 'Equalizing Dome', 'battlefield');
    const gift = castFaceDown(g, 'you', 'Doom Gift');
    const bear = put(g, 'you', 'Bear Cub', 'battlefield');
    expect(methods(g, gift)).toEqual(['morph {2}{B}']);
    g.turnFaceUp('you', gift, { attachTo: bear });
    expect(g.object(gift)!.attachedTo).toBe(bear);
    expect(g.characteristics(gift)!.subtypes).toEqual(['Aura']);
  });

  it('casting face down needs the keyword; lands can\'t be cast; the end of the game reveals everything (CR 702.37d, 305.9, 708.9)', () => {
    const g = newGame();
    const bear = put(g, 'you', 'Bear Cub', 'hand');
    expect(g.cast('you', bear, { faceDown: 'morph' }).reasons[0]!.cr).toContain('702.37d');
    const stone = put(g, 'you', 'Standing Stone', 'hand');
    expect(g.cast('you', stone).ok).toBe(false);
    castFaceDown(g, 'you', 'Glacier Lurker');
    manifestNamed(g, 'opponent', 'Quick Bolt');
    const r = g.endGame();
    expect(r.events.filter((e) => e.type === 'revealed').length).toBe(2);
    expect(g.tap(bear).ok).toBe(false);
  });

  it('a copy of a face-down spell is a face-up nameless 2/2 creature spell that resolves as a token (CR 707.10, 707.2)', () => {
    const g = newGame();
    const h = put(g, 'you', 'Glacier Lurker', 'hand');
    g.cast('you', h, { faceDown: 'morph' });
    const spell = g.find('Glacier Lurker', 'stack')!.id;
    const c = g.copySpell(spell, 'you');
    expect(c.ok).toBe(true);
    const copy = g.characteristics(c.id!)!;
    expect([copy.name, copy.power, copy.toughness]).toEqual([null, 2, 2]);
    g.resolveTop();
    const tok = [...g.state.objects.values()].find((o) => o.token)!;
    expect(tok.faceDown).toBeNull();
    expect(g.characteristics(tok.id)!.power).toBe(2);
  });

  it('odd card data never throws: no faces, no type line, creature without P/T, "*" power (reasons instead)', () => {
    const odd: Card[] = [
      { name: 'Empty', nameSpan: { start: 0, end: 0 }, faces: [], uri: '', span: { start: 0, end: 0 } },
      card({ name: 'No Type' }),
      card({ name: 'No PT', cost: '{1}', type: 'Creature — Blob' }),
      card({ name: 'Star', cost: '{2}{G}', type: 'Creature — Elemental', pt: '*/*', abilities: [keywords(kw('Morph'))] }),
      card({ name: 'Weird Spell', cost: '{U}', type: 'Instant', abilities: [spell([fx.turnFaceUp(target(['creature'], { faceDown: true })), { kind: 'nonsense' } as never])] }),
    ];
    const g = new Engine([...POOL, ...odd]);
    for (const n of ['Empty', 'No Type', 'No PT', 'Star']) {
      const id = put(g, 'you', n, 'library', { position: 'top' });
      expect(() => g.characteristics(id)).not.toThrow();
      const r = g.manifest('you');
      expect(r.ok).toBe(true);
      const bf = g.find(n, 'battlefield')!;
      expect(() => g.canTurnFaceUp(bf.id, 'you')).not.toThrow();
      expect(() => g.turnFaceUpByEffect(bf.id, 'you')).not.toThrow();
    }
    expect(g.characteristics(g.find('No PT')!.id)!.notes.map((n) => n.cr).flat()).toContain('208.1');
    const star = castFaceDown(g, 'you', 'Star');
    expect(reasonText(g.canTurnFaceUp(star, 'you').reasons[0]!)).toContain('no cost');
    expect(castAndResolve(g, 'you', 'Weird Spell', [star]).resolved.ok).toBe(true);
    expect(g.put('you', 'Nope', 'hand').reasons[0]!.code).toBe('unresolved-card-name');
    expect(() => g.snapshot()).not.toThrow();
  });
});

describe('hidden information in views', () => {
  it('a viewer snapshot and viewer characteristics never name a face-down card the viewer may not look at (CR 708.5)', () => {
    const g = scripted();
    const opp = g.snapshot('opponent');
    expect(opp).not.toContain('Bear Cub');
    expect(opp).not.toContain('Quick Bolt');
    expect(opp).toContain('Alley Walker');
    expect(g.snapshot('you')).toContain('Bear Cub');
    expect(g.snapshot()).toContain('Glacier Lurker');
    const walker = g.find('Alley Walker', 'battlefield')!.id;
    expect(JSON.stringify(g.characteristics(walker, 'you')!.provenance)).not.toContain('Alley Walker');
    expect(JSON.stringify(g.characteristics(walker, 'opponent')!.provenance)).toContain('Alley Walker');
  });
});
