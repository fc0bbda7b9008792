// Setting up a game for a scenario: putting cards into zones (face down with an origin, tapped, with counters …)
// and building a library. Setup fires no triggers.

import { msg } from '../../i18n';
import type { Card, Effect, FaceDownProfile } from '../../model/types';
import type { ActionResult } from '../state/events';
import { Outcome, illegal } from '../state/events';
import { profileForOrigin } from '../state/face-down';
import type { FaceDownOrigin, GameState, PlayerId, Reason, ZoneName } from '../state/game-state';
import { derivedOf } from '../state/card-reads';
import { findKeyword, intrinsicEntryCounters, isDoubleFaced, ownCard, printedValues } from '../state/objects';
import { applyEntryReplacement, chooseAsItEnters, freshObject, placeObject } from '../actions/zones';
import type { Choices } from '../queries/choices';
import { orderKnown } from '../state/library';

/** The choices the card's "As this enters, choose … / it becomes your choice of …" abilities make (CR 614.1c, 614.12a). */
function entryChoices(card: Card): Extract<Effect, { kind: 'choose' | 'choose-pt' }>[] {
  const out: Extract<Effect, { kind: 'choose' | 'choose-pt' }>[] = [];
  for (const a of card.faces?.[0]?.abilities ?? []) {
    if ((a.kind !== 'replacement' && a.kind !== 'static') || !['enters', 'enters-or-turned-face-up'].includes(a.replacementEvent ?? '')) continue;
    for (const e of a.effects ?? []) if (e.kind === 'choose' || e.kind === 'choose-pt') out.push(e);
  }
  return out;
}

export interface PutOptions {
  /** Put it face down with this origin (battlefield or stack). */
  faceDown?: FaceDownOrigin;
  /** Face-down characteristics other than the origin's default (CR 708.2a). */
  profile?: FaceDownProfile;
  tapped?: boolean;
  controller?: PlayerId;
  counters?: Record<string, number>;
  damage?: number;
  attachedTo?: string;
  commander?: boolean;
  /** Library: 'top' puts it on top; default bottom (so listing cards top-first builds the library in order). */
  position?: 'top' | 'bottom';
  exiledFaceDown?: boolean;
  /** Illusionary-Mask-like replacement for origin 'cast-face-down-effect'. */
  turnUpOnDamageOrTap?: boolean;
  /** Controlled since the controller's turn began (CR 302.6); default true on the battlefield at setup. */
  sinceTurnStart?: boolean;
  /** The choices its "As this enters, choose …" abilities made as it entered (CR 614.12a, 607.2d). */
  choices?: Choices;
}

export type SetupResult = ActionResult & { id: string | null };

/** Put a new card (looked up by name) into a zone. */
export function putCard(s: GameState, player: PlayerId, cardName: string, zone: ZoneName, opts: PutOptions = {}): SetupResult {
  const out = new Outcome();
  const card = s.cards.get(cardName);
  if (!card) {
    out.fail({ code: 'unresolved-card-name', why: msg('rules.no-card-named', { name: cardName }), cr: [] });
    return { ...out.result(), id: null };
  }
  const own = ownCard({ card, components: [] });
  if (zone === 'battlefield' && !opts.faceDown && own.isInstantOrSorceryCard) {
    out.fail(illegal(msg('rules.game.instant-face-up-on-battlefield', { card: card.name }), ['400.4a', '110.4']));
    return { ...out.result(), id: null };
  }
  if (opts.faceDown && (opts.faceDown === 'morph' || opts.faceDown === 'megamorph' || opts.faceDown === 'disguise')) {
    const kw = opts.faceDown === 'disguise' ? 'Disguise' : opts.faceDown === 'megamorph' ? 'Megamorph' : 'Morph';
    // Whether it has the keyword (a card whose reads a run records records only that, state/card-reads.ts).
    const has = derivedOf(card, `has:${kw}`, (c) => {
      const abil = printedValues(c, false, []).abilities;
      return { has: !!findKeyword(abil, kw) || (kw === 'Morph' && !!findKeyword(abil, 'Megamorph')) };
    }).has;
    if (!has) {
      out.note({ why: msg('rules.game.set-up-without-keyword', { card: card.name, keyword: kw }), cr: ['702.37d'] });
    }
  }
  // A permanent the scenario sets up was there before the scenario began: when it came under control is not seen.
  const obj = freshObject(s, { cardId: `c${++s.counters.card}`, card, owner: player }, zone, false);
  if (zone === 'library') s.libraryTracked[player] = true;
  if (zone === 'battlefield' || zone === 'stack') {
    obj.controller = opts.controller ?? player;
    if (opts.faceDown) {
      obj.faceDown = { origin: opts.faceDown, profile: profileForOrigin(opts.faceDown, opts.profile), order: ++s.counters.faceDown, turnUpOnDamageOrTap: opts.turnUpOnDamageOrTap };
    }
  }
  if (zone === 'battlefield') {
    obj.tapped = !!opts.tapped;
    obj.counters = { ...(opts.faceDown ? {} : intrinsicEntryCounters(obj)), ...(opts.counters ?? {}) }; // CR 306.5b, 310.4b
    obj.damage = opts.damage ?? 0;
    obj.attachedTo = opts.attachedTo ?? null;
    obj.sinceTurnStart = opts.sinceTurnStart ?? true;
    if (isDoubleFaced(card) && opts.faceDown) out.note({ why: msg('rules.game.double-faced-face-down'), cr: ['712.15a'] });
    // CR 614.12a, 607.2d: a face-up permanent already on the battlefield made its "as this enters" choices when it entered.
    if (!opts.faceDown) {
      for (const e of entryChoices(card)) {
        if (e.kind === 'choose') chooseAsItEnters(s, out, obj, e.what, opts.choices, e.except);
        else applyEntryReplacement(s, out, obj, e, undefined, false, 0, opts.choices);
      }
    }
  }
  if (zone === 'stack') {
    obj.spell = { caster: obj.controller, faceDown: !!opts.faceDown, method: undefined, targets: [], cost: '', payWard: false };
  }
  if (zone === 'exile') obj.exiledFaceDown = !!opts.exiledFaceDown;
  if (opts.commander) s.commanders.add(obj.cardId);
  placeObject(s, obj, opts.position ?? 'bottom');
  return { ...out.result(), id: obj.id };
}

/** Replace a player's library; names are listed top first. Returns the new object ids (top first). */
export function setLibrary(s: GameState, player: PlayerId, names: readonly string[]): SetupResult & { ids: string[] } {
  for (const id of s.zones[player].library) s.objects.delete(id);
  s.zones[player].library = [];
  orderKnown(s, player);
  const ids: string[] = [];
  const reasons: Reason[] = [];
  for (const n of names) {
    const r = putCard(s, player, n, 'library');
    if (r.id) ids.push(r.id);
    reasons.push(...r.reasons);
  }
  return { ok: reasons.length === 0, reasons, events: [], id: ids[0] ?? null, ids };
}
