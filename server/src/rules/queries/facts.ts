// The facts of the game a condition states in words (model/abilities/facts.ts) that the engine tells
// (effect-descriptors.ts FACTS_EVALUATED): what happened this turn or last turn, from the turn's history
// (rules/state/turn-history.ts), and facts of the state now. `undefined` when the engine can't tell: a "didn't happen"
// about a turn it didn't see from its beginning (the turn a scenario starts in) — recorded as what the answer rests on.

import type { FactId } from '../../model/abilities/facts';
import { printFact } from '../../model/abilities/facts';
import type { GameState, PlayerId, TurnRecord } from '../state/game-state';
import { battlefieldObjects, hasCityBlessing, otherPlayer, restOn } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { historyUnknown } from '../state/turn-history';
import { controlsCommander } from '../state/player-holdings';
import { keywordCostPaid } from './kicked';

export interface FactContext {
  controller: PlayerId;
  sourceId: string;
  /** The value of X of the spell or ability (CR 107.3), when it has one. */
  x?: number;
  /** "that player" (CR 503.1a): the player the trigger's event names, when it names one. */
  player?: PlayerId;
  /** The object "it" names (a trigger's event object, CR 603.2): "if you cast it". */
  it?: string;
}

/** Whether the fact holds now; `undefined` when the engine can't tell. */
export function evaluateFact(s: GameState, fact: FactId, n: number | undefined, ctx: FactContext): boolean | undefined {
  const you = ctx.controller;
  const opp = otherPlayer(you);
  const now = s.history.current;
  // Something happened this turn (CR 603.4, 608.2c): seen, it's true; unseen, false only if the engine saw the whole turn.
  const happened = (r: TurnRecord | undefined, seen: boolean) => (seen ? true : r?.whole ? false : unknownHistory(s, fact, n, ctx));
  switch (fact) {
    // "Raid — if you attacked this turn": you declared one or more attackers (CR 508.1, 508.3d).
    // OPEN QUESTION: the CR defines "attacks" for triggers (508.3d) but not "you attacked" for conditions; read alike, a
    // creature put onto the battlefield attacking (508.4) doesn't count. And the turn a scenario starts in (its precombat
    // main phase) has had no combat phase before it (500.1) unless an effect added one (500.8): the engine still calls it
    // not seen whole.
    // OPEN QUESTION: an intervening "if" is checked as the event happens (603.4); the engine reads the log after the
    // action, so an event later in the same action is already counted here.
    case 'attacked-this-turn': return happened(now, now.attacked.includes(you));
    // CR 103.5, 103.6: the opening hand is the hand a player keeps after the mulligans, before the first turn begins; a card
    // is "in your opening hand" only then. The engine's game is always one in progress (a scenario starts in a turn, CR
    // 500.1), past that moment: never true ("If ~ is in your opening hand, you may begin the game with it on the battlefield").
    case 'self-in-opening-hand': return false;
    // "Morbid — if a creature died this turn" (CR 700.4: put into a graveyard from the battlefield).
    case 'creature-died-this-turn': return happened(now, now.died > 0);
    // "Revolt — if a permanent you controlled left the battlefield this turn" (CR 603.10a: as it last existed there).
    case 'permanent-left-this-turn': return happened(now, now.left[you] > 0);
    // CR 119.3, 119.10: life gained (0 life is no gain); lost, also by paying it (119.4) and by damage (120.3a).
    case 'gained-life-this-turn': return happened(now, now.gained[you] > 0);
    case 'gained-n-life-this-turn': return happened(now, now.gained[you] >= (n ?? 1));
    case 'opponent-lost-life-this-turn': return happened(now, now.lost[opp] > 0);
    case 'opponent-lost-n-life-this-turn': return happened(now, now.lost[opp] >= (n ?? 1));
    // CR 601.2i, 702.117a surge: another spell cast by this player this turn, asked while a spell is cast (before its own
    // cast is counted, 601.2i); read only there (effect-descriptors.ts FACTS_EVALUATED leaves it out of resolving text).
    case 'cast-another-spell-this-turn': return happened(now, now.cast[you] > 0);
    // CR 601.2i: spells cast last turn (a player's, or any); the engine knows last turn only once it saw it whole.
    case 'two-spells-last-turn': {
      const last = s.history.last;
      const seen = !!last && (last.cast.you >= 2 || last.cast.opponent >= 2);
      return happened(last, seen);
    }
    case 'no-spells-last-turn': {
      const last = s.history.last;
      const any = !!last && last.cast.you + last.cast.opponent > 0;
      const none = happened(last, any);
      return none === undefined ? undefined : !none;
    }
    // CR 121.1: cards the player drew this turn, one draw each (rules/state/turn-history.ts).
    case 'drew-n-cards-this-turn': return happened(now, now.did.filter((e) => e.what === 'drew' && e.player === you).length >= (n ?? 1));
    // Pack tactics (CR 207.2c, 508.1): the total power of the creatures you attacked with this combat, as they were
    // declared as attackers (the history keeps each attacker as it was then, 603.10).
    case 'attacked-with-power-this-combat': {
      if (!s.combat) return false;
      const combat = s.combat;
      const total = now.did.filter((e) => e.what === 'attacked' && e.player === you && e.by !== undefined && combat.attackers[e.by] !== undefined)
        .reduce((sum, e) => sum + Math.max(0, e.subject?.view.power ?? 0), 0);
      return total >= (n ?? 0);
    }
    // Addendum (CR 207.2c, 505.1): the spell was cast during a main phase of its caster's turn (601.2i). A spell the
    // scenario put on the stack was cast before the engine saw it; a copy was not cast (707.10).
    case 'cast-during-main-phase': {
      const cast = now.did.find((e) => e.what === 'cast' && e.by === ctx.sourceId);
      if (cast) return !!cast.main;
      return s.objects.get(ctx.sourceId)?.spellCopy ? false : unknownHistory(s, fact, n, ctx);
    }
    // CR 107.3: "if X is 5 or more": the value chosen for X as the spell was cast or the ability activated (601.2b).
    case 'x-at-least': return ctx.x === undefined ? undefined : ctx.x >= (n ?? 0);
    // CR 702.131c: "you have the city's blessing" (rules/game/ascend.ts gives it; it never goes away).
    case 'city-blessing': return hasCityBlessing(s, you);
    // CR 903.3d, 903.3: "if you control a commander", "if you control your commander" (one you own).
    case 'control-commander': return controlsCommander(s, you, false);
    case 'control-your-commander': return controlsCommander(s, you, true);
    // CR 724.1, 724.3: "if you're the monarch": only one player is the monarch at a time (none until an effect makes one).
    case 'monarch': return s.monarch === you;
    // CR 309.7: "if you've completed a dungeon": a dungeon card of yours was removed from the game (309.5b, 309.6).
    case 'completed-dungeon': return (s.completedDungeons?.[you]?.length ?? 0) > 0;
    // CR 730.1: the game starts with neither designation (rules/actions/day-night.ts).
    case 'neither-day-nor-night': return s.dayNight === undefined;
    // CR 207.2c (ability words): threshold, seven or more cards in your graveyard.
    case 'threshold': return s.zones[you].graveyard.length >= 7;
    case 'creature-cards-in-graveyard': return s.zones[you].graveyard.filter((id) => isCreatureCard(s, id)).length >= (n ?? 1);
    // CR 207.2c: coven, three or more creatures you control with different powers; unknown when a power is (a `*`).
    case 'coven': {
      const powers = new Set<number>();
      for (const o of battlefieldObjects(s)) {
        if (o.controller !== you) continue;
        const ch = computeCharacteristics(s, o);
        if (!ch.cardTypes.includes('Creature')) continue;
        if (ch.power === null || ch.ptUnknown?.power) return powers.size >= 3 ? true : undefined;
        powers.add(ch.power);
      }
      return powers.size >= 3;
    }
    // CR 119.1: a player's life total.
    case 'life-at-most': return s.life[you] <= (n ?? 0);
    case 'no-creatures': return !battlefieldObjects(s).some((o) => computeCharacteristics(s, o).cardTypes.includes('Creature'));
    // CR 402.1, 503.1a: "if that player has two or fewer cards in hand": the player whose step began (the trigger's event).
    case 'that-player-at-most-cards': return ctx.player === undefined ? undefined : s.zones[ctx.player].hand.length <= (n ?? 0);
    // CR 402.1: the cards in a player's hand, as the scenario set them up (like "you have no cards in hand").
    case 'opponent-empty-hand': return s.zones[opp].hand.length === 0;
    // "if ~ is in your graveyard" (CR 404.1: a player's own graveyard holds the cards they own).
    case 'self-in-graveyard': {
      const o = s.objects.get(ctx.sourceId);
      return !!o && o.zone === 'graveyard' && o.owner === you;
    }
    // CR 702.104b: "if tribute wasn't paid": the opponent chosen as this permanent entered didn't put its tribute counters on
    // it (rules/actions/tribute.ts); one a scenario started with on the battlefield made no choice the engine saw.
    case 'tribute-not-paid': {
      const paid = s.objects.get(ctx.sourceId)?.tributePaid;
      return paid === undefined ? undefined : !paid;
    }
    // CR 702.30a echo: "if ~ came under your control since the beginning of your last upkeep" — during your upkeep, the
    // one before it. A permanent that came under your control during the scenario after that upkeep began, or before any
    // upkeep of yours the engine saw, did; one there since before the scenario began didn't if the engine saw that
    // upkeep begin, and otherwise the engine can't tell (its history, CR 500.1).
    case 'self-under-control-since-last-upkeep': {
      const o = s.objects.get(ctx.sourceId);
      if (!o || o.zone !== 'battlefield' || o.controller !== you) return false;
      const began = s.upkeepsBegan?.[you] ?? [];
      const last = s.step === 'upkeep' && s.activePlayer === you ? began[began.length - 2] : began[began.length - 1];
      if (o.controlledSince !== undefined) return last === undefined || o.controlledSince > last;
      return last !== undefined ? false : unknownHistory(s, fact, n, ctx);
    }
    // CR 603.4, 400.7d: "When ~ enters, if you cast it", "if you didn't cast it from your hand": the permanent knows how
    // the spell that became it was cast (a permanent put onto the battlefield otherwise wasn't cast); it entered under its
    // caster's control (608.3a). Gone from the battlefield as the ability resolves, it is a new object (400.7) whose past
    // the engine doesn't keep: the answer rests on it.
    case 'cast-it': case 'cast-it-not-from-hand': {
      const o = s.objects.get(ctx.it ?? ctx.sourceId);
      if (!o || o.zone !== 'battlefield') return unknownPast(s, fact, n, ctx);
      const cast = o.wasCast && o.controller === you && (fact === 'cast-it' || o.castFrom === 'hand');
      return fact === 'cast-it' ? cast : !cast;
    }
    // CR 702.76a, 601.2b: "if this spell's prowl cost was paid": the alternative cost its caster paid, kept with the spell
    // (rules/game/casting.ts) and the permanent it became (400.7d).
    case 'prowl-paid': {
      const paid = keywordCostPaid(s, ctx.sourceId, 'prowl');
      return paid ?? unknownPast(s, fact, n, ctx);
    }
    // CR 508.1a, 509.1a: "if ~ attacked or blocked this combat": declared as an attacker or a blocker in this combat, even
    // if removed from combat since (506.4); none now (no combat phase, or it ended, 511.3): it didn't in this one.
    case 'self-attacked-or-blocked-this-combat': {
      const c = s.combat;
      if (!c) return false;
      const id = ctx.sourceId;
      return !!c.declared?.includes(id) || c.attackers[id] !== undefined || Object.values(c.blocks).some((bs) => bs.includes(id));
    }
    // CR 508.1, 506.2: "you've been attacked this step": in the declare attackers step, a creature attacks you (not a
    // planeswalker or battle of yours, 506.3).
    case 'attacked-this-step': {
      const c = s.combat;
      return s.step === 'declare-attackers' && !!c && Object.entries(c.attackers).some(([id, p]) => p === you && c.attacking?.[id] === undefined);
    }
  }
  return undefined;
}

