// The stack (CR 405, 608): resolving its top object — permanent spells enter, instants and sorceries and
// abilities apply their effects, all-illegal targets make it not resolve (608.2b) — countering; copying a spell is copy-spell.ts.

import type { MayChoice } from '../effects/effect-context';
import type { SpellAbility, TargetSpec } from '../../model/types';
import { applyEffects } from '../effects/apply-effects';
import { auraTargetSpec, isLegalTarget, targetSpecs } from '../queries/target-legality';
import { enchantParameter } from '../state/filters';
import { Outcome, illegal } from '../state/events';
import type { GameState, StackAbility } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { isPermanentType, objectNoun } from '../state/objects';
import { freshObject, moveObject, placeObject } from '../actions/zones';
import { spellAbilitiesOf, withChosenModes, type Choices } from '../queries/choices';
import { changedAbilities, textChangingCast } from '../queries/cast-text-changes';
import { payUnlessCost } from '../actions/costs';
import { cantBeCountered } from '../actions/counter';
import { msg, type Message } from '../../i18n';
import { resolveKeywordTrigger } from './keyword-trigger-resolution';
import { resolutionCaster } from './resolution-cast';
import { endStepKeywordsEntered } from './end-step-keywords';
import { bestowedTargetCheck } from './bestow';
import { resolveMutating } from './mutate';
import { isBestowed } from '../state/bestowed';

export { copySpell } from './copy-spell';
import { nonSorceryTimeInstructions } from '../../model/abilities/flash-terms';
import { ascend, hasAscend } from './ascend';
import { joinInsteadLines } from '../../model/abilities/instead-lines';
import { exploitingPermanent, logExploited } from './exploit';
import { recordResolution } from '../queries/ability-count';

export interface ResolveOptions {
  /** Targets for a triggered ability that didn't get any when it triggered. */
  targets?: string[];
  dreadChoice?: string;
  /** For "reveal … you may turn it face up": the choice (default yes). */
  mayTurnFaceUp?: boolean;
  /** For "you may …" instructions: accept or decline, accept by the step's convention (noted), or open (CR 608.2d). */
  mayAccept?: MayChoice;
  /** Choices made as it resolves: a color, a card name, which mana (rules/queries/choices.ts). */
  choices?: Choices;
}

/** Resolve the top object of the stack (CR 608). */
/** "X resolves", "… into a face-down permanent" (CR 702.37c): a nameless face-down spell says so. */
function resolvesMessage(name: string | null, faceDown: boolean): Message {
  if (name === null) return msg(faceDown ? 'rules.event.face-down-spell-resolves-face-down' : 'rules.event.face-down-spell-resolves');
  return msg(faceDown ? 'rules.event.resolves-face-down' : 'rules.event.resolves', { card: name });
}

