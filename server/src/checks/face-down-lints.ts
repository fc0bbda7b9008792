// Card-local face-down lints, found by simulating each morph/megamorph/disguise card's own face-down
// life on the rules engine: cast face down, resolve, turn face up with the special action.
// - enters-trigger-on-turn-up: its "enters" abilities won't happen when it is turned face up (CR 708.8, 614.1c);
// - face-down-never-turns-up: nothing would let it be turned face up again (CR 702.37e, 702.168d);
// - disguise-ward-note: face down it is a 2/2 with ward {2} (CR 702.168a).

import { makeDiagnostic, type Diagnostic } from '../diagnostics/diagnostic';
import { msg, render } from '../i18n';
import { BoundedCache, stringBytes } from '../model/bounded-cache';
import { structuralKey } from '../model/structural-key';
import { parseCostParts } from '../model/abilities/cost-parts';
import type { Ability, Card, CostPart, Effect } from '../model/types';
import { Engine, reasonMessage } from '../rules';
import type { Reason } from '../rules/state/game-state';
import type { Check } from './check';
import { faceDownKeyword } from './interactions';

interface FaceDownLife {
  /** Ability indexes that triggered while the card was turned face up. */
  triggeredOnTurnUp: Set<number>;
  /** The special action was available after it resolved face down. */
  couldTurnUp: boolean;
  reasons: string[];
}

/**
 * A reason in English, for the `reasons` text of facedown.never-turns-up-because.
 * OPEN: that parameter is English text in every language; it should carry the reasons' messages.
 */
const reasonEnglish = (r: Reason): string => render(reasonMessage(r), 'en');

/**
 * Plays the card's face-down life on an empty board. `turnUp` false: it stops once it knows whether the card could be
 * turned face up (what triggers then is read only for an enters trigger that may be reported: `reportableEntersTrigger`).
 */
export function simulateFaceDownLife(card: Card, keyword: 'morph' | 'megamorph' | 'disguise', turnUp = true): FaceDownLife {
  const engine = Engine.create([card]);
  const put = engine.put('you', card.name, 'hand');
  const life: FaceDownLife = { triggeredOnTurnUp: new Set(), couldTurnUp: false, reasons: [] };
  if (!put.id) return life;
  const cast = engine.cast('you', put.id, { faceDown: keyword });
  if (!cast.ok) { life.reasons = cast.reasons.map(reasonEnglish); return life; }
  engine.resolveTop();
  const id = engine.objectsNamed(card.name, 'battlefield')[0]?.id;
  if (!id) return life;
  const answer = engine.canTurnFaceUp(id, 'you');
  life.couldTurnUp = answer.options.length > 0;
  life.reasons = answer.reasons.map(reasonEnglish);
  if (!life.couldTurnUp || !turnUp) return life;
  const up = engine.turnFaceUp('you', id, { method: answer.options[0]!.method });
  for (const e of up.events) if (e.type === 'triggered' && e.cardName === card.name) life.triggeredOnTurnUp.add(e.abilityIndex);
  return life;
}

/** Face-down lives per (keyword, rules identity), bounded by bytes (a life is a few small sets: ~512 bytes). */
const lifeMemo = new BoundedCache<string, FaceDownLife>(4 << 20, (k) => stringBytes(k) + 512);

/** Cost parts the player pays with what they have (cards, permanents, life, mana): payable in some game (CR 118.3). */
const RESOURCE_PARTS = new Set<CostPart['kind']>(['mana', 'pay-life', 'sacrifice', 'discard', 'reveal', 'return-to-hand', 'tap-untapped', 'exile']);

/** Every part of the cost is understood and paid with resources other than the face-down permanent itself. */
export function costNeedsOnlyResources(cost: string): boolean {
  const parts = parseCostParts(cost);
  return parts.length > 0 && parts.every((p) => RESOURCE_PARTS.has(p.kind) && !('self' in p && p.self));
}

/**
 * "When this creature enters, target opponent creates two 1/1 tokens": an enters ability that only helps an opponent or
 * costs its controller something. Turning the card face up to skip it is the point of the design, not an oversight.
 */
function drawbackOnly(effects: readonly Effect[]): boolean {
  const opponent = (p: string | undefined) => p === 'target-opponent' || p === 'each-opponent' || p === 'an-opponent' || p === 'each-player';
  return effects.length > 0 && effects.every((e) => {
    switch (e.kind) {
      case 'create-token':
        return opponent(e.who);
      case 'draw':
        return opponent(e.who);
      case 'life':
        return e.gain ? opponent(e.who) : e.who === 'you';
      case 'player-action':
        return (e.action === 'discard' || e.action === 'sacrifice' || e.action === 'mill') && e.who === 'you';
      default:
        return false;
    }
  });
}

