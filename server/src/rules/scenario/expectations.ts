// Scenario expectations: each `expect REF PREDICATE` compared with what the engine says, with the
// expected and the actual value in the message when it does not hold.

import type { FaceDownOriginWord, Predicate, Ref, Step } from '../../../../grammar/src/ast';
import type { FaceDownOrigin } from '../state/game-state';
import { closestWord } from '../../model/closest-word';
import { COLOR_BY_NAME, COLOR_NAMES, type Color } from '../../model/types';
import type { ScenarioRun } from './scenario-run';
import { checkOnStackTargeting } from './stack-expectations';
import type { ExpectationResult } from './expectation-result';
import { costChangerNames } from '../queries/casting-cost';
import { reasonEnglish } from './reason-words';

/** Predicates whose answer an unknown power/toughness decides: its value, and whether 704.5f/g moved it. */
const PT_BOUND = new Set<Predicate['kind']>(['pt', 'zone']);


const colorList = (colors: readonly Color[]) => (colors.length ? colors.map((c) => COLOR_NAMES[c]).join(' and ') : 'colorless');
const normKeyword = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

const refLabel = (r: Ref) => (r.kind === 'alias-ref' ? `@${r.name}` : `"${r.name}"`);

/** Scenario origin words and the engine origins they stand for (`effect` = any effect, CR 708.2a/708.3/708.4). */
const ORIGINS: Record<FaceDownOriginWord, readonly FaceDownOrigin[]> = {
  morph: ['morph'], megamorph: ['megamorph'], disguise: ['disguise'], manifest: ['manifest'], 'manifest-dread': ['manifest-dread'],
  cloak: ['cloak'], effect: ['turned-face-down', 'put-face-down', 'cast-face-down-effect'],
};

export function describePredicate(p: Predicate): string {
  switch (p.kind) {
    case 'face': return p.faceDown ? `face down${p.origin ? ` via ${p.origin}` : ''}${p.before ? ` before ${refLabel(p.before)}` : ''}` : 'face up';
    case 'attached': return p.to ? `attached to ${refLabel(p.to)}` : 'unattached';
    case 'no-mana-cost': return 'without a mana cost';
    case 'was-revealed': return 'revealed at some point';
    case 'shares': return `sharing ${p.negated ? 'no' : 'a'} ${p.what === 'name' ? 'name' : 'creature type'} with ${refLabel(p.other)}`;
    case 'pt': return `${p.power}/${p.toughness}`;
    case 'named': return `named "${p.name}"`;
    case 'no-name': return 'nameless';
    case 'colors': return p.colors.length ? p.colors.join(' and ') : 'colorless';
    case 'mana-value': return `mana value ${p.value}`;
    case 'has': return `${p.negated ? 'without' : 'with'} ${p.keyword}`;
    case 'no-abilities': return 'without abilities';
    case 'type': return `${p.negated ? 'not ' : ''}a ${p.type}`;
    case 'can-turn-up': return p.can ? `able to be turned face up${p.cost ? ` for ${p.cost}` : ''}${p.method ? ` by ${p.method}` : ''}` : 'unable to be turned face up';
    case 'counters': return `with ${p.count} ${p.counter} counter${p.count === 1 ? '' : 's'}`;
    case 'tapped': return p.tapped ? 'tapped' : 'untapped';
    case 'zone': return `in the ${p.zone}${p.targeting ? ` targeting ${p.targeting.map(refLabel).join(', ')}` : ''}`;
    case 'revealed': return 'revealed';
    case 'visible': return `${p.visible ? 'visible to' : 'hidden from'} ${p.to}`;
    case 'triggered': return p.triggered ? 'triggered' : 'not triggered';
    case 'damage': return `with ${p.amount} damage marked`;
    case 'combat': return p.whom ? `${p.role} ${p.whom.kind === 'alias-ref' ? '@' + p.whom.name : p.whom.name}` : p.role;
    case 'controlled-by': return `controlled by ${p.player}`;
    case 'owned-by': return `owned by ${p.player}`;
    case 'cast-for': return `cast for ${p.cost}`;
  }
}

