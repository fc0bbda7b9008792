// One scenario's game: the engine, and how the scenario's words name its objects (aliases and card names through
// zone changes), what was revealed, what spells were cast for and which cards acted; a step runs through steps/.

import type { Ref } from '../../../../grammar/src/ast';
import { makeRelated, type RelatedInfo } from '../../diagnostics/diagnostic';
import { msg, nounOf } from '../../i18n';
import type { Ability, Card, TriggerEvent } from '../../model/types';
import { Engine } from '../engine/engine';
import type { ActionResult, GameEvent } from '../state/events';
import { cardsByName, PLAYERS, type GameState, type PlayerId, type ZoneName } from '../state/game-state';
import { GameCopier } from '../state/game-copy';
import { statesItsZone } from '../../model/abilities/functioning-zone';
import { modalGroup, withChosenModes } from '../queries/choices';
import { abilityRests, starRest, type RestingText } from './inconclusive';
import type { TextAction } from './sentence-shapes';
import { actionsPossible, couldHaveFired, ownTextDecides, reachOf, reaches, triggerUnknown, type Piece, type Question, type Reach } from './dependency';
import { isDoubleFaced } from '../state/objects';

/** Card definitions by name, with the document they come from (for related information). */
export type CardLookup = (name: string) => Card | undefined;

const ZONE_PREFERENCE: ZoneName[] = ['battlefield', 'stack', 'hand', 'graveyard', 'exile', 'library', 'command'];

/** What an ability's text not understood or not carried out is, and what it can reach: the same for every run. */
interface AbilityPieces {
  rests: RestingText[];
  notUnderstood: RestingText[];
  reach: Reach;
}

/**
 * Pieces per ability object and card name, read once for every run (a built ability is never written, and its memo
 * goes with it: WeakMap); the set-wide notes play thousands of runs over the same cards.
 */
const abilityPieces = new WeakMap<Ability, Map<string, AbilityPieces>>();

export class ScenarioRun {
  readonly engine: Engine;
  private readonly aliases = new Map<string, string>();
  private readonly byCardName = new Map<string, string>();
  /** Objects revealed during the scenario (CR 708.9, 701.40g, 708.12); they may have become new objects since. */
  private readonly revealedIds = new Set<string>();

  /** `state`: a game to go on from (copyFor) instead of a new one. */
  constructor(private readonly cards: Card[], private readonly uri: string, state?: GameState) {
    this.engine = state ? Engine.from(state) : Engine.create(cards);
  }

  /**
   * This run copied, for `cards` (the cards the game looks up by name: the run's own, and more the game has not met
   * yet): the game (state/game-copy.ts) and what the run recorded of it, so that playing on from the copy is playing on
   * from this run. Undefined when the game holds a value the copy can't own (it is then made again by its steps).
   * The game must not have met a card of this run that `cards` names otherwise (the caller keys the copy on the cards
   * its steps named).
   */
  copyFor(cards: Card[]): ScenarioRun | undefined {
    const copier = new GameCopier([...this.cards, ...cards]);
    const { cards: _, ...rest } = this.engine.state;
    const state = copier.copy(rest);
    const present = copier.copy(this.present);
    const acted = copier.copy(this.actedAbilities);
    if (!state || !present || !acted) return undefined;
    const run = new ScenarioRun(cards, this.uri, { ...state, cards: cardsByName(cards) });
    for (const [k, v] of this.aliases) run.aliases.set(k, v);
    for (const [k, v] of this.byCardName) run.byCardName.set(k, v);
    for (const id of this.revealedIds) run.revealedIds.add(id);
    for (const [k, v] of this.castCosts) run.castCosts.set(k, v);
    for (const [k, v] of acted) run.actedAbilities.set(k, v);
    for (const [k, v] of present) run.present.set(k, v);
    for (const [k, v] of this.inGraveyard) run.inGraveyard.set(k, v);
    for (const [k, v] of this.leftHand) run.leftHand.set(k, v);
    for (const c of this.gameCards) run.gameCards.add(c);
    run.possible = new Set(this.possible);
    run.carried.push(...this.carried);
    return run;
  }

