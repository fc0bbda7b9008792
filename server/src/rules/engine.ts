// The rules engine facade: create a game from model Cards, set it up, take actions (each returns ok/reasons/events)
// and query characteristics, turn-face-up legality, visibility and a snapshot. Deterministic; never throws.

import type { Card, FaceDownProfile, SpellAbility, ActivatedAbility, TargetSpec } from '../model/types';
import type { ActionResult } from './events';
import { Outcome, illegal } from './events';
import type {
  FaceDownOrigin,
  GameObject,
  GameState,
  PlayerId,
  Reason,
  RuleModifierKind,
  StackAbility,
  TriggerRecord,
  ZoneName,
} from './game-state';
import { battlefieldObjects, createState, newStackId, otherPlayer, PLAYERS } from './game-state';
import type { Characteristics } from './layers';
import { computeCharacteristics, copiableValues } from './layers';
import { profileForOrigin, ORIGIN_LABEL } from './face-down';
import { findKeyword, hasType, isDoubleFaced, isPermanentType, keywordsOf, ownCard, printedValues } from './objects';
import { adjustGeneric, costText, parseManaCost, substituteX, hasVariable } from './mana';
import { freshObject, moveObject, placeObject } from './zones';
import { applyEffects, addCounters, isLegalTarget, revealPermanent, targetSpecs } from './effects';
import { manifestDread, manifestTop } from './manifest';
import { turnFaceDown } from './turn-face-down';
import type { TurnUpAnswer, TurnUpChoice } from './turn-face-up';
import { canTurnFaceUp, performTurnFaceUp, turnFaceUpBySpecialAction, turnFaceUpByEffect } from './turn-face-up';
import { checkStateBasedActions } from './sba';
import { flushTriggers } from './triggers';
import type { Visibility } from './visibility';
import { visibility } from './visibility';
import { snapshot } from './snapshot';
import { checkAnnouncedTargets } from './targets';
import { spellCost } from './casting-cost';
import { costParts, costProblems, payCost } from './costs';

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
}

export type SetupResult = ActionResult & { id: string | null };

export interface CastOptions {
  /** Cast face down with this keyword (CR 702.37c, 702.168b). */
  faceDown?: 'morph' | 'megamorph' | 'disguise';
  /** Cast face down through an effect (Illusionary-Mask-like, CR 708.4) without paying its mana cost. */
  faceDownByEffect?: { turnUpOnDamageOrTap?: boolean; source?: string };
  targets?: string[];
  /** "Enters as a copy" choice. */
  copying?: string;
  withoutPayingManaCost?: boolean;
  /** Pay ward costs this spell triggers (default: don't pay). */
  payWard?: boolean;
  x?: number;
}

export interface ResolveOptions {
  /** Targets for a triggered ability that didn't get any when it triggered. */
  targets?: string[];
  dreadChoice?: string;
  /** For "reveal … you may turn it face up": the choice (default yes). */
  mayTurnFaceUp?: boolean;
}

export interface ApplyOptions {
  targets?: string[];
  /** Index into the card's abilities (0-based) to apply; default: all spell abilities, else all ability effects. */
  abilityIndex?: number;
  dreadChoice?: string;
  mayTurnFaceUp?: boolean;
}

export interface CharacteristicsView extends Characteristics {
  id: string;
  zone: ZoneName;
}

const NO_SPAN = { start: 0, end: 0 };

export class Engine {
  readonly state: GameState;

  constructor(cards: readonly Card[]) {
    this.state = createState(cards ?? []);
  }

  static create(cards: readonly Card[]): Engine {
    return new Engine(cards);
  }

  // ───────────────────────── helpers ─────────────────────────

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

  /** State-based actions, then put triggered abilities on the stack (CR 117.5). */
  private settle(out: Outcome): void {
    for (let i = 0; i < 10; i++) {
      checkStateBasedActions(this.state, out);
      if (this.state.pendingTriggers.length === 0) break;
      flushTriggers(this.state);
    }
  }

  private need(out: Outcome, id: string, zone?: ZoneName): GameObject | null {
    const o = this.state.objects.get(id);
    if (!o) {
      const gone = this.state.formerIds.get(id);
      out.fail(illegal(gone === '' ? `Object ${id} no longer exists` : `Object ${id} no longer exists (it became ${gone ?? 'nothing'} after a zone change)`, ['400.7']));
      return null;
    }
    if (zone && o.zone !== zone) {
      out.fail(illegal(`${o.card.name} is in the ${o.zone}, not on the ${zone}`, ['400.1']));
      return null;
    }
    return o;
  }

  // ───────────────────────── setup ─────────────────────────

