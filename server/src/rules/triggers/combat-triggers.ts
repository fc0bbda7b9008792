// Abilities that trigger on combat events: "whenever ~ attacks" (CR 508.1m, 508.3a), "whenever you attack" (508.3c–d),
// "blocks" (509.1i, 509.3a), "becomes blocked" (509.3c), "becomes blocked by a creature" (509.3d), "attacks and isn't
// blocked" (509.3g), "blocks or becomes blocked" (509.3a, 509.3c: a creature does one or the other in a combat),
// "attacks alone" (506.5: the only creature declared as an attacker), "deals combat damage to a player / a creature"
// (510.3a) — read from the events combat logs as attackers and blockers are declared and combat damage is dealt.

import type { ObjectEventKind } from '../../model/types';
import type { GameEvent, Outcome } from '../state/events';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import type { TriggerSource } from '../state/trigger-moment';
import { fireTrigger } from './fire-trigger';
import { eventObjectMatches, eventSubjectMatches } from './subjects';
import { lookupTable } from '../../model/lookup-table';
import { computeCharacteristics } from '../layers';
import { attackWithTriggers } from './attack-with-triggers';

type Event<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

export type CombatEvent =
  | 'attacks' | 'attacks alone' | 'blocks' | 'becomes blocked' | 'becomes blocked by a creature' | "attacks and isn't blocked"
  | 'combat damage to a player' | 'combat damage to a creature' | 'combat damage to a player or planeswalker';

/** The combat events the engine fires, and the object-event phrases each one matches. */
export const COMBAT_EVENT_PHRASES: Record<CombatEvent, readonly ObjectEventKind[]> = {
  attacks: ['attacks', 'attacks or blocks', 'enters or attacks'],
  // CR 506.5, 702.83b: the only creature declared as an attacker.
  'attacks alone': ['attacks alone'],
  blocks: ['blocks', 'attacks or blocks', 'blocks or becomes blocked'],
  'becomes blocked': ['becomes blocked', 'blocks or becomes blocked'],
  // Fired per attacker–blocker pair, with the other creature (blockPairTriggers, CR 509.3d).
  'becomes blocked by a creature': [],
  "attacks and isn't blocked": ["attacks and isn't blocked"],
  'combat damage to a player': ['deals combat damage to a player', 'deals combat damage to an opponent', 'deals combat damage'],
  // "deals combat damage to a creature": per creature dealt damage, with that creature (damagedPairTriggers, CR 603.2c).
  'combat damage to a creature': ['deals combat damage'],
  // CR 510.3a, 603.2, 120.3c: "deals combat damage to a player or planeswalker": once for each creature that dealt combat
  // damage to a player or a planeswalker (either, once).
  'combat damage to a player or planeswalker': ['deals combat damage to a player or planeswalker'],
};

/**
 * The objects a combat event happened to, at once (all attackers as they are declared, …): each matching ability
 * triggers once per object, or once for the group when it says "one or more" (CR 603.2c).
 */
function combatTriggers(s: GameState, out: Outcome, sources: readonly TriggerSource[], event: CombatEvent, objs: readonly GameObject[], damaged?: (o: GameObject) => PlayerId, dealt?: (o: GameObject) => number): void {
  if (objs.length === 0) return;
  const phrases = COMBAT_EVENT_PHRASES[event];
  for (const { src, name, ref, event: ev } of sources) {
    if (ev?.kind !== 'object-event' || !phrases.includes(ev.event)) continue;
    // "deals combat damage to an opponent": only damage to an opponent of the ability's controller.
    const about = objs.filter((o) => eventSubjectMatches(s, ev, src, o) && (ev.event !== 'deals combat damage to an opponent' || damaged?.(o) !== src.controller));
    const group = ev.subject.oneOrMore ? about.slice(0, 1) : about;
    // CR 510.3a, 603.2: "that player" in "deals combat damage to a player/an opponent, … that player's library" is the
    // player dealt the damage.
    // CR 603.2: "create that many …" after "deals combat damage to a player" is the damage it dealt.
    for (const o of group) fireTrigger(s, out, src, ref, src.controller, `${ev.event}${ev.subject.oneOrMore ? ' (one or more)' : ''}`, name, o, undefined, ev.subject.oneOrMore ? undefined : dealt?.(o), damaged?.(o));
  }
}

/** "Whenever you attack" / "whenever you attack with one or more creatures" (CR 508.3c–d): once when attackers are declared. */
function attackPlayerTriggers(s: GameState, out: Outcome, sources: readonly TriggerSource[], player: PlayerId): void {
  for (const { src, name, ref, event: ev } of sources) {
    if (src.controller !== player) continue;
    if (ev?.kind !== 'player-event' || ev.who !== 'you' || (ev.event !== 'attack' && ev.event !== 'attack with one or more creatures')) continue;
    fireTrigger(s, out, src, ref, src.controller, `you ${ev.event}`, name);
  }
}