  private related(names: string[]): RelatedInfo[] {
    const out: RelatedInfo[] = [];
    for (const name of new Set(names)) {
      const card = this.cards.find((c) => c.name === name);
      if (card) out.push(makeRelated(card.uri, card.nameSpan, msg('expect.defined-here', { card: card.name })));
    }
    return out;
  }

  /** The object a reference names now (aliases follow zone changes; names pick the newest, battlefield first). */
  resolve(ref: Ref): string | undefined {
    if (ref.kind === 'player-ref') return undefined;
    if (ref.kind === 'alias-ref') {
      const id = this.aliases.get(ref.name);
      return id ? this.engine.currentId(id) ?? undefined : undefined;
    }
    const remembered = this.byCardName.get(ref.name);
    const current = remembered ? this.engine.currentId(remembered) : null;
    if (current) return current;
    const objects = this.engine.objectsNamed(ref.name);
    for (const zone of ZONE_PREFERENCE) {
      const inZone = objects.filter((o) => o.zone === zone);
      if (inZone.length) return inZone[inZone.length - 1]!.id;
    }
    return undefined;
  }

  /**
   * How a transcript names an object: its card's name and the scenario's `@ref` for it ("Bramblebind (@b)"), never the
   * engine's internal id; an object that ceased to exist keeps the id it had.
   */
  label(id: string): string {
    const cur = this.engine.currentId(id) ?? id;
    const o = this.engine.object(cur);
    // A token that ceased to exist (CR 111.7, 704.5d) is named as it last was on the battlefield.
    if (!o) return this.engine.lastKnownName(id) ?? id;
    const alias = [...this.aliases].find(([, a]) => (this.engine.currentId(a) ?? a) === cur)?.[0];
    return alias ? `${o.card.name} (@${alias})` : o.card.name;
  }

  /** The noun an object is spoken of by (its head noun, the last card type: i18n `nounOf`), for the languages whose words agree with it. */
  noun(id: string): string {
    const cur = this.engine.currentId(id) ?? id;
    const ch = this.engine.characteristics(cur);
    return nounOf(ch?.cardTypes ?? this.engine.object(cur)?.card.faces[0]?.typeLine?.cardTypes ?? []);
  }

  remember(name: string | undefined, id: string | null | undefined, alias?: string): void {
    if (!id) return;
    if (name) this.byCardName.set(name, id);
    if (alias) this.aliases.set(alias, id);
  }

  /** Costs of the spells cast in the scenario, by the spell's object id (CR 601.2f). */
  private readonly castCosts = new Map<string, string>();

  /** Cards whose abilities acted in the scenario so far (cast face up, activated, applied, triggered), with which of
   * their printed abilities acted (`'all'`: a spell cast, an `apply`, or an ability not printed on the card). */
  private readonly actedAbilities = new Map<string, Set<number> | 'all'>();

  /** The card's abilities acted: all of them, or the one printed at `index` (CR 602.2, 603.3). */
  markActed(name: string, index?: number): void {
    const had = this.actedAbilities.get(name);
    if (index === undefined || index < 0 || had === 'all') { this.actedAbilities.set(name, 'all'); return; }
    this.actedAbilities.set(name, new Set([...(had ?? []), index, ...this.modesAfter(name, index)]));
  }

  /** The mode lines (bullets) after a modal ability: they act with it (CR 700.2). */
  private modesAfter(name: string, index: number): number[] {
    const out: number[] = [];
    for (const face of this.cards.find((c) => c.name === name)?.faces ?? []) {
      const a = face.abilities[index];
      const group = a ? modalGroup(face.abilities, a) : null;
      for (let k = 1; k < (group?.length ?? 0); k++) out.push(index + k);
    }
    return out;
  }