  /** Put a new card (looked up by name) into a zone. */
  put(player: PlayerId, cardName: string, zone: ZoneName, opts: PutOptions = {}): SetupResult {
    const out = new Outcome();
    const card = this.state.cards.get(cardName);
    if (!card) {
      out.fail({ code: 'unresolved-card-name', message: `No card named "${cardName}"`, cr: [] });
      return { ...out.result(), id: null };
    }
    const s = this.state;
    const own = ownCard({ card, components: [] });
    if (zone === 'battlefield' && !opts.faceDown && own.isInstantOrSorceryCard) {
      out.fail(illegal(`${card.name} is an instant or sorcery card: it can't be on the battlefield face up`, ['400.4a', '110.4']));
      return { ...out.result(), id: null };
    }
    if (opts.faceDown && (opts.faceDown === 'morph' || opts.faceDown === 'megamorph' || opts.faceDown === 'disguise')) {
      const kw = opts.faceDown === 'disguise' ? 'Disguise' : opts.faceDown === 'megamorph' ? 'Megamorph' : 'Morph';
      const abil = printedValues(card, false, []).abilities;
      if (!findKeyword(abil, kw) && !(kw === 'Morph' && findKeyword(abil, 'Megamorph'))) {
        out.note({ message: `${card.name} has no ${kw} ability; it is set up as if it had been cast face down with it`, cr: ['702.37d'] });
      }
    }
    const obj = freshObject(s, { cardId: `c${++s.counters.card}`, card, owner: player }, zone);
    if (zone === 'battlefield' || zone === 'stack') {
      obj.controller = opts.controller ?? player;
      if (opts.faceDown) {
        obj.faceDown = { origin: opts.faceDown, profile: profileForOrigin(opts.faceDown, opts.profile), order: ++s.counters.faceDown, turnUpOnDamageOrTap: opts.turnUpOnDamageOrTap };
      }
    }
    if (zone === 'battlefield') {
      obj.tapped = !!opts.tapped;
      obj.counters = { ...(opts.counters ?? {}) };
      obj.damage = opts.damage ?? 0;
      obj.attachedTo = opts.attachedTo ?? null;
      obj.sinceTurnStart = opts.sinceTurnStart ?? true;
      if (isDoubleFaced(card) && opts.faceDown) out.note({ message: 'A double-faced card put onto the battlefield face down can\'t transform while face down', cr: ['712.15a'] });
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
  setLibrary(player: PlayerId, names: readonly string[]): SetupResult & { ids: string[] } {
    const s = this.state;
    for (const id of s.zones[player].library) s.objects.delete(id);
    s.zones[player].library = [];
    const ids: string[] = [];
    const reasons: Reason[] = [];
    for (const n of names) {
      const r = this.put(player, n, 'library');
      if (r.id) ids.push(r.id);
      reasons.push(...r.reasons);
    }
    return { ok: reasons.length === 0, reasons, events: [], id: ids[0] ?? null, ids };
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
  }

  // ───────────────────────── casting and the stack ─────────────────────────

  private hasSorceryTiming(player: PlayerId): boolean {
    const s = this.state;
    return s.activePlayer === player && s.phase === 'main' && s.stack.length === 0; // CR 307.1
  }

  cast(player: PlayerId, id: string, opts: CastOptions = {}): ActionResult {
    return this.run((out) => {
      const s = this.state;
      const obj = this.need(out, id);
      if (!obj) return;
      const notes: Reason[] = [];
      const printed = printedValues(obj.card, false, notes);
      const faceDown = !!opts.faceDown || !!opts.faceDownByEffect;
      // Where from (CR 601.2a; 601.3e for casting permission from the library).
      const fromHand = obj.zone === 'hand' && obj.owner === player;
      const fromLibraryTop =
        obj.zone === 'library' &&
        obj.owner === player &&
        s.zones[player].library[0] === obj.id &&
        s.modifiers.some((m) => m.kind === 'cast-creature-spells-from-library-top' && m.controller === player);
      const fromCommand = obj.zone === 'command' && obj.owner === player && s.commanders.has(obj.cardId);
      if (!fromHand && !fromLibraryTop && !fromCommand) {
        out.fail(illegal(`${player} can't cast ${obj.card.name} from the ${obj.zone}`, ['601.2a', '601.3']));
        return;
      }
      if (hasType(printed.cardTypes, 'land') && !faceDown) {
        out.fail(illegal(`${obj.card.name} is a land: lands are played, not cast`, ['305.9', '601.3']));
        return;
      }
      let method: 'morph' | 'megamorph' | 'disguise' | 'effect' | undefined;
      if (opts.faceDown) {
        // CR 702.37d: casting face down needs the permission of morph/megamorph/disguise on the card.
        const kw = opts.faceDown === 'disguise' ? 'Disguise' : opts.faceDown === 'megamorph' ? 'Megamorph' : null;
        const has = kw ? findKeyword(printed.abilities, kw) : findKeyword(printed.abilities, 'Morph') ?? findKeyword(printed.abilities, 'Megamorph');
        if (!has) {
          out.fail(illegal(`${obj.card.name} has no ${opts.faceDown} ability, so it can't be cast face down`, ['702.37d', '702.168c']));
          return;
        }
        method = opts.faceDown === 'morph' && has.keyword.toLowerCase() === 'megamorph' ? 'megamorph' : opts.faceDown;
        if (opts.withoutPayingManaCost) {
          out.fail(illegal('Casting face down for {3} is an alternative cost; it can\'t be combined with casting without paying its mana cost', ['118.9a', '702.37a']));
          return;
        }
      } else if (opts.faceDownByEffect) method = 'effect';
      // What the spell is as it is cast (708.4: face-down characteristics for every check).
      const spellTypes = faceDown ? ['Creature'] : printed.cardTypes;
      const isCreatureSpell = hasType(spellTypes, 'creature');
      if (fromLibraryTop && !isCreatureSpell) {
        out.fail(illegal(`Only creature spells may be cast from the top of the library; ${obj.card.name} cast face up is not a creature spell`, ['601.3e']));
        return;
      }
      if (!opts.faceDownByEffect) {
        const instant = !faceDown && hasType(spellTypes, 'instant');
        const flash = !faceDown && !!findKeyword(printed.abilities, 'Flash');
        const grantedFlash = isCreatureSpell && s.modifiers.some((m) => m.kind === 'creature-spells-have-flash' && m.controller === player);
        if (!instant && !flash && !grantedFlash && !this.hasSorceryTiming(player)) {
          out.fail(
            illegal(
              faceDown
                ? 'A face-down spell is a creature spell with no abilities (no flash): it can be cast only when a sorcery could be'
                : `${obj.card.name} can be cast only when a sorcery could be (your main phase, empty stack)`,
              faceDown ? ['708.4', '702.37c', '307.1'] : ['307.1', '702.8a'],
            ),
          );
          return;
        }
      }
      // Cost (CR 601.2f, 118.9): {3} alternative cost for face-down, changed by cost effects (118.9d).
      const cost = spellCost(s, out, {
        player,
        obj,
        faceDown,
        free: !!opts.faceDownByEffect || !!opts.withoutPayingManaCost,
        printedCost: printed.manaCost,
        view: faceDown
          ? { cardTypes: ['Creature'], subtypes: [], supertypes: [], colors: [], keywords: [] }
          : { cardTypes: printed.cardTypes, subtypes: printed.subtypes, supertypes: printed.supertypes, colors: printed.colors, keywords: keywordsOf(printed.abilities) },
        x: opts.x,
      });
      // CR 601.2c: targets are chosen as the spell is announced; a face-down spell has no abilities, so no targets (708.4).
      if (!faceDown) {
        const spellEffects = printed.abilities.flatMap((r) => (r.ability.kind === 'spell' ? r.ability.effects ?? [] : []));
        if (!checkAnnouncedTargets(s, out, spellEffects, opts.targets ?? [], { controller: player, sourceId: obj.id, what: 'spell' })) return;
      }
      const fd = faceDown
        ? {
            origin: (method === 'effect' ? 'cast-face-down-effect' : method) as FaceDownOrigin,
            profile: profileForOrigin(method === 'effect' ? 'cast-face-down-effect' : (method as FaceDownOrigin)),
            order: 0,
            turnUpOnDamageOrTap: opts.faceDownByEffect?.turnUpOnDamageOrTap,
          }
        : null;
      const from = obj.zone;
      // CR 708.4: turned face down before it goes on the stack.
      const spell = moveObject(s, out, obj.id, 'stack', { faceDown: fd, controller: player });
      if (!spell) return;
      spell.controller = player;
      spell.spell = { caster: player, faceDown, method, targets: [...(opts.targets ?? [])], copying: opts.copying, cost, payWard: !!opts.payWard };
      // CR 107.3a: X is chosen as it is cast; a face-down spell's {3} has no X.
      if (!faceDown && typeof opts.x === 'number' && Number.isFinite(opts.x)) spell.spell.x = Math.max(0, Math.min(1_000_000, Math.floor(opts.x)));
      if (faceDown) s.faceDownSpellsCastThisTurn[player]++;
      out.event({ type: 'cast', objectId: spell.id, cardName: obj.card.name, player, faceDown, method, cost, from });
      for (const t of opts.targets ?? []) {
        if (!s.objects.has(t)) out.fail(illegal(`Target ${t} doesn't exist`, ['601.2c']));
      }
      if (!out.ok) return;
      this.wardTriggers(out, spell.id, player, opts.targets ?? []);
    });
  }

  /** CR 702.21a: ward triggers when a permanent with ward becomes the target of an opponent's spell or ability. */
  private wardTriggers(out: Outcome, stackObjectId: string, controller: PlayerId, targets: readonly string[]): void {
    const s = this.state;
    for (const t of targets) {
      const o = s.objects.get(t);
      if (!o || o.zone !== 'battlefield' || o.controller === controller) continue;
      const ch = computeCharacteristics(s, o);
      const ward = findKeyword(ch.abilities, 'Ward');
      if (!ward) continue;
      const entry: StackAbility = {
        kind: 'ability',
        id: newStackId(s),
        sourceId: o.id,
        sourceName: ch.name ?? 'face-down permanent',
        abilityIndex: -1,
        controller: o.controller,
        effects: [],
        targets: [],
        triggered: true,
        wardAgainst: stackObjectId,
        wardCost: costText(ward.cost) || ward.parameter || '',
        description: `Ward ${costText(ward.cost)}: counter ${stackObjectId} unless its controller pays`,
      };
      s.pendingTriggers.push(entry);
      s.triggerLog.push({ sourceId: o.id, cardId: o.cardId, cardName: o.card.name, abilityIndex: -1, event: 'ward', stackId: entry.id });
      out.event({ type: 'triggered', sourceId: o.id, cardName: o.card.name, abilityIndex: -1, stackId: entry.id, trigger: 'ward' });
      out.note({ message: `Ward ${costText(ward.cost)} triggers${o.faceDown ? ' (the face-down permanent has ward from its face-down characteristics)' : ''}`, cr: ['702.21a', o.faceDown ? '702.168a' : '702.21b'] });
    }
  }

  /** Resolve the top object of the stack (CR 608). */
  resolveTop(opts: ResolveOptions = {}): ActionResult {
    return this.run((out) => {
      const s = this.state;
      const top = s.stack[s.stack.length - 1];
      if (!top) {
        out.fail(illegal('The stack is empty', ['608.1']));
        return;
      }
      if (top.kind === 'ability') {
        s.stack.pop();
        this.resolveAbility(out, top, opts);
        out.event({ type: 'resolved', id: top.id, description: top.description });
        return;
      }
      const spell = s.objects.get(top.id)!;
      const info = spell.spell ?? { caster: spell.controller, faceDown: false, targets: [], cost: '', payWard: false };
      const chars = computeCharacteristics(s, spell);
      const abilities = chars.abilities.filter((r) => r.ability.kind === 'spell').map((r) => r.ability as SpellAbility);
      const specs = targetSpecs(abilities.flatMap((a) => a.effects ?? []));
      const isAura = !spell.faceDown && chars.subtypes.some((t) => t.toLowerCase() === 'aura');
      // CR 608.2b: a spell whose targets are all illegal doesn't resolve.
      if (info.targets.length > 0 && (specs.length > 0 || isAura)) {
        const legal = info.targets.filter((t, i) => {
          const spec: TargetSpec = specs[Math.min(i, specs.length - 1)] ?? { kind: 'target', filter: { types: ['permanent'], text: 'permanent' }, count: 1 };
          return isLegalTarget(s, t, spec, { controller: info.caster, sourceId: spell.id });
        });
        if (legal.length === 0) {
          out.note({ message: `All of ${chars.name ?? 'the spell'}'s targets are illegal: it doesn't resolve`, cr: ['608.2b'] });
          moveObject(s, out, spell.id, 'graveyard');
          out.event({ type: 'countered', id: spell.id, description: 'countered on resolution (no legal targets)' });
          return;
        }
      }
      if (isPermanentType(chars.cardTypes)) {
        if (spell.spellCopy) {
          // CR 608.3f / 707.10: a copy of a permanent spell becomes a token.
          s.stack = s.stack.filter((e) => !(e.kind === 'spell' && e.id === spell.id));
          s.objects.delete(spell.id);
          const tok = freshObject(s, { cardId: `t${++s.counters.token}`, card: spell.card, owner: info.caster, token: true, baseValues: spell.baseValues }, 'battlefield');
          tok.controller = info.caster;
          placeObject(s, tok);
          out.event({ type: 'zone-changed', objectId: spell.id, newId: tok.id, cardName: spell.card.name, from: 'stack', to: 'battlefield' });
          out.event({ type: 'entered', objectId: tok.id, cardName: spell.card.name, faceDown: false, controller: tok.controller });
          out.event({ type: 'resolved', id: spell.id, description: 'copy of a spell resolves as a token' });
          return;
        }
        const perm = moveObject(s, out, spell.id, 'battlefield', { controller: info.caster, wasCast: true, copying: info.copying, x: info.x });
        if (perm && isAura && info.targets[0]) {
          perm.attachedTo = info.targets[0];
          out.event({ type: 'attached', objectId: perm.id, to: info.targets[0] });
        }
        out.event({ type: 'resolved', id: spell.id, description: `${chars.name ?? 'face-down spell'} resolves${perm?.faceDown ? ' into a face-down permanent (702.37c)' : ''}` });
        return;
      }
      for (const a of abilities) {
        applyEffects(s, out, a.effects ?? [], {
          controller: info.caster,
          sourceId: spell.id,
          sourceName: chars.name ?? spell.card.name,
          targets: info.targets,
          dreadChoice: opts.dreadChoice,
          mayTurnFaceUp: opts.mayTurnFaceUp,
        });
      }
      if (s.objects.get(spell.id)?.zone === 'stack') moveObject(s, out, spell.id, 'graveyard');
      out.event({ type: 'resolved', id: spell.id, description: `${chars.name ?? spell.card.name} resolves` });
    });
  }

  private resolveAbility(out: Outcome, a: StackAbility, opts: ResolveOptions): void {
    const s = this.state;
    if (a.wardAgainst) {
      const victim = s.objects.get(a.wardAgainst);
      const victimAbility = s.stack.find((e) => e.kind === 'ability' && e.id === a.wardAgainst);
      if (victim && victim.zone === 'stack') {
        if (victim.spell?.payWard) out.note({ message: `The ward cost ${a.wardCost} is paid`, cr: ['702.21a'] });
        else {
          out.note({ message: `The ward cost ${a.wardCost} isn't paid: the spell is countered`, cr: ['702.21a'] });
          moveObject(s, out, victim.id, 'graveyard');
          out.event({ type: 'countered', id: victim.id, description: 'countered by ward' });
        }
      } else if (victimAbility) {
        s.stack = s.stack.filter((e) => e !== victimAbility);
        out.event({ type: 'countered', id: victimAbility.id, description: 'countered by ward' });
      }
      return;
    }
    const targets = a.targets.length > 0 ? a.targets : opts.targets ?? [];
    const specs = targetSpecs(a.effects);
    if (targets.length > 0 && specs.length > 0) {
      const legal = targets.filter((t, i) => isLegalTarget(s, t, specs[Math.min(i, specs.length - 1)]!, { controller: a.controller, sourceId: a.sourceId }));
      if (legal.length === 0) {
        out.note({ message: `All targets of ${a.sourceName}'s ability are illegal: it doesn't resolve`, cr: ['608.2b'] });
        return;
      }
    }
    applyEffects(s, out, a.effects, {
      controller: a.controller,
      sourceId: a.sourceId,
      sourceName: a.sourceName,
      targets,
      triggerObject: a.triggerObject,
      movedSourceId: a.movedSourceId,
      dreadChoice: opts.dreadChoice,
      mayTurnFaceUp: opts.mayTurnFaceUp,
    });
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
    return this.run((out) => {
      const s = this.state;
      const ab = s.stack.find((e) => e.kind === 'ability' && e.id === id);
      if (ab) {
        s.stack = s.stack.filter((e) => e !== ab);
        out.event({ type: 'countered', id, description: 'ability countered' });
        return;
      }
      const o = this.need(out, id, 'stack');
      if (!o) return;
      moveObject(s, out, id, 'graveyard');
      out.event({ type: 'countered', id, description: `${o.card.name} countered` });
    });
  }

  /** A copy of a spell (CR 707.10): copiable values, face up; a copy of a face-down spell is a face-up 2/2. */
  copySpell(id: string, player: PlayerId): ActionResult & { id: string | null } {
    let made: string | null = null;
    const r = this.run((out) => {
      const s = this.state;
      const o = this.need(out, id, 'stack');
      if (!o) return;
      const values = copiableValues(s, o);
      // OPEN QUESTION (digest §11.4): a copy of a face-down spell is assumed to resolve as a face-up blank 2/2 token.
      const card: Card = { name: values.name ?? 'copy of a face-down spell', nameSpan: NO_SPAN, faces: [], uri: '', span: NO_SPAN };
      const copy = freshObject(s, { cardId: `k${++s.counters.copy}`, card, owner: player, spellCopy: true, baseValues: values }, 'stack');
      copy.controller = player;
      copy.spell = { caster: player, faceDown: false, targets: [...(o.spell?.targets ?? [])], cost: '{0}', payWard: false };
      placeObject(s, copy);
      made = copy.id;
      if (values.fromFaceDown) out.note({ code: 'face-down-copy-is-vanilla', message: 'A copy of a face-down spell is a face-up nameless 2/2 creature spell', cr: ['707.10', '707.2', '708.2'] });
      out.event({ type: 'cast', objectId: copy.id, cardName: card.name, player, faceDown: false, cost: '{0}', from: 'stack' });
    });
    return { ...r, id: made };
  }

  /** Activate the Nth (1-based) activated ability of a permanent. */
  activate(player: PlayerId, id: string, n = 1, opts: { targets?: string[]; payWard?: boolean; paying?: string[] } = {}): ActionResult {
    return this.run((out) => {
      const s = this.state;
      const o = this.need(out, id, 'battlefield');
      if (!o) return;
      if (o.controller !== player) {
        out.fail(illegal(`Only its controller may activate ${o.card.name}'s abilities`, ['602.2']));
        return;
      }
      const ch = computeCharacteristics(s, o);
      const acts = ch.abilities.filter((r) => r.ability.kind === 'activated');
      const ref = acts[n - 1];
      if (!ref) {
        out.fail(illegal(o.faceDown ? 'A face-down permanent has no abilities to activate' : `${ch.name ?? o.card.name} has no activated ability #${n}`, o.faceDown ? ['708.2a'] : ['602.1']));
        return;
      }
      const a = ref.ability as ActivatedAbility;
      // CR 602.2b, 601.2c: targets are announced before costs are paid; an illegal target makes the activation illegal.
      if (!checkAnnouncedTargets(s, out, a.effects ?? [], opts.targets ?? [], { controller: player, sourceId: o.id, what: 'ability' })) return;
      // CR 602.2b, 601.2g–h, 118.3: every part of the cost must be payable; then it is paid. A part the
      // simulator doesn't understand can't be paid, so the activation is refused (never free).
      const parts = costParts(a.cost?.text ?? '', ch.name ?? undefined);
      const problems = costProblems(s, parts, { player, sourceId: o.id, choices: opts.paying });
      if (problems.length > 0) {
        for (const r of problems) out.fail(r.message.includes('{T}') ? { ...r, cr: ['602.5a', ...r.cr] } : r);
        return;
      }
      payCost(s, out, parts, { player, sourceId: o.id, choices: opts.paying }, (x) => this.tapInternal(out, x));
      const entry: StackAbility = {
        kind: 'ability',
        id: newStackId(s),
        sourceId: o.id,
        sourceName: ch.name ?? o.card.name,
        abilityIndex: ref.index,
        controller: player,
        effects: a.effects ?? [],
        targets: [...(opts.targets ?? [])],
        triggered: false,
        description: `${ch.name ?? o.card.name}: ${a.text}`,
      };
      s.stack.push(entry);
      out.event({ type: 'activated', sourceId: o.id, cardName: o.card.name, abilityIndex: ref.index, stackId: entry.id });
      this.wardTriggers(out, entry.id, player, entry.targets);
    });
  }

  /** Apply a card's effects now, without the stack ("apply X targeting Y"). */
  apply(player: PlayerId, cardNameOrId: string, opts: ApplyOptions = {}): ActionResult {
    return this.run((out) => {
      const s = this.state;
      const obj = s.objects.get(cardNameOrId) ?? this.find(cardNameOrId);
      const card = obj?.card ?? s.cards.get(cardNameOrId);
      if (!card) {
        out.fail({ code: 'unresolved-card-name', message: `No card or object "${cardNameOrId}"`, cr: [] });
        return;
      }
      const face = card.faces?.[0];
      const all = face?.abilities ?? [];
      let chosen = typeof opts.abilityIndex === 'number' ? [all[opts.abilityIndex]].filter((a) => a !== undefined) : all.filter((a) => a.kind === 'spell');
      if (chosen.length === 0 && opts.abilityIndex === undefined) chosen = all.filter((a) => a.kind === 'triggered' || a.kind === 'activated');
      const effects = chosen.flatMap((a) => ('effects' in a ? a.effects ?? [] : []));
      if (effects.length === 0) {
        out.fail(illegal(`${card.name} has no modeled effects to apply`, []));
        return;
      }
      applyEffects(s, out, effects, {
        controller: player,
        sourceId: obj?.id ?? '',
        sourceName: card.name,
        targets: opts.targets ?? [],
        dreadChoice: opts.dreadChoice,
        mayTurnFaceUp: opts.mayTurnFaceUp,
      });
    });
  }

  // ───────────────────────── keyword actions ─────────────────────────

  manifest(player: PlayerId, count = 1): ActionResult {
    return this.run((out) => void manifestTop(this.state, out, player, 'manifest', count));
  }

  cloak(player: PlayerId, count = 1): ActionResult {
    return this.run((out) => void manifestTop(this.state, out, player, 'cloak', count));
  }

  manifestDread(player: PlayerId, chooseId?: string): ActionResult {
    return this.run((out) => void manifestDread(this.state, out, player, chooseId));
  }

  // ───────────────────────── face up / face down ─────────────────────────

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
      if (!this.need(out, id)) return;
      turnFaceUpByEffect(this.state, out, id, player, copying);
    });
  }

  /** Turned face down by an effect (CR 708.2a; listed characteristics optional). */
  turnFaceDown(id: string, profile?: FaceDownProfile): ActionResult {
    return this.run((out) => {
      if (!this.need(out, id)) return;
      turnFaceDown(this.state, out, id, profile);
    });
  }

  /** Reveal a face-down permanent (CR 708.12); optionally turn it face up if it's a creature card. */
  reveal(id: string, player: PlayerId, thenTurnFaceUpIfCreatureCard = false): ActionResult {
    return this.run((out) => {
      if (!this.need(out, id)) return;
      revealPermanent(this.state, out, id, thenTurnFaceUpIfCreatureCard, player);
    });
  }

  // ───────────────────────── zone changes ─────────────────────────

  moveTo(id: string, to: ZoneName, opts: { faceDown?: boolean; controller?: PlayerId; tapped?: boolean; libraryPosition?: 'top' | 'bottom' } = {}): ActionResult & { newId: string | null } {
    let newId: string | null = null;
    const r = this.run((out) => {
      const o = this.need(out, id);
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

  bounce(id: string): ActionResult & { newId: string | null } {
    return this.moveTo(id, 'hand');
  }
  exile(id: string, faceDown = false): ActionResult & { newId: string | null } {
    return this.moveTo(id, 'exile', { faceDown });
  }
  destroy(id: string): ActionResult & { newId: string | null } {
    const o = this.state.objects.get(id);
    if (o && o.zone !== 'battlefield') return { ok: false, reasons: [illegal('Only permanents can be destroyed', ['701.8a'])], events: [], newId: null };
    return this.moveTo(id, 'graveyard');
  }
  sacrifice(id: string): ActionResult & { newId: string | null } {
    const o = this.state.objects.get(id);
    if (o && o.zone !== 'battlefield') return { ok: false, reasons: [illegal('Only permanents can be sacrificed', ['701.21a'])], events: [], newId: null };
    return this.moveTo(id, 'graveyard');
  }
  returnToBattlefield(id: string, opts: { faceDown?: boolean; controller?: PlayerId } = {}): ActionResult & { newId: string | null } {
    return this.moveTo(id, 'battlefield', opts);
  }

  // ───────────────────────── statuses ─────────────────────────

  addCounters(id: string, counter: string, count: number): ActionResult {
    return this.run((out) => {
      if (!this.need(out, id, 'battlefield')) return;
      addCounters(this.state, out, id, counter, count);
    });
  }

  /** Illusionary-Mask-like replacement: turned face up instead, then the event happens (derived, digest §5). */
  private maskTurnUp(out: Outcome, o: GameObject): void {
    if (o.faceDown?.turnUpOnDamageOrTap && !o.turnedFaceUpOnce) {
      out.note({ message: 'Its casting effect turns it face up before it becomes tapped or deals/is dealt damage', cr: ['614.1', '708.7'] });
      performTurnFaceUp(this.state, out, o, { via: 'effect', turner: o.controller });
    }
  }

  private tapInternal(out: Outcome, o: GameObject): void {
    this.maskTurnUp(out, o);
    o.tapped = true;
    out.event({ type: 'tapped', objectId: o.id });
  }

  tap(id: string): ActionResult {
    return this.run((out) => {
      const o = this.need(out, id, 'battlefield');
      if (!o) return;
      if (o.tapped) out.note({ message: 'It is already tapped', cr: ['701.26a'] });
      else this.tapInternal(out, o);
    });
  }

  untap(id: string): ActionResult {
    return this.run((out) => {
      const o = this.need(out, id, 'battlefield');
      if (!o) return;
      o.tapped = false;
      out.event({ type: 'untapped', objectId: o.id });
    });
  }

  /** Transform a double-faced permanent (CR 701.27). Face-down: can't (712.15a). Never a "turned face up". */
  transform(id: string): ActionResult {
    return this.run((out) => {
      const o = this.need(out, id, 'battlefield');
      if (!o) return;
      if (o.faceDown) {
        out.fail(illegal('A face-down permanent can\'t transform', ['712.15a', '701.27c']));
        return;
      }
      if (!isDoubleFaced(o.card)) {
        out.fail(illegal(`${o.card.name} is not a double-faced card: it can't transform`, ['701.27c']));
        return;
      }
      o.transformed = !o.transformed;
      out.event({ type: 'transformed', objectId: o.id });
      out.note({ message: 'Transforming is not turning face up: "turned face up" abilities don\'t trigger', cr: ['701.27b'] });
    });
  }

  gainControl(id: string, player: PlayerId): ActionResult {
    return this.run((out) => {
      const o = this.need(out, id, 'battlefield');
      if (!o) return;
      if (o.controller === player) return;
      o.controller = player;
      o.sinceTurnStart = false; // CR 302.6
      out.event({ type: 'control-changed', objectId: o.id, player });
      if (o.faceDown) out.note({ message: `${player} now controls the face-down permanent: they may look at it; its owner may not`, cr: ['708.5'] });
    });
  }

  attach(id: string, toId: string): ActionResult {
    return this.run((out) => {
      const o = this.need(out, id, 'battlefield');
      const t = this.need(out, toId, 'battlefield');
      if (!o || !t) return;
      o.attachedTo = toId;
      out.event({ type: 'attached', objectId: id, to: toId });
    });
  }

  dealDamage(id: string, amount: number, sourceId?: string): ActionResult {
    return this.run((out) => {
      const o = this.need(out, id, 'battlefield');
      if (!o) return;
      const src = sourceId ? this.state.objects.get(sourceId) : undefined;
      if (src) this.maskTurnUp(out, src);
      this.maskTurnUp(out, o);
      o.damage += Math.max(0, amount);
      out.event({ type: 'damage', objectId: id, amount, source: sourceId });
    });
  }

  /** Combat damage from a creature to a player; a commander's damage counts as commander damage (CR 903.10a). */
  combatDamageToPlayer(sourceId: string, player: PlayerId): ActionResult {
    return this.run((out) => {
      const s = this.state;
      const src = this.need(out, sourceId, 'battlefield');
      if (!src) return;
      this.maskTurnUp(out, src);
      const power = Math.max(0, computeCharacteristics(s, src).power ?? 0);
      s.life[player] -= power;
      const commander = s.commanders.has(src.cardId);
      if (commander) {
        s.commanderDamage[player][src.cardId] = (s.commanderDamage[player][src.cardId] ?? 0) + power;
        out.note({ message: `It is still a commander${src.faceDown ? ' while face down' : ''}: the damage is commander damage`, cr: ['903.10a', '903.3'] });
      }
      out.event({ type: 'damage', player, amount: power, source: sourceId, commander });
    });
  }

  phaseOut(id: string): ActionResult {
    return this.run((out) => {
      const o = this.need(out, id, 'battlefield');
      if (!o) return;
      o.phasedOut = true;
      out.event({ type: 'phased', objectId: id, out: true });
    });
  }

  phaseIn(id: string): ActionResult {
    return this.run((out) => {
      const o = this.need(out, id, 'battlefield');
      if (!o) return;
      o.phasedOut = false;
      out.event({ type: 'phased', objectId: id, out: false });
    });
  }

  /** Merge a card from hand with a permanent (mutate-like, CR 729.2). On top of a face-down permanent it becomes face up without being "turned face up" (729.2e). */
  merge(cardObjectId: string, ontoId: string, onTop: boolean): ActionResult {
    return this.run((out) => {
      const s = this.state;
      const c = this.need(out, cardObjectId);
      const t = this.need(out, ontoId, 'battlefield');
      if (!c || !t) return;
      if (c.zone === 'battlefield' || c.zone === 'stack') {
        out.fail(illegal('Only a card from a hidden or public zone other than the battlefield/stack can merge here', ['729.2']));
        return;
      }
      const list = s.zones[c.owner][c.zone as 'hand'];
      list.splice(list.indexOf(c.id), 1);
      s.objects.delete(c.id);
      s.formerIds.set(c.id, t.id);
      if (onTop) {
        t.components.unshift(t.card);
        t.card = c.card;
        if (t.faceDown) {
          t.faceDown = null;
          out.note({ message: 'The merged permanent is face up because its new top card is face up; it was not "turned face up" (no triggers)', cr: ['729.2e'] });
        }
      } else t.components.push(c.card);
      out.event({ type: 'zone-changed', objectId: c.id, newId: t.id, cardName: c.card.name, from: c.zone, to: 'battlefield' });
    });
  }

  /** Let a player look at a face-down object (an effect says so, CR 708.5). */
  allowLook(id: string, player: PlayerId): ActionResult {
    return this.run((out) => {
      const o = this.need(out, id);
      if (!o) return;
      if (!o.lookers.includes(player)) o.lookers.push(player);
    });
  }

  // ───────────────────────── turns and game ─────────────────────────

  /** Cleanup (CR 514.2): damage wears off and "until end of turn" effects end; then the other player's turn begins. */
  endTurn(): ActionResult {
    return this.run((out) => {
      const s = this.state;
      for (const e of s.effects.filter((x) => x.duration === 'until-end-of-turn')) {
        out.event({ type: 'effect-ended', effectId: e.id, description: `${e.sourceName}: ${e.copyValues ? 'copy effect' : e.effect.kind} ends (until end of turn)` });
      }
      s.effects = s.effects.filter((x) => x.duration !== 'until-end-of-turn');
      for (const o of battlefieldObjects(s, true)) o.damage = 0;
      s.turn++;
      s.activePlayer = otherPlayer(s.activePlayer);
      s.phase = 'main';
      s.faceDownSpellsCastThisTurn = { you: 0, opponent: 0 };
      for (const o of battlefieldObjects(s, true)) if (o.controller === s.activePlayer) o.sinceTurnStart = true; // CR 302.6
    });
  }

  /** CR 708.9: at the end of the game all face-down spells and permanents are revealed. */
  endGame(): ActionResult {
    return this.run((out) => {
      const s = this.state;
      for (const o of [...s.objects.values()].sort((a, b) => cmpId(a.id, b.id))) {
        if (o.faceDown) {
          o.revealed = true;
          out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['708.9'] });
        }
      }
      s.gameOver = true;
      out.event({ type: 'game-ended' });
    });
  }

  /** CR 800.4a: a player leaves; their owned objects leave the game (face-down ones revealed, 708.9). */
  playerLeaves(player: PlayerId): ActionResult {
    return this.run((out) => {
      const s = this.state;
      if (s.leftGame.includes(player)) return;
      for (const o of [...s.objects.values()].sort((a, b) => cmpId(a.id, b.id))) {
        if (o.owner !== player) continue;
        if (o.faceDown) {
          o.revealed = true;
          out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['708.9'] });
        }
      }
      for (const o of [...s.objects.values()].sort((a, b) => cmpId(a.id, b.id))) {
        if (o.owner === player) {
          s.objects.delete(o.id);
          s.formerIds.set(o.id, '');
          s.battlefield = s.battlefield.filter((x) => x !== o.id);
          s.stack = s.stack.filter((e) => !(e.kind === 'spell' && e.id === o.id));
        } else if (o.controller === player && o.zone === 'battlefield') moveObject(s, out, o.id, 'exile');
      }
      s.stack = s.stack.filter((e) => !(e.kind === 'ability' && e.controller === player));
      for (const z of Object.values(s.zones[player])) z.length = 0;
      s.leftGame.push(player);
      out.event({ type: 'player-left', player });
      const left = PLAYERS.filter((p) => !s.leftGame.includes(p));
      if (left.length <= 1) {
        s.gameOver = true;
        out.event({ type: 'game-ended' });
      }
    });
  }

  // ───────────────────────── queries ─────────────────────────

  object(id: string): Readonly<GameObject> | undefined {
    return this.state.objects.get(id);
  }

  /** The newest object made from the card with this name (optionally in a zone). */
  find(cardName: string, zone?: ZoneName): GameObject | undefined {
    return this.objectsNamed(cardName, zone).at(-1);
  }

  objectsNamed(cardName: string, zone?: ZoneName): GameObject[] {
    return [...this.state.objects.values()]
      .filter((o) => o.card.name === cardName && (!zone || o.zone === zone))
      .sort((a, b) => cmpId(a.id, b.id));
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

  /**
   * Current characteristics with provenance. With a viewer who may not look at a face-down object, provenance
   * steps that would name the hidden card (printed values, copy effects) are redacted (CR 708.5).
   */
  characteristics(id: string, viewer?: PlayerId): CharacteristicsView | null {
    const o = this.state.objects.get(id);
    if (!o) return null;
    const ch = computeCharacteristics(this.state, o);
    if (viewer && o.faceDown && !visibility(this.state, o).mayLook.includes(viewer)) {
      for (const k of Object.keys(ch.provenance) as (keyof typeof ch.provenance)[]) {
        ch.provenance[k] = ch.provenance[k].map((p) => (p.layer === 'printed' || p.layer === '1a' ? { ...p, source: 'hidden', detail: 'hidden face-down card' } : p));
      }
      ch.notes = [];
    }
    return { ...ch, id, zone: o.zone };
  }

  /** What it would be if it were face up, with the continuous effects that apply now (CR 702.37e, 708.8). */
  faceUpCharacteristics(id: string): CharacteristicsView | null {
    const o = this.state.objects.get(id);
    if (!o) return null;
    return { ...computeCharacteristics(this.state, o, { assumeFaceUp: true }), id, zone: o.zone };
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
    const o = this.state.objects.get(id);
    if (!o || o.zone !== 'battlefield') return { ok: false, reasons: [illegal('Not a permanent on the battlefield', ['506.3'])] };
    const ch = computeCharacteristics(this.state, o);
    if (!hasType(ch.cardTypes, 'creature')) return { ok: false, reasons: [illegal('It is not a creature', ['508.1a'])] };
    if (o.tapped) return { ok: false, reasons: [illegal('It is tapped', ['508.1a'])] };
    if (o.phasedOut) return { ok: false, reasons: [illegal('It is phased out', ['702.26b'])] };
    if (!o.sinceTurnStart && !findKeyword(ch.abilities, 'Haste'))
      return { ok: false, reasons: [illegal("It hasn't been under its controller's control continuously since their most recent turn began", ['302.6'])] };
    return { ok: true, reasons: [] };
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

function cmpId(a: string, b: string): number {
  const na = Number(a.replace(/\D/g, ''));
  const nb = Number(b.replace(/\D/g, ''));
  return na - nb || a.localeCompare(b);
}