const existing = (s: GameState, ids: readonly string[]) => ids.map((id) => s.objects.get(id)).filter((o): o is GameObject => !!o);

/** CR 508.1m, 508.3a–d: abilities that trigger on attackers being declared. */
export function attackersDeclaredTriggers(s: GameState, out: Outcome, e: Event<'attackers-declared'>, sources: readonly TriggerSource[]): void {
  combatTriggers(s, out, sources, 'attacks', existing(s, e.attackers));
  attackedWhomTriggers(s, out, sources, existing(s, e.attackers));
  // CR 506.5: "attacks alone" — it was the only creature declared as an attacker.
  if (e.attackers.length === 1) combatTriggers(s, out, sources, 'attacks alone', existing(s, e.attackers));
  if (e.attackers.length > 0) attackPlayerTriggers(s, out, sources, e.player);
  if (e.attackers.length > 0) attackWithTriggers(s, out, sources, e.player, existing(s, e.attackers)); // CR 508.3c–d
}

/**
 * CR 508.1b, 508.3a, 603.2: "Whenever a creature attacks you" (the player, not a planeswalker they control), "… attacks
 * you or a planeswalker you control" (the ability's controller is the defending player, 506.2), and battalion's
 * "Whenever ~ and at least two other creatures attack" (three or more attackers declared, ~ among them). Once per
 * attacker the subject names, that creature being the ability's "it".
 */
function attackedWhomTriggers(s: GameState, out: Outcome, sources: readonly TriggerSource[], attackers: readonly GameObject[]): void {
  if (attackers.length === 0) return;
  for (const { src, name, ref, event: ev } of sources) {
    if (ev?.kind !== 'object-event' || ev.subject.oneOrMore || ev.subject.pronoun) continue;
    const whom = ATTACKED_WHOM[ev.event];
    if (!whom) continue;
    for (const o of attackers) {
      if (!whom(s, o, src.controller, attackers.length) || !eventSubjectMatches(s, ev, src, o)) continue;
      fireTrigger(s, out, src, ref, src.controller, ev.event, name, o);
    }
  }
}

/** Which attacker each "attacks <whom>" phrase names, for an ability controlled by `you`. */
const ATTACKED_WHOM: Readonly<Record<string, (s: GameState, o: GameObject, you: PlayerId, count: number) => boolean>> = lookupTable({
  'attacks you': (s: GameState, o: GameObject, you: PlayerId) => s.combat?.attackers[o.id] === you && !s.combat.attacking?.[o.id],
  'attacks you or a planeswalker you control': (s: GameState, o: GameObject, you: PlayerId) => s.combat?.attackers[o.id] === you,
  'and at least two other creatures attack': (_s: GameState, _o: GameObject, _you: PlayerId, count: number) => count >= 3,
  // CR 702.149a: training — another creature attacking with it has greater power, as attackers are declared (508.3a).
  "and at least one other creature with power greater than ~'s power attack": (s: GameState, o: GameObject) => {
    const power = computeCharacteristics(s, o).power ?? 0;
    return Object.keys(s.combat?.attackers ?? {}).some((id) => { const x = id !== o.id ? s.objects.get(id) : undefined; return !!x && (computeCharacteristics(s, x).power ?? 0) > power; });
  },
  // CR 702.105a: dethrone — it attacks a player (not a planeswalker or battle, 508.1b) whose life total is the highest
  // among the players in the game, or tied for it (119.1).
  'attacks the player with the most life or tied for most life': (s: GameState, o: GameObject) => {
    const p = s.combat?.attackers[o.id];
    if (p === undefined || s.combat?.attacking?.[o.id]) return false;
    const lives = (Object.keys(s.life) as PlayerId[]).filter((q) => !s.leftGame.includes(q) && !s.losers.includes(q)).map((q) => s.life[q]);
    return s.life[p] >= Math.max(...lives);
  },
});

/** CR 509.1i, 509.3a–d, 509.3g: abilities that trigger on blockers being declared (and attackers left unblocked). */
export function blockersDeclaredTriggers(s: GameState, out: Outcome, e: Event<'blockers-declared'>, sources: readonly TriggerSource[]): void {
  combatTriggers(s, out, sources, 'blocks', existing(s, [...new Set(Object.values(e.blocks).flat())]));
  combatTriggers(s, out, sources, 'becomes blocked', existing(s, Object.keys(e.blocks)));
  blockPairTriggers(s, out, sources, e.blocks);
  combatTriggers(s, out, sources, "attacks and isn't blocked", existing(s, e.unblocked));
}