  /** A spell cast: its spell abilities act, of a modal spell only the modes chosen (CR 700.2a). */
  private markSpellActed(name: string, modes: readonly number[] | undefined): void {
    const card = this.cards.find((c) => c.name === name);
    for (const face of card?.faces ?? []) {
      const acting = withChosenModes(face.abilities, modes);
      face.abilities.forEach((a, i) => { if (a.kind === 'spell' && acting.includes(a)) this.markActed(name, i); });
    }
    if (!this.actedAbilities.has(name)) this.actedAbilities.set(name, new Set());
  }

  /** Face-up permanents seen on the battlefield so far (CR 113.6): by card name, the faces that were up, and whether a
   * game event happened while they were there (a trigger condition the engine doesn't know could have fired on it). */
  private readonly present = new Map<string, { card: Card; faces: Set<number>; ids: Set<string>; seen: Set<string> }>();

  /** Cards seen in a graveyard with an ability that works only there (CR 113.6b), by card name. */
  private readonly inGraveyard = new Map<string, Card>();

  /** Cards that left a hand with a trigger that works from the hand (CR 113.6k: "… causes you to discard this card"). */
  private readonly leftHand = new Map<string, Card>();

  /** An ability's uncertain text and its reach (ability objects may be shared by cards with the same line: by card name too). */
  private piecesOf(cardName: string, a: Ability): AbilityPieces {
    let byName = abilityPieces.get(a);
    if (!byName) abilityPieces.set(a, (byName = new Map()));
    let got = byName.get(cardName);
    if (!got) byName.set(cardName, (got = { rests: abilityRests(cardName, a), notUnderstood: abilityRests(cardName, a, { understoodToo: false }), reach: reachOf(a) }));
    return got;
  }

  /** The cards that have been in the game so far (any zone), and the actions one of them could do (CR 701.19c …). */
  private readonly gameCards = new Set<Card>();
  private possible: Set<TextAction> = new Set();

  /** Rests the run carries forward: a step whose legality was inconclusive leaves what follows undecided (issue 23). */
  private readonly carried: RestingText[] = [];

  /** From this step on, every answer rests on `rests` too. */
  carryForward(rests: readonly RestingText[]): void {
    for (const r of rests) if (!this.carried.some((x) => x.cardName === r.cardName && x.text === r.text)) this.carried.push(r);
  }

  get carriedRests(): readonly RestingText[] {
    return this.carried;
  }

  /** The faces of a card that are up: a double-faced card has only the face that's up (CR 712.8a, 712.8f). */
  private facesUp(card: Card, transformed: boolean): number[] {
    return isDoubleFaced(card) ? [transformed ? 1 : 0] : card.faces.map((_, i) => i);
  }

  /** The permanents on the battlefield after a step, and the kinds of events each has seen while there (CR 603.2). */
  private notePresence(events: readonly GameEvent[]): void {
    // What happened to the permanent itself is seen as `self:<type>` ("whenever this creature becomes tapped").
    const see = (p: { ids: Set<string>; seen: Set<string> }, ev: GameEvent) => {
      p.seen.add(ev.type);
      const id = 'objectId' in ev ? ev.objectId : undefined;
      if (id && p.ids.has(id)) p.seen.add(`self:${ev.type}`);
    };
    for (const p of this.present.values()) for (const ev of events) see(p, ev);
    for (const id of this.engine.state.battlefield) {
      const o = this.engine.object(id);
      // A face-down permanent has no text (CR 708.2).
      if (!o || o.faceDown) continue;
      const had = this.present.get(o.card.name);
      const faces = this.facesUp(o.card, o.transformed);
      if (had) { for (const f of faces) had.faces.add(f); had.ids.add(id); continue; }
      // A new permanent sees the step's events from its own entering on (CR 603.6a: it sees itself enter).
      const entered = events.findIndex((ev) => ev.type === 'entered' && ev.objectId === id);
      const p = { card: o.card, faces: new Set(faces), ids: new Set([id]), seen: new Set<string>() };
      for (const ev of events.slice(Math.max(entered, 0))) see(p, ev);
      this.present.set(o.card.name, p);
    }
    // CR 113.6k: a trigger condition about the card leaving its owner's hand can only trigger from the hand; once the
    // card has left a hand, such a trigger the engine doesn't fire could have fired.
    for (const ev of events) {
      if (ev.type !== 'zone-changed' || ev.from !== 'hand' || (ev.to !== 'graveyard' && ev.to !== 'exile') || this.leftHand.has(ev.cardName)) continue;
      const card = this.cards.find((c) => c.name === ev.cardName);
      if (card?.faces.some((f) => f.abilities.some((a) => a.kind === 'triggered' && triggersFromHand(a.event) && triggerUnknown(a)))) this.leftHand.set(ev.cardName, card);
    }
    // CR 113.6b: an ability that says it works in the graveyard works there, from the moment its card is there.
    for (const player of PLAYERS) for (const id of this.engine.state.zones[player].graveyard) {
      const o = this.engine.object(id);
      if (o && !this.inGraveyard.has(o.card.name) && o.card.faces.some((f) => f.abilities.some((a) => statesItsZone(a, o.card.name)))) this.inGraveyard.set(o.card.name, o.card);
    }
  }

