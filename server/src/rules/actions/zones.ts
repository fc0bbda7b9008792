// Zone changes (CR 400.7: a new object), reveals of face-down objects leaving the battlefield or stack (708.9),
// "enters" handling (614.1c replacements, entering triggers), and the prohibitions/redirections modeled as rule modifiers.

import { takeUntilLeft } from '../state/until-leaves';
import type { Effect, StaticAbility, TargetSpec } from '../../model/types';
import type { FaceDownState, GameObject, GameState, PlayerId, ZoneName } from '../state/game-state';
import { battlefieldObjects, newEffectId, newObjectId, nextTimestamp, zoneList } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeAllCharacteristics, computeCharacteristics, whileUnchanged, type Characteristics } from '../layers';
import { faceDownValues } from '../state/face-down';
import { markShuffled, putOnTopKnown } from '../state/library';
import { findKeyword, hasType, intrinsicEntryCounters, keywordsOf, objectNoun, ownCard, printedValues } from '../state/objects';
import { matchesFilter } from '../state/filters';
import { countMatching } from '../queries/counting';
import { toldConditionOrRest } from '../queries/conditions';
import { quantityOf } from '../queries/game-quantities';
import { entryReplacementsStoodFor } from '../queries/keyword-abilities';
import { turnFaceDown } from './turn-face-down';
import { addCopyEffect } from './copy';
import type { Choices } from '../queries/choices';
import { choosePt, makeChoice } from './choose';
import { exiledInsteadOfGraveyard, exiledInsteadThisTurnBy, exilingPermanent, libraryInsteadOfGraveyard, putExileInsteadCounters } from './self-replacements';
import { entersTransformedAtNight, setDayNight } from './day-night';
import { applyEntryChoice } from './entry-choice';
import { devourAsItEnters } from './devour';
import { tributeAsItEnters } from './tribute';
import { amplifyAsItEnters } from './amplify';
import { msg } from '../../i18n';
import { countersAfterReplacement } from './more-instead';


export interface MoveOptions {
  /** Enter the battlefield (or stack) face down with this state. From the stack to the battlefield the spell's state is kept. */
  faceDown?: FaceDownState | null;
  /** Exile face down (CR 406.3). */
  exileFaceDown?: boolean;
  controller?: PlayerId;
  tapped?: boolean;
  /** Where in a library: its top, its bottom, or the Nth card from the top (CR 401.7: the bottom when fewer than N cards). */
  libraryPosition?: 'top' | 'bottom' | number;
  /** It enters from a resolving spell that was cast. */
  wasCast?: boolean;
  /** … cast from this zone (CR 400.7d). */
  castFrom?: ZoneName;
  /** … kicked this many times (CR 400.7d, 702.33d). */
  kicked?: number;
  /** … with these keyword costs paid (CR 400.7d: "if its evoke cost was paid", 702.74a). */
  costsPaid?: string[];
  /** … with this mana spent to cast it (CR 400.7d, 601.2h: "if {U} was spent to cast it"). */
  manaSpent?: string;
  /** Object to copy for "enters as a copy" (CR 707.5, 614.1c) — only for a face-up entry. */
  copying?: string;
  /** Commander going to graveyard/exile goes to the command zone instead (CR 903.9a); default true. */
  commanderToCommandZone?: boolean;
  /** Skip entering triggers (used by setup). */
  setup?: boolean;
  /** X paid for the spell that becomes this permanent (CR 107.3m); absent: X is 0. */
  x?: number;
  /** Choices made as it enters ("As this enters, choose a color", CR 614.12a). */
  choices?: Choices;
  /** The resolving step's `resolve accepting` / `resolve declining`, for a choice as the permanent enters (CR 702.104a tribute). */
  mayAccept?: boolean | 'by-default';
  /** It is sacrificed: its controller moves it to its owner's graveyard (CR 701.21a); "whenever you sacrifice …" triggers. */
  sacrificed?: boolean;
  /** It enters with these counters ("return it to the battlefield with a -1/-1 counter on it", CR 122.6). */
  counters?: Readonly<Record<string, number>>;
  /** A card discarded into exile by its madness (CR 702.35a): its trigger reads the event (rules/triggers/keyword-triggers.ts). */
  madness?: boolean;
  /** An Aura entering attached to this object (CR 608.3c; a bestowed Aura, 702.103b). */
  attachTo?: string;
  /** It enters transformed, its back face up (CR 702.146b: a spell cast with disturb). */
  transformed?: boolean;
}

function removeFromZone(s: GameState, obj: GameObject): void {
  if (obj.zone === 'stack') {
    s.stack = s.stack.filter((e) => !(e.kind === 'spell' && e.id === obj.id));
    return;
  }
  const list = zoneList(s, obj);
  if (!list) return;
  const i = list.indexOf(obj.id);
  if (i >= 0) list.splice(i, 1);
}

export function placeObject(s: GameState, obj: GameObject, position: 'top' | 'bottom' | number = 'top'): void {
  s.objects.set(obj.id, obj);
  if (obj.zone === 'stack') {
    s.stack.push({ kind: 'spell', id: obj.id });
    return;
  }
  const list = zoneList(s, obj)!;
  if (obj.zone === 'library' && (position === 'top' || position === 1)) {
    list.unshift(obj.id);
    putOnTopKnown(s, obj.owner, obj.id);
  }
  // CR 401.7: "Nth from the top": under the top N−1 cards; with fewer than N cards in the library, on its bottom.
  else if (obj.zone === 'library' && typeof position === 'number') list.splice(Math.min(Math.max(0, position - 1), list.length), 0, obj.id);
  else list.push(obj.id);
}