/** Words an `expect … is` line can end with, for "did you mean" when a word is none of them. */
const PREDICATE_WORDS = ['face down', 'face up', 'tapped', 'untapped', 'revealed', 'hidden', 'visible', 'colorless', 'unattached', ...Object.keys(COLOR_BY_NAME)];

/**
 * Why an expectation can't be read, or undefined. The grammar reads any word after "is" as a color; a word that
 * is no color ("is facedown") must not become a color check that fails for the wrong reason.
 */
export function unreadablePredicate(p: Predicate): string | undefined {
  if (p.kind !== 'colors') return undefined;
  const bad = p.colors.find((c) => !COLOR_BY_NAME[c]);
  if (bad === undefined) return undefined;
  const guess = closestWord(bad, PREDICATE_WORDS);
  return `"${bad}" is not something an expectation can check${guess ? ` (did you mean "${guess}"?)` : ''}: this step was not run, and the scenario fails until it is fixed.`;
}

export function checkExpectation(run: ScenarioRun, step: Extract<Step, { kind: 'expect' }>): ExpectationResult {
  const engine = run.engine;
  const subject = step.subject;
  const label = subject.kind === 'alias-ref' ? `@${subject.name}` : subject.name;
  const id = run.resolve(subject);
  const p = step.predicate;
  const result = (ok: boolean, actual: string, cr: string[] = []): ExpectationResult => {
    const unknown = obj && PT_BOUND.has(p.kind) ? engine.characteristics(obj.id)?.ptUnknown : undefined;
    return {
      ok,
      message: ok ? '' : `Expected ${label} to be ${describePredicate(p)}, but it is ${actual}.`,
      cr,
      names: obj ? [obj.card.name] : [],
      // CR 208.2: its power/toughness is unknown, so its value and whether it survived (704.5f/g) are no fact.
      ...(unknown && obj ? { rests: [{ cardName: obj.card.name, text: unknown.why, why: 'not understood' as const }] } : {}),
    };
  };

  if (p.kind === 'zone' && p.targeting) return checkOnStackTargeting(run, subject, p.targeting);
  if (p.kind === 'triggered') {
    const name = subject.kind === 'card-ref' ? subject.name : id ? engine.object(id)?.card.name ?? '' : '';
    const fired = engine.triggersFired(name).length > 0;
    return { ok: fired === p.triggered, message: fired === p.triggered ? '' : `Expected ${label} ${p.triggered ? 'to have triggered' : 'not to have triggered'}, but it ${fired ? 'did' : "didn't"}.`, cr: ['603.2'], names: [name] };
  }
  const obj = id ? engine.object(id) : undefined;
  if (!id || !obj) {
    return { ok: false, message: `Expected ${label} to be ${describePredicate(p)}, but there is no such object at this point of the scenario.`, cr: [], names: [] };
  }
  if (p.kind === 'zone') return result(obj.zone === p.zone, `in the ${obj.zone}`, ['400.1']);
  if (p.kind === 'face') {
    // A card exiled face down (CR 406.3) is face down too, though it is not a face-down permanent.
    const down = !!obj.faceDown || obj.exiledFaceDown;
    const how = obj.faceDown ? `face down #${obj.faceDown.order} (${obj.faceDown.origin})` : obj.exiledFaceDown ? 'exiled face down' : 'face up';
    if (!p.faceDown || (!p.origin && !p.before)) return result(down === p.faceDown, how, obj.exiledFaceDown ? ['406.3'] : ['110.5', '708.2']);
    if (p.origin) return result(!!obj.faceDown && ORIGINS[p.origin].includes(obj.faceDown.origin), how, ['708.6']);
    const otherId = run.resolve(p.before!);
    const other = otherId ? engine.object(otherId) : undefined;
    if (!other?.faceDown) return result(false, `${how}, and ${refLabel(p.before!)} is not face down`, ['708.6']);
    return result(!!obj.faceDown && obj.faceDown.order < other.faceDown.order, `${how}; ${refLabel(p.before!)} is face down #${other.faceDown.order}`, ['708.6']);
  }
  if (p.kind === 'attached') {
    const hostId = obj.attachedTo;
    const host = hostId ? engine.object(hostId) : undefined;
    const actual = host ? `attached to ${host.id} (${host.card.name})` : 'unattached';
    if (!p.to) return result(!host, actual, ['301.5', '303.4']);
    const wantId = run.resolve(p.to);
    return result(!!host && host.id === wantId, actual, ['301.5', '303.4', '708.8']);
  }
  if (p.kind === 'was-revealed') return result(run.wasRevealed(id), 'never revealed', ['708.9']);
  if (p.kind === 'damage') return result(obj.damage === p.amount, `with ${obj.damage} damage marked`, ['120.3e']);
  if (p.kind === 'controlled-by') return result(obj.controller === p.player, `controlled by ${obj.controller}`, ['108.4']);
  if (p.kind === 'owned-by') return result(obj.owner === p.player, `owned by ${obj.owner}`, ['108.3']);
  if (p.kind === 'cast-for') {
    const paid = run.castCost(id);
    // The cost rests on the cost-changing text of the permanents around it too (CR 601.2f).
    const r = result(paid === p.cost, paid ? `cast for ${paid}` : 'not cast in this scenario', ['601.2f']);
    return { ...r, names: [...r.names, ...costChangerNames(engine.state)] };
  }
  if (p.kind === 'combat') {
    const r = engine.combatRole(id);
    // CR 508.1b, 509.1g: whom it attacks (a player by name, a planeswalker or battle) or which attacker it blocks.
    const whom = p.whom ? (p.whom.kind === 'player-ref' ? p.whom.name : run.resolve(p.whom)) : undefined;
    const is = p.role === 'attacking' ? r.attacking && (!p.whom || r.attacks === whom)
      : p.role === 'blocking' ? r.blocking && (!p.whom || (!!whom && r.blocks.includes(whom)))
      : p.role === 'blocked' ? r.blocked : r.attacking && !r.blocked;
    const actual = r.blocking ? `blocking ${r.blocks.join(', ')}` : r.attacking ? `attacking ${r.attacks ?? 'nothing'} and ${r.blocked ? 'blocked' : 'unblocked'}` : 'not in combat';
    return result(is, actual, ['506.4', '508.1b', '509.1g', '509.1h']);
  }
  if (p.kind === 'tapped') return result(obj.tapped === p.tapped, obj.tapped ? 'tapped' : 'untapped', ['110.5c']);
  if (p.kind === 'revealed') return result(obj.revealed, 'not revealed', ['708.9']);
  if (p.kind === 'counters') {
    const n = obj.counters[p.counter] ?? 0;
    return result(n === p.count, `with ${n} ${p.counter} counter${n === 1 ? '' : 's'}`, ['122.1']);
  }
  if (p.kind === 'visible') {
    const vis = engine.visibility(id);
    const sees = !!vis && (vis.mayLook.includes(p.to) || vis.revealed);
    return result(sees === p.visible, sees ? `visible to ${p.to}` : `hidden from ${p.to}`, vis?.cr ?? ['708.5']);
  }
  if (p.kind === 'can-turn-up') {
    const answer = engine.canTurnFaceUp(id, obj.controller);
    const matching = answer.options.filter((o) => (!p.cost || o.cost === p.cost) && (!p.method || o.method === p.method));
    const can = matching.length > 0;
    const actual = answer.options.length
      ? `able to be turned face up for ${answer.options.map((o) => `${o.cost} (${o.method})`).join(' or ')}`
      : `unable to be turned face up: ${answer.reasons.map(reasonEnglish).join('; ') || 'no way applies'}`;
    return result(can === p.can, actual, [...new Set(answer.reasons.flatMap((r) => r.cr).concat(answer.options.length ? ['116.2b'] : []))]);
  }

  const ch = engine.characteristics(id);
  if (!ch) return result(false, 'without characteristics here (a hidden card)', ['406.3']);
  switch (p.kind) {
    case 'pt': {
      // CR 208.2: an unknown power or toughness (a "*" nothing carried out defines) is shown as "?" and never matches.
      const pow = ch.ptUnknown?.power ? '?' : String(ch.power ?? '–');
      const tou = ch.ptUnknown?.toughness ? '?' : String(ch.toughness ?? '–');
      const actual = `${pow}/${tou}${ch.ptUnknown ? ` (unknown: ${ch.ptUnknown.why})` : ''}`;
      return result(pow === p.power && tou === p.toughness, actual, ch.ptUnknown ? ['613.4', '208.2'] : ['613.4']);
    }
    case 'named':
      return result(ch.name === p.name, ch.name ? `named "${ch.name}"` : 'nameless', ['201.2']);
    case 'no-name':
      return result(ch.name === null, `named "${ch.name}"`, ['708.2a', '201.2a']);
    case 'colors': {
      const want = p.colors.map((c) => COLOR_BY_NAME[c]).filter((c): c is Color => !!c).sort().join('');
      return result([...ch.colors].sort().join('') === want && want.length === p.colors.length, colorList(ch.colors), ['105.2', '202.2']);
    }
    case 'no-mana-cost':
      return result(ch.manaCost === null, `with mana cost ${ch.manaCost}`, ['202.1', '708.2a']);
    case 'shares': {
      const otherId = run.resolve(p.other);
      const oc = otherId ? engine.characteristics(otherId) : null;
      if (!oc) return result(false, `compared with nothing (${refLabel(p.other)} is not in the game)`, []);
      // CR 201.2a: an object with no name shares a name with nothing; CR 205.3: creature types are subtypes of creatures.
      const creatureTypes = (c: typeof ch) => (c.cardTypes.some((t) => t.toLowerCase() === 'creature') || c.subtypes.length ? c.subtypes.map((t) => t.toLowerCase()) : []);
      const shared = p.what === 'name'
        ? ch.name !== null && oc.name !== null && ch.name === oc.name
        : creatureTypes(ch).some((t) => creatureTypes(oc).includes(t));
      const actual = p.what === 'name'
        ? `named ${ch.name === null ? '(none)' : `"${ch.name}"`}, and ${refLabel(p.other)} ${oc.name === null ? 'has no name' : `is named "${oc.name}"`}`
        : `of types [${ch.subtypes.join(' ') || 'none'}], and ${refLabel(p.other)} of types [${oc.subtypes.join(' ') || 'none'}]`;
      return result(shared !== p.negated, actual, p.what === 'name' ? ['201.2a', '708.2a'] : ['205.3', '708.2a']);
    }
    case 'mana-value':
      return result(ch.manaValue === p.value, `mana value ${ch.manaValue}`, ['202.3']);
    case 'has': {
      const want = normKeyword(p.keyword);
      // CR 702.16g: "protection from white and from blue" is two protection abilities.
      const labels = ch.keywordLabels.map(normKeyword).flatMap((l) =>
        l.startsWith('protection from ') ? l.slice('protection from '.length).split(/,? and from |, from /).map((q) => `protection from ${q}`).concat(l) : [l]);
      const has = labels.some((l) => l === want || l.split(' ')[0] === want);
      return result(has !== p.negated, labels.length ? `with ${ch.keywordLabels.join(', ')}` : 'without keyword abilities', ['613.1f']);
    }
    case 'no-abilities':
      return result(ch.abilities.length === 0, `with ${ch.abilities.length} abilit${ch.abilities.length === 1 ? 'y' : 'ies'}`, ['613.1f']);
    case 'type': {
      const all = [...ch.supertypes, ...ch.cardTypes, ...ch.subtypes].map((t) => t.toLowerCase());
      const has = p.type.toLowerCase().split(/\s+/).every((t) => all.includes(t));
      return result(has !== p.negated, `a ${[...ch.supertypes, ...ch.cardTypes].join(' ')}${ch.subtypes.length ? ` — ${ch.subtypes.join(' ')}` : ''}`.trim() || 'typeless', ['205']);
    }
  }
  return result(false, 'not checkable');
}
