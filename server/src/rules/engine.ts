// The rules engine facade: create a game from model Cards, set it up, take actions (each returns ok/reasons/events)
// and query characteristics, turn-face-up legality, visibility and a snapshot. Deterministic; never throws.
// Each action is a function of one rules module over the game state; the facade runs it, then state-based
// actions and triggered abilities (CR 117.5), and turns a fault into an `internal-error` reason.

import type { Card, FaceDownProfile } from '../model/types';
import type { ActionResult } from './events';
import { Outcome, illegal } from './events';
import type { FaceDownOrigin, GameObject, GameState, PlayerId, Reason, RuleModifierKind, TriggerRecord, TurnStep, ZoneName } from './game-state';
import { createState } from './game-state';
import { profileForOrigin, ORIGIN_LABEL } from './face-down';
import { keywordsOf, ownCard } from './objects';
import { moveObject } from './zones';
import { addCounters, revealPermanent } from './effects';
import { manifestDread, manifestTop } from './manifest';
import { turnFaceDown } from './turn-face-down';
import type { TurnUpAnswer, TurnUpChoice } from './turn-face-up';
import { canTurnFaceUp, turnFaceUpBySpecialAction, turnFaceUpByEffect } from './turn-face-up';
import { beforePriority } from './priority';
import type { Visibility } from './visibility';
import { visibility } from './visibility';
import { snapshot } from './snapshot';
import { findNewest, need, objectsNamed } from './require-object';
import type { PutOptions, SetupResult } from './setup';
import { putCard, setLibrary } from './setup';
import type { CastOptions } from './casting';
import { castSpell, playLand } from './casting';
import type { ResolveOptions } from './stack';
import { copySpell, counterObject, resolveTop } from './stack';
import type { ActivateOptions, ApplyOptions } from './activation';
import { activateAbility, applyCard } from './activation';
import { allowLook, attachAction, gainControl, mergeAction, phaseIn, phaseOut, tapAction, transformAction, untapAction } from './statuses';
import { combatDamageToPlayer, dealDamage, dealDamageToPlayer } from './damage';
import { advanceStep, endTurn, moveToStep } from './turn';
import { combatRole, declareAttackers, declareBlockers } from './combat';
import { endGame, playerLeaves } from './game-end';
import { putManaInPool, startPayingMana, tapForMana } from './mana-actions';
import { poolText } from './mana-pool';
import type { CharacteristicsView } from './queries';
import { canAttack, characteristicsView, faceUpView } from './queries';

export type { PutOptions, SetupResult } from './setup';
export type { CastOptions } from './casting';
export type { ResolveOptions } from './stack';
export type { ActivateOptions, ApplyOptions } from './activation';
export type { CharacteristicsView } from './queries';

type Moved = ActionResult & { newId: string | null };

export class Engine {
  readonly state: GameState;

  constructor(cards: readonly Card[]) {
    this.state = createState(cards ?? []);
  }

  static create(cards: readonly Card[]): Engine {
    return new Engine(cards);
  }

  /** Run one action: refused after the game ended (CR 104.1); then state-based actions and triggers; never throws. */
  private run(fn: (out: Outcome) => void): ActionResult {
    const out = new Outcome();
    try {
      if (this.state.gameOver) {
        out.fail(illegal('The game is over', ['104.1']));
        return out.result();
      }
      fn(out);
      if (out.ok) this.settle(out);
    } catch (err) {
      out.fail({ code: 'internal-error', message: `Rules engine fault: ${err instanceof Error ? err.message : String(err)}`, cr: [] });
    }
    return out.result();
  }

  /** State-based actions, then put triggered abilities on the stack (CR 117.5, 704.3, 603.3b). */
  private settle(out: Outcome): void {
    beforePriority(this.state, out);
  }

  // ───────────────────────── setup ─────────────────────────

  /** Put a new card (looked up by name) into a zone. */
  put(player: PlayerId, cardName: string, zone: ZoneName, opts: PutOptions = {}): SetupResult {
    return putCard(this.state, player, cardName, zone, opts);
  }

  /** Replace a player's library; names are listed top first. Returns the new object ids (top first). */
  setLibrary(player: PlayerId, names: readonly string[]): SetupResult & { ids: string[] } {
    return setLibrary(this.state, player, names);
  }

  /** A rule the model vocabulary can't express yet (see RuleModifierKind). */
  addModifier(kind: RuleModifierKind, controller: PlayerId, source: string): void {
    this.state.modifiers.push({ kind, controller, source });
  }