  /**
   * The text not understood or not carried out that could have changed the answer to `q` (issue 23, dependency.ts):
   * - static abilities, replacements, keywords and sentences not understood of every face-up permanent, from the
   *   moment it is on the battlefield (CR 113.6, 604.1, 611.3a), on what they could apply to;
   * - triggered abilities whose condition the engine doesn't know, once an event happened while they were there (603.2);
   *   those it fires, spells and activated abilities, only once they acted (603.3, 608.2, 602.2);
   * - the object asked about (wherever it is, while face up: a face-down object has no text, 708.2; its morph or
   *   disguise cost counts when it is turned face up, 702.37e, 702.168d), and a "*" no ability defines (208.2);
   * - what the run carries forward from a step whose legality it couldn't decide.
   * `prohibitions`: only the pieces that could forbid a step the engine allowed (Reach.prohibits, and text not
   * understood of the objects it acts with that could say so, dependency.ts ownTextDecides), nothing carried.
   */
  uncertain(q: Question, opts: { prohibitions?: boolean } = {}): RestingText[] {
    // A "*" is quoted on its own only when no sentence of the face is (that sentence is what would define it).
    const starRestOf = (name: string, face: Card['faces'][number]) => (face.abilities.some((a) => this.piecesOf(name, a).rests.length > 0) ? undefined : starRest(name, face));
    const pieces: Piece[] = [];
    const add = (card: Card, a: Ability, understoodToo = true, ownStep = false) => {
      const { rests, notUnderstood, reach } = this.piecesOf(card.name, a);
      for (const rest of understoodToo ? rests : notUnderstood) {
        pieces.push({ rest, source: card.name, reach, ...(ownStep && ownTextDecides(a, q.step, rest.text) ? { decidesOwnStep: true } : {}) });
      }
    };
    // CR 208.2, 510.1: an unknown P/T is what the object is, and the damage it deals.
    const selfChars = { facts: ['characteristics', 'abilities', 'state', 'triggers', 'life'] as const, steps: 'any' as const, selfOnly: true };
    for (const p of this.present.values()) {
      for (const fi of p.faces) {
        const face = p.card.faces[fi];
        if (!face) continue;
        for (const a of face.abilities) {
          if (a.kind === 'spell' || a.kind === 'activated') continue;
          // CR 113.6b: an ability that states it works in the graveyard doesn't on the battlefield.
          if (statesItsZone(a, p.card.name)) continue;
          // A trigger the engine doesn't fire counts once an event it could fire on happened while it was there (603.2).
          if (a.kind === 'triggered' && !(triggerUnknown(a) && couldHaveFired(a, p.seen))) continue;
          add(p.card, a);
        }
        const star = starRestOf(p.card.name, face);
        if (star) pieces.push({ rest: star, source: p.card.name, reach: selfChars });
      }
    }
    // CR 113.6b, 611.3b: a graveyard card's abilities that work only there (a graveyard card has its front face's, 712.8a).
    for (const card of this.inGraveyard.values()) for (const a of card.faces[0]?.abilities ?? []) if (statesItsZone(a, card.name)) add(card, a);
    for (const card of this.leftHand.values()) for (const a of card.faces[0]?.abilities ?? []) if (a.kind === 'triggered' && triggersFromHand(a.event)) add(card, a);
    for (const [name, acted] of this.actedAbilities) {
      const card = this.cards.find((c) => c.name === name);
      for (const face of card?.faces ?? []) {
        face.abilities.forEach((a, i) => {
          if ((a.kind === 'spell' || a.kind === 'activated' || a.kind === 'triggered') && (acted === 'all' || acted.has(i))) add(card!, a);
        });
      }
    }
    const own = q.objects === 'all' ? [] : q.objects;
    for (const name of own) {
      const card = this.cards.find((c) => c.name === name);
      const objects = this.engine.objectsNamed(name);
      const newest = objects[objects.length - 1];
      if (!card) continue;
      if (newest?.faceDown) {
        // CR 708.2: no text face down; what turns it face up is its own (702.37e, 702.168d).
        const turnsUp = (a: Ability) => a.kind === 'keyword' && a.keywords.some((k) => /^(?:morph|megamorph|disguise)$/i.test(k.keyword));
        if (q.step === 'turn-up') for (const a of card.faces[0]?.abilities ?? []) if (turnsUp(a)) add(card, a);
        continue;
      }
      for (const fi of this.facesUp(card, !!newest?.transformed)) {
        const face = card.faces[fi];
        for (const a of face?.abilities ?? []) {
          // CR 113.6b: what works only in the graveyard counts only while the object is there.
          if (statesItsZone(a, card.name) && newest?.zone !== 'graveyard') continue;
          // Whether a step is allowed may rest on any sentence of its own cards not understood ("This spell can't be
          // cast unless …"); an answer about the object on its static text, wherever it is.
          // An additional cost the engine doesn't pay (the cost grammar can't read it, CR 601.2f, 118.8) is as uncertain
          // as one not understood: casting rests on it.
          if (q.step) add(card, a, q.step === 'cast' && ('effects' in a) && (a.effects ?? []).some((e) => e.kind === 'additional-cost'), true);
          else if (a.kind !== 'spell' && a.kind !== 'activated' && a.kind !== 'triggered') add(card, a);
        }
        const star = face && !q.step ? starRestOf(card.name, face) : undefined;
        if (star) pieces.push({ rest: star, source: card.name, reach: selfChars });
      }
    }
    // What a card could do matters only once it is in the game (a card of the workspace never put in can't).
    const before = this.gameCards.size;
    for (const o of this.engine.state.objects.values()) this.gameCards.add(o.card);
    if (this.gameCards.size !== before) this.possible = actionsPossible([...this.gameCards]);
    const possible = this.possible;
    const out: RestingText[] = [];
    for (const p of pieces) {
      if (!reaches(p, q, possible) || (opts.prohibitions && !p.reach.prohibits && !p.decidesOwnStep)) continue;
      if (!out.some((r) => r.cardName === p.rest.cardName && r.text === p.rest.text)) out.push(p.rest);
    }
    if (opts.prohibitions) return out;
    for (const r of this.carried) if (!out.some((x) => x.cardName === r.cardName && x.text === r.text)) out.push(r);
    return out;
  }