/**
 * A new object in `zone`. `enters`: it enters the battlefield now (when it came under control and the turn it entered
 * are recorded, CR 702.30a); a permanent a scenario sets up was there before it began, so it has neither — made without
 * them rather than given and deleted (a deleted property leaves the object slow to read for the rest of its life).
 */
export function freshObject(s: GameState, base: Pick<GameObject, 'cardId' | 'card' | 'owner'> & Partial<GameObject>, zone: ZoneName, enters = zone === 'battlefield'): GameObject {
  const id = newObjectId(s);
  const timestamp = nextTimestamp(s);
  // Its keys in the order they always had, written without a spread: a conditional spread in the middle of the literal
  // and `...base` after it made V8 copy every key after the first spread one keyed store at a time (~1 µs an object,
  // ~0.2 µs so; the objects of every note run's setup and every zone change). `Object.assign` copies what a spread
  // copied (own enumerable keys, in order; a key already here keeps its place, as in a literal).
  const o = {
    id,
    token: false,
    spellCopy: false,
    controller: base.owner,
    faceDown: null,
    exiledFaceDown: false,
    transformed: false,
    tapped: false,
    phasedOut: false,
    counters: {},
    damage: 0,
    attachedTo: null,
    timestamp,
  } as GameObject;
  if (enters) {
    // CR 702.30a: a permanent comes under its controller's control as it enters.
    o.controlledSince = timestamp;
    o.enteredTurn = s.turn;
  }
  o.revealed = false;
  o.lookers = [];
  o.sinceTurnStart = false;
  o.wasCast = false;
  o.xValue = null;
  o.turnedFaceUpOnce = false;
  o.components = [];
  o.unlockedDoors = [];
  Object.assign(o, base);
  o.zone = zone;
  return o;
}

/** Would this object be a creature as it enters (face-down values, or its printed values)? */
function wouldBeCreature(obj: GameObject, faceDown: FaceDownState | null | undefined): boolean {
  if (faceDown) return hasType(faceDownValues(faceDown.profile).cardTypes, 'creature');
  const v = obj.baseValues ?? printedValues(obj.card, false, []);
  return hasType(v.cardTypes, 'creature');
}

/**
 * Move an object to another zone. Returns the new object (null if it stayed, ceased to exist or left the game).
 * Reveals a face-down object leaving the battlefield, or leaving the stack for any zone but the battlefield (708.9).
 */
/**
 * What `moveObject` reads before it writes (a question only): the replacements of a move to a graveyard (CR 614.1a), each
 * asked only when the ones before it don't apply, and, when none does, what a permanent is as it leaves (603.10a, 608.2h).
 */
function leavingReads(s: GameState, obj: GameObject, from: ZoneName, to: ZoneName, opts: MoveOptions) {
  const replaceable = to === 'graveyard' && !opts.setup;
  const ownExile = replaceable ? exiledInsteadOfGraveyard(s, obj, from) : undefined;
  const toLibrary = replaceable && !ownExile ? libraryInsteadOfGraveyard(s, obj, from) : undefined;
  const exiling = replaceable && !ownExile && !toLibrary ? exilingPermanent(s, obj, from) : undefined;
  const exiler = exiling && { ...exiling, sourceName: computeCharacteristics(s, exiling.src).name ?? exiling.src.card.name };
  const turnExile = replaceable && !ownExile && !toLibrary && !exiler ? exiledInsteadThisTurnBy(s, obj, from) : undefined;
  const before = from === 'battlefield' && !ownExile && !toLibrary && !exiler && !turnExile ? computeCharacteristics(s, obj) : null;
  return { ownExile, toLibrary, exiler, turnExile, before };
}

export function moveObject(s: GameState, out: Outcome, id: string, to: ZoneName, opts: MoveOptions = {}): GameObject | null {
  return moveWithReads(s, out, id, to, opts, undefined);
}

/** What `moveObject` reads of a permanent before it moves it to a graveyard (`leavingReads`, no options). */
export type GraveyardReads = ReturnType<typeof leavingReads> & { readonly of: GameObject };

/**
 * `moveObject`'s reads of the permanent `obj` put into its owner's graveyard with no options, asked by a caller inside
 * its own read (`whileUnchanged`) so they share its layer pass: destroying (rules/actions/destroy.ts) reads what replaces
 * the destruction, then moves with nothing written in between (CR 701.8a, 614.1a, 603.10a).
 */
export function graveyardReads(s: GameState, obj: GameObject): GraveyardReads {
  return { ...leavingReads(s, obj, obj.zone, 'graveyard', {}), of: obj };
}

/**
 * Moves the permanent read by `reads` to its graveyard: the same as `moveObject(s, out, obj.id, 'graveyard')`, its
 * reads taken from `reads` (made with nothing written since, the caller's to keep so) instead of made again.
 */
export function moveToGraveyardRead(s: GameState, out: Outcome, reads: GraveyardReads): GameObject | null {
  return moveWithReads(s, out, reads.of.id, 'graveyard', {}, reads);
}

