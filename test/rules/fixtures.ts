// The card pool the rules tests use: invented cards that exercise each face-down mechanic (no real card text).

import type { Card } from '../../server/src/model/types';
import { Engine } from '../../server/src/rules';
import { activated, all, card, filter, fx, keywords, kw, replacement, self, spell, staticAb, target, triggered } from './cards';
import { reasonText } from '../support/reason-text';

export const POOL: Card[] = [
  // Morph / megamorph / disguise creatures
  card({ name: 'Glacier Lurker', cost: '{3}{U}{U}', type: 'Creature — Elemental', pt: '4/5', abilities: [keywords(kw('Morph', '{4}{U}'))] }),
  card({ name: 'Dawn Initiate', cost: '{2}{W}', type: 'Creature — Human Warrior', pt: '2/3', abilities: [keywords(kw('Lifelink')), keywords(kw('Megamorph', '{2}{W}'))] }),
  card({
    name: 'Alley Walker',
    cost: '{1}{R}{W}',
    type: 'Creature — Dog Detective',
    pt: '3/1',
    abilities: [keywords(kw('Vigilance')), keywords(kw('Disguise', '{R/W}{R/W}')), triggered({ kind: 'self-turned-face-up' }, [fx.draw(1)])],
  }),
  card({ name: 'Gate Watcher', cost: '{2}{W}', type: 'Creature — Human Soldier', pt: '3/3', abilities: [triggered({ kind: 'self-enters' }, [fx.draw(1)]), keywords(kw('Morph', '{1}{W}'))] }),
  card({
    name: 'Twin Omen',
    cost: '{2}{B}',
    type: 'Creature — Human Rogue',
    pt: '2/2',
    abilities: [triggered({ kind: 'self-enters-or-turned-face-up' }, [fx.draw(1)]), keywords(kw('Morph', '{1}{B}'))],
  }),
  card({ name: 'Ambush Mole', cost: '{1}{G}', type: 'Creature — Mole', pt: '2/2', abilities: [keywords(kw('Flash')), keywords(kw('Morph', '{G}'))] }),
  card({ name: 'Branch Caller', cost: '{1}{G}', type: 'Creature — Elf', pt: '4/3', abilities: [keywords(kw('Morph', '{G}'))] }),
  card({ name: 'Lady of Masks', cost: '{2}{U}{B}', type: 'Legendary Creature — Human Rogue', pt: '3/3', abilities: [keywords(kw('Morph', '{3}{U}'))] }),
  card({ name: 'X Shaper', cost: '{2}{G}', type: 'Creature — Elf Druid', pt: '1/1', abilities: [keywords(kw('Morph', '{X}{G}'))] }),
  card({
    name: 'Bubble Diver',
    cost: '{5}{U}',
    type: 'Creature — Fish Rogue',
    pt: '0/0',
    abilities: [keywords(kw('Disguise', '{5}{U}{U}')), replacement('turned-face-up', [fx.addCounters(self, 4)]), triggered({ kind: 'self-turned-face-up' }, [fx.draw(1)])],
  }),
  card({
    name: 'Shifting Doppel',
    cost: '{3}{U}{U}',
    type: 'Creature — Shapeshifter',
    pt: '0/0',
    abilities: [replacement('enters-or-turned-face-up', [fx.becomeCopy(self, target(['creature'], { other: true }))]), keywords(kw('Morph', '{1}{U}'))],
  }),
  card({ name: 'Doom Gift', cost: '{3}{B}', type: 'Enchantment — Aura', abilities: [keywords(kw('Enchant', undefined, 'creature')), keywords(kw('Morph', '{2}{B}')), replacement('turned-face-up', [])] }),

  // Plain cards
  card({ name: 'Bear Cub', cost: '{1}{G}', type: 'Creature — Bear', pt: '2/2' }),
  card({ name: 'Target Dummy', cost: '{W}', type: 'Creature — Construct', pt: '1/1' }),
  card({ name: 'Mossy Ogre', cost: '{3}{G}', type: 'Creature — Ogre', pt: '3/3' }),
  card({ name: 'Grove Hut', type: 'Land Creature — Forest Dryad', pt: '1/1', colorIndicator: ['G'] }),
  card({ name: 'Quick Bolt', cost: '{R}', type: 'Instant' }),
  card({ name: 'Deep Thought', cost: '{2}{U}', type: 'Sorcery', abilities: [spell([fx.draw(2)])] }),
  card({ name: 'Standing Stone', type: 'Land' }),
  card({ name: 'Guardian Charm', cost: '{1}{W}', type: 'Enchantment — Aura', abilities: [keywords(kw('Enchant', undefined, 'creature'))] }),
  card({ name: 'Verdant Blessing', cost: '{G}', type: 'Enchantment — Aura', abilities: [keywords(kw('Enchant', undefined, 'green creature'))] }),
  card({ name: 'Iron Blade', cost: '{1}', type: 'Artifact — Equipment' }),
  card({ name: 'Counter Golem', cost: '{X}', type: 'Artifact Creature — Golem', pt: '0/0', abilities: [replacement('enters', [fx.addCounters(self, 3)])] }),
  card({ name: 'Clockwork Brute', cost: '{6}', type: 'Artifact Creature — Construct', pt: '6/6', abilities: [keywords(kw('Prototype', '{1}{R}', '3/3'))] }),
  card({ name: 'Exiled Warlord', cost: '{3}{R}{R}', type: 'Legendary Creature — Human Warrior', pt: '4/4' }),
  card({ name: 'Merging Beast', cost: '{2}{G}', type: 'Creature — Beast', pt: '3/3', abilities: [triggered({ kind: 'self-turned-face-up' }, [fx.draw(1)])] }),

  // Double-faced, split (Room) and adventurer cards
  card({ name: 'Moonrise Acolyte', cost: '{1}{G}', type: 'Creature — Human Werewolf', pt: '2/2' }, { name: 'Moonrise Ravager', type: 'Creature — Werewolf', pt: '4/4', colorIndicator: ['G'] }),
  card({ name: 'Old Chart', cost: '{2}', type: 'Artifact' }, { name: 'Hidden Cove', type: 'Land' }),
  card({ name: 'Haunted Parlor', cost: '{1}{B}', type: 'Enchantment — Room' }, { name: 'Dusty Attic', cost: '{3}{B}', type: 'Enchantment — Room' }, 'Haunted Parlor // Dusty Attic'),
  card({ name: 'Bramble Knight', cost: '{2}{G}', type: 'Creature — Human Knight', pt: '2/2' }, { name: 'Thorn Path', cost: '{G}', type: 'Sorcery — Adventure' }, 'Bramble Knight // Thorn Path'),

  // Effects
  card({
    name: 'Equalizing Dome',
    cost: '{2}{W}{W}',
    type: 'Enchantment',
    abilities: [staticAb([fx.loseAll(all(['creature'])), fx.setBasePt(all(['creature']), 1, 1)])],
  }),
  card({ name: 'Living Stones', cost: '{4}', type: 'Artifact', abilities: [staticAb([fx.becomeType(all(['permanent']), ['Artifact', 'Creature']), fx.setBasePt(all(['permanent']), 3, 3)])] }),
  card({ name: 'Mirror Mimic', cost: '{3}{U}', type: 'Creature — Shapeshifter', pt: '0/0', abilities: [replacement('enters', [fx.becomeCopy(self, target(['creature']))])] }),
  card({ name: 'Exposing Flash', cost: '{1}{R}', type: 'Instant', abilities: [spell([fx.turnFaceUp(target(['creature'], { faceDown: true, controller: 'opponent' }))])] }),
  card({ name: 'Unmasking Glance', cost: '{U}', type: 'Instant', abilities: [spell([fx.turnFaceUp(target(['creature'], { faceDown: true }))])] }),
  card({ name: 'Veil Turner', cost: '{2}{U}{U}', type: 'Creature — Illusion', pt: '2/2', abilities: [replacement('enters', [fx.turnFaceDown(all(['creature'], { other: true, nontoken: true }))])] }),
  card({ name: 'Sudden Flip', cost: '{U}', type: 'Instant', abilities: [spell([fx.turnFaceDown(target(['creature']))])] }),
  card({
    name: 'Cyber Shift',
    cost: '{2}{U}',
    type: 'Instant',
    abilities: [spell([fx.turnFaceDown(target(['creature']), { power: 2, toughness: 2, cardTypes: ['Artifact', 'Creature'], subtypes: ['Cyberman'], keywords: [] })])],
  }),
  card({ name: 'Plots Unveiled', cost: '{G}{U}', type: 'Enchantment', abilities: [staticAb([fx.modifyPt(self, 0, 1)], filter(['creature'], { faceDown: true, controller: 'you' })), triggered({ kind: 'permanent-you-control-turned-face-up' }, [fx.draw(1)])] }),
  card({ name: 'Hollow Nurse', cost: '{3}{U}', type: 'Legendary Creature — Naga Wizard', pt: '3/3', abilities: [staticAb([fx.costReduction(3, true)]), triggered({ kind: 'face-down-creature-you-control-enters' }, [fx.draw(1)])] }),
  card({ name: 'Silencing Hex', cost: '{U}', type: 'Instant', abilities: [spell([fx.loseAll(target(['creature']), 'until-end-of-turn')])] }),
  card({ name: 'Newt Curse', cost: '{1}{U}', type: 'Sorcery', abilities: [spell([fx.loseAll(target(['creature'])), fx.setBasePt(target(['creature']), 1, 1)])] }),
  card({ name: 'Sudden Doom', cost: '{1}{B}', type: 'Instant', abilities: [spell([fx.zoneChange(target(['creature']), 'graveyard', 'destroy')])] }),
  card({ name: 'Mimic Rite', cost: '{2}{U}', type: 'Sorcery', abilities: [spell([fx.becomeCopy(target(['creature']), target(['permanent']))])] }),
  card({ name: 'Stone Lens', cost: '{2}{G}', type: 'Creature — Beast', pt: '2/2', abilities: [activated({ mana: '{1}{G}' }, [fx.reveal(target(['permanent'], { faceDown: true }))])] }),
  card({ name: 'Formless Growth', cost: '{2}{G}', type: 'Sorcery', abilities: [spell([fx.manifest(1)])] }),
  card({ name: 'Dread Host', cost: '{2}{B}', type: 'Enchantment', abilities: [triggered({ kind: 'you-manifest-dread' }, [fx.draw(1)])] }),
  card({ name: 'Shade Coat', cost: '{2}{U}', type: 'Artifact — Equipment', abilities: [triggered({ kind: 'self-enters' }, [fx.cloak(1), fx.attachSelfToIt()])] }),
  card({ name: 'Arrival Scout', cost: '{1}{W}', type: 'Creature — Human Scout', pt: '1/1', abilities: [triggered({ kind: 'creature-enters', filter: filter(['creature'], { other: true }) }, [fx.draw(1)])] }),
  card({ name: 'Twin Image', cost: '{3}{U}', type: 'Sorcery', abilities: [spell([fx.tokenCopy(target(['creature']))])] }),
  card({ name: 'Pump Shot', cost: '{G}', type: 'Instant', abilities: [spell([fx.modifyPt(target(['creature']), 2, 2, 'until-end-of-turn')])] }),
  card({ name: 'Frog Form', cost: '{U}', type: 'Instant', abilities: [spell([fx.becomeType(target(['creature']), ['Creature'], ['Frog'], false, ['U'], 'until-end-of-turn')])] }),
  card({ name: 'Reclaim Raptor', cost: '{1}{G}{G}', type: 'Creature — Dinosaur', pt: '3/3', abilities: [keywords(kw('Megamorph', '{4}{G}'))] }),
];