/**
 * What the engine didn't keep about an object that changed zones (CR 400.7): the answer rests on it (not understood by
 * the engine), recorded once per source and fact (rules/scenario/inconclusive.ts `choiceRests`).
 */
function unknownPast(s: GameState, fact: FactId, n: number | undefined, ctx: FactContext): undefined {
  // Its source gone too (400.7): named by the object it became.
  const sourceName = (s.objects.get(ctx.sourceId) ?? s.objects.get(s.formerIds.get(ctx.sourceId) ?? ''))?.card.name ?? '';
  const text = `if ${printFact(fact, n)}`;
  restOn(s, { sourceName, text, what: 'unknown' });
  return undefined;
}

function isCreatureCard(s: GameState, id: string): boolean {
  const o = s.objects.get(id);
  return !!o && computeCharacteristics(s, o).cardTypes.includes('Creature');
}

/**
 * The engine didn't see the start of the turn the fact asks about (the scenario began mid-turn, CR 500.1): it may have
 * happened before. The answer rests on it (rules/scenario/inconclusive.ts `choiceRests`), once per source and fact.
 */
function unknownHistory(s: GameState, fact: FactId, n: number | undefined, ctx: FactContext): undefined {
  return historyUnknown(s, ctx.sourceId, `if ${printFact(fact, n)}`);
}