  setActivePlayer(p: PlayerId): void {
    this.state.activePlayer = p;
  }

  setPhase(phase: GameState['phase']): void {
    this.state.phase = phase;
    this.state.step = ({ beginning: 'upkeep', main: 'main1', combat: 'beginning-of-combat', end: 'end' } as const)[phase];
  }

  // ───────────────────────── spells, abilities and the stack ─────────────────────────

  cast(player: PlayerId, id: string, opts: CastOptions = {}): ActionResult {
    return this.run((out) => castSpell(this.state, out, player, id, opts));
  }

  /** Play a land from hand (CR 305.1–305.2). */
  playLand(player: PlayerId, id: string): ActionResult {
    return this.run((out) => playLand(this.state, out, player, id));
  }

  /** Resolve the top object of the stack (CR 608). */
  resolveTop(opts: ResolveOptions = {}): ActionResult {
    return this.run((out) => resolveTop(this.state, out, opts));
  }

  /** Resolve until the stack is empty (bounded). */
  resolveAll(max = 50): ActionResult {
    const events: ActionResult['events'] = [];
    const reasons: Reason[] = [];
    let ok = true;
    for (let i = 0; i < max && this.state.stack.length > 0; i++) {
      const r = this.resolveTop();
      events.push(...r.events);
      reasons.push(...r.reasons);
      if (!r.ok) {
        ok = false;
        break;
      }
    }
    return { ok, reasons, events };
  }

  /** Counter a spell (or ability) on the stack (CR 701.6a). A face-down spell is revealed (708.9). */
  counter(id: string): ActionResult {
    return this.run((out) => counterObject(this.state, out, id));
  }

  /** A copy of a spell (CR 707.10): copiable values, face up; a copy of a face-down spell is a face-up 2/2. */
  copySpell(id: string, player: PlayerId): ActionResult & { id: string | null } {
    let made: string | null = null;
    const r = this.run((out) => {
      made = copySpell(this.state, out, id, player);
    });
    return { ...r, id: made };
  }

  /** Activate the Nth (1-based) activated ability of a permanent. */
  activate(player: PlayerId, id: string, n = 1, opts: ActivateOptions = {}): ActionResult {
    return this.run((out) => activateAbility(this.state, out, player, id, n, opts));
  }

  /** Apply a card's effects now, without the stack ("apply X targeting Y"). */
  apply(player: PlayerId, cardNameOrId: string, opts: ApplyOptions = {}): ActionResult {
    return this.run((out) => applyCard(this.state, out, player, cardNameOrId, opts));
  }

  // ───────────────────────── mana (rules/mana-actions.ts) ─────────────────────────

  /** From now on mana is paid (the scenario default is free mana; CR 601.2g–h). */
  startPayingMana(): ActionResult {
    return this.run((out) => startPayingMana(this.state, out));
  }
  /** Put mana into a player's mana pool (CR 106.4). */
  addMana(player: PlayerId, mana: string): ActionResult {
    return this.run((out) => putManaInPool(this.state, out, player, mana));
  }
  /** Tap a permanent for mana (CR 106.12, 605.3b); `mana` picks what it adds ("{G}"). */
  tapForMana(player: PlayerId, id: string, mana?: string): ActionResult {
    return this.run((out) => tapForMana(this.state, out, player, id, mana));
  }
  /** A player's mana pool as symbols ("{G}{G}"), "" when empty. */
  manaPool(player: PlayerId): string {
    return poolText(this.state, player);
  }

  // ───────────────────────── keyword actions, face up / face down ─────────────────────────

  manifest(player: PlayerId, count = 1): ActionResult {
    return this.run((out) => void manifestTop(this.state, out, player, 'manifest', count));
  }

  cloak(player: PlayerId, count = 1): ActionResult {
    return this.run((out) => void manifestTop(this.state, out, player, 'cloak', count));
  }

  manifestDread(player: PlayerId, chooseId?: string): ActionResult {
    return this.run((out) => void manifestDread(this.state, out, player, chooseId));
  }

  /** The turn-face-up special action (CR 116.2b). */
  turnFaceUp(player: PlayerId, id: string, choice: TurnUpChoice = {}): ActionResult {
    return this.run((out) => {
      const o = this.state.objects.get(id);
      if (o && this.state.leftGame.includes(o.controller)) {
        out.fail(illegal('Its controller has left the game', ['800.4a']));
        return;
      }
      turnFaceUpBySpecialAction(this.state, out, id, player, choice);
    });
  }