function moveWithReads(s: GameState, out: Outcome, id: string, to: ZoneName, opts: MoveOptions, known: GraveyardReads | undefined): GameObject | null {
  const obj = s.objects.get(id);
  if (!obj) {
    out.note({ why: msg('rules.zone.object-gone', { id }), cr: ['400.7'] });
    return null;
  }
  const from = obj.zone;
  // CR 702.34a: a card cast for its flashback cost is exiled instead of going anywhere else as it leaves the stack.
  if (from === 'stack' && obj.spell?.flashback && to !== 'exile') {
    out.note({ why: msg('rules.zone.flashback-exiled', { card: obj.card.name }), cr: ['702.34a', '614.1a'] });
    return moveObject(s, out, id, 'exile', opts);
  }
  // CR 614.6, 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else" (unearth).
  if (from === 'battlefield' && obj.exiledIfLeaving && to !== 'exile' && !opts.setup) {
    out.note({ why: msg('rules.zone.leaving-exiled-instead', { card: obj.card.name }), cr: ['614.6', '702.84a'] });
    return moveObject(s, out, id, 'exile', opts);
  }
  // CR 702.133a: a card cast with jump-start is exiled instead of going anywhere else as it leaves the stack.
  if (from === 'stack' && obj.spell?.exiledWith && to !== 'exile') {
    // CR 702.133a jump-start; 702.127a aftermath: "If this spell was cast from a graveyard, exile it instead …".
    out.note({ why: msg('rules.zone.keyword-exiled', { card: obj.card.name, keyword: obj.spell.exiledWith }), cr: [obj.spell.exiledWith === 'aftermath' ? '702.127a' : '702.133a', '614.1a'] });
    return moveObject(s, out, id, 'exile', opts);
  }
  // What replaces a move to a graveyard, and what a permanent was as it leaves, are read before anything is written:
  // one layer pass for them all (each is read only when the ones before it don't apply, as each returned before).
  const leaving = known && known.of === obj && from === known.of.zone ? known : whileUnchanged(s, () => leavingReads(s, obj, from, to, opts));
  // CR 614.1a: "If ~ would be put into a graveyard from anywhere / would die, exile it instead" (its own ability).
  const ownExile = leaving.ownExile;
  if (ownExile) {
    out.note({ why: msg('rules.zone.own-exile-instead', { card: obj.card.name }), cr: ['614.1a'] });
    // CR 122.1: "instead exile it with three egg counters on it".
    const moved = moveObject(s, out, id, 'exile', opts);
    putExileInsteadCounters(out, moved, ownExile);
    return moved;
  }
  // CR 614.1a, 401.4: "If ~ would be put into a graveyard from anywhere, [reveal ~ and] shuffle it into its owner's library
  // instead", "… put ~ on top of its owner's library instead" (its own ability); a shuffled library's order is random (701.24a).
  const toLibrary = leaving.toLibrary;
  if (toLibrary) {
    out.note({ why: msg('rules.zone.own-library-instead', { card: obj.card.name, how: toLibrary.shuffle ? 'shuffle' : toLibrary.bottom ? 'bottom' : 'top' }), cr: ['614.1a', '401.4'] });
    // CR 701.20a: "reveal ~" first (the card shown to every player wherever it is).
    if (toLibrary.reveal) out.event({ type: 'revealed', objectId: obj.id, cardName: obj.card.name, cr: ['701.20a'] });
    const moved = moveObject(s, out, id, 'library', { ...opts, libraryPosition: toLibrary.bottom ? 'bottom' : 'top' });
    if (moved && toLibrary.shuffle) markShuffled(s, moved.owner, { sourceName: obj.card.name, text: `shuffle ${obj.card.name} into its owner's library` });
    return moved;
  }
  // CR 614.1a: a permanent's "If a creature an opponent controls would die, exile it instead" (its static ability).
  const exiler = leaving.exiler;
  if (exiler) {
    out.note({ why: msg('rules.zone.other-exile-instead', { card: obj.card.name, source: exiler.sourceName }), cr: ['614.1a'] });
    // CR 122.1: "exile that card with an ice counter on it instead".
    const moved = moveObject(s, out, id, 'exile', opts);
    putExileInsteadCounters(out, moved, exiler.effect);
    return moved;
  }
  // CR 614.1a: a resolved "If that creature would die this turn, exile it instead" (until the turn ends, 514.2).
  const turnExile = leaving.turnExile;
  if (turnExile) {
    out.note({ why: msg('rules.zone.turn-exile-instead', { card: obj.card.name, source: turnExile.sourceName }), cr: ['614.1a'] });
    return moveObject(s, out, id, 'exile', opts);
  }
  // CR 702.35a: madness — "If a player would discard this card, that player discards it, but exiles it instead of putting
  // it into their graveyard" (it works in the hand, 113.6m). The engine reads a card going from a hand to a graveyard as
  // a discard (701.9a), as its discard triggers do (rules/triggers/collect.ts).
  if (from === 'hand' && to === 'graveyard' && !opts.setup && !obj.faceDown && findKeyword(printedValues(obj.card, false, []).abilities, 'Madness')) {
    out.note({ why: msg('rules.zone.madness-exiled', { card: obj.card.name }), cr: ['702.35a', '701.9a'] });
    return moveObject(s, out, id, 'exile', { ...opts, madness: true });
  }
  const entryFaceDown = to === 'battlefield' ? (opts.faceDown !== undefined ? opts.faceDown : from === 'stack' ? obj.faceDown : null) : to === 'stack' ? opts.faceDown ?? null : null;

  if (to === 'battlefield') {
    // CR 400.4a (and 608.3 for spells): an instant or sorcery card can't enter the battlefield face up.
    const own = ownCard(obj);
    if (!entryFaceDown && own.isInstantOrSorceryCard && !obj.token) {
      out.note({ why: msg('rules.zone.instant-cannot-enter', { card: obj.card.name, zone: from }), cr: ['400.4a'] });
      return null;
    }
    const creature = wouldBeCreature(obj, entryFaceDown);
    const cantEnter = s.modifiers.find((m) => m.kind === 'creatures-cant-enter');
    if (creature && cantEnter && !opts.setup) {
      out.note({ why: entryFaceDown ? msg('rules.zone.face-down-cannot-enter', { source: cantEnter.source, zone: from }) : msg('rules.zone.creatures-cannot-enter', { source: cantEnter.source, card: obj.card.name, zone: from }), cr: ['701.40f', '701.58f'] });
      return null;
    }
    const redirect = s.modifiers.find((m) => m.kind === 'uncast-nontoken-creatures-exiled-instead');
    if (creature && redirect && !obj.token && !opts.wasCast && !opts.setup) {
      out.note({ why: msg('rules.zone.exiled-instead', { source: redirect.source }), cr: ['614.12', '708.3'] });
      return moveObject(s, out, id, 'exile', { commanderToCommandZone: opts.commanderToCommandZone });
    }
  }

  // Look back before it leaves (CR 603.10a), and keep its last known information (CR 608.2h, 113.7a); a power or
  // toughness the engine doesn't know is kept unknown (null, CR 208.2).
  const before = leaving.before;
  if (before) s.lki.set(obj.id, before.copiable);
  if (before) (s.lkiStats ??= new Map()).set(obj.id, { power: before.ptUnknown?.power ? null : before.power, toughness: before.ptUnknown?.toughness ? null : before.toughness, ...(before.ptUnknown ? { ptUnknownWhy: before.ptUnknown.why } : {}), manaValue: before.manaValue, controller: obj.controller, types: { colors: before.colors, supertypes: before.supertypes, cardTypes: before.cardTypes, subtypes: before.subtypes }, counters: { ...obj.counters }, ...(obj.attachedTo ? { attachedTo: obj.attachedTo } : {}) });

  if (obj.faceDown && (from === 'battlefield' || (from === 'stack' && to !== 'battlefield'))) {
    obj.revealed = true;
    out.event({ type: 'revealed', objectId: obj.id, cardName: obj.card.name, cr: ['708.9'] });
  }

  removeFromZone(s, obj);
  s.objects.delete(obj.id);

  let dest = to;
  if ((to === 'graveyard' || to === 'exile') && s.commanders.has(obj.cardId) && opts.commanderToCommandZone !== false) {
    out.note({ why: msg('rules.zone.commander', { card: obj.card.name }), cr: ['903.9a', '903.3'] });
    dest = 'command';
  }

  if ((obj.token && from === 'battlefield' && dest !== 'battlefield') || (obj.spellCopy && from === 'stack')) {
    // CR 704.5d / 707.10a: tokens and spell copies cease to exist outside the battlefield/stack.
    s.formerIds.set(obj.id, '');
    // A spell copy is named as it last was on the stack (what it did, in a transcript; never by an internal id).
    if (obj.spellCopy && from === 'stack' && obj.baseValues && !s.lki.has(obj.id)) s.lki.set(obj.id, obj.baseValues);
    // CR 603.6c, 603.10a: leaves-the-battlefield abilities look back: the log keeps what it was there.
    out.event({ type: 'zone-changed', objectId: obj.id, newId: null, cardName: obj.card.name, from, to: dest, ...(opts.sacrificed ? { sacrificed: true } : {}) }, before ? { subject: { obj, view: before }, became: null } : undefined);
    out.event({ type: 'ceased-to-exist', objectId: obj.id, cardName: obj.card.name });
    if (from === 'battlefield') returnUntilLeft(s, out, obj.id);
    return null;
  }

  const controller =
    dest === 'battlefield' ? opts.controller ?? (from === 'stack' && obj.spell ? obj.spell.caster : obj.owner) : dest === 'stack' ? opts.controller ?? obj.owner : obj.owner;
  const fresh = freshObject(
    s,
    { cardId: obj.cardId, card: obj.card, owner: obj.owner, token: obj.token, baseValues: obj.baseValues, spellCopy: obj.spellCopy },
    dest,
  );
  fresh.controller = controller;
  fresh.tapped = dest === 'battlefield' ? !!opts.tapped : false;
  fresh.wasCast = !!opts.wasCast;
  if (opts.wasCast && opts.castFrom) fresh.castFrom = opts.castFrom;
  if (opts.wasCast && opts.x !== undefined) fresh.castX = opts.x; // CR 107.3m
  if (opts.wasCast && opts.kicked) fresh.kicked = opts.kicked; // CR 400.7d, 702.33d
  if (opts.wasCast && opts.costsPaid?.length) fresh.costsPaid = [...opts.costsPaid]; // CR 400.7d, 702.74a
  if (opts.wasCast && opts.manaSpent !== undefined) fresh.manaSpent = opts.manaSpent; // CR 400.7d, 601.2h
  if (dest === 'battlefield' && opts.attachTo !== undefined) fresh.attachedTo = opts.attachTo; // CR 608.3c, 702.103b
  if (dest === 'battlefield' && opts.transformed && !entryFaceDown) fresh.transformed = true; // CR 702.146b
  fresh.exiledFaceDown = dest === 'exile' && !!opts.exileFaceDown;
  // CR 702.145b: at night a double-faced card with daybound enters transformed (712.14a).
  if (dest === 'battlefield' && !entryFaceDown && entersTransformedAtNight(s, fresh)) fresh.transformed = true;
  if (dest === 'battlefield' || dest === 'stack') {
    // CR 708.6: casting/entry order; a face-down spell keeps its number as it resolves.
    fresh.faceDown = entryFaceDown ? { ...entryFaceDown, order: from === 'stack' && entryFaceDown.order ? entryFaceDown.order : ++s.counters.faceDown } : null;
  }
  placeObject(s, fresh, opts.libraryPosition ?? 'bottom');
  s.formerIds.set(obj.id, fresh.id);
  // CR 603.6c, 603.10a: leaves-the-battlefield abilities look back in time: the log keeps what it was there; CR 400.7e:
  // they can find the new object in a public zone (a graveyard, face-up exile), never in a hidden one.
  const publicZone = dest === 'graveyard' || (dest === 'exile' && !fresh.exiledFaceDown) || dest === 'battlefield' || dest === 'command';
  const lookBack = before ? { subject: { obj, view: before }, became: publicZone ? fresh : null } : undefined;
  out.event({ type: 'zone-changed', objectId: obj.id, newId: fresh.id, cardName: obj.card.name, from, to: dest, ...(opts.sacrificed ? { sacrificed: true } : {}), ...(opts.madness ? { madness: true } : {}) }, lookBack);
  // Merged permanents: the other components go to the same zone as separate cards (CR 729.3).
  for (const comp of obj.components) {
    if (dest === 'battlefield' || dest === 'stack') continue;
    const c = freshObject(s, { cardId: `${obj.cardId}+${comp.name}`, card: comp, owner: obj.owner }, dest);
    placeObject(s, c, opts.libraryPosition ?? 'bottom');
  }

  if (dest === 'battlefield') enterBattlefield(s, out, fresh, opts);
  if (from === 'battlefield') returnUntilLeft(s, out, obj.id);
  return fresh;
}