/** A fresh engine with the whole pool; "you" are active in your main phase. */
export function newGame(): Engine {
  return new Engine(POOL);
}

/** Put a card and return its object id (fails the test loudly if the setup is wrong). */
export function put(g: Engine, player: 'you' | 'opponent', name: string, zone: Parameters<Engine['put']>[2], opts: Parameters<Engine['put']>[3] = {}): string {
  const r = g.put(player, name, zone, opts);
  if (!r.id) throw new Error(`setup failed: ${name}: ${r.reasons.map(reasonText).join('; ')}`);
  return r.id;
}

/** The current id of the newest object made from this card. */
export function idOf(g: Engine, name: string): string {
  const o = g.find(name);
  if (!o) throw new Error(`no object for ${name}`);
  return o.id;
}


/** Cast a card face down from hand and resolve it; returns the permanent's id. */
export function castFaceDown(g: Engine, player: 'you' | 'opponent', name: string, method: 'morph' | 'megamorph' | 'disguise' = 'morph'): string {
  const h = put(g, player, name, 'hand');
  const prev = g.state.activePlayer;
  g.setActivePlayer(player);
  const r = g.cast(player, h, { faceDown: method });
  if (!r.ok) throw new Error(`cast failed: ${r.reasons.map(reasonText).join('; ')}`);
  const r2 = g.resolveTop();
  if (!r2.ok) throw new Error(`resolve failed: ${r2.reasons.map(reasonText).join('; ')}`);
  g.setActivePlayer(prev);
  return g.find(name, 'battlefield')!.id;
}

