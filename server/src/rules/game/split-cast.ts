// Casting one half of a split card (CR 709.3), aftermath (702.127) and fuse (702.102).
//
// A player chooses which half of a split card they cast before it goes on the stack; only that half is evaluated to see
// whether it can be cast, and on the stack only its characteristics exist (709.3a–b; `SpellInfo.half`, read by
// rules/layers/layer-one.ts). The scenario names the half: `with left` / `with right` (702.102d's words).
// Fuse: cast from its owner's hand, a split card with fuse may be cast with both halves (`with fuse`, 702.102a): the
// fused split spell has both halves' characteristics (702.102b, 709.4), its total cost includes each half's mana cost
// (702.102c), and it follows the left half's instructions, then the right half's (702.102d).
// Aftermath: the half with aftermath may be cast from its owner's graveyard and from no other zone, and cast from a
// graveyard it is exiled instead of going anywhere else as it leaves the stack (702.127a; `SpellInfo.exiledWith`,
// rules/actions/zones.ts). A card of one face with aftermath (a half read alone) is that half.

import type { Card, Face } from '../../model/types';
import type { GameObject, PlayerId, Reason } from '../state/game-state';
import { illegal } from '../state/events';
import { cardLayout } from '../state/objects';
import { msg } from '../../i18n';

/** What is cast of a split card or a card with aftermath: the castWith words it takes, and a refusal or the choice. */
export interface SplitCast {
  /** The castWith words this reading took (`fuse`, `aftermath`, `left`, `right`); the others are keyword costs. */
  readonly words: readonly string[];
  /** CR 709.3: the half cast (0 left, 1 right); absent: the whole card. */
  readonly half?: number;
  /** CR 702.102a: both halves, fused. */
  readonly fused?: boolean;
  /** CR 702.127a: the aftermath half, cast from its owner's graveyard (exiled as it leaves the stack). */
  readonly fromGraveyard?: boolean;
  /** The step can't do this (CR 709.3, 702.102a, 702.127a). */
  readonly refused?: Reason;
  /** CR 709.3: a split card cast with no half named: the left half is cast, and what follows rests on that choice. */
  readonly unnamed?: boolean;
}

const WORDS = ['fuse', 'aftermath', 'left', 'right'];

function faceHas(face: Face | undefined, keyword: string): boolean {
  return (face?.abilities ?? []).some((a) => a.kind === 'keyword' && a.keywords.some((k) => k.keyword.toLowerCase() === keyword));
}

function cardHas(card: Card, keyword: string): boolean {
  return (Array.isArray(card.faces) ? card.faces : []).some((f) => faceHas(f, keyword));
}

/**
 * CR 709.3, 702.102a, 702.127a: which part of `obj` player casts, from the step's castWith words (`with fuse`,
 * `with aftermath`, `with left`, `with right`). A card neither split nor with aftermath is cast whole.
 */
export function splitCast(obj: GameObject, player: PlayerId, castWith: readonly string[]): SplitCast {
  const words = castWith.filter((w) => WORDS.includes(w));
  const faces = Array.isArray(obj.card.faces) ? obj.card.faces : [];
  const split = cardLayout(obj.card) === 'split' && faces.length === 2;
  const refuse = (why: Reason): SplitCast => ({ words, refused: why });
  const name = obj.card.name;
  const ownGraveyard = obj.zone === 'graveyard' && obj.owner === player;
  if (!split) {
    // CR 702.127a: a card of one face with aftermath is its aftermath half.
    if (!cardHas(obj.card, 'aftermath')) return { words: [] };
    if (!ownGraveyard) return refuse(illegal(msg('rules.cast.aftermath-zone', { card: name }), ['702.127a']));
    return { words, fromGraveyard: true };
  }
  if (words.includes('fuse')) {
    // CR 702.102a: both halves, only a split card with fuse, only from its owner's hand.
    if (!cardHas(obj.card, 'fuse')) return refuse(illegal(msg('rules.cast.no-keyword-cost', { card: name, keyword: 'fuse' }), ['702.102a']));
    if (obj.zone !== 'hand' || obj.owner !== player) return refuse(illegal(msg('rules.cast.keyword-zone', { card: name, keyword: 'fuse', zone: obj.zone }), ['702.102a']));
    return { words, fused: true };
  }
  const after = faces.findIndex((f) => faceHas(f, 'aftermath'));
  let half = words.includes('right') ? 1 : words.includes('left') ? 0 : words.includes('aftermath') && after >= 0 ? after : undefined;
  let unnamed = false;
  if (half === undefined) {
    // CR 702.127a: from the graveyard only the aftermath half can be cast, from elsewhere only the other half.
    if (after >= 0) half = ownGraveyard ? after : 1 - after;
    else {
      half = 0;
      unnamed = true;
    }
  }
  if (after >= 0 && half === after && !ownGraveyard) return refuse(illegal(msg('rules.cast.aftermath-zone', { card: String(faces[half]?.name ?? name) }), ['702.127a', '709.3a']));
  return { words, half, ...(after >= 0 && half === after ? { fromGraveyard: true } : {}), ...(unnamed ? { unnamed } : {}) };
}