/** The object actions of blocking read per attacker–blocker pair (CR 509.3b, 509.3d). */
const BLOCK_VERBS: ReadonlySet<string> = new Set(['blocks', 'becomes blocked by', 'blocks or becomes blocked by']);

/**
 * CR 509.3b, 509.3d: "~ becomes blocked by a creature [with …]", "~ blocks a creature [with …]", "~ blocks or becomes
 * blocked by a creature": once for each creature blocking it or blocked by it, that creature being the other object the
 * event names — its "that creature" (603.2) — and matching the words as it becomes a blocker (509.3f).
 */
function blockPairTriggers(s: GameState, out: Outcome, sources: readonly TriggerSource[], blocks: Readonly<Record<string, readonly string[]>>): void {
  const pairs = Object.entries(blocks).flatMap(([a, bs]) => bs.map((b) => [s.objects.get(a), s.objects.get(b)] as const))
    .filter((p): p is readonly [GameObject, GameObject] => !!p[0] && !!p[1]);
  if (pairs.length === 0) return;
  for (const { src, name, ref, event: ev } of sources) {
    if (!ev) continue;
    let blocked: ((o: GameObject) => boolean) | undefined;
    let blocking: ((o: GameObject) => boolean) | undefined;
    if (ev.kind === 'object-event' && (ev.event === 'becomes blocked by a creature' || ev.event === 'blocks or becomes blocked by a creature' || ev.event === 'blocks a creature')) {
      if (ev.event !== 'blocks a creature') blocked = () => true;
      if (ev.event !== 'becomes blocked by a creature') blocking = () => true;
    } else if (ev.kind === 'object-action' && BLOCK_VERBS.has(ev.verb) && ev.object.filter && !ev.object.player && !ev.object.self && !ev.object.oneOrMore) {
      const filter = ev.object.filter;
      const other = (o: GameObject) => eventObjectMatches(s, filter, src, o);
      if (ev.verb !== 'blocks') blocked = other;
      if (ev.verb !== 'becomes blocked by') blocking = other;
    } else continue;
    const label = ev.kind === 'object-event' ? ev.event : `${ev.verb} ${ev.object.filter?.text ?? ''}`.trim();
    for (const [attacker, blocker] of pairs) {
      if (blocked && eventSubjectMatches(s, ev, src, attacker) && blocked(blocker)) fireTrigger(s, out, src, ref, src.controller, label, name, attacker, undefined, undefined, undefined, blocker);
      if (blocking && eventSubjectMatches(s, ev, src, blocker) && blocking(attacker)) fireTrigger(s, out, src, ref, src.controller, label, name, blocker, undefined, undefined, undefined, attacker);
    }
  }
}

/** CR 510.3a: abilities that trigger on combat damage being dealt. */
export function combatDamageTriggers(s: GameState, out: Outcome, e: Event<'combat-damage-dealt'>, sources: readonly TriggerSource[]): void {
  const toPlayer = new Map(e.toPlayers.map((x) => [x.source, x]));
  combatTriggers(s, out, sources, 'combat damage to a player', existing(s, e.toPlayers.map((x) => x.source)), (o) => toPlayer.get(o.id)!.player, (o) => toPlayer.get(o.id)!.amount);
  combatTriggers(s, out, sources, 'combat damage to a creature', existing(s, e.toCreatures));
  const toEither = [...new Set([...e.toPlayers.map((x) => x.source), ...(e.toPlaneswalkers ?? [])])];
  combatTriggers(s, out, sources, 'combat damage to a player or planeswalker', existing(s, toEither));
  damagedPairTriggers(s, out, sources, e.creaturePairs ?? []);
}

/**
 * CR 510.2, 603.2c: "Whenever ~ deals combat damage to a creature" triggers once for each creature it dealt combat
 * damage to at once, that creature being the other object the event names — its "that creature" (603.2).
 */
function damagedPairTriggers(s: GameState, out: Outcome, sources: readonly TriggerSource[], pairs: readonly { source: string; to: string }[]): void {
  const objs = pairs.map((p) => [s.objects.get(p.source), s.objects.get(p.to)] as const).filter((p): p is readonly [GameObject, GameObject] => !!p[0] && !!p[1]);
  if (objs.length === 0) return;
  for (const { src, name, ref, event: ev } of sources) {
    if (ev?.kind !== 'object-event' || ev.event !== 'deals combat damage to a creature') continue;
    const about = objs.filter(([o]) => eventSubjectMatches(s, ev, src, o));
    const group = ev.subject.oneOrMore ? about.slice(0, 1) : about;
    for (const [o, damaged] of group) fireTrigger(s, out, src, ref, src.controller, ev.event, name, o, undefined, undefined, undefined, ev.subject.oneOrMore ? undefined : damaged);
  }
}