  /** Turned face up by an effect (no cost; works whatever the origin, except instants/sorceries). */
  turnFaceUpByEffect(id: string, player: PlayerId, copying?: string): ActionResult {
    return this.run((out) => {
      if (need(this.state, out, id)) turnFaceUpByEffect(this.state, out, id, player, copying);
    });
  }

  /** Turned face down by an effect (CR 708.2a; listed characteristics optional). */
  turnFaceDown(id: string, profile?: FaceDownProfile): ActionResult {
    return this.run((out) => {
      if (need(this.state, out, id)) turnFaceDown(this.state, out, id, profile);
    });
  }

  /** Reveal a face-down permanent (CR 708.12); optionally turn it face up if it's a creature card. */
  reveal(id: string, player: PlayerId, thenTurnFaceUpIfCreatureCard = false): ActionResult {
    return this.run((out) => {
      if (need(this.state, out, id)) revealPermanent(this.state, out, id, thenTurnFaceUpIfCreatureCard, player);
    });
  }

  // ───────────────────────── zone changes ─────────────────────────

  moveTo(id: string, to: ZoneName, opts: { faceDown?: boolean; controller?: PlayerId; tapped?: boolean; libraryPosition?: 'top' | 'bottom' } = {}): Moved {
    let newId: string | null = null;
    const r = this.run((out) => {
      const o = need(this.state, out, id);
      if (!o) return;
      if (to === 'stack') {
        out.fail(illegal('Use cast to put a card on the stack', ['601.2a']));
        return;
      }
      const fd = opts.faceDown && to === 'battlefield' ? { origin: 'put-face-down' as const, profile: profileForOrigin('put-face-down'), order: 0 } : null;
      const n = moveObject(this.state, out, id, to, {
        faceDown: fd,
        exileFaceDown: to === 'exile' && !!opts.faceDown,
        controller: opts.controller,
        tapped: opts.tapped,
        libraryPosition: opts.libraryPosition,
      });
      newId = n?.id ?? null;
      if (n && to === 'battlefield' && !fd) out.note({ message: `${n.card.name} returns to the battlefield face up as a new object`, cr: ['400.7', '110.5b'] });
    });
    return { ...r, newId };
  }

  bounce(id: string): Moved {
    return this.moveTo(id, 'hand');
  }
  exile(id: string, faceDown = false): Moved {
    return this.moveTo(id, 'exile', { faceDown });
  }
  destroy(id: string): Moved {
    const o = this.state.objects.get(id);
    if (o && o.zone !== 'battlefield') return { ok: false, reasons: [illegal('Only permanents can be destroyed', ['701.8a'])], events: [], newId: null };
    if (o && this.keywords(id).includes('Indestructible')) {
      return { ok: true, reasons: [{ message: `${o.faceDown ? 'The face-down permanent' : o.card.name} is indestructible: it isn't destroyed`, cr: ['702.12b'] }], events: [], newId: id };
    }
    return this.moveTo(id, 'graveyard');
  }
  sacrifice(id: string): Moved {
    const o = this.state.objects.get(id);
    if (o && o.zone !== 'battlefield') return { ok: false, reasons: [illegal('Only permanents can be sacrificed', ['701.21a'])], events: [], newId: null };
    return this.moveTo(id, 'graveyard');
  }
  returnToBattlefield(id: string, opts: { faceDown?: boolean; controller?: PlayerId } = {}): Moved {
    return this.moveTo(id, 'battlefield', opts);
  }

  // ───────────────────────── statuses and damage ─────────────────────────

