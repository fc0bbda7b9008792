// The rules engine facade: create a game from model Cards, set it up, take actions (each returns ok/reasons/events)
// and query characteristics, turn-face-up legality, visibility and a snapshot. Deterministic; never throws.
// The actions live in engine/, one file per area of the rules (setup, stack, face down/up, zones, statuses, turn),
// each a layer of the class chain EngineCore → … → TurnActions → ManaActions; this file adds the queries.

import type { Card } from '../../model/types';
import type { FaceDownOrigin, GameObject, GameState, PlayerId, Reason, TriggerRecord, ZoneName } from '../state/game-state';
import { ORIGIN_LABEL } from '../state/face-down';
import { ownCard } from '../state/objects';
import type { TurnUpAnswer } from '../game/turn-face-up-action';
import { canTurnFaceUp } from '../game/turn-face-up-action';
import type { Visibility } from '../queries/visibility';
import { visibility } from '../queries/visibility';
import { snapshot } from '../queries/snapshot';
import { findNewest, objectsNamed } from '../state/require-object';
import type { CharacteristicsView } from '../queries/views';
import { canAttack, characteristicsView, faceUpView } from '../queries/views';
import { ManaActions } from './mana-actions';
import { whileUnchanged } from '../layers';
import { msg } from '../../i18n';

export type { PutOptions, SetupResult } from '../game/setup';
export type { CastOptions } from '../game/casting';
export type { ResolveOptions } from '../game/stack';
export type { ActivateOptions, ApplyOptions } from '../game/activation';
export type { CharacteristicsView } from '../queries/views';

export class Engine extends ManaActions {
  static create(cards: readonly Card[]): Engine {
    return new Engine(cards);
  }

  /** An engine that goes on from `state` (a game copied after some steps, state/game-copy.ts). */
  static from(state: GameState): Engine {
    return new Engine([], state);
  }

  object(id: string): Readonly<GameObject> | undefined {
    return this.state.objects.get(id);
  }
  /** The newest object made from the card with this name (optionally in a zone). */
  find(cardName: string, zone?: ZoneName): GameObject | undefined {
    return findNewest(this.state, cardName, zone);
  }
  objectsNamed(cardName: string, zone?: ZoneName): GameObject[] {
    return objectsNamed(this.state, cardName, zone);
  }
  /** The name an object had as it last existed on the battlefield (CR 608.2h), once it is gone: a token that ceased to exist (111.7). */
  lastKnownName(id: string): string | undefined {
    return this.state.lki.get(id)?.name ?? undefined;
  }
  /** Follow an id through zone changes to the current object id (null if it ceased to exist). */
  currentId(id: string): string | null {
    let cur = id;
    for (let i = 0; i < 1000; i++) {
      if (this.state.objects.has(cur)) return cur;
      const next = this.state.formerIds.get(cur);
      if (!next) return null;
      cur = next;
    }
    return null;
  }
  /** Answers given inside `reading` (the game can't change there), by question. */
  private readMemo: Map<string, unknown> | undefined;

  /**
   * Runs `read`, which only asks questions and takes no action: the characteristics and turn-face-up answers it asks
   * again are computed once (the game is the same throughout). A nested call shares the outer one's answers.
   */
  reading<T>(read: () => T): T {
    if (this.readMemo) return read();
    this.readMemo = new Map();
    try {
      // Nothing changes the game here: its layer passes are made once too (rules/layers/world.ts).
      return whileUnchanged(this.state, read);
    } finally {
      this.readMemo = undefined;
    }
  }

  private remembered<T>(key: string, ask: () => T): T {
    const memo = this.readMemo;
    if (!memo) return ask();
    if (memo.has(key)) return memo.get(key) as T;
    const answer = ask();
    memo.set(key, answer);
    return answer;
  }

  /** Current characteristics with provenance (redacted for a viewer who may not look, CR 708.5). */
  characteristics(id: string, viewer?: PlayerId): CharacteristicsView | null {
    return this.remembered(`c\u0000${id}\u0000${viewer ?? ''}`, () => characteristicsView(this.state, id, viewer));
  }
  /** What it would be if it were face up, with the continuous effects that apply now (CR 702.37e, 708.8). */
  faceUpCharacteristics(id: string): CharacteristicsView | null {
    return faceUpView(this.state, id);
  }
  canTurnFaceUp(id: string, player: PlayerId): TurnUpAnswer {
    return this.remembered(`t\u0000${id}\u0000${player}`, () => {
      try {
        return canTurnFaceUp(this.state, id, player);
      } catch (err) {
        return { options: [], reasons: [{ code: 'internal-error', why: msg('rules.game.engine-fault', { error: err instanceof Error ? err.message : String(err) }), cr: [] }] };
      }
    });
  }
  visibility(id: string): Visibility | null {
    const o = this.state.objects.get(id);
    return o ? visibility(this.state, o) : null;
  }
  /** CR 302.6: can it attack (or pay {T}) this turn? */
  canAttack(id: string): { ok: boolean; reasons: Reason[] } {
    return canAttack(this.state, id);
  }
  /** Triggered abilities that fired from objects made from this card (or this object id). */
  triggersFired(cardNameOrId: string): TriggerRecord[] {
    return this.state.triggerLog.filter((t) => t.cardName === cardNameOrId || t.sourceId === cardNameOrId);
  }
  /** The card's own characteristics ignoring all effects (CR 708.12) — what a reveal shows. */
  ownCard(id: string): ReturnType<typeof ownCard> | null {
    const o = this.state.objects.get(id);
    return o ? ownCard(o) : null;
  }
  stack(): readonly GameState['stack'][number][] {
    return this.state.stack;
  }
  /** Omniscient snapshot, or what `viewer` may know (hidden cards and unknown face-down identities left out). */
  snapshot(viewer?: PlayerId): string {
    return snapshot(this.state, viewer);
  }
  /** Origin label for display ("manifested", "cast face down with disguise"). */
  static originLabel(origin: FaceDownOrigin): string {
    return ORIGIN_LABEL[origin];
  }
}
