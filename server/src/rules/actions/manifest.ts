// Keyword actions that put cards onto the battlefield face down from a library: manifest (CR 701.40),
// cloak (701.58) and manifest dread (701.62).

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import { profileForOrigin } from '../state/face-down';
import { isDoubleFaced } from '../state/objects';
import { moveObject } from './zones';
import { libraryCards } from '../state/library';
import { msg } from '../../i18n';

export type ManifestHow = 'manifest' | 'manifest-dread' | 'cloak';

/** Manifest or cloak one card (by default the top card of the player's library). */
export function manifestCard(s: GameState, out: Outcome, player: PlayerId, how: ManifestHow, cardObjectId?: string): GameObject | null {
  const id = cardObjectId ?? libraryCards(s, player, 1)[0];
  const cr = how === 'cloak' ? ['701.58a'] : how === 'manifest-dread' ? ['701.62a', '701.40a'] : ['701.40a'];
  if (!id) {
    out.note({ why: msg('rules.act.manifest-empty-library', { player, how }), cr });
    return null;
  }
  const card = s.objects.get(id);
  if (card && isDoubleFaced(card.card)) {
    out.note({ why: msg('rules.act.manifest-double-faced', { card: card.card.name }), cr: ['712.15', '712.15a'] });
  }
  const origin = how;
  const obj = moveObject(s, out, id, 'battlefield', {
    faceDown: { origin, profile: profileForOrigin(origin), order: 0 },
    controller: player,
  });
  if (obj) out.event({ type: 'manifested', objectId: obj.id, cardName: obj.card.name, how });
  else out.note({ why: msg('rules.act.manifest-not-put'), cr: how === 'cloak' ? ['701.58f'] : ['701.40f'] });
  return obj;
}

/** CR 701.40e / 701.58e: several cards one at a time. */
export function manifestTop(s: GameState, out: Outcome, player: PlayerId, how: 'manifest' | 'cloak', count: number): GameObject[] {
  const made: GameObject[] = [];
  const n = Math.max(0, Math.min(Math.floor(count), 200));
  for (let i = 0; i < n; i++) {
    if (s.zones[player].library.length === 0) {
      if (i === 0) manifestCard(s, out, player, how);
      break;
    }
    const o = manifestCard(s, out, player, how);
    if (o) made.push(o);
    else break; // the card stays on top; stop rather than loop (bounded)
  }
  return made;
}

/** CR 701.62a–b: look at the top two, manifest one, the rest go to the graveyard; the trigger fires regardless. */
export function manifestDread(s: GameState, out: Outcome, player: PlayerId, chooseId?: string): GameObject | null {
  const top = libraryCards(s, player, 2);
  if (chooseId && !top.includes(chooseId)) {
    // CR 701.62a: the manifested card is one of the top two cards looked at; any other choice is illegal.
    const name = s.objects.get(chooseId)?.card.name ?? chooseId;
    out.fail({ code: 'illegal-action', why: msg('rules.act.dread-not-top-two', { card: name, player }), cr: ['701.62a'] });
    return null;
  }
  let made: GameObject | null = null;
  if (top.length === 0) {
    out.note({ why: msg('rules.act.dread-empty-library', { player }), cr: ['701.62b'] });
  } else {
    const chosen = chooseId ?? top[0]!;
    made = manifestCard(s, out, player, 'manifest-dread', chosen);
    for (const other of top) if (other !== chosen && s.objects.get(other)?.zone === 'library') moveObject(s, out, other, 'graveyard');
  }
  out.event({ type: 'manifested-dread', player }); // CR 701.62b: "whenever you manifest dread" triggers regardless
  return made;
}