export function resolveTop(s: GameState, out: Outcome, opts: ResolveOptions = {}): void {
  const top = s.stack[s.stack.length - 1];
  if (!top) {
    out.fail(illegal(msg('rules.game.stack-empty'), ['608.1']));
    return;
  }
  if (top.kind === 'ability') {
    s.stack.pop();
    resolveAbility(s, out, top, opts);
    out.event({ type: 'resolved', id: top.id, description: top.said ?? msg('rules.event.ability', { text: top.description }) });
    return;
  }
  const spell = s.objects.get(top.id)!;
  // CR 702.103e: a bestowed Aura spell whose target is illegal resolves as a creature spell (bestow.ts).
  bestowedTargetCheck(s, out, spell);
  // CR 702.140b–d, 608.3d: a mutating creature spell merges with its target, or resolves as a creature spell (mutate.ts).
  if (resolveMutating(s, out, spell, opts.choices)) return;
  const info = spell.spell ?? { caster: spell.controller, faceDown: false, targets: [], cost: '', payWard: false };
  const chars = computeCharacteristics(s, spell);
  const own = chars.abilities.map((r) => r.ability);
  // CR 702.96a, 702.148a, 612.1: an overloaded (cleaved) spell's text is changed (queries/cast-text-changes.ts); a changed
  // text the engine doesn't read in full is named, and what rests on the spell is inconclusive.
  const changing = textChangingCast(info.costsPaid);
  const over = changing ? changedAbilities(changing, own, spell.card.name) : undefined;
  for (const text of over?.unread ?? []) {
    const list = (s.unchosenTargets ??= []);
    if (!list.some((u) => u.sourceName === spell.card.name && u.text === text)) list.push({ sourceName: spell.card.name, text, what: 'unknown' });
  }
  const abilities = withChosenModes(spellAbilitiesOf(over?.abilities ?? own) as SpellAbility[], info.modes); // CR 700.2
  const specs = targetSpecs(abilities.flatMap((a) => a.effects ?? []));
  const isAura = !spell.faceDown && chars.subtypes.some((t) => t.toLowerCase() === 'aura');
  // CR 608.2b: a spell whose targets are all illegal doesn't resolve.
  if (info.targets.length > 0 && (specs.length > 0 || isAura)) {
    const legal = info.targets.filter((t, i) => {
      // An Aura spell's target is what its enchant ability names (CR 115.1b, 303.4a; a player: 702.5d).
      const spec: TargetSpec = specs[Math.min(i, specs.length - 1)] ?? auraTargetSpec(enchantParameter(chars));
      return isLegalTarget(s, t, spec, { controller: info.caster, sourceId: spell.id, ...(info.x !== undefined ? { x: info.x } : {}) });
    });
    if (legal.length === 0) {
      out.note({ why: msg('rules.game.spell-targets-illegal', { card: chars.name ?? 'none' }), cr: ['608.2b'] });
      moveObject(s, out, spell.id, 'graveyard');
      out.event({ type: 'countered', id: spell.id, description: msg('rules.event.countered-no-legal-targets') });
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
      out.event({ type: 'resolved', id: spell.id, description: msg('rules.event.copy-resolves-as-token') });
      return;
    }
    const perm = moveObject(s, out, spell.id, 'battlefield', { controller: info.caster, wasCast: true, castFrom: info.from, copying: info.copying, x: info.x, ...(info.kicked ? { kicked: info.kicked } : {}), ...(info.costsPaid ? { costsPaid: info.costsPaid } : {}), ...(info.manaSpent !== undefined ? { manaSpent: info.manaSpent } : {}), choices: opts.choices, mayAccept: opts.mayAccept,
      // CR 702.103b, 608.3c: a bestowed Aura enters attached to the creature it targets, bestowed as it enters.
      ...(isAura && isBestowed(s, spell) && info.targets[0] ? { attachTo: info.targets[0] } : {}),
      // CR 702.146b: a double-faced spell cast with disturb enters with its back face up.
      ...(spell.transformed ? { transformed: true } : {}) });
    // CR 702.62a: a creature spell cast by its suspend keeps haste as the permanent it becomes, under the same control.
    if (perm && spell.suspendHasteFor !== undefined && perm.controller === spell.suspendHasteFor) perm.suspendHasteFor = spell.suspendHasteFor;
    // CR 702.109a dash, 702.152a blitz: the delayed triggered ability at the beginning of the next end step.
    if (perm && !perm.faceDown) endStepKeywordsEntered(s, out, perm, info.costsPaid, info.caster);
    // CR 307.1, 608.3, 603.7a: the card's own "If you cast it any time a sorcery couldn't have been cast, the controller of
    // the permanent it becomes sacrifices it at the beginning of the next cleanup step": followed as the spell resolves
    // into that permanent (model/abilities/flash-terms.ts), "it" the permanent.
    if (perm && !perm.faceDown && info.atNonSorceryTime) {
      const instructions = nonSorceryTimeInstructions(own);
      if (instructions.length > 0) applyEffects(s, out, instructions, { controller: perm.controller, sourceId: perm.id, sourceName: chars.name ?? spell.card.name, targets: [], triggerObject: perm.id, choices: opts.choices, mayAccept: opts.mayAccept, castDuringResolution: resolutionCaster(opts.targets) });
    }
    if (perm && isAura && info.targets[0]) {
      perm.attachedTo = info.targets[0];
      out.event({ type: 'attached', objectId: perm.id, to: info.targets[0] });
    }
    out.event({ type: 'resolved', id: spell.id, description: resolvesMessage(chars.name, !!perm?.faceDown) });
    return;
  }
  // CR 702.131a: ascend on an instant or sorcery, printed first on every such card, is carried out first.
  if (hasAscend(s, spell)) ascend(s, out, info.caster);
  // CR 608.2c: a line opening "… instead" is an alternative to the spell line before it (model/abilities/instead-lines.ts).
  // CR 601.2c: each line takes the targets after those of the lines before it (the spell's targets in text order; a
  // line that took none of its own, an instruction not followed, still had its chosen).
  let targetsFrom = 0;
  for (const { effects } of joinInsteadLines(abilities)) {
    const from = targetsFrom;
    targetsFrom = Math.max(from + targetSpecs(effects).length, applyEffects(s, out, effects, {
      controller: info.caster,
      sourceId: spell.id,
      sourceName: chars.name ?? spell.card.name,
      targets: info.targets,
      targetsFrom: from,
      ...(info.division ? { division: info.division } : {}),
      ...(info.x !== undefined ? { x: info.x } : {}), // CR 107.3a
      dreadChoice: opts.dreadChoice,
      mayTurnFaceUp: opts.mayTurnFaceUp,
      mayAccept: opts.mayAccept,
      choices: opts.choices,
      // CR 608.2g, 601.2c: a spell cast as it resolves takes the step's `targeting` objects (the resolving spell's own
      // were chosen as it was cast).
      castDuringResolution: resolutionCaster(opts.targets),
    }));
  }
  // CR 702.27a: a spell whose buyback cost was paid goes to its owner's hand instead of the graveyard as it resolves.
  if (s.objects.get(spell.id)?.zone === 'stack') {
    const buyback = !spell.spellCopy && !!info.costsPaid?.includes('buyback');
    if (buyback) out.note({ why: msg('rules.game.buyback-to-hand', { card: chars.name ?? spell.card.name }), cr: ['702.27a'] });
    // CR 702.88a: rebound — a spell cast from its caster's hand is exiled instead of put into the graveyard as it
    // resolves, and at the beginning of its controller's next upkeep they may cast it (rules/triggers/keyword-triggers.ts).
    const rebound = !buyback && !spell.spellCopy && info.from === 'hand' && chars.abilities.some((r) => r.ability.kind === 'keyword' && r.ability.keywords.some((k) => k.keyword.toLowerCase() === 'rebound'));
    if (rebound) out.note({ why: msg('rules.game.rebound-exiled', { card: chars.name ?? spell.card.name }), cr: ['702.88a'] });
    const left = moveObject(s, out, spell.id, buyback ? 'hand' : rebound ? 'exile' : 'graveyard');
    if (rebound && left?.zone === 'exile') left.reboundFor = info.caster;
  }
  out.event({ type: 'resolved', id: spell.id, description: msg('rules.event.resolves', { card: chars.name ?? spell.card.name }) });
}

