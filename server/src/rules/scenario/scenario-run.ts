// One scenario's game: the engine, and how the scenario's words name its objects (aliases and card names through
// zone changes), what was revealed, what spells were cast for and which cards acted; a step runs through steps/.

import type { Ref, Step } from '../../../../grammar/src/ast';
import type { RelatedInfo } from '../../diagnostics/diagnostic';
import type { Ability, Card } from '../../model/types';
import { descriptorOf } from '../../model/abilities/effect-descriptors';
import { Engine } from '../engine/engine';
import type { ActionResult, GameEvent } from '../state/events';
import type { PlayerId, ZoneName } from '../state/game-state';
import { modalGroup, withChosenModes } from '../queries/choices';
import { restingTextOf, unseenTriggerText, type Acted, type RestingText } from './inconclusive';
import type { StepResult } from './steps/step-kit';
import { performStep } from './steps';

/** Card definitions by name, with the document they come from (for related information). */
export type CardLookup = (name: string) => Card | undefined;

const ZONE_PREFERENCE: ZoneName[] = ['battlefield', 'stack', 'hand', 'graveyard', 'exile', 'library', 'command'];

export class ScenarioRun {
  readonly engine: Engine;
  private readonly aliases = new Map<string, string>();
  private readonly byCardName = new Map<string, string>();
  /** Objects revealed during the scenario (CR 708.9, 701.40g, 708.12); they may have become new objects since. */
  private readonly revealedIds = new Set<string>();

  constructor(private readonly cards: Card[], private readonly uri: string) {
    this.engine = Engine.create(cards);
  }

  private related(names: string[]): RelatedInfo[] {
    const out: RelatedInfo[] = [];
    for (const name of new Set(names)) {
      const card = this.cards.find((c) => c.name === name);
      if (card) out.push({ uri: card.uri, span: card.nameSpan, message: `"${card.name}" is defined here` });
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

  /** Cards whose permanents were turned face up, attacked, blocked or dealt damage: an ability of theirs whose trigger
   * the engine doesn't fire (or whose text it doesn't understand) may have acted unseen, so outcomes rest on it too. */
  private readonly involved = new Set<string>();

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

  /** Whether the card's newest object is face down now: it has no text then (CR 708.2a) but what makes it turn face up. */
  private faceDownNow(name: string): boolean {
    const objects = this.engine.objectsNamed(name);
    return objects.length > 0 && !!objects[objects.length - 1]!.faceDown;
  }

  /** The unmodeled/unsimulated text an expectation about these cards rests on: theirs and that of every card that acted. */
  restingText(names: readonly string[], asActed: readonly string[] = [], of: (card: Card, acted: Acted, faceDown: boolean) => RestingText[] = (c, a, faceDown) => restingTextOf(c, a, { faceDown })): RestingText[] {
    const seen = new Set<string>();
    const out: RestingText[] = [];
    const quoted = new Set([...asActed, ...names, ...this.actedAbilities.keys()]);
    for (const name of new Set([...quoted, ...this.involved])) {
      const card = this.cards.find((c) => c.name === name);
      const had = this.actedAbilities.get(name);
      const acted: Acted = asActed.includes(name) || had === 'all' ? true : (had ?? false);
      // A card that only took part (attacked, blocked, dealt damage, turned face up): its triggers that may have fired unseen.
      const texts = !card ? [] : quoted.has(name) ? of(card, acted, acted === false && this.faceDownNow(name)) : unseenTriggerText(card);
      for (const r of texts) {
        const key = `${r.cardName}\u0000${r.text}`;
        if (!seen.has(key)) out.push(r);
        seen.add(key);
      }
    }
    return out;
  }

  /** The static, keyword and replacement text of a card the engine doesn't carry out (what applies while it is on the battlefield). */
  staticTextOf(name: string): RestingText[] {
    const card = this.cards.find((c) => c.name === name);
    if (!card) return [];
    // Statics that change characteristics (a layer, CR 613) or how permanents enter (614.1c): they reach other objects.
    const reaches = (a: Ability) => (a.kind === 'static' || a.kind === 'replacement') && (a.effects ?? []).some((e) => descriptorOf(e).layers.length > 0);
    const statics = { ...card, faces: card.faces.map((f) => ({ ...f, abilities: f.abilities.filter(reaches) })) };
    return restingTextOf(statics, false, { pt: false }).filter((r) => r.why === 'not simulated');
  }

  /** Remember what the step's events revealed, what spells were cast for, and which cards' abilities acted. */
  noteEvents(events: readonly GameEvent[]): void {
    for (const ev of events) {
      // A spell cast face down has no abilities (CR 708.2a): its text does not act.
      // A spell's own instructions act as it resolves; a permanent spell's triggered and activated abilities act only
      // when they trigger or are activated (CR 608.2c, 603.2, 602.2).
      if (ev.type === 'cast' && !ev.faceDown) this.markSpellActed(ev.cardName, this.engine.object(ev.objectId)?.spell?.modes);
      if (ev.type === 'activated' || ev.type === 'triggered') this.markActed(ev.cardName, ev.abilityIndex);
      if (ev.type === 'revealed') this.revealedIds.add(ev.objectId);
      if (ev.type === 'turned-face-up' || ev.type === 'attacks' || ev.type === 'blocks') this.involved.add(ev.cardName);
      const dealer = ev.type === 'damage' && ev.source ? this.engine.object(ev.source) : undefined;
      if (dealer && !dealer.faceDown) this.involved.add(dealer.card.name);
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

  /** Performs one step on the engine (the step table, steps/). Unknown cards or objects make a failed result with a reason. */
  perform(step: Step): StepResult {
    return performStep(this, step);
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
