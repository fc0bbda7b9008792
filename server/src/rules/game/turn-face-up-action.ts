// Turning a face-down permanent face up with the special action (CR 116.2b): which ways are open now (rules-digest §5
// pseudocode; 702.37e morph, 702.168d disguise, 701.40b / 701.58b a manifested or cloaked creature card's mana cost),
// the cost shown and paid (702.37e, 601.2h), then the permanent turned face up (actions/turn-face-up.ts).

import type { Choices } from '../queries/choices';
import type { GameState, PlayerId, Reason, TurnUpMethod } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeCharacteristics, whileUnchanged } from '../layers';
import { isManifestLike } from '../state/face-down';
import { camelKey, reasonMessage } from '../state/reasons';
import { msg, type Message } from '../../i18n';
import { findKeyword, keywordsOf, objectNoun, ownCard } from '../state/objects';
import { costText, hasVariable, substituteX } from '../state/mana';
import { costProblems, payCost } from '../actions/costs';
import { costParts } from '../queries/cost-parts';
import { manaProblems } from '../actions/mana-payment';
import { changedKeywordCost } from '../queries/casting-cost';
import { describeGone, performTurnFaceUp } from '../actions/turn-face-up';
import { timingProblem } from '../queries/timing';
import { lookupTable } from '../../model/lookup-table';

export interface TurnUpOption {
  method: TurnUpMethod;
  cost: string;
}

export interface TurnUpAnswer {
  options: TurnUpOption[];
  reasons: Reason[];
}

/** A face-down origin as the catalog's select names it ('turned-face-down' → 'turnedFaceDown'). */
const camel = (w: string) => w.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

const KEYWORD_METHOD: Record<string, TurnUpMethod> = lookupTable({ morph: 'morph', megamorph: 'megamorph', disguise: 'disguise' });
const METHOD_CR: Record<TurnUpMethod, string[]> = {
  morph: ['702.37e'],
  megamorph: ['702.37b', '702.37e'],
  disguise: ['702.168d'],
  'mana-cost': ['701.40b', '701.58b'],
};

/** Which ways (if any) `player` may turn `id` face up with the special action right now. */
export function canTurnFaceUp(s: GameState, id: string, player: PlayerId): TurnUpAnswer {
  // A question only: the characteristics it reads (as it is, as if face up, the cost changers') from one layer pass each.
  return whileUnchanged(s, () => turnUpAnswer(s, id, player));
}