/**
 * CR 610.3, 610.3c: a permanent left the battlefield: what it exiled "until ~ leaves the battlefield" returns now to the
 * zone it was exiled from — to the battlefield under its owner's control.
 */
function returnUntilLeft(s: GameState, out: Outcome, sourceId: string): void {
  for (const { id, to } of takeUntilLeft(s, sourceId)) moveObject(s, out, id, to, to === 'battlefield' ? { controller: s.objects.get(id)!.owner } : {});
}

/** CR 614.1c replacements ("enters with", "as … enters") apply only to a face-up entry (708.3), then entering triggers. */
export function enterBattlefield(s: GameState, out: Outcome, obj: GameObject, opts: MoveOptions): void {
  // CR 122.6: an object an effect puts onto the battlefield "with" counters is given them as it enters.
  for (const [counter, n] of Object.entries(opts.counters ?? {})) {
    // CR 614.1a, 122.6: a replacement that changes how many counters are put on it applies as it enters with them.
    const count = countersAfterReplacement(s, out, obj, counter, n);
    obj.counters[counter] = (obj.counters[counter] ?? 0) + count;
    out.event({ type: 'counter-added', objectId: obj.id, counter, count });
  }
  if (!obj.faceDown) {
    // CR 306.5b, 310.4b: a planeswalker enters with its loyalty, a battle with its defense, as counters.
    for (const [counter, count] of Object.entries(intrinsicEntryCounters(obj))) {
      obj.counters[counter] = (obj.counters[counter] ?? 0) + count;
      out.event({ type: 'counter-added', objectId: obj.id, counter, count });
    }
    // CR 702.138b–c: "~ escapes with …" is "If this permanent escaped, it enters with …": it escaped when the spell
    // that became it was cast with escape (its costs paid, 400.7d).
    const escaped = (obj.costsPaid ?? []).includes('escape');
    const isEntry = (a: { kind: string }) =>
      (a.kind === 'replacement' || a.kind === 'static') &&
      (['enters', 'enters-or-turned-face-up'].includes((a as StaticAbility).replacementEvent ?? '') || (escaped && (a as StaticAbility).replacementEvent === 'escapes'));
    const entering = computeCharacteristics(s, obj);
    const printed = entering.abilities.filter((r) => isEntry(r.ability));
    const copyRef = printed.find((r) => ((r.ability as StaticAbility).effects ?? []).some((e) => e.kind === 'become-copy' && e.target.kind === 'self'));
    const copyRepl = copyRef !== undefined;
    // OPEN QUESTION: the model has no "until this is turned face down" duration; a copy from an
    // "as this enters or is turned face up" ability (Vesuvan-like) is taken to last until it is turned face down.
    const copyOf = (copyRef?.ability as StaticAbility | undefined)?.effects?.find((e) => e.kind === 'become-copy');
    const untilFaceDown = (copyRef?.ability as StaticAbility | undefined)?.replacementEvent === 'enters-or-turned-face-up' || (copyOf?.kind === 'become-copy' && !!copyOf.untilTurnedFaceDown);
    const exceptions = copyOf?.kind === 'become-copy' ? copyOf : undefined;
    let copied = false;
    if (opts.copying && copyRepl && !canCopy(s, out, obj, opts.copying, copyOf?.kind === 'become-copy' ? copyOf.of : undefined)) {
      out.note({ why: msg('rules.zone.enters-as-itself', { card: obj.card.name, noun: objectNoun(obj) }), cr: ['707.5', '614.1c'] });
    } else if (opts.copying && copyRepl) {
      addCopyEffect(s, out, obj, opts.copying, 'as it enters', untilFaceDown, 'permanent', undefined, exceptions);
      copied = true;
    } else if (opts.copying) out.note({ why: msg('rules.zone.no-copy-ability', { card: obj.card.name }), cr: ['707.5'] });
    else if (copyRepl) out.note({ why: msg('rules.zone.no-copy-chosen-enters-itself', { card: obj.card.name, noun: objectNoun(obj) }), cr: ['707.5'] });
    // "Enters with" replacements of what it is now (a copy gets the copied object's, CR 707.5), with those its keywords
    // stand for (CR 702.32a fading, 702.54a bloodthirst: rules/queries/keyword-abilities.ts).
    // Read again only when a copy effect began since `entering` (CR 707.5); else nothing was written in between.
    const now = copied ? computeCharacteristics(s, obj).abilities : entering.abilities;
    // CR 702.44a: sunburst's counters are +1/+1 counters when it enters as a creature, its type-changing effects ignored.
    const asCreature = (obj.card.faces[obj.transformed ? 1 : 0] ?? obj.card.faces[0])?.typeLine?.cardTypes.includes('Creature') ?? false;
    for (const ref of [...now, ...entryReplacementsStoodFor(now, obj.card.name, asCreature)]) {
      if (!isEntry(ref.ability)) continue;
      // CR 614.12a: "As this land enters, you may pay 2 life. If you don't, it enters tapped." (entry-choice.ts).
      if ((ref.ability as StaticAbility).replacementEvent === 'enters' && applyEntryChoice(s, out, obj, (ref.ability as StaticAbility).effects ?? [])) continue;
      for (const e of escapedSentences((ref.ability as StaticAbility).effects ?? [], escaped)) {
        // CR 614.12a, 607.2d: "As this enters, choose a color": chosen before it enters, for its linked abilities.
        if (e.kind === 'choose') chooseAsItEnters(s, out, obj, e.what, opts.choices, e.except);
        else if (e.kind !== 'become-copy') applyEntryReplacement(s, out, obj, e, undefined, false, opts.x ?? 0, opts.choices);
      }
    }
    // CR 702.82a: devour, the creatures sacrificed as it enters and its counters (devour.ts); not for a permanent a
    // scenario starts with on the battlefield.
    if (!opts.setup) devourAsItEnters(s, out, obj, opts.choices, (id) => moveObject(s, out, id, 'graveyard', { sacrificed: true }) !== null);
    // CR 702.104a: tribute, the opponent's choice as it enters (tribute.ts).
    if (!opts.setup) tributeAsItEnters(s, out, obj, opts.mayAccept);
    // CR 702.38a: amplify, the cards revealed from the hand as it enters and its counters (amplify.ts).
    if (!opts.setup) amplifyAsItEnters(s, out, obj, opts.choices);
    // CR 730.1, 614.1c: "If it's neither day nor night, it becomes day as this creature enters" (a static ability of its own).
    for (const ref of computeCharacteristics(s, obj).abilities) {
      if (ref.ability.kind !== 'static') continue;
      for (const e of ref.ability.effects) {
        const becomes = e.kind === 'conditional' && e.condition.kind === 'fact' && e.condition.fact === 'neither-day-nor-night' && e.effects.length === 1 && e.effects[0]!.kind === 'become-day-night' ? e.effects[0]!.becomes : undefined;
        if (becomes && !s.dayNight) setDayNight(s, out, becomes, ['614.1c']);
      }
    }
  } else if (opts.copying) {
    out.note({ why: msg('rules.zone.face-down-no-copy'), cr: ['708.3'] });
  }
  entersWithCountersFromOthers(s, out, obj);
  out.event({ type: 'entered', objectId: obj.id, cardName: obj.card.name, faceDown: obj.faceDown !== null, controller: obj.controller, origin: obj.faceDown?.origin, ...(opts.setup ? { setup: true } : {}) });
}

