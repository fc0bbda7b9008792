// Engine actions that set a game up before a walkthrough: cards into zones, a library, rule modifiers, the turn.

import type { PlayerId, RuleModifierKind, ZoneName, GameState } from '../state/game-state';
import type { PutOptions, SetupResult } from '../game/setup';
import { putCard, setLibrary } from '../game/setup';
import { EngineCore } from './engine-core';
import { acting } from '../state/acting';

export class SetupActions extends EngineCore {
  /** Put a new card (looked up by name) into a zone. */
  put(player: PlayerId, cardName: string, zone: ZoneName, opts: PutOptions = {}): SetupResult {
    // Setup writes the game: an acting section (rules/state/acting.ts), as every action is.
    return acting(this.state, () => putCard(this.state, player, cardName, zone, opts));
  }

  /** Replace a player's library; names are listed top first. Returns the new object ids (top first). */
  setLibrary(player: PlayerId, names: readonly string[]): SetupResult & { ids: string[] } {
    return acting(this.state, () => setLibrary(this.state, player, names));
  }

  /** A rule the model vocabulary can't express yet (see RuleModifierKind). */
  addModifier(kind: RuleModifierKind, controller: PlayerId, source: string): void {
    acting(this.state, () => this.state.modifiers.push({ kind, controller, source }));
  }

  setActivePlayer(p: PlayerId): void {
    acting(this.state, () => (this.state.activePlayer = p));
  }

  setPhase(phase: GameState['phase']): void {
    acting(this.state, () => {
      this.state.phase = phase;
      this.state.step = ({ beginning: 'upkeep', main: 'main1', combat: 'beginning-of-combat', end: 'end' } as const)[phase];
    });
  }
}