/** Put a card on top of the library and manifest/cloak it; returns the permanent's id. */
export function manifestNamed(g: Engine, player: 'you' | 'opponent', name: string, how: 'manifest' | 'cloak' | 'manifest-dread' = 'manifest'): string {
  put(g, player, name, 'library', { position: 'top' });
  const r = how === 'manifest' ? g.manifest(player) : how === 'cloak' ? g.cloak(player) : g.manifestDread(player);
  if (!r.ok) throw new Error(`manifest failed: ${r.reasons.map(reasonText).join('; ')}`);
  const o = g.find(name, 'battlefield');
  if (!o) throw new Error(`${name} was not manifested: ${r.reasons.map(reasonText).join('; ')}`);
  return o.id;
}

/** Cast a card face up from hand (with targets) and resolve it and everything it put on the stack. */
export function castAndResolve(g: Engine, player: 'you' | 'opponent', name: string, targets: string[] = [], opts: Parameters<Engine['cast']>[2] = {}) {
  const h = put(g, player, name, 'hand');
  const prev = g.state.activePlayer;
  g.setActivePlayer(player);
  const r = g.cast(player, h, { ...opts, targets });
  if (!r.ok) throw new Error(`cast failed: ${r.reasons.map(reasonText).join('; ')}`);
  const r2 = g.resolveAll();
  g.setActivePlayer(prev);
  return { cast: r, resolved: r2, events: [...r.events, ...r2.events], reasons: [...r.reasons, ...r2.reasons] };
}

export function methods(g: Engine, id: string, player: 'you' | 'opponent' = 'you'): string[] {
  return g.canTurnFaceUp(id, player).options.map((o) => `${o.method} ${o.cost}`);
}

export function codes(reasons: { code?: string }[]): string[] {
  return reasons.map((r) => r.code ?? '').filter((c) => c !== '');
}