/** CR 614.12a, 607.2d: the choice an entering permanent's "As this enters, choose …" makes, kept on it for its linked abilities. */
export function chooseAsItEnters(s: GameState, out: Outcome, obj: GameObject, what: Extract<Effect, { kind: 'choose' }>['what'], choices: Choices | undefined, except?: string): void {
  const made = makeChoice(s, out, what, choices, obj.controller, obj.card.name, except);
  if (made) obj.chosen = { ...obj.chosen, ...made };
}

/** Is there an object `obj` could choose to copy (CR 707.5)? */
function copyCandidates(s: GameState, obj: GameObject, of: TargetSpec): boolean {
  if (of.kind !== 'chosen') return true;
  return battlefieldObjects(s).some((o) => {
    if (o.id === obj.id) return false;
    const ch = computeCharacteristics(s, o);
    return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, of.filter, { combat: s.combat, controller: obj.controller, sourceId: obj.id, chosen: obj.chosen });
  });
}

/**
 * CR 614.1c, 614.12: "Colorless creatures you control enter with two additional +1/+1 counters on them" — a static
 * ability of another permanent, checked against the object as it would exist on the battlefield (face down: its
 * face-down values, 708.3).
 */
function entersWithCountersFromOthers(s: GameState, out: Outcome, obj: GameObject): void {
  const view = computeCharacteristics(s, obj);
  // Every other permanent's abilities from one pass of the layer system (CR 613: the pass computes them all, the same
  // answer as a pass per permanent), passed again only after a counter was put on the entering object.
  let world: Map<string, Characteristics> | undefined;
  for (const src of battlefieldObjects(s)) {
    if (src.id === obj.id) continue;
    world ??= computeAllCharacteristics(s);
    for (const ref of (world.get(src.id) ?? computeCharacteristics(s, src)).abilities) {
      if (ref.ability.kind !== 'static') continue;
      for (const e of (ref.ability as StaticAbility).effects ?? []) {
        if (e.kind !== 'enters-with-counters' || e.target.kind !== 'all') continue;
        if (!matchesFilter(obj, { ...view, keywords: keywordsOf(view.abilities) }, e.target.filter, { combat: s.combat, controller: src.controller, sourceId: src.id, chosen: src.chosen })) continue;
        const count = countersAfterReplacement(s, out, obj, e.counter, e.count); // CR 614.1a, 122.6
        obj.counters[e.counter] = (obj.counters[e.counter] ?? 0) + count;
        world = undefined;
        (obj.counterTimestamps ??= {})[e.counter] = nextTimestamp(s); // CR 613.7c
        out.event({ type: 'counter-added', objectId: obj.id, counter: e.counter, count });
      }
    }
  }
}