function turnUpAnswer(s: GameState, id: string, player: PlayerId): TurnUpAnswer {
  const reasons: Reason[] = [];
  const obj = s.objects.get(id);
  if (!obj) return { options: [], reasons: [describeGone(s, id)] };
  if (obj.zone === 'stack') {
    if (obj.faceDown)
      return { options: [], reasons: [{ code: 'face-down-spell-turn-up', why: msg('rules.turn-up.face-down-spell'), cr: ['708.7', '116.2b'] }] };
    return { options: [], reasons: [{ code: 'illegal-action', why: msg('rules.turn-up.only-face-down-permanents'), cr: ['116.2b'] }] };
  }
  if (obj.zone !== 'battlefield') {
    return { options: [], reasons: [{ code: 'illegal-action', why: msg('rules.turn-up.not-on-battlefield', { card: obj.card.name, zone: obj.zone }), cr: ['116.2b'] }] };
  }
  if (!obj.faceDown) {
    const chars = computeCharacteristics(s, obj);
    if (chars.copiable.fromFaceDown) {
      return {
        options: [],
        reasons: [{ code: 'face-down-copy-is-vanilla', why: msg('rules.turn-up.copy-of-face-down', { card: obj.card.name }), cr: ['707.2', '708.2'] }],
      };
    }
    return { options: [], reasons: [{ code: 'illegal-action', why: msg('rules.already-face-up', { card: chars.name ?? obj.card.name }), cr: ['116.2b', '702.37e'] }] };
  }
  if (s.leftGame.includes(player)) return { options: [], reasons: [{ code: 'illegal-action', why: msg('rules.player-left', { player }), cr: ['800.4a'] }] };
  if (obj.controller !== player) {
    return {
      options: [],
      reasons: [{ code: 'illegal-action', why: msg('rules.turn-up.not-controller', { player: obj.controller }), cr: ['116.2b', '702.37e', '702.168d', '701.40b', '701.58b'] }],
    };
  }
  const own = ownCard(obj);
  if (obj.components.length > 0 && own.hasInstantOrSorceryComponent) {
    return {
      options: [],
      reasons: [{ code: 'manifested-instant-or-sorcery', why: msg('rules.turn-up.merged-instant-or-sorcery'), cr: ['729.2g'] }],
    };
  }
  let unpayable = false;
  const options: TurnUpOption[] = [];
  // CR 702.37e / 702.168d: the morph/disguise cost it *would have* if face up, with the effects that apply now (708.8).
  const fu = computeCharacteristics(s, obj, { assumeFaceUp: true });
  for (const k of fu.keywords) {
    const m = KEYWORD_METHOD[(k.keyword ?? '').toLowerCase()];
    if (!m) continue;
    const cost = changedKeywordCost(s, k.keyword, costText(k.cost) || k.parameter || ''); // CR 118.7
    if (!cost) {
      reasons.push({ why: msg('rules.turn-up.keyword-without-cost', { keyword: k.keyword.toLowerCase() }), cr: METHOD_CR[m] });
      continue;
    }
    // CR 118.3, 702.37e: a cost that can't be paid fully (or that the simulator doesn't understand) isn't an option.
    const problems = costProblems(s, costParts(cost, fu.name ?? undefined), { player, sourceId: obj.id, purpose: { kind: 'turn-face-up', method: m, origin: obj.faceDown.origin } });
    if (problems.length > 0) {
      unpayable = true;
      reasons.push(...problems.map((r) => ({ code: r.code, why: msg('rules.turn-up.cost-problem', { keyword: k.keyword.toLowerCase(), cost, reason: reasonMessage(r) }), cr: [...r.cr, ...METHOD_CR[m]] })));
      continue;
    }
    if (!options.some((o) => o.method === m && o.cost === cost)) options.push({ method: m, cost });
  }
  // A morph/disguise cost that can't be paid now (CR 118.3) is not a lost ability.
  if (!unpayable && !options.some((o) => o.method !== 'mana-cost')) {
    // Would it have had morph/disguise without ability-removing effects? Then those effects are what block it.
    const had = keywordsOf(fu.copiable.abilities).find((k) => KEYWORD_METHOD[(k.keyword ?? '').toLowerCase()]);
    if (had) {
      const kw = had.keyword.toLowerCase();
      // Removed in layer 6, or in layer 4 by a basic land type set on it (CR 305.7).
      const removal = fu.provenance.abilities.filter((p) => p.layer === '6' || p.cr.includes('305.7'));
      const by = removal.map((p) => p.source);
      reasons.push({
        code: 'morph-lost-with-abilities',
        why: by.length ? msg('rules.turn-up.lost-with-abilities-by', { keyword: kw, sources: by, noun: objectNoun(obj) }) : msg('rules.turn-up.lost-with-abilities', { keyword: kw, noun: objectNoun(obj) }),
        cr: [...METHOD_CR[KEYWORD_METHOD[kw]!], '708.8', ...(removal.some((p) => p.layer === '4') ? ['305.7'] : ['613.1f'])],
      });
    } else if (!isManifestLike(obj.faceDown.origin)) {
      reasons.push({
        code: 'illegal-action',
        why: msg('rules.turn-up.no-special-action', { origin: camel(obj.faceDown.origin) }),
        cr: ['708.7', '702.37e', '702.168d'],
      });
    }
  }
  if (isManifestLike(obj.faceDown.origin)) {
    // CR 701.40b / 701.58b: the card's own characteristics, ignoring copy and type-changing effects (cf. 708.12).
    const how = obj.faceDown.origin === 'cloak' ? 'cloak' : 'manifest';
    if (own.isInstantOrSorceryCard) {
      reasons.push({ code: 'manifested-instant-or-sorcery', why: msg('rules.turn-up.manifested-instant-or-sorcery', { how }), cr: ['701.40g', '701.58g'] });
    } else if (!own.isCreatureCard) {
      reasons.push({
        code: 'manifested-noncreature',
        why: msg('rules.turn-up.manifested-noncreature', { how }),
        cr: ['701.40b', '701.58b', '708.12'],
      });
    } else if (!own.manaCost || costText(own.manaCost) === '') {
      reasons.push({ code: 'no-mana-cost', why: msg('rules.turn-up.no-mana-cost', { how }), cr: ['701.40b', '701.58b', '118.6'] });
    } else {
      // CR 107.3g, 107.3h: off the stack, an {X} in the card's mana cost is 0; no X is chosen for this turn-up.
      const cost = costText(hasVariable(own.manaCost) ? substituteX(own.manaCost, 0) : own.manaCost);
      // CR 118.3: with mana paid, its mana cost must be payable now (manaProblems is empty when mana is free).
      const problems = manaProblems(s, cost, { player, purpose: { kind: 'turn-face-up', method: 'mana-cost', origin: obj.faceDown.origin } });
      if (problems.length === 0) options.push({ method: 'mana-cost', cost });
      else reasons.push(...problems.map((r) => ({ code: r.code, why: msg('rules.turn-up.mana-cost-problem', { cost, reason: reasonMessage(r) }), cr: [...r.cr, '701.40b'] })));
    }
  }
  if (obj.faceDown.origin === 'cast-face-down-effect' && obj.faceDown.turnUpOnDamageOrTap) {
    reasons.push({ why: msg('rules.turn-up.casting-effect', { noun: objectNoun(obj) }), cr: ['708.7'] });
  }
  return { options, reasons };
}