  /** Remember what the step's events revealed, what spells were cast for, and which cards' abilities acted. */
  noteEvents(events: readonly GameEvent[]): void {
    this.notePresence(events);
    for (const ev of events) {
      // A spell cast face down has no abilities (CR 708.2a): its text does not act.
      // A spell's own instructions act as it resolves; a permanent spell's triggered and activated abilities act only
      // when they trigger or are activated (CR 608.2c, 603.2, 602.2).
      if (ev.type === 'cast' && !ev.faceDown) this.markSpellActed(ev.cardName, this.engine.object(ev.objectId)?.spell?.modes);
      if (ev.type === 'activated' || ev.type === 'triggered') this.markActed(ev.cardName, ev.abilityIndex);
      if (ev.type === 'revealed') this.revealedIds.add(ev.objectId);
      if (ev.type === 'cast') this.castCosts.set(ev.objectId, ev.cost);
      // CR 208.2: a creature whose power/toughness is unknown in combat leaves the combat's outcome resting on its text.
      if ((ev.type === 'attacks' || ev.type === 'blocks') && this.engine.characteristics(ev.objectId)?.ptUnknown) this.markActed(ev.cardName);
    }
  }

  /** The cost the spell that is (or became) this object was cast for. */
  castCost(id: string): string | undefined {
    let found: string | undefined;
    for (const [spell, cost] of this.castCosts) if (spell === id || this.engine.currentId(spell) === id) found = cost;
    return found;
  }