/** Can the object entering copy `ofId` (a "copy of any creature on the battlefield" choice, CR 707.5)? */
function canCopy(s: GameState, out: Outcome, obj: GameObject, ofId: string, of: TargetSpec | undefined): boolean {
  if (!of || of.kind !== 'chosen') return true;
  const o = s.objects.get(ofId);
  if (!o || o.zone !== 'battlefield' || o.id === obj.id) {
    out.note({ why: msg('rules.zone.copy-not-on-battlefield', { id: ofId }), cr: ['707.5', '614.1c'] });
    return false;
  }
  // A face-down permanent is a 2/2 creature (CR 708.2a): it can be chosen as "a creature", and the copy gets its face-down values (CR 707.2).
  const ch = computeCharacteristics(s, o);
  if (!matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, of.filter, { combat: s.combat, controller: obj.controller, sourceId: obj.id, chosen: obj.chosen })) {
    out.note({ why: ch.name === null ? msg('rules.zone.copy-not-matching-face-down', { filter: of.filter.text || of.filter.types.join(' ') }) : msg('rules.zone.copy-not-matching', { name: ch.name, filter: of.filter.text || of.filter.types.join(' ') }), cr: ['707.5'] });
    return false;
  }
  return true;
}

/**
 * CR 702.138c, 614.1c: "~ enters with six +1/+1 counters on it. It escapes with twelve +1/+1 counters on it instead": a
 * permanent that escaped enters with the later sentence's counters in place of the sentence before it; one that didn't,
 * with the first sentence's only.
 */