export interface TurnUpChoice {
  method?: TurnUpMethod;
  /** X for a cost with {X} (CR 107.3d, 702.37f). */
  x?: number;
  /** Object chosen by an "as … is turned face up, it becomes a copy" ability (708.11). */
  copying?: string;
  /** An Aura turned face up may be attached as it turns face up (303.4k). */
  attachTo?: string;
  /** Choices its "as … is turned face up" abilities make ("your choice of 5/1 or 1/5", 708.11). */
  choices?: Choices;
  /** Objects chosen to pay a non-mana cost (sacrifice, discard, return …); default: the first that fit. */
  paying?: string[];
  /** Pay Phyrexian symbols with 2 life each rather than mana (CR 107.4f). */
  payLife?: boolean;
}

/** A way to turn it face up, in words: its cost and method ("{2}{U} (morph)"), the method by the reader's term. */
const optionWords = (o: { method: string; cost: string }): Message =>
  msg('expect.is.turn-up-option', { cost: o.cost, method: msg('transcript.method', { method: o.method, key: camelKey(o.method) }) });

/** The special action (CR 116.2b). */
export function turnFaceUpBySpecialAction(s: GameState, out: Outcome, id: string, player: PlayerId, choice: TurnUpChoice = {}): boolean {
  // CR 116.2b: taken by a player who has priority (none in the untap step or an uneventful cleanup step, 502.4, 514.3);
  // split second doesn't stop it (702.61b).
  const timing = timingProblem(s, 'special-action');
  if (timing) {
    out.fail(timing);
    return false;
  }
  const ans = canTurnFaceUp(s, id, player);
  const target = s.objects.get(id);
  const noun = target ? objectNoun(target) : 'none';
  if (ans.options.length === 0) {
    if (ans.reasons.length === 0) out.fail({ code: 'illegal-action', why: msg('rules.turn-up.cannot', { noun }), cr: ['116.2b'] });
    for (const r of ans.reasons) out.fail(r);
    return false;
  }
  let wanted = choice.method;
  if (wanted === 'morph' && !ans.options.some((o) => o.method === 'morph') && ans.options.some((o) => o.method === 'megamorph')) wanted = 'megamorph'; // 702.37b
  const opt = wanted ? ans.options.find((o) => o.method === wanted) : ans.options[0];
  if (!opt) {
    out.fail({
      code: 'illegal-action',
      why: wanted === 'mana-cost' ? msg('rules.turn-up.not-for-mana-cost', { options: ans.options.map(optionWords), noun })
        : msg('rules.turn-up.not-for-keyword', { keyword: wanted!, options: ans.options.map(optionWords), noun }),
      cr: METHOD_CR[wanted!],
    });
    for (const r of ans.reasons) out.note(r);
    return false;
  }
  const obj = s.objects.get(id)!;
  let cost = opt.cost;
  const parsed = /\{X\}/i.test(cost) ? { x: choice.x ?? 0 } : null;
  if (!parsed && typeof choice.x === 'number') {
    // CR 107.3d: X is chosen only for a special action's cost that has an X; a card's mana cost paid off the stack has
    // X 0 (107.3g, 107.3h), so nothing is chosen for it.
    out.fail({
      code: 'illegal-action',
      why: opt.method === 'mana-cost' ? msg('rules.turn-up.no-x-mana-cost', { cost }) : msg('rules.turn-up.no-x-keyword', { keyword: opt.method, cost }),
      cr: opt.method === 'mana-cost' ? ['107.3g', '107.3h', ...METHOD_CR[opt.method]] : ['107.3d', ...METHOD_CR[opt.method]],
    });
    return false;
  }
  if (parsed) {
    // CR 107.3d, 702.37f, 702.168e: X is chosen immediately before paying.
    const fu = computeCharacteristics(s, obj, { assumeFaceUp: true });
    const src = findKeyword(fu.abilities, opt.method)?.cost;
    if (src && hasVariable(src)) cost = costText(substituteX(src, parsed.x));
    obj.xValue = parsed.x;
  }
  // CR 702.37e: show the cost, pay it, then turn it face up (non-mana parts are paid here; mana is reported).
  const fuName = computeCharacteristics(s, obj, { assumeFaceUp: true }).name ?? undefined;
  payCost(s, out, costParts(cost, fuName), { player, sourceId: obj.id, choices: choice.paying, preferLife: choice.payLife, purpose: { kind: 'turn-face-up', method: opt.method, origin: obj.faceDown?.origin } }, (o) => {
    o.tapped = true;
    out.event({ type: 'tapped', objectId: o.id });
  });
  if (!out.ok) return false; // CR 601.2h (via 702.37e): a cost that can't be paid leaves it face down
  return performTurnFaceUp(s, out, obj, { via: 'special-action', method: opt.method, cost, turner: player, copying: choice.copying, attachTo: choice.attachTo, choices: choice.choices });
}