  addCounters(id: string, counter: string, count: number): ActionResult {
    return this.run((out) => {
      if (need(this.state, out, id, 'battlefield')) addCounters(this.state, out, id, counter, count);
    });
  }
  tap(id: string): ActionResult {
    return this.run((out) => tapAction(this.state, out, id));
  }
  untap(id: string): ActionResult {
    return this.run((out) => untapAction(this.state, out, id));
  }
  /** Transform a double-faced permanent (CR 701.27). Face-down: can't (712.15a). Never a "turned face up". */
  transform(id: string): ActionResult {
    return this.run((out) => transformAction(this.state, out, id));
  }
  gainControl(id: string, player: PlayerId): ActionResult {
    return this.run((out) => gainControl(this.state, out, id, player));
  }
  attach(id: string, toId: string): ActionResult {
    return this.run((out) => attachAction(this.state, out, id, toId));
  }
  dealDamage(id: string, amount: number, sourceId?: string): ActionResult {
    return this.run((out) => dealDamage(this.state, out, id, amount, sourceId));
  }
  /** Combat damage from a creature to a player; a commander's damage counts as commander damage (CR 903.10a). */
  combatDamageToPlayer(sourceId: string, player: PlayerId): ActionResult {
    return this.run((out) => combatDamageToPlayer(this.state, out, sourceId, player));
  }
  phaseOut(id: string): ActionResult {
    return this.run((out) => phaseOut(this.state, out, id));
  }
  phaseIn(id: string): ActionResult {
    return this.run((out) => phaseIn(this.state, out, id));
  }
  /** Merge a card from hand with a permanent (mutate-like, CR 729.2). */
  merge(cardObjectId: string, ontoId: string, onTop: boolean): ActionResult {
    return this.run((out) => mergeAction(this.state, out, cardObjectId, ontoId, onTop));
  }
  /** Let a player look at a face-down object (an effect says so, CR 708.5). */
  allowLook(id: string, player: PlayerId): ActionResult {
    return this.run((out) => allowLook(this.state, out, id, player));
  }

  // ───────────────────────── turns and game ─────────────────────────

  /** Cleanup (CR 514.2): damage wears off and "until end of turn" effects end; then the other player's turn begins. */
  endTurn(): ActionResult {
    return this.run((out) => endTurn(this.state, out));
  }
  /** Move through the turn to a step (CR 500): `move to declare blockers`, `… end step`, the next turn's upkeep. */
  moveToStep(step: TurnStep, opts: { nextTurn?: boolean } = {}): ActionResult {
    return this.run((out) => moveToStep(this.state, out, step, opts));
  }
  /** All players pass priority in succession (CR 117.4): the top of the stack resolves, or the step ends (500.2). */
  passPriority(): ActionResult {
    return this.run((out) => {
      if (this.state.stack.length > 0) resolveTop(this.state, out);
      else advanceStep(this.state, out);
    });
  }
  /** Declare attackers (CR 508.1); moves to the declare attackers step first if it is still ahead this turn. */
  attack(player: PlayerId, ids: readonly string[]): ActionResult {
    return this.run((out) => declareAttackers(this.state, out, player, ids));
  }
  /** Declare blockers as [blocker, attacker] pairs (CR 509.1). */
  block(player: PlayerId, pairs: readonly [string, string][]): ActionResult {
    return this.run((out) => declareBlockers(this.state, out, player, pairs));
  }
  /** Damage to a player (noncombat unless `combat`), from a source if given (CR 120.3a). */
  damagePlayer(player: PlayerId, amount: number, sourceId?: string): ActionResult {
    return this.run((out) => dealDamageToPlayer(this.state, out, player, amount, sourceId));
  }
  /** Attacking / blocking / blocked (CR 506.4). */
  combatRole(id: string): ReturnType<typeof combatRole> {
    return combatRole(this.state, id);
  }

  /** CR 708.9: at the end of the game all face-down spells and permanents are revealed. */
  endGame(): ActionResult {
    return this.run((out) => endGame(this.state, out));
  }
  /** CR 800.4a: a player leaves; their owned objects leave the game (face-down ones revealed, 708.9). */
  playerLeaves(player: PlayerId): ActionResult {
    return this.run((out) => playerLeaves(this.state, out, player));
  }

  // ───────────────────────── queries ─────────────────────────

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
  /** Current characteristics with provenance (redacted for a viewer who may not look, CR 708.5). */
  characteristics(id: string, viewer?: PlayerId): CharacteristicsView | null {
    return characteristicsView(this.state, id, viewer);
  }
  /** What it would be if it were face up, with the continuous effects that apply now (CR 702.37e, 708.8). */
  faceUpCharacteristics(id: string): CharacteristicsView | null {
    return faceUpView(this.state, id);
  }
  canTurnFaceUp(id: string, player: PlayerId): TurnUpAnswer {
    try {
      return canTurnFaceUp(this.state, id, player);
    } catch (err) {
      return { options: [], reasons: [{ code: 'internal-error', message: String(err), cr: [] }] };
    }
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
  /** Convenience: names of the keywords an object has now. */
  keywords(id: string): string[] {
    const c = this.characteristics(id);
    return c ? keywordsOf(c.abilities).map((k) => k.keyword) : [];
  }
}
