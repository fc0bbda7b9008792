// Scenario expectations: each `expect REF PREDICATE` compared with what the engine says, with the
// expected and the actual value in the message when it does not hold.

import type { FaceDownOriginWord, Predicate, Ref, Step } from '../../../../grammar/src/ast';
import type { FaceDownOrigin } from '../state/game-state';
import { closestWord } from '../../model/closest-word';
import { COLOR_BY_NAME, type Color } from '../../model/types';
import type { ScenarioRun } from './scenario-run';
import { checkOnStackTargeting } from './stack-expectations';
import type { ExpectationResult } from './expectation-result';
import { costChangerNames } from '../queries/casting-cost';
import { keywordHeld, msg, nounOf, typePhrase, type Message } from '../../i18n';
import { camelKey, reasonMessage } from '../state/reasons';

/** A way to be face down or turned face up (a scenario word or the engine's: morph, manifest dread, mana-cost), as transcript.method words it. */
const methodWord = (m: string): Message => msg('transcript.method', { method: m, key: camelKey(m.replace(/ /g, '-')) });

/** Predicates whose answer an unknown power/toughness decides: its value, and whether 704.5f/g moved it. */
const PT_BOUND = new Set<Predicate['kind']>(['pt', 'zone']);


const colorList = (colors: readonly string[]): Message =>
  colors.length ? msg('expect.is.colors', { colors: colors.map((c) => msg('expect.color', { color: COLOR_BY_NAME[c] ?? c })) }) : msg('expect.is.colorless');
const normKeyword = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const yes = (b: boolean) => (b ? 'yes' : 'no');
const typeWords = (types: readonly string[]): Message => (types.length ? msg('expect.words', { words: types.join(' ') }) : msg('expect.is.none'));

const refLabel = (r: Ref) => (r.kind === 'alias-ref' ? `@${r.name}` : `"${r.name}"`);

/** Scenario origin words and the engine origins they stand for (`effect` = any effect, CR 708.2a/708.3/708.4). */
const ORIGINS: Record<FaceDownOriginWord, readonly FaceDownOrigin[]> = {
  morph: ['morph'], megamorph: ['megamorph'], disguise: ['disguise'], manifest: ['manifest'], 'manifest-dread': ['manifest-dread'],
  cloak: ['cloak'], effect: ['turned-face-down', 'put-face-down', 'cast-face-down-effect'],
};

/** What a predicate expects an object to be, as a message ("face down via morph", "tapped"). */
export function describePredicate(p: Predicate): Message {
  switch (p.kind) {
    case 'face': {
      if (!p.faceDown) return msg('expect.is.face-up');
      const before = p.before ? refLabel(p.before) : undefined;
      if (p.origin && before) return msg('expect.is.face-down-via-before', { origin: methodWord(p.origin), other: before });
      if (p.origin) return msg('expect.is.face-down-via', { origin: methodWord(p.origin) });
      return before ? msg('expect.is.face-down-before', { other: before }) : msg('expect.is.face-down');
    }
    case 'attached': return p.to ? msg('expect.is.attached-to', { target: refLabel(p.to) }) : msg('expect.is.unattached');
    case 'no-mana-cost': return msg('expect.is.without-mana-cost');
    case 'was-revealed': return msg('expect.is.revealed-once');
    case 'shares': return msg('expect.is.sharing', { negated: yes(p.negated), what: p.what, other: refLabel(p.other) });
    case 'pt': return msg('expect.is.pt', { power: p.power, toughness: p.toughness });
    case 'named': return msg('expect.is.named', { name: p.name });
    case 'no-name': return msg('expect.is.nameless');
    case 'colors': return colorList(p.colors);
    case 'mana-value': return msg('expect.is.mana-value', { value: String(p.value) });
    case 'has': return msg('expect.is.with-keyword', { negated: yes(p.negated), keyword: keywordHeld(p.keyword) });
    case 'no-abilities': return msg('expect.is.without-abilities');
    case 'type': return msg('expect.is.type', { negated: yes(p.negated), type: typePhrase(p.type), noun: nounOf(p.type.split(/\s+/)) });
    case 'can-turn-up': {
      if (!p.can) return msg('expect.is.cannot-turn-up');
      if (p.cost && p.method) return msg('expect.is.can-turn-up-for-by', { cost: p.cost, method: methodWord(p.method) });
      if (p.cost) return msg('expect.is.can-turn-up-for', { cost: p.cost });
      return p.method ? msg('expect.is.can-turn-up-by', { method: methodWord(p.method) }) : msg('expect.is.can-turn-up');
    }
    case 'counters': return msg('expect.is.counters', { count: p.count, counter: p.counter });
    case 'tapped': return msg('expect.is.tapped', { tapped: yes(p.tapped) });
    case 'zone': return p.targeting ? msg('expect.is.in-zone-targeting', { zone: p.zone, targets: p.targeting.map(refLabel).join(', ') }) : msg('expect.is.in-zone', { zone: p.zone });
    case 'revealed': return msg('expect.is.revealed');
    case 'visible': return msg('expect.is.visible', { visible: yes(p.visible), player: p.to });
    case 'triggered': return msg('expect.is.triggered', { triggered: yes(p.triggered) });
    case 'damage': return msg('expect.is.damage', { amount: String(p.amount) });
    case 'combat': return p.whom ? msg('expect.is.combat-whom', { role: p.role, whom: p.whom.kind === 'alias-ref' ? '@' + p.whom.name : p.whom.name }) : msg('expect.is.combat', { role: p.role });
    case 'controlled-by': return msg('expect.is.controlled-by', { player: p.player });
    case 'owned-by': return msg('expect.is.owned-by', { player: p.player });
    case 'cast-for': return msg('expect.is.cast-for', { cost: p.cost });
  }
}