function resolveAbility(s: GameState, out: Outcome, a: StackAbility, opts: ResolveOptions): void {
  // CR 702.35a, 702.88a, 702.62a: madness, rebound and suspend's triggered abilities (keyword-trigger-resolution.ts).
  if (a.keywordTrigger) {
    resolveKeywordTrigger(s, out, a, opts);
    return;
  }
  if (a.wardAgainst) {
    const victim = s.objects.get(a.wardAgainst);
    const victimAbility = s.stack.find((e) => e.kind === 'ability' && e.id === a.wardAgainst);
    if (victim && victim.zone === 'stack') {
      // CR 702.21a: its controller may pay the ward cost (`resolve accepting`); a cost they can't pay counters it.
      const pays = (victim.spell?.payWard || opts.mayAccept === true) && payUnlessCost(s, out, victim.controller, a.wardCost ?? '', victim.id);
      if (pays) out.note({ why: msg('rules.game.ward-paid', { cost: a.wardCost ?? '' }), cr: ['702.21a'] });
      else if (cantBeCountered(s, victim)) out.note({ why: msg('rules.game.ward-unpaid-uncounterable', { cost: a.wardCost ?? '', card: victim.card.name, noun: objectNoun(victim) }), cr: ['702.21a', '101.2'] });
      else {
        out.note({ why: msg('rules.game.ward-unpaid', { cost: a.wardCost ?? '' }), cr: ['702.21a'] });
        moveObject(s, out, victim.id, 'graveyard');
        out.event({ type: 'countered', id: victim.id, description: msg('rules.event.countered-by-ward') });
      }
    } else if (victimAbility) {
      s.stack = s.stack.filter((e) => e !== victimAbility);
      out.event({ type: 'countered', id: victimAbility.id, description: msg('rules.event.countered-by-ward') });
    }
    return;
  }
  const targets = a.targets.length > 0 ? a.targets : opts.targets ?? [];
  const specs = targetSpecs(a.effects);
  if (a.triggered && targets.length === 0 && specs.length > 0) {
    // CR 603.3d: targets are chosen as the trigger is put on the stack (the scenario's `trigger of @x targeting …`).
    out.note({ why: msg('rules.game.trigger-target-not-chosen', { source: a.sourceName }), cr: ['603.3d', '115.1'] });
    const prefix = `${a.sourceName}: `;
    (s.unchosenTargets ??= []).push({ sourceName: a.sourceName, text: a.description.startsWith(prefix) ? a.description.slice(prefix.length) : a.description });
  } else if (a.triggered && a.targets.length === 0 && targets.length > 0) {
    out.note({ why: msg('rules.game.trigger-targets-at-resolution', { source: a.sourceName }), cr: ['603.3d'] });
  }
  if (targets.length > 0 && specs.length > 0) {
    const legal = targets.filter((t, i) => isLegalTarget(s, t, specs[Math.min(i, specs.length - 1)]!, { controller: a.controller, sourceId: a.sourceId, ...(a.x !== undefined ? { x: a.x } : {}), ...(a.triggerPlayer !== undefined ? { triggerPlayer: a.triggerPlayer } : {}) }));
    if (legal.length === 0) {
      out.note({ why: msg('rules.game.ability-targets-illegal', { source: a.sourceName }), cr: ['608.2b'] });
      return;
    }
  }
  // CR 702.110b: an exploit ability that sacrifices a creature makes its permanent exploit it.
  const exploiter = exploitingPermanent(s, a);
  const eventsFrom = out.events.length;
  // CR 608.2c: "if this is the second time this ability has resolved this turn" counts this resolution (ability-count.ts).
  const source = s.objects.get(a.sourceId);
  if (source) recordResolution(s, source, a.abilityIndex);
  applyEffects(s, out, a.effects, {
    controller: a.controller,
    abilityIndex: a.abilityIndex,
    sourceId: a.sourceId,
    sourceName: a.sourceName,
    targets,
    triggerObject: a.triggerObject,
    ...(a.eventObject !== undefined ? { eventObject: a.eventObject } : {}),
    movedSourceId: a.movedSourceId,
    ...(a.costTapped !== undefined ? { costTapped: a.costTapped } : {}),
    triggerPlayer: a.triggerPlayer,
    ...(a.conditionPlayer !== undefined ? { conditionPlayer: a.conditionPlayer } : {}),
    ...(a.eventAmount !== undefined ? { eventAmount: a.eventAmount } : {}),
    triggered: a.triggered,
    // CR 701.27f. OPEN QUESTION: a triggered ability's number is taken as it triggers, not as it is put on the stack
    // (603.3): a transform in between would count as "since".
    ...(/^s\d+$/.test(a.id) ? { stackNumber: Number(a.id.slice(1)) } : {}),
    ...xOf(s, a), // CR 107.3a, 107.3f, 107.3m
    ...(a.division ? { division: a.division } : {}), // CR 601.2d via 602.2b, 603.3d
    dreadChoice: opts.dreadChoice,
    mayTurnFaceUp: opts.mayTurnFaceUp,
    mayAccept: opts.mayAccept,
    choices: opts.choices,
    // CR 608.2g, 601.2c: a spell cast as it resolves takes the step's `targeting` objects when the ability took none of them.
    castDuringResolution: resolutionCaster(targets === opts.targets && specs.length > 0 ? undefined : opts.targets),
  });
  if (exploiter) logExploited(out, exploiter, eventsFrom);
}

/**
 * The X an ability's text means: chosen as it was activated (CR 107.3a); for a triggered ability of a permanent turned
 * face up for a cost with X, that X (702.168e).
 */
function xOf(s: GameState, a: StackAbility): { x?: number } {
  if (a.x !== undefined) return { x: a.x };
  const x = a.triggered ? s.objects.get(a.sourceId)?.xValue : undefined;
  return typeof x === 'number' ? { x } : {};
}