  /** Was this object, or the object it came from through zone changes, revealed at some point? */
  wasRevealed(id: string): boolean {
    if (this.engine.object(id)?.revealed) return true;
    for (const r of this.revealedIds) if (r === id || this.engine.currentId(r) === id) return true;
    return false;
  }

  refName(ref: Ref): string | undefined {
    if (ref.kind === 'card-ref') return ref.name;
    const id = this.resolve(ref);
    return id ? this.engine.object(id)?.card.name : undefined;
  }

  /** An object of this card for `player` to cast: the one in hand, one an effect lets them cast, or a new one put in hand for the scenario. */
  inHand(player: PlayerId, ref: Ref): string | undefined {
    const id = this.resolve(ref);
    if (id && this.engine.object(id)?.zone === 'hand') return id;
    // An object an effect lets the player cast or play from where it is (CR 601.2a, 305.1).
    if (id && this.engine.state.castPermissions.some((p) => p.objectId === id && p.player === player)) return id;
    if (ref.kind === 'alias-ref') return id;
    const put = this.engine.put(player, ref.name, 'hand');
    return put.id ?? undefined;
  }

  targets(refs: Ref[]): { ids: string[]; missing: Ref[] } {
    const ids: string[] = [];
    const missing: Ref[] = [];
    for (const r of refs) {
      if (r.kind === 'player-ref') {
        ids.push(r.name); // players are targets by name (CR 115.1)
        continue;
      }
      const id = this.resolve(r);
      if (id) ids.push(id);
      else missing.push(r);
    }
    return { ids, missing };
  }

  faceDownKeyword(id: string): 'morph' | 'megamorph' | 'disguise' | undefined {
    const card = this.engine.object(id)?.card;
    for (const face of card?.faces.slice(0, 1) ?? []) {
      for (const a of face.abilities) {
        if (a.kind !== 'keyword') continue;
        for (const k of a.keywords) {
          const w = k.keyword.toLowerCase();
          if (w === 'morph' || w === 'megamorph' || w === 'disguise') return w;
        }
      }
    }
    return undefined;
  }

  /** Manifest/cloak: the new face-down objects get the step's alias and their card names. */
  withNewObjects(act: () => ActionResult, alias?: string): ActionResult & { names: string[] } {
    const r = act();
    const names: string[] = [];
    for (const ev of r.events) {
      if (ev.type === 'manifested') {
        this.remember(ev.cardName, ev.objectId, alias);
        names.push(ev.cardName);
      }
    }
    return { ...r, names };
  }

  get relatedFor(): (names: string[]) => RelatedInfo[] {
    return (names) => this.related(names);
  }

  get documentUri(): string {
    return this.uri;
  }
}

/** A trigger condition about this card leaving its owner's hand (CR 113.6k): "… causes you to discard this card". */
function triggersFromHand(ev: TriggerEvent): boolean {
  if (ev.kind === 'either') return ev.events.some(triggersFromHand);
  return ev.kind === 'discard-caused' && !ev.filter && !ev.cards;
}
