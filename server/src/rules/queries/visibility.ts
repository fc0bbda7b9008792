// Hidden information (CR 708.5, 406.3, 400.2): who may look at an object, and what each player sees of it.

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { PLAYERS } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { profileLabel } from '../state/face-down';
import { rulesControlled } from './rule-sentences';

export interface ObjectView {
  /** The player sees nothing of it but a card back (hidden zone or exiled face down): not a 2/2 creature. */
  hidden: boolean;
  faceDown: boolean;
  /** The card's name, when this player may know it. */
  identity: string | null;
  /** What the player sees, in words. */
  shows: string;
}

export interface Visibility {
  /** Players who may look at the object's real card (CR 708.5). */
  mayLook: PlayerId[];
  revealed: boolean;
  views: Record<PlayerId, ObjectView>;
  cr: string[];
}

export function whoMayLook(s: GameState, o: GameObject): { players: PlayerId[]; cr: string[] } {
  const add = (base: PlayerId[]) => PLAYERS.filter((p) => !s.leftGame.includes(p) && (base.includes(p) || o.lookers.includes(p) || o.revealed));
  switch (o.zone) {
    case 'library':
      // CR 401.5: "Play with the top card of your library revealed" of a permanent the library's owner controls: its
      // top card is revealed to every player (rules/queries/rule-sentences.ts).
      if (s.zones[o.owner]?.library[0] === o.id && rulesControlled(s, o.owner, 'top-card-revealed') > 0) return { players: PLAYERS.filter((p) => !s.leftGame.includes(p)), cr: ['401.5'] };
      return { players: add([]), cr: ['401.2'] };
    case 'hand':
      // CR 402.3, 701.20a: "Play with your hand revealed" of a permanent the hand's owner controls, "Your opponents play with
      // their hands revealed" of an opponent's, "Players play with their hands revealed" of anyone's: shown to every player.
      if (handRevealed(s, o.owner)) return { players: PLAYERS.filter((p) => !s.leftGame.includes(p)), cr: ['402.3', '701.20a'] };
      return { players: add([o.owner]), cr: ['402.3'] };
    case 'exile':
      if (o.exiledFaceDown) return { players: add([]), cr: ['406.3'] };
      return { players: [...PLAYERS], cr: ['406.3'] };
    case 'battlefield':
    case 'stack':
      // CR 708.5: the controller may look at face-down spells and permanents they control, even phased out.
      if (o.faceDown) return { players: add([o.controller]), cr: ['708.5'] };
      return { players: [...PLAYERS], cr: ['400.2'] };
    default:
      return { players: [...PLAYERS], cr: ['400.2'] };
  }
}

/** Whether a permanent's rule reveals `owner`'s hand now (CR 402.3, 701.20a). */
function handRevealed(s: GameState, owner: PlayerId): boolean {
  if (rulesControlled(s, owner, 'hand-revealed') > 0) return true;
  return PLAYERS.some((p) => !s.leftGame.includes(p) && (rulesControlled(s, p, 'players-hands-revealed') > 0 || (p !== owner && rulesControlled(s, p, 'opponents-hands-revealed') > 0)));
}

export function visibility(s: GameState, o: GameObject): Visibility {
  const { players, cr } = whoMayLook(s, o);
  const views = {} as Record<PlayerId, ObjectView>;
  for (const p of PLAYERS) {
    const may = players.includes(p);
    const hiddenZone = o.zone === 'library' || o.zone === 'hand' || (o.zone === 'exile' && o.exiledFaceDown);
    if (hiddenZone) {
      views[p] = {
        hidden: !may,
        faceDown: o.exiledFaceDown,
        identity: may ? o.card.name : null,
        shows: may ? o.card.name : `a hidden card (${o.zone === 'exile' ? 'exiled face down' : `in ${o.owner}'s ${o.zone}`})`,
      };
    } else if (o.faceDown) {
      const ch = computeCharacteristics(s, o);
      const pt = ch.power !== null ? `${ch.power}/${ch.toughness}` : '';
      views[p] = {
        hidden: false,
        faceDown: true,
        identity: may ? o.card.name : null,
        shows: `a face-down ${pt} ${o.zone === 'stack' ? 'spell' : 'permanent'} (${profileLabel(o.faceDown.profile)})${may ? ` — ${o.card.name}` : ''}`,
      };
    } else {
      const ch = computeCharacteristics(s, o);
      views[p] = { hidden: false, faceDown: false, identity: ch.name ?? o.card.name, shows: ch.name ?? 'a nameless object' };
    }
  }
  return { mayLook: players, revealed: o.revealed, views, cr };
}