/** Words an `expect … is` line can end with, for "did you mean" when a word is none of them. */
const PREDICATE_WORDS = ['face down', 'face up', 'tapped', 'untapped', 'revealed', 'hidden', 'visible', 'colorless', 'unattached', ...Object.keys(COLOR_BY_NAME)];

/**
 * Why an expectation can't be read, or undefined. The grammar reads any word after "is" as a color; a word that
 * is no color ("is facedown") must not become a color check that fails for the wrong reason.
 */
export function unreadablePredicate(p: Predicate): Message | undefined {
  if (p.kind !== 'colors') return undefined;
  const bad = p.colors.find((c) => !COLOR_BY_NAME[c]);
  if (bad === undefined) return undefined;
  const guess = closestWord(bad, PREDICATE_WORDS);
  return guess ? msg('expect.unreadable-predicate-guess', { word: bad, guess }) : msg('expect.unreadable-predicate', { word: bad });
}

export function checkExpectation(run: ScenarioRun, step: Extract<Step, { kind: 'expect' }>): ExpectationResult {
  const engine = run.engine;
  const subject = step.subject;
  const label = subject.kind === 'alias-ref' ? `@${subject.name}` : subject.name;
  const id = run.resolve(subject);
  const p = step.predicate;
  // What the object is instead (`actual`) is worded only when the expectation fails: the set-wide notes ask thousands of
  // facts the engine just gave, which hold.
  const result = (ok: boolean, actual: () => Message, cr: string[] = []): ExpectationResult => {
    const unknown = obj && PT_BOUND.has(p.kind) ? engine.characteristics(obj.id)?.ptUnknown : undefined;
    return {
      ok,
      ...(ok ? {} : { why: msg('expect.failed', { subject: label, want: describePredicate(p), actual: actual(), ...(obj ? { noun: run.noun(obj.id) } : {}) }) }),
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
    return { ok: fired === p.triggered, ...(fired === p.triggered ? {} : { why: msg('expect.triggered', { subject: label, want: yes(p.triggered), ...(id ? { noun: run.noun(id) } : {}) }) }), cr: ['603.2'], names: [name] };
  }
  const obj = id ? engine.object(id) : undefined;
  if (!id || !obj) {
    return { ok: false, why: msg('expect.no-object', { subject: label, want: describePredicate(p) }), cr: [], names: [] };
  }
  if (p.kind === 'zone') return result(obj.zone === p.zone, () => msg('expect.is.in-zone', { zone: obj.zone }), ['400.1']);
  if (p.kind === 'face') {
    // A card exiled face down (CR 406.3) is face down too, though it is not a face-down permanent.
    const down = !!obj.faceDown || obj.exiledFaceDown;
    const how = () => obj.faceDown ? msg('expect.is.face-down-order', { order: String(obj.faceDown.order), origin: methodWord(obj.faceDown.origin) }) : obj.exiledFaceDown ? msg('expect.is.exiled-face-down') : msg('expect.is.face-up');
    if (!p.faceDown || (!p.origin && !p.before)) return result(down === p.faceDown, how, obj.exiledFaceDown ? ['406.3'] : ['110.5', '708.2']);
    if (p.origin) return result(!!obj.faceDown && ORIGINS[p.origin].includes(obj.faceDown.origin), how, ['708.6']);
    const otherId = run.resolve(p.before!);
    const other = otherId ? engine.object(otherId) : undefined;
    if (!other?.faceDown) return result(false, () => msg('expect.is.other-not-face-down', { how: how(), other: refLabel(p.before!) }), ['708.6']);
    const otherOrder = other.faceDown.order;
    return result(!!obj.faceDown && obj.faceDown.order < otherOrder, () => msg('expect.is.other-face-down-order', { how: how(), other: refLabel(p.before!), order: String(otherOrder) }), ['708.6']);
  }
  if (p.kind === 'attached') {
    const hostId = obj.attachedTo;
    const host = hostId ? engine.object(hostId) : undefined;
    const actual = () => host ? msg('expect.is.attached-to-object', { id: host.id, card: host.card.name }) : msg('expect.is.unattached');
    if (!p.to) return result(!host, actual, ['301.5', '303.4']);
    const wantId = run.resolve(p.to);
    return result(!!host && host.id === wantId, actual, ['301.5', '303.4', '708.8']);
  }
  if (p.kind === 'was-revealed') return result(run.wasRevealed(id), () => msg('expect.is.never-revealed'), ['708.9']);
  if (p.kind === 'damage') return result(obj.damage === p.amount, () => msg('expect.is.damage', { amount: String(obj.damage) }), ['120.3e']);
  if (p.kind === 'controlled-by') return result(obj.controller === p.player, () => msg('expect.is.controlled-by', { player: obj.controller }), ['108.4']);
  if (p.kind === 'owned-by') return result(obj.owner === p.player, () => msg('expect.is.owned-by', { player: obj.owner }), ['108.3']);
  if (p.kind === 'cast-for') {
    const paid = run.castCost(id);
    // The cost rests on the cost-changing text of the permanents around it too (CR 601.2f).
    const r = result(paid === p.cost, () => paid ? msg('expect.is.cast-for', { cost: paid }) : msg('expect.is.not-cast'), ['601.2f']);
    return { ...r, names: [...r.names, ...costChangerNames(engine.state)] };
  }
  if (p.kind === 'combat') {
    const r = engine.combatRole(id);
    // CR 508.1b, 509.1g: whom it attacks (a player by name, a planeswalker or battle) or which attacker it blocks.
    const whom = p.whom ? (p.whom.kind === 'player-ref' ? p.whom.name : run.resolve(p.whom)) : undefined;
    const is = p.role === 'attacking' ? r.attacking && (!p.whom || r.attacks === whom)
      : p.role === 'blocking' ? r.blocking && (!p.whom || (!!whom && r.blocks.includes(whom)))
      : p.role === 'blocked' ? r.blocked : r.attacking && !r.blocked;
    const actual = () => r.blocking ? msg('expect.is.blocking-ids', { ids: r.blocks.join(', ') })
      : r.attacking ? (r.attacks ? msg('expect.is.attacking-what', { what: r.attacks, blocked: yes(r.blocked) }) : msg('expect.is.attacking-nothing', { blocked: yes(r.blocked) }))
      : msg('expect.is.not-in-combat');
    return result(is, actual, ['506.4', '508.1b', '509.1g', '509.1h']);
  }
  if (p.kind === 'tapped') return result(obj.tapped === p.tapped, () => msg('expect.is.tapped', { tapped: yes(obj.tapped) }), ['110.5c']);
  if (p.kind === 'revealed') return result(obj.revealed, () => msg('expect.is.not-revealed'), ['708.9']);
  if (p.kind === 'counters') {
    const n = obj.counters[p.counter] ?? 0;
    return result(n === p.count, () => msg('expect.is.counters', { count: n, counter: p.counter }), ['122.1']);
  }
  if (p.kind === 'visible') {
    const vis = engine.visibility(id);
    const sees = !!vis && (vis.mayLook.includes(p.to) || vis.revealed);
    return result(sees === p.visible, () => msg('expect.is.visible', { visible: yes(sees), player: p.to }), vis?.cr ?? ['708.5']);
  }
  if (p.kind === 'can-turn-up') {
    const answer = engine.canTurnFaceUp(id, obj.controller);
    const matching = answer.options.filter((o) => (!p.cost || o.cost === p.cost) && (!p.method || o.method === p.method));
    const can = matching.length > 0;
    const actual = () => answer.options.length
      ? msg('expect.is.can-turn-up-options', { options: answer.options.map((o) => msg('expect.is.turn-up-option', { cost: o.cost, method: methodWord(o.method) })) })
      : msg('expect.is.cannot-turn-up-because', { reasons: answer.reasons.map(reasonMessage).reduce<Message | undefined>((a, b) => (a ? msg('expect.then', { first: a, second: b }) : b), undefined) ?? msg('expect.is.no-way-applies') });
    return result(can === p.can, actual, [...new Set(answer.reasons.flatMap((r) => r.cr).concat(answer.options.length ? ['116.2b'] : []))]);
  }

  const ch = engine.characteristics(id);
  if (!ch) return result(false, () => msg('expect.is.hidden-card'), ['406.3']);
  switch (p.kind) {
    case 'pt': {
      // CR 208.2: an unknown power or toughness (a "*" nothing carried out defines) is shown as "?" and never matches.
      const pow = ch.ptUnknown?.power ? '?' : String(ch.power ?? '–');
      const tou = ch.ptUnknown?.toughness ? '?' : String(ch.toughness ?? '–');
      const actual = () => ch.ptUnknown ? msg('expect.is.pt-unknown', { power: pow, toughness: tou, why: ch.ptUnknown.why }) : msg('expect.is.pt', { power: pow, toughness: tou });
      return result(pow === p.power && tou === p.toughness, actual, ch.ptUnknown ? ['613.4', '208.2'] : ['613.4']);
    }
    case 'named':
      return result(ch.name === p.name, () => ch.name ? msg('expect.is.named', { name: ch.name }) : msg('expect.is.nameless'), ['201.2']);
    case 'no-name':
      return result(ch.name === null, () => msg('expect.is.named', { name: String(ch.name) }), ['708.2a', '201.2a']);
    case 'colors': {
      const want = p.colors.map((c) => COLOR_BY_NAME[c]).filter((c): c is Color => !!c).sort().join('');
      return result([...ch.colors].sort().join('') === want && want.length === p.colors.length, () => colorList(ch.colors), ['105.2', '202.2']);
    }
    case 'no-mana-cost':
      return result(ch.manaCost === null, () => msg('expect.is.with-mana-cost', { cost: String(ch.manaCost) }), ['202.1', '708.2a']);
    case 'shares': {
      const otherId = run.resolve(p.other);
      const oc = otherId ? engine.characteristics(otherId) : null;
      if (!oc) return result(false, () => msg('expect.is.compared-with-nothing', { other: refLabel(p.other) }), []);
      // CR 201.2a: an object with no name shares a name with nothing; CR 205.3: creature types are subtypes of creatures.
      const creatureTypes = (c: typeof ch) => (c.cardTypes.some((t) => t.toLowerCase() === 'creature') || c.subtypes.length ? c.subtypes.map((t) => t.toLowerCase()) : []);
      const shared = p.what === 'name'
        ? ch.name !== null && oc.name !== null && ch.name === oc.name
        : creatureTypes(ch).some((t) => creatureTypes(oc).includes(t));
      const actual = () => p.what === 'name'
        ? msg('expect.is.named-other', {
          name: ch.name === null ? msg('expect.is.no-name') : msg('expect.is.name-quoted', { name: ch.name }),
          other: refLabel(p.other),
          otherName: oc.name === null ? msg('expect.is.other-has-no-name') : msg('expect.is.other-named', { name: oc.name }),
        })
        : msg('expect.is.types-other', { types: typeWords(ch.subtypes), other: refLabel(p.other), otherTypes: typeWords(oc.subtypes) });
      return result(shared !== p.negated, actual, p.what === 'name' ? ['201.2a', '708.2a'] : ['205.3', '708.2a']);
    }
    case 'mana-value':
      return result(ch.manaValue === p.value, () => msg('expect.is.mana-value', { value: String(ch.manaValue) }), ['202.3']);
    case 'has': {
      const want = normKeyword(p.keyword);
      // CR 702.16g: "protection from white and from blue" is two protection abilities.
      const labels = ch.keywordLabels.map(normKeyword).flatMap((l) =>
        l.startsWith('protection from ') ? l.slice('protection from '.length).split(/,? and from |, from /).map((q) => `protection from ${q}`).concat(l) : [l]);
      const has = labels.some((l) => l === want || l.split(' ')[0] === want);
      return result(has !== p.negated, () => labels.length ? msg('expect.is.with-keywords', { keywords: ch.keywordLabels.map(keywordHeld) }) : msg('expect.is.without-keywords'), ['613.1f']);
    }
    case 'no-abilities':
      return result(ch.abilities.length === 0, () => msg('expect.is.with-abilities', { count: ch.abilities.length }), ['613.1f']);
    case 'type': {
      const all = [...ch.supertypes, ...ch.cardTypes, ...ch.subtypes].map((t) => t.toLowerCase());
      const has = p.type.toLowerCase().split(/\s+/).every((t) => all.includes(t));
      const line = () => {
        const types = typePhrase([...ch.supertypes, ...ch.cardTypes].join(' '));
        return ch.subtypes.length ? msg('glossary.type-line', { types, subtypes: ch.subtypes.join(' ') }) : types;
      };
      return result(has !== p.negated, () => msg('expect.is.type', { negated: 'no', type: line(), noun: nounOf(ch.cardTypes) }), ['205']);
    }
  }
  return result(false, () => msg('expect.is.not-checkable'));
}
