// The triggered abilities that function now (CR 113.6, 603.2): the permanents' on the battlefield as the layers leave
// them (an ability triggers only while its source has it, 613), and the cards' in graveyards whose abilities work only
// there (113.6m: "return this card from your graveyard …") — the one walk every kind of trigger event starts from — and
// the moment each logged event is stamped with (CR 603.10: objects are checked as they exist immediately after the
// event; a permanent leaving the battlefield as it last existed there, 603.10a).

import type { TriggeredAbility } from '../../model/types';
import type { GameEvent } from '../state/events';
import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects, PLAYERS } from '../state/game-state';
import { emblemObjects } from '../state/emblems';
import type { Characteristics } from '../state/characteristics';
import type { EventSubject, LookBack, TriggerMoment, TriggerSource } from '../state/trigger-moment';
import { computeAllCharacteristics, computeCharacteristics, whileUnchanged } from '../layers';
import { functionsOnlyIn } from '../../model/abilities/functioning-zone';
import { withKeywordTriggers } from './keyword-abilities';
import { turnDelayedSources } from '../state/turn-delayed-triggers';

/** Event limits naming whose turn it happens in (CR 603.2, 102.2: the two-player game's opponent). */
const TURN_LIMITS: ReadonlySet<string> = new Set(['during your turn', "during an opponent's turn", "during each opponent's turn"]);

/**
 * Does one of the card's printed abilities work only in a graveyard (CR 113.6m)? A keyword's triggered ability too
 * (702.59a recover: "return this card from your graveyard to your hand").
 */
const worksInGraveyard = (o: GameObject | undefined): o is GameObject =>
  !!o && (o.card.faces ?? []).some((f) => (f.abilities ?? []).some((a) => functionsOnlyIn(a) === 'graveyard'
    || (a.kind === 'keyword' && withKeywordTriggers([{ ability: a, index: 0, from: o.card.name }], o.card.name).some((r) => functionsOnlyIn(r.ability) === 'graveyard'))));

/**
 * Each triggered ability that functions now (all permanents' characteristics from one pass of the layers): a
 * permanent's, unless it works only in another zone (CR 113.6m), then a graveyard card's that works only there (its
 * owner's, 603.3a).
 */
export function triggerSources(s: GameState, all: Map<string, Characteristics> = computeAllCharacteristics(s)): TriggerSource[] {
  const out: TriggerSource[] = [];
  const objects = [
    ...battlefieldObjects(s).map((o) => ({ o, zone: undefined })),
    ...PLAYERS.flatMap((p) => s.zones[p].graveyard.map((id) => s.objects.get(id)).filter(worksInGraveyard).map((o) => ({ o, zone: 'graveyard' as const }))),
    // CR 114.4: an emblem's triggered abilities function in the command zone.
    ...emblemObjects(s).map((o) => ({ o, zone: 'command' as const })),
  ];
  for (const { o: src, zone } of objects) {
    const chars = all.get(src.id) ?? computeCharacteristics(s, src);
    // CR 114.3: an emblem has no name: it is named after the ability that made it.
    const name = src.emblem ? src.card.name : chars.name ?? 'face-down permanent';
    // CR 702.108a: a keyword that stands for a triggered ability (prowess) triggers as that ability, on the battlefield,
    // or in a graveyard when it works only there (702.59a recover); an emblem's abilities are its own (114.4).
    const refs = zone === 'command' ? chars.abilities : withKeywordTriggers(chars.abilities, name);
    for (const ref of refs) {
      if (ref.ability.kind !== 'triggered' || functionsOnlyIn(ref.ability) !== (zone === 'command' ? undefined : zone)) continue;
      let event = (ref.ability as TriggeredAbility).event;
      // CR 603.2, 102.2: "Whenever you cast a spell during an opponent's turn" triggers only in a turn of the player the
      // limit names: the event itself, in such a turn (the moment is taken as the event happens, 603.10).
      if (event?.kind === 'limited' && TURN_LIMITS.has(event.limit)) {
        if ((s.activePlayer === src.controller) !== (event.limit === 'during your turn')) continue;
        event = event.event;
      }
      // CR 603.2, 102.2: "Whenever an opponent draws a card during their turn": the turn of the player the event names —
      // you, or (in the two-player game) the one opponent (model/abilities/effect-descriptors.ts: only these are carried out).
      if (event?.kind === 'limited' && event.limit === 'during their turn' && event.event.kind === 'player-event') {
        if ((s.activePlayer === src.controller) !== (event.event.who === 'you')) continue;
        event = event.event;
      }
      // CR 603.2: "Whenever A and whenever B" is one ability that triggers on either event.
      // OPEN QUESTION: one event matching both halves would make it trigger twice here.
      if (event?.kind === 'either') for (const part of event.events) out.push({ src, name, ref, event: part });
      else out.push({ src, name, ref, event });
    }
  }
  // CR 603.7b: the delayed triggered abilities that last this turn.
  out.push(...turnDelayedSources(s));
  return out;
}

/** The events triggered abilities are read from (rules/triggers/collect.ts). */
const TRIGGERING = new Set<GameEvent['type']>([
  'entered', 'zone-changed', 'turned-face-up', 'manifested-dread', 'step-began', 'cast', 'drew', 'life', 'damage',
  'attackers-declared', 'blockers-declared', 'combat-damage-dealt', 'became-target', 'tapped',
  // CR 701.26a, 502.3: "Whenever ~ becomes untapped" (in the untap step or by an effect).
  'untapped',
]);

/** The object an event is about, if it names one that still exists. */
function subjectId(e: GameEvent): string | undefined {
  switch (e.type) {
    case 'entered': case 'turned-face-up': case 'cast': case 'became-target': case 'tapped': case 'untapped': return e.objectId;
    case 'zone-changed': return e.newId ?? undefined;
    case 'damage': return e.objectId;
    default: return undefined;
  }
}

/** The moment `e` happened, taken as it is logged (CR 603.2, 603.10; 603.10a with the look back an action hands over). */
export function takeMoment(s: GameState, e: GameEvent, lookBack?: LookBack): TriggerMoment | undefined {
  if (!TRIGGERING.has(e.type)) return lookBack ? { subject: lookBack.subject, became: lookBack.became } : undefined;
  // A card moving between zones off the battlefield only matters on its way to a graveyard (CR 113.6k, 701.9a).
  if (e.type === 'zone-changed' && !lookBack && e.to !== 'graveyard') return undefined;
  // A question only: every characteristic it reads from one layer pass.
  return whileUnchanged(s, () => momentNow(s, e, lookBack));
}

function momentNow(s: GameState, e: GameEvent, lookBack?: LookBack): TriggerMoment {
  const all = computeAllCharacteristics(s);
  const sources = triggerSources(s, all);
  if (lookBack) return { sources, subject: lookBack.subject, became: lookBack.became };
  const id = subjectId(e);
  const obj = id ? s.objects.get(id) : undefined;
  // CR 120.3, 603.2: "a source deals damage to you" reads the source as it was as it dealt the damage.
  const source = e.type === 'damage' && e.source ? s.objects.get(e.source) : undefined;
  return { sources, ...(obj ? { subject: subjectOf(s, obj, all) } : {}), ...(source ? { damageSource: subjectOf(s, source, all) } : {}) };
}

function subjectOf(s: GameState, obj: GameObject, all: Map<string, Characteristics>): EventSubject {
  return { obj, view: all.get(obj.id) ?? computeCharacteristics(s, obj) };
}