function escapedSentences(effects: readonly Effect[], escaped: boolean): readonly Effect[] {
  if (!effects.some((e) => e.kind === 'enters-with' && e.escapesInstead)) return effects;
  return effects.filter((e, i) => {
    const next = effects[i + 1];
    if (e.kind === 'enters-with' && e.escapesInstead) return escaped;
    return !(escaped && next?.kind === 'enters-with' && next.escapesInstead);
  });
}

/**
 * The effects of an "as … enters / as … is turned face up" replacement (614.1c / 614.1e) on the object itself.
 * `x`: the value of X for "enters with X counters" (CR 107.3m) or for an X in the turn-face-up cost (CR 107.3d).
 */
export function applyEntryReplacement(s: GameState, out: Outcome, obj: GameObject, e: Effect, copying: string | undefined, turningUp: boolean, x = 0, choices?: Choices): void {
  if (e.kind === 'conditional' && (e.itEnters || (e.trailing && !e.asLongAs && !e.instead))) {
    // CR 614.1c, 702.33d, 400.7d: "If ~ was kicked, it enters with …": the replacement applies when its condition holds
    // as the permanent enters (one the engine can't tell applies nothing; the model marks it not simulated).
    // CR 614.1d, 614.12: "~ enters tapped unless you control a Forest": checked as it would enter, before it is on the
    // battlefield (the entering land itself is not among what you control).
    // OPEN QUESTION: the CR doesn't say in so many words that the entering permanent is left out of "you control"; the
    // check lands' rulings ("if it enters at the same time as a Plains, it enters tapped") read it so.
    // CR 107.3m: "If X is 5 or more, it enters with …": X is the X of the spell that became it (`x`).
    // CR 614.12: one it can't tell here applies nothing, and answers rest on it (toldConditionOrRest).
    const holds = toldConditionOrRest(s, e.condition, { controller: obj.controller, sourceId: obj.id, it: obj.id, entering: obj.id, x }, obj.card.name);
    if (holds === undefined || holds === !!e.unless) return;
    for (const inner of e.effects) applyEntryReplacement(s, out, obj, inner, copying, turningUp, x, choices);
    return;
  }
  // CR 614.1c: "As ~ enters, choose an opponent. ~ enters with …": the later sentence's own entering effects.
  if (e.kind === 'enters-with') {
    for (const inner of e.effects) applyEntryReplacement(s, out, obj, inner, copying, turningUp, x, choices);
    return;
  }
  if (e.kind === 'tap' && (e.target.kind === 'self' || e.target.kind === 'it') && !turningUp) {
    // CR 614.1d: "This land enters tapped": it is put onto the battlefield tapped.
    obj.tapped = true;
    return;
  }
  if (e.kind === 'gain-keyword' && e.entersWith && !turningUp && (e.target.kind === 'self' || e.target.kind === 'it')) {
    // CR 614.1c: "If ~ was kicked, it enters with two +1/+1 counters on it and with first strike": it enters with the
    // keyword and keeps it while it is this object (400.7), an ability-adding effect in layer 6 (613.1f).
    s.effects.push({ id: newEffectId(s), timestamp: nextTimestamp(s), sourceName: obj.card.name, sourceId: obj.id, controller: obj.controller, effect: { ...e, entersWith: undefined }, affected: [obj.id], duration: 'permanent' });
    return;
  }
  if (e.kind === 'choose-pt' && (e.target.kind === 'self' || e.target.kind === 'it')) {
    // "As this enters or is turned face up, it becomes your choice of 5/1 or 1/5" (CR 614.1c, 614.1e): chosen as it
    // happens (614.12a), a characteristic-setting effect in layer 7b from then on (613.4b).
    // OPEN QUESTION: the text gives it no end; it is kept if the permanent is later turned face down (a 7b effect
    // applies over the face-down 2/2 values of layer 1b), though the rules don't say whether it should end then.
    const set = choosePt(s, out, e, choices, obj.card.name);
    if (set) s.effects.push({ id: newEffectId(s), timestamp: nextTimestamp(s), sourceName: obj.card.name, sourceId: obj.id, controller: obj.controller, effect: set, affected: [obj.id], duration: 'permanent' });
    return;
  }
  if (e.kind === 'add-counters' && (e.target.kind === 'self' || e.target.kind === 'it')) {
    // "where X is the number of other creatures you control": counted as it enters or is turned face up (CR 107.3c).
    // CR 107.3c, 614.1c: "where X is …", "a number of … counters equal to …", "for each other Ooze you control", "for each
    // time it was kicked" (702.33d): counted as it enters (rules/queries/game-quantities.ts); not known, none.
    const amount = e.countIsX && e.whereX ? e.whereX : e.equalTo;
    const qctx = { controller: obj.controller, sourceId: obj.id, it: obj.id, entering: obj.id };
    const counted = amount ? Math.max(0, quantityOf(s, amount, qctx) ?? 0) : undefined;
    // CR 702.44a sunburst ("for each color of mana spent to cast it"), 122.1: counted as it enters; not known, none.
    const per = e.perCount ? quantityOf(s, e.perCount, qctx) ?? 0 : e.per ? quantityOf(s, { kind: 'count', filter: e.per }, qctx) ?? 0 : 1;
    const count = (counted !== undefined ? counted : e.countIsX ? Math.max(0, x) : e.count) * per;
    if (counted !== undefined) out.note({ why: msg('rules.zone.x-counted', { count: String(counted), what: amount?.kind === 'count' ? amount.filter.text : '' }), cr: ['107.3c'] });
    else if (e.countIsX) out.note({ why: msg(turningUp ? 'rules.zone.x-turning-up' : 'rules.zone.x-paid', { count: String(count) }), cr: turningUp ? ['107.3d'] : ['107.3m'] });
    // CR 122.1, 614.1c: "with a +1/+1 counter, a flying counter, and a shield counter on it": every kind listed (`also`).
    for (const [counter, n] of [[e.counter, count] as const, ...(e.also ?? []).map((c) => [c.counter, c.count * per] as const)]) {
      if (n === 0) continue;
      const put = countersAfterReplacement(s, out, obj, counter, n); // CR 614.1a, 122.6
      obj.counters[counter] = (obj.counters[counter] ?? 0) + put;
      (obj.counterTimestamps ??= {})[counter] = nextTimestamp(s); // CR 613.7c
      out.event({ type: 'counter-added', objectId: obj.id, counter, count: put });
    }
  } else if (e.kind === 'turn-face-down' && e.target.kind === 'all') {
    // "As this enters, turn all other … face down" (Ixidron-like, 614.1c): creatures entering at the same time are unaffected.
    for (const o of battlefieldObjects(s)) {
      if (o.id === obj.id) continue;
      const ch = computeCharacteristics(s, o);
      if (matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, e.target.filter, { combat: s.combat, controller: obj.controller, sourceId: obj.id, chosen: obj.chosen })) {
        turnFaceDown(s, out, o.id, e.characteristics);
      }
    }
  } else if (e.kind === 'become-copy' && e.target.kind === 'self') {
    // CR 707.5, 708.11: the object chosen must fit the text ("another creature"); otherwise it stays itself.
    if (copying && !canCopy(s, out, obj, copying, e.of)) out.note({ why: msg('rules.zone.stays-itself', { card: obj.card.name, noun: objectNoun(obj) }), cr: ['707.5', '708.11'] });
    else if (copying) addCopyEffect(s, out, obj, copying, turningUp ? 'as it is turned face up' : 'as it enters', turningUp || !!e.untilTurnedFaceDown, 'permanent', undefined, e);
    else if (!turningUp) {
      // "enters as a copy" handled by opts.copying; no choice made means it copies nothing.
      out.note({ why: msg('rules.zone.no-copy-chosen', { card: obj.card.name }), cr: ['707.5'] });
    } else if (copyCandidates(s, obj, e.of)) {
      // CR 708.11: the player chooses as it turns face up; the scenario didn't say (`… face up copying @x`), so what
      // follows rests on a choice never made.
      out.note({ why: msg('rules.zone.no-copy-chosen-turning-up', { card: obj.card.name, noun: objectNoun(obj) }), cr: ['708.11', '707.5'] });
      (s.unchosenTargets ??= []).push({ sourceName: obj.card.name, text: `become a copy of ${e.of.kind === 'chosen' ? `${e.of.filter.other ? 'another ' : ''}${e.of.filter.text || 'object'}` : 'an object'}`, what: 'choice' });
    } else {
      out.note({ why: msg('rules.zone.nothing-to-copy-turning-up', { card: obj.card.name, noun: objectNoun(obj) }), cr: ['708.11', '707.5'] });
    }
  }
}