/** An "enters" trigger of the card's own that lintCard reports when it doesn't trigger as the card is turned face up. */
function reportableEntersTrigger(a: Ability): boolean {
  return a.kind === 'triggered' && a.event.kind === 'self-enters' && !drawbackOnly(a.effects);
}

export function lintCard(card: Card): Diagnostic[] {
  const keyword = faceDownKeyword(card);
  const face = card.faces[0];
  if (!keyword || !face) return [];
  const out: Diagnostic[] = [];
  // Turning it face up is played only for a card with an enters trigger to report: the rest read nothing of it.
  const turnUp = face.abilities.some(reportableEntersTrigger);
  const key = `${keyword}\u0000${turnUp ? 1 : 0}\u0000${structuralKey(card)}`;
  let life = lifeMemo.get(key);
  if (!life) {
    life = simulateFaceDownLife(card, keyword, turnUp);
    lifeMemo.set(key, life);
  }
  const keywordAbility = face.abilities.find((a) => a.kind === 'keyword' && a.keywords.some((k) => k.keyword.toLowerCase() === keyword));
  const keywordSpan = keywordAbility?.kind === 'keyword' ? keywordAbility.keywords.find((k) => k.keyword.toLowerCase() === keyword)!.span : card.nameSpan;

  // A card that also says what happens "as it is turned face up" (CR 614.1e) has handled the turn-up on purpose.
  const handlesTurnUp = face.abilities.some((a) => (a.kind === 'replacement' || a.kind === 'static') && (a.replacementEvent === 'turned-face-up' || a.replacementEvent === 'enters-or-turned-face-up'));
  // CR 702.37e (morph, megamorph) / 702.168d (disguise): turning the permanent face up for its cost.
  const turnUpRule = keyword === 'disguise' ? '702.168d' : '702.37e';
  face.abilities.forEach((a, index) => {
    const entersReplacement = (a.kind === 'replacement' || a.kind === 'static') && a.replacementEvent === 'enters';
    if (reportableEntersTrigger(a) && life.couldTurnUp && !life.triggeredOnTurnUp.has(index)) {
      out.push(makeDiagnostic('enters-trigger-on-turn-up', msg('facedown.enters-trigger', { card: card.name, rule: turnUpRule }),
        a.span, { cr: ['708.8', turnUpRule, '603.2'] }));
    } else if (entersReplacement && !handlesTurnUp) {
      out.push(makeDiagnostic('enters-trigger-on-turn-up', msg('facedown.enters-replacement', { card: card.name }),
        a.span, { cr: ['614.1c', '614.1e', '708.8'] }));
    }
  });

  // CR 118.3: a non-mana cost that asks for cards or permanents ("Reveal a red card in your hand", "Sacrifice another
  // creature") can be paid whenever the player has them. An empty board has none, so the simulation's "can't" is about
  // that board, not the card: it turns up in the games where the cost can be paid.
  const turnUpCost = keywordAbility?.kind === 'keyword' ? keywordAbility.keywords.find((k) => k.keyword.toLowerCase() === keyword) : undefined;
  const paidWithResources = !life.couldTurnUp && turnUpCost?.parameter !== undefined && !turnUpCost.cost && costNeedsOnlyResources(turnUpCost.parameter);
  if (!life.couldTurnUp && !paidWithResources) {
    const term = msg(keyword === 'disguise' ? 'term.disguise' : keyword === 'megamorph' ? 'term.megamorph' : 'term.morph');
    out.push(makeDiagnostic('face-down-never-turns-up', life.reasons.length
      ? msg('facedown.never-turns-up-because', { keyword: term, card: card.name, reasons: life.reasons.join('; '), rule: turnUpRule })
      : msg('facedown.never-turns-up', { keyword: term, card: card.name, rule: turnUpRule }),
      keywordSpan, { cr: [turnUpRule] }));
  }
  if (keyword === 'disguise') {
    out.push(makeDiagnostic('disguise-ward-note', msg('facedown.disguise-ward'),
      keywordSpan, { cr: ['702.168a', '702.168d'] }));
  }
  return out;
}

export const faceDownLintsCheck: Check = {
  name: 'face-down lints',
  run: ({ doc }) => doc.cards.flatMap((b) => lintCard(b.card)),
};
