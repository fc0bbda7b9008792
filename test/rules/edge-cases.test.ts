// One test per rules-digest §9 edge case (1–44); each title names its CR section.

import { describe, it, expect } from 'vitest';
import { newGame, put, castFaceDown, manifestNamed, castAndResolve, methods, codes } from './fixtures';
import { reasonText } from '../support/reason-text';

describe('§9 edge cases', () => {
  it('#1 Clone copying a face-down morph creature is a face-up colorless nameless 2/2 that can never turn face up (CR 707.2)', () => {
    const g = newGame();
    const fd = castFaceDown(g, 'opponent', 'Glacier Lurker');
    const r = castAndResolve(g, 'you', 'Mirror Mimic', [], { copying: fd });
    expect(codes(r.reasons)).toContain('face-down-copy-is-vanilla');
    const m = g.find('Mirror Mimic', 'battlefield')!;
    const c = g.characteristics(m.id)!;
    expect(m.faceDown).toBeNull();
    expect([c.name, c.colors, c.power, c.toughness, c.abilities.length, c.subtypes]).toEqual([null, [], 2, 2, 0, []]);
    expect(g.canTurnFaceUp(m.id, 'you').reasons[0]!.code).toBe('face-down-copy-is-vanilla');
  });

  it('#2 Clone copying a face-down disguised creature has ward {2} (CR 702.168b, 707.2)', () => {
    const g = newGame();
    const fd = castFaceDown(g, 'opponent', 'Alley Walker', 'disguise');
    castAndResolve(g, 'you', 'Mirror Mimic', [], { copying: fd });
    const c = g.characteristics(g.find('Mirror Mimic', 'battlefield')!.id)!;
    expect(c.keywordLabels).toEqual(['Ward {2}']);
    expect([c.name, c.power, c.toughness]).toEqual([null, 2, 2]);
  });

  it('#3 a face-down morph creature that becomes a copy of a morph {G} creature stays blank, turns up for {G} as the copy (CR 707.3, 708.10)', () => {
    const g = newGame();
    const fd = castFaceDown(g, 'you', 'Glacier Lurker');
    const caller = put(g, 'you', 'Branch Caller', 'battlefield');
    castAndResolve(g, 'you', 'Mimic Rite', [fd, caller]);
    const c = g.characteristics(fd)!;
    expect([c.name, c.power, c.toughness, c.abilities.length]).toEqual([null, 2, 2, 0]);
    expect(g.faceUpCharacteristics(fd)!.name).toBe('Branch Caller');
    expect(methods(g, fd)).toEqual(['morph {G}']);
    expect(g.turnFaceUp('you', fd).ok).toBe(true);
    expect(g.characteristics(fd)!.name).toBe('Branch Caller');
    expect(g.characteristics(fd)!.power).toBe(4);
  });

  it('#4 a face-down morph creature that becomes a copy of a creature without morph can\'t use the SA; an effect turns it up as the copy (CR 707.3)', () => {
    const g = newGame();
    const fd = castFaceDown(g, 'you', 'Glacier Lurker');
    const ogre = put(g, 'you', 'Mossy Ogre', 'battlefield');
    castAndResolve(g, 'you', 'Mimic Rite', [fd, ogre]);
    expect(methods(g, fd)).toEqual([]);
    castAndResolve(g, 'you', 'Unmasking Glance', [fd]);
    expect(g.object(fd)!.faceDown).toBeNull();
    expect(g.characteristics(fd)!.name).toBe('Mossy Ogre');
  });

  it('#5 Humility-like static: a face-down morph creature is 1/1 with no abilities and the morph SA is unavailable (CR 613.1f, 613.4b, 702.37e)', () => {
    const g = newGame();
    const fd = castFaceDown(g, 'you', 'Alley Walker', 'disguise');
    put(g, 'opponent', 'Equalizing Dome', 'battlefield');
    const c = g.characteristics(fd)!;
    expect([c.power, c.toughness, c.abilities.length]).toEqual([1, 1, 0]);
    expect(c.provenance.power.map((p) => p.layer)).toContain('7b');
    const ans = g.canTurnFaceUp(fd, 'you');
    expect(ans.options).toEqual([]);
    expect(reasonText(ans.reasons[0]!)).toContain('loses disguise when abilities are removed');
    expect(reasonText(ans.reasons[0]!)).toContain('Equalizing Dome');
  });

  it('#6 Humility-like static: a manifested creature card still turns up for its mana cost, then is 1/1 with no abilities (CR 701.40b)', () => {
    const g = newGame();
    const id = manifestNamed(g, 'you', 'Dawn Initiate');
    put(g, 'opponent', 'Equalizing Dome', 'battlefield');
    expect(methods(g, id)).toEqual(['mana-cost {2}{W}']);
    expect(g.turnFaceUp('you', id, { method: 'mana-cost' }).ok).toBe(true);
    const c = g.characteristics(id)!;
    expect([c.name, c.power, c.toughness, c.abilities.length]).toEqual(['Dawn Initiate', 1, 1, 0]);
  });

  it('#7 a manifested instant targeted by a turn-face-up effect is revealed and stays face down; no "turned face up" triggers (CR 701.40g)', () => {
    const g = newGame();
    put(g, 'you', 'Plots Unveiled', 'battlefield');
    const bolt = manifestNamed(g, 'you', 'Quick Bolt');
    const r = castAndResolve(g, 'opponent', 'Exposing Flash', [bolt]);
    expect(g.object(bolt)!.faceDown).not.toBeNull();
    expect(g.object(bolt)!.revealed).toBe(true);
    expect(r.events.map((e) => e.type)).toContain('stayed-face-down');
    expect(r.events.map((e) => e.type)).not.toContain('turned-face-up');
    expect(g.triggersFired('Plots Unveiled')).toEqual([]);
    expect(codes(r.reasons)).toContain('manifested-instant-or-sorcery');
  });

  it('#8 manifested land/Aura: no SA; an effect turns it up into that permanent; an unattached Aura goes to the graveyard (CR 701.40b, 303.4k, 704.5m)', () => {
    const g = newGame();
    const stone = manifestNamed(g, 'you', 'Standing Stone');
    expect(codes(g.canTurnFaceUp(stone, 'you').reasons)).toContain('manifested-noncreature');
    castAndResolve(g, 'you', 'Unmasking Glance', [stone]);
    const c = g.characteristics(stone)!;
    expect(c.cardTypes).toEqual(['Land']);
    expect(c.power).toBeNull();
    const charm = manifestNamed(g, 'you', 'Guardian Charm');
    castAndResolve(g, 'you', 'Unmasking Glance', [charm]);
    expect(g.object(charm)).toBeUndefined();
    expect(g.find('Guardian Charm')!.zone).toBe('graveyard');
  });

  it('#9 a manifested creature card with no mana cost can\'t turn up by the SA (CR 701.40b, 118.6)', () => {
    const g = newGame();
    const hut = manifestNamed(g, 'you', 'Grove Hut');
    const ans = g.canTurnFaceUp(hut, 'you');
    expect(ans.options).toEqual([]);
    expect(codes(ans.reasons)).toEqual(['no-mana-cost']);
  });

  it('#10 a manifested megamorph creature turned up for its mana cost gets no +1/+1 counter (CR 702.37b)', () => {
    const g = newGame();
    const id = manifestNamed(g, 'you', 'Dawn Initiate');
    const r = g.turnFaceUp('you', id, { method: 'mana-cost' });
    expect(r.ok).toBe(true);
    expect(g.object(id)!.counters['+1/+1'] ?? 0).toBe(0);
    expect(r.reasons.map(reasonText).join()).toContain("megamorph cost wasn't paid");
  });

  it('#11 a manifested card with morph and a mana cost: the controller chooses either (CR 701.40c)', () => {
    const g = newGame();
    const id = manifestNamed(g, 'you', 'Dawn Initiate');
    expect(methods(g, id).sort()).toEqual(['mana-cost {2}{W}', 'megamorph {2}{W}']);
    expect(g.turnFaceUp('you', id, { method: 'megamorph' }).ok).toBe(true);
    expect(g.object(id)!.counters['+1/+1']).toBe(1);
  });

  it('#12 a manifested "enters with counters" 0/0 turned face up (its {X} is 0, CR 107.3g–h) has no counters and dies (CR 614.1c, 614.1e, 708.8, 704.5f)', () => {
    const g = newGame();
    const id = manifestNamed(g, 'you', 'Counter Golem');
    expect(methods(g, id)).toEqual(['mana-cost {0}']);
    const chosen = g.turnFaceUp('you', id, { x: 3 });
    expect(chosen.ok).toBe(false);
    expect(chosen.reasons[0]!.cr).toEqual(expect.arrayContaining(['107.3g', '107.3h']));
    const r = g.turnFaceUp('you', id);
    expect(r.ok).toBe(true);
    expect(r.events.some((e) => e.type === 'counter-added')).toBe(false);
    expect(g.object(id)).toBeUndefined();
    expect(g.find('Counter Golem')!.zone).toBe('graveyard');
    expect(r.events.some((e) => e.type === 'state-based-action' && e.cr.includes('704.5f'))).toBe(true);
  });

  it('#13 "as this is turned face up, put counters" happens while turning, before triggers (CR 614.1e, 708.11)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Bubble Diver', 'disguise');
    const r = g.turnFaceUp('you', id);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('counter-added')).toBeLessThan(types.indexOf('turned-face-up'));
    expect(types.indexOf('turned-face-up')).toBeLessThan(types.indexOf('triggered'));
    expect(g.characteristics(id)!.power).toBe(4);
  });

  it('#14 counters, Aura, Equipment, damage and tapped status remain; damage may now be lethal (CR 708.8, 110.5c, 704.5g)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Alley Walker', 'disguise');
    g.addCounters(id, '+1/+1', 1);
    const charm = put(g, 'you', 'Guardian Charm', 'battlefield', { attachedTo: id });
    const blade = put(g, 'you', 'Iron Blade', 'battlefield', { attachedTo: id });
    g.tap(id);
    g.dealDamage(id, 2);
    expect(g.object(id)!.zone).toBe('battlefield');
    const r = g.turnFaceUp('you', id);
    expect(r.ok).toBe(true);
    // Alley Walker is 3/1 (+1 counter = 4/2) with 2 damage: destroyed by state-based actions.
    expect(r.events.some((e) => e.type === 'state-based-action' && e.cr.includes('704.5g'))).toBe(true);
    const g2 = newGame();
    const id2 = castFaceDown(g2, 'you', 'Glacier Lurker');
    g2.addCounters(id2, '+1/+1', 1);
    const c2 = put(g2, 'you', 'Guardian Charm', 'battlefield', { attachedTo: id2 });
    const b2 = put(g2, 'you', 'Iron Blade', 'battlefield', { attachedTo: id2 });
    g2.tap(id2);
    g2.dealDamage(id2, 2);
    g2.turnFaceUp('you', id2);
    const o = g2.object(id2)!;
    expect([o.tapped, o.counters['+1/+1'], o.damage]).toEqual([true, 1, 2]);
    expect(g2.object(c2)!.attachedTo).toBe(id2);
    expect(g2.object(b2)!.attachedTo).toBe(id2);
    expect(charm && blade).toBeTruthy();
  });

  it('#15 turning face up does not reset "summoning sickness": it can still attack (CR 302.6)', () => {
    const g = newGame();
    const id = put(g, 'you', 'Glacier Lurker', 'battlefield', { faceDown: 'morph' });
    expect(g.canAttack(id).ok).toBe(true);
    g.turnFaceUp('you', id);
    expect(g.canAttack(id).ok).toBe(true);
    const fresh = castFaceDown(g, 'you', 'Branch Caller');
    expect(g.canAttack(fresh).ok).toBe(false);
    expect(g.canAttack(fresh).reasons[0]!.cr).toContain('302.6');
  });

  it('#16 own "enters" trigger does not fire on turn-up; "enters or is turned face up" does (CR 708.8, 614.1c, 603.2)', () => {
    const g = newGame();
    const watcher = castFaceDown(g, 'you', 'Gate Watcher');
    const omen = castFaceDown(g, 'you', 'Twin Omen');
    const r1 = g.turnFaceUp('you', watcher);
    expect(r1.events.filter((e) => e.type === 'triggered')).toEqual([]);
    expect(codes(r1.reasons)).toContain('enters-trigger-on-turn-up');
    const r2 = g.turnFaceUp('you', omen);
    expect(r2.events.filter((e) => e.type === 'triggered').map((e) => (e as { trigger: string }).trigger)).toEqual(['self-enters-or-turned-face-up']);
  });

  it('#17 Torpor-Orb-like rule: entering creatures cause no triggers, but "turned face up" triggers still fire (CR 603.2, 708.8)', () => {
    const g = newGame();
    g.addModifier('enter-triggers-suppressed', 'opponent', 'Stasis Orb');
    put(g, 'you', 'Hollow Nurse', 'battlefield');
    const omen = castFaceDown(g, 'you', 'Twin Omen');
    expect(g.triggersFired('Hollow Nurse')).toEqual([]);
    g.turnFaceUp('you', omen);
    expect(g.triggersFired('Twin Omen').map((t) => t.event)).toEqual(['self-enters-or-turned-face-up']);
  });

  it('#18 Containment-Priest-like rule: a manifested card is exiled instead; a resolving morph spell enters (CR 614.12, 708.3)', () => {
    const g = newGame();
    g.addModifier('uncast-nontoken-creatures-exiled-instead', 'opponent', 'Warden Priest');
    put(g, 'you', 'Bear Cub', 'library');
    const r = g.manifest('you');
    expect(g.find('Bear Cub')!.zone).toBe('exile');
    expect(r.reasons.map((x) => x.cr).flat()).toContain('614.12');
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    expect(g.object(id)!.zone).toBe('battlefield');
  });

  it('#19 "creatures can\'t enter" + manifest: the card isn\'t manifested and stays in the library (CR 701.40f, 701.58f)', () => {
    const g = newGame();
    g.addModifier('creatures-cant-enter', 'opponent', 'Gate Lock');
    const lib = put(g, 'you', 'Quick Bolt', 'library');
    const r = g.manifest('you');
    expect(g.object(lib)!.zone).toBe('library');
    expect(g.state.zones.you.library[0]).toBe(lib);
    expect(r.reasons.flatMap((x) => x.cr)).toContain('701.40f');
  });

  it('#20 a countered face-down spell is revealed as it goes to the graveyard (CR 708.9)', () => {
    const g = newGame();
    const h = put(g, 'you', 'Glacier Lurker', 'hand');
    g.cast('you', h, { faceDown: 'morph' });
    const spell = g.find('Glacier Lurker', 'stack')!.id;
    const r = g.counter(spell);
    expect(r.events.find((e) => e.type === 'revealed')).toMatchObject({ cardName: 'Glacier Lurker', cr: ['708.9'] });
    expect(g.find('Glacier Lurker')!.zone).toBe('graveyard');
  });

  it('#21 a face-down spell has no flash: not at instant speed unless creature spells have flash (CR 708.4, 702.37c)', () => {
    const g = newGame();
    const h = put(g, 'you', 'Ambush Mole', 'hand');
    g.setPhase('combat');
    const r = g.cast('you', h, { faceDown: 'morph' });
    expect(r.ok).toBe(false);
    expect(r.reasons[0]!.cr).toContain('708.4');
    expect(g.cast('you', h).ok).toBe(true); // face up it has flash
    const g2 = newGame();
    const h2 = put(g2, 'you', 'Ambush Mole', 'hand');
    g2.setPhase('combat');
    g2.addModifier('creature-spells-have-flash', 'you', 'Quickening Winds');
    expect(g2.cast('you', h2, { faceDown: 'morph' }).ok).toBe(true);
  });

  it('#22 "without paying its mana cost" can\'t be combined with morph\'s {3} (CR 118.9a)', () => {
    const g = newGame();
    const h = put(g, 'you', 'Glacier Lurker', 'hand');
    const r = g.cast('you', h, { faceDown: 'morph', withoutPayingManaCost: true });
    expect(r.ok).toBe(false);
    expect(r.reasons[0]!.cr).toContain('118.9a');
  });

  it('#22b cast without paying its mana cost, the only legal X is 0 (CR 107.3b)', () => {
    const g = newGame();
    const h = put(g, 'you', 'Counter Golem', 'hand');
    const r = g.cast('you', h, { withoutPayingManaCost: true, x: 3 });
    expect(r.ok).toBe(false);
    expect(r.reasons[0]!.cr).toContain('107.3b');
    expect(g.cast('you', h, { withoutPayingManaCost: true, x: 0 }).ok).toBe(true);
  });

  it('#23 casting creature spells from the library top: a noncreature morph card may be cast face down (CR 601.3e)', () => {
    const g = newGame();
    g.addModifier('cast-creature-spells-from-library-top', 'you', 'Horde Banner');
    const gift = put(g, 'you', 'Doom Gift', 'library', { position: 'top' });
    expect(g.cast('you', gift).ok).toBe(false);
    expect(g.cast('you', gift, { faceDown: 'morph' }).ok).toBe(true);
  });

  it('#24 Kadena-like reduction makes the first face-down spell cost {0}; its draw trigger fires on resolution (CR 118.9d, 118.7a)', () => {
    const g = newGame();
    put(g, 'you', 'Hollow Nurse', 'battlefield');
    put(g, 'you', 'Bear Cub', 'library');
    const h = put(g, 'you', 'Glacier Lurker', 'hand');
    const r = g.cast('you', h, { faceDown: 'morph' });
    expect(r.events.find((e) => e.type === 'cast')).toMatchObject({ cost: '{0}' });
    const rr = g.resolveAll();
    expect(rr.events.filter((e) => e.type === 'drew').length).toBe(1);
    const h2 = put(g, 'you', 'Branch Caller', 'hand');
    expect(g.cast('you', h2, { faceDown: 'morph' }).events.find((e) => e.type === 'cast')).toMatchObject({ cost: '{3}' });
  });

  it('#25 a face-down double-faced card can\'t transform and turns up front face up; a manifested DFC needs a creature front face (CR 712.15a, 712.8a)', () => {
    const g = newGame();
    const id = manifestNamed(g, 'you', 'Moonrise Acolyte');
    const t = g.transform(id);
    expect(t.ok).toBe(false);
    expect(t.reasons[0]!.cr).toContain('712.15a');
    const r = g.turnFaceUp('you', id);
    expect(r.reasons.flatMap((x) => x.cr)).toContain('712.15a');
    expect(g.characteristics(id)!.name).toBe('Moonrise Acolyte');
    expect(g.object(id)!.transformed).toBe(false);
    const chart = manifestNamed(g, 'you', 'Old Chart');
    expect(methods(g, chart)).toEqual([]);
  });

  it('#26 turning face down a transformed double-faced permanent does nothing (CR 712.16)', () => {
    const g = newGame();
    const id = put(g, 'you', 'Moonrise Acolyte', 'battlefield');
    g.transform(id);
    const r = castAndResolve(g, 'opponent', 'Sudden Flip', [id]);
    expect(g.object(id)!.faceDown).toBeNull();
    expect(g.characteristics(id)!.name).toBe('Moonrise Ravager');
    expect(r.reasons.flatMap((x) => x.cr)).toContain('712.16');
  });

  it('#27 two face-down legendary creatures: no legend rule (CR 708.2a, 201.2a, 704.5j)', () => {
    const g = newGame();
    const a = castFaceDown(g, 'you', 'Lady of Masks');
    const b = castFaceDown(g, 'you', 'Lady of Masks');
    expect(g.object(a)!.zone).toBe('battlefield');
    expect(g.object(b)!.zone).toBe('battlefield');
    expect(g.characteristics(a)!.supertypes).toEqual([]);
    const r = g.turnFaceUp('you', a);
    expect(r.events.some((e) => e.type === 'state-based-action')).toBe(false);
    const r2 = g.turnFaceUp('you', b);
    expect(r2.events.some((e) => e.type === 'state-based-action' && e.cr.includes('704.5j'))).toBe(true);
  });

  it('#28 a commander turned face down is still a commander: commander damage counts; dying it goes to the command zone, revealed (CR 903.3, 903.10a, 903.9a, 708.9)', () => {
    const g = newGame();
    const cmd = put(g, 'you', 'Exiled Warlord', 'battlefield', { commander: true });
    castAndResolve(g, 'opponent', 'Sudden Flip', [cmd]);
    const r = g.combatDamageToPlayer(cmd, 'opponent');
    expect(r.events.find((e) => e.type === 'damage')).toMatchObject({ amount: 2, commander: true });
    expect(Object.values(g.state.commanderDamage.opponent)).toEqual([2]);
    const d = g.destroy(cmd);
    expect(d.events.some((e) => e.type === 'revealed')).toBe(true);
    expect(g.find('Exiled Warlord')!.zone).toBe('command');
  });

  it('#29 an opponent who gains control of your face-down creature may look at it and take the SA; the owner can\'t look (CR 708.5, 702.37e)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    g.gainControl(id, 'opponent');
    expect(g.visibility(id)!.mayLook).toEqual(['opponent']);
    expect(g.visibility(id)!.views.you.identity).toBeNull();
    expect(methods(g, id, 'opponent')).toEqual(['morph {4}{U}']);
    expect(methods(g, id, 'you')).toEqual([]);
  });

  it('#30 a phased-out face-down creature can still be looked at by its controller (CR 708.5)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    g.phaseOut(id);
    expect(g.visibility(id)!.mayLook).toEqual(['you']);
    expect(g.visibility(id)!.views.you.identity).toBe('Glacier Lurker');
  });

  it('#31 a disguised creature targeted by an opponent\'s spell: ward {2} triggers and counters it if unpaid; no ward once face up (CR 702.21a, 702.168a)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Alley Walker', 'disguise');
    const r = castAndResolve(g, 'opponent', 'Sudden Doom', [id]);
    expect(r.events.some((e) => e.type === 'triggered' && e.trigger === 'ward')).toBe(true);
    expect(r.events.some((e) => e.type === 'countered')).toBe(true);
    expect(g.object(id)!.zone).toBe('battlefield');
    g.turnFaceUp('you', id);
    const r2 = castAndResolve(g, 'opponent', 'Sudden Doom', [id]);
    expect(r2.events.some((e) => e.type === 'triggered')).toBe(false);
    expect(g.find('Alley Walker')!.zone).toBe('graveyard');
  });

  it('#32 turning the target face up in response: same object; the spell resolves if the target still fits (CR 116.2b, 608.2b)', () => {
    const g = newGame();
    const a = castFaceDown(g, 'you', 'Glacier Lurker');
    const doom = put(g, 'opponent', 'Sudden Doom', 'hand');
    g.cast('opponent', doom, { targets: [a] });
    expect(g.turnFaceUp('you', a).ok).toBe(true);
    g.resolveTop();
    expect(g.find('Glacier Lurker')!.zone).toBe('graveyard');
    const b = castFaceDown(g, 'you', 'Branch Caller');
    const flash = put(g, 'opponent', 'Exposing Flash', 'hand');
    g.cast('opponent', flash, { targets: [b] });
    g.turnFaceUp('you', b);
    const r = g.resolveTop();
    expect(r.reasons.flatMap((x) => x.cr)).toContain('608.2b');
    expect(r.events.some((e) => e.type === 'countered')).toBe(true);
  });

  it('#33 revealing a face-down land made a creature by an effect: not a creature card, stays face down, now revealed (CR 708.12)', () => {
    const g = newGame();
    const stone = manifestNamed(g, 'you', 'Standing Stone');
    put(g, 'opponent', 'Living Stones', 'battlefield');
    const lens = put(g, 'opponent', 'Stone Lens', 'battlefield');
    g.activate('opponent', lens, 1, { targets: [stone] });
    const r = g.resolveTop();
    expect(g.object(stone)!.faceDown).not.toBeNull();
    expect(g.object(stone)!.revealed).toBe(true);
    expect(g.visibility(stone)!.mayLook).toEqual(['you', 'opponent']);
    expect(r.reasons.flatMap((x) => x.cr)).toContain('708.12');
  });

  it('#34 a manifested noncreature card under "all permanents are artifact creatures" is still not a creature card: no SA (CR 701.40b)', () => {
    const g = newGame();
    const stone = manifestNamed(g, 'you', 'Standing Stone');
    put(g, 'opponent', 'Living Stones', 'battlefield');
    expect(g.characteristics(stone)!.cardTypes).toContain('Artifact');
    expect(codes(g.canTurnFaceUp(stone, 'you').reasons)).toContain('manifested-noncreature');
  });

  it('#35 a face-down Room turned face up by an effect has both doors locked (CR 709.5d, 708.8)', () => {
    const g = newGame();
    const room = manifestNamed(g, 'you', 'Haunted Parlor // Dusty Attic');
    expect(codes(g.canTurnFaceUp(room, 'you').reasons)).toContain('manifested-noncreature');
    castAndResolve(g, 'you', 'Unmasking Glance', [room]);
    expect(g.object(room)!.faceDown).toBeNull();
    expect(g.characteristics(room)!.subtypes).toContain('Room');
    expect(g.object(room)!.unlockedDoors).toEqual([]);
  });

  it('#36 manifested adventurer/prototype: turned up for the creature\'s normal mana cost (CR 715.4, 718.4, 701.40b)', () => {
    const g = newGame();
    const knight = manifestNamed(g, 'you', 'Bramble Knight // Thorn Path');
    expect(methods(g, knight)).toEqual(['mana-cost {2}{G}']);
    const brute = manifestNamed(g, 'you', 'Clockwork Brute');
    expect(methods(g, brute)).toEqual(['mana-cost {6}']);
    g.turnFaceUp('you', brute);
    expect(g.characteristics(brute)!.power).toBe(6);
  });

  it('#37 a face-down merged permanent with an instant component can\'t turn up; merging face up on top is not "turned face up" (CR 729.2g, 729.2e)', () => {
    const g = newGame();
    const bolt = manifestNamed(g, 'you', 'Quick Bolt');
    g.merge(put(g, 'you', 'Merging Beast', 'hand'), bolt, false);
    const r = g.turnFaceUp('you', bolt);
    expect(r.ok).toBe(false);
    expect(r.reasons[0]!.cr).toContain('729.2g');
    const bear = manifestNamed(g, 'you', 'Bear Cub');
    put(g, 'you', 'Plots Unveiled', 'battlefield');
    const m = g.merge(put(g, 'you', 'Merging Beast', 'hand'), bear, true);
    expect(g.object(bear)!.faceDown).toBeNull();
    expect(m.events.some((e) => e.type === 'turned-face-up' || e.type === 'triggered')).toBe(false);
    expect(m.reasons.flatMap((x) => x.cr)).toContain('729.2e');
  });

  it('#38 an "enchant green creature" Aura on a creature turned face down goes to the graveyard (CR 708.2a, 704.5m)', () => {
    const g = newGame();
    const bear = put(g, 'you', 'Bear Cub', 'battlefield');
    const aura = put(g, 'you', 'Verdant Blessing', 'battlefield', { attachedTo: bear });
    const r = castAndResolve(g, 'opponent', 'Sudden Flip', [bear]);
    expect(g.object(aura)).toBeUndefined();
    expect(g.find('Verdant Blessing')!.zone).toBe('graveyard');
    expect(r.events.some((e) => e.type === 'state-based-action' && e.cr.includes('704.5m'))).toBe(true);
  });

  it('#39 Vesuvan-like: the copy ends when it turns face down; a new copy applies as it turns face up; no ETBs (CR 708.11, 614.1e)', () => {
    const g = newGame();
    const ogre = put(g, 'you', 'Mossy Ogre', 'battlefield');
    const watcher = put(g, 'opponent', 'Gate Watcher', 'battlefield');
    castAndResolve(g, 'you', 'Shifting Doppel', [], { copying: ogre });
    const d = g.find('Shifting Doppel', 'battlefield')!.id;
    expect(g.characteristics(d)!.name).toBe('Mossy Ogre');
    g.turnFaceDown(d);
    expect(g.state.effects.filter((e) => e.affected.includes(d))).toEqual([]);
    expect(g.faceUpCharacteristics(d)!.name).toBe('Shifting Doppel');
    expect(methods(g, d)).toEqual(['morph {1}{U}']);
    const r = g.turnFaceUp('you', d, { copying: watcher });
    expect(g.characteristics(d)!.name).toBe('Gate Watcher');
    expect(r.events.filter((e) => e.type === 'triggered')).toEqual([]);
  });

  it('#40 a face-down permanent bounced to hand is revealed and becomes a new object without its history (CR 708.9, 400.7)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    const r = g.bounce(id);
    expect(r.events[0]).toMatchObject({ type: 'revealed', cardName: 'Glacier Lurker' });
    expect(g.object(id)).toBeUndefined();
    const o = g.object(r.newId!)!;
    expect([o.zone, o.faceDown, o.counters]).toEqual(['hand', null, {}]);
  });

  it('#41 X in a morph cost is chosen before paying and remembered (CR 107.3d, 702.37f)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'X Shaper');
    expect(methods(g, id)).toEqual(['morph {X}{G}']);
    const r = g.turnFaceUp('you', id, { x: 3 });
    expect(r.events.find((e) => e.type === 'turned-face-up')).toMatchObject({ cost: '{3}{G}' });
    expect(g.object(id)!.xValue).toBe(3);
  });

  it('#42 a face-down permanent of a player who left the game can\'t be turned face up; owned ones are revealed (CR 800.4a, 708.9)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'opponent', 'Glacier Lurker');
    const r = g.playerLeaves('opponent');
    expect(r.events.some((e) => e.type === 'revealed')).toBe(true);
    const ans = g.canTurnFaceUp(id, 'opponent');
    expect(ans.options).toEqual([]);
    expect(ans.reasons[0]!.cr).toContain('800.4a');
  });

  it('#43 turning face up gives a new timestamp (CR 613.7f)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    const later = put(g, 'you', 'Bear Cub', 'battlefield');
    const before = g.object(id)!.timestamp;
    expect(before).toBeLessThan(g.object(later)!.timestamp);
    g.turnFaceUp('you', id);
    expect(g.object(id)!.timestamp).toBeGreaterThan(g.object(later)!.timestamp);
  });

  it('#44 a face-down creature made a copy of a noncreature permanent stays a 2/2 creature (CR 613.2a, 613.2b, 708.10)', () => {
    const g = newGame();
    const id = castFaceDown(g, 'you', 'Glacier Lurker');
    const stone = put(g, 'you', 'Standing Stone', 'battlefield');
    castAndResolve(g, 'you', 'Mimic Rite', [id, stone]);
    const c = g.characteristics(id)!;
    expect([c.cardTypes, c.power, c.toughness]).toEqual([['Creature'], 2, 2]);
    expect(c.provenance.types.map((p) => p.layer)).toEqual(['printed', '1a', '1b']);
    expect(g.faceUpCharacteristics(id)!.cardTypes).toEqual(['Land']);
  });
});
