// Set-wide interaction analysis: every effect of this document that can touch a face-down permanent is
// simulated on the rules engine against every face-down-capable card of the workspace, and every
// manifest/cloak effect against every card it could put face down. Notable outcomes become one
// information diagnostic on the effect's line, with related information pointing at the cards.
// Pair results are cached by the text of both cards, so an edit re-simulates only the pairs it touches.

import { makeDiagnostic, type Diagnostic, type RelatedInfo } from '../diagnostics/diagnostic';
import type { Ability, Card, Effect } from '../model/types';
import { structuralKey } from '../model/structural-key';
import type { Workspace } from '../model/workspace';
import { Engine } from '../rules/engine';
import type { PlayerId } from '../rules/game-state';
import type { Check } from './check';

const TOUCHING = new Set<Effect['kind']>([
  'lose-all-abilities', 'become-copy', 'create-token-copy', 'become-type', 'turn-face-down', 'turn-face-up', 'reveal', 'zone-change', 'set-base-pt',
]);
const PUTTING_FACE_DOWN = new Set<Effect['kind']>(['manifest', 'manifest-dread', 'cloak']);

/** Whether some effect of `card` puts cards face down, so its analysis depends on every card of the workspace. */
export function putsCardsFaceDown(card: Card): boolean {
  return card.faces.some((f) => f.abilities.some((a) => 'effects' in a && a.effects.some((e) => PUTTING_FACE_DOWN.has(e.kind))));
}
const FACE_DOWN_KEYWORDS = ['morph', 'megamorph', 'disguise'] as const;
type FaceDownKeyword = (typeof FACE_DOWN_KEYWORDS)[number];

export interface PairOutcome {
  /** Short description of what happens, shared by every card it happens to. */
  what: string;
  cr: string[];
}

const MAX_CACHE = 50_000;
const pairCache = new Map<string, PairOutcome | null>();

function remember(key: string, value: PairOutcome | null): PairOutcome | null {
  if (pairCache.size >= MAX_CACHE) pairCache.clear();
  pairCache.set(key, value);
  return value;
}

export function faceDownKeyword(card: Card): FaceDownKeyword | undefined {
  for (const a of card.faces[0]?.abilities ?? []) {
    if (a.kind !== 'keyword') continue;
    for (const k of a.keywords) {
      const w = k.keyword.toLowerCase() as FaceDownKeyword;
      if (FACE_DOWN_KEYWORDS.includes(w)) return w;
    }
  }
  return undefined;
}

function effectsOf(a: Ability): Effect[] {
  return 'effects' in a ? a.effects : [];
}

const durationText = (effects: Effect[]) => (effects.some((e) => 'duration' in e && e.duration === 'until-end-of-turn') ? ' until end of turn' : '');

/** Simulates ability `index` of `source` against a face-down `target` cast with its face-down keyword. */
export function simulateTouch(source: Card, index: number, target: Card, keyword: FaceDownKeyword): PairOutcome | null {
  const ability = source.faces[0]!.abilities[index]!;
  const effects = effectsOf(ability);
  const wantsYours = effects.some((e) => 'target' in e && e.target.kind !== 'self' && e.target.kind !== 'it' && 'filter' in e.target && e.target.filter.controller === 'you');
  const controller: PlayerId = wantsYours ? 'you' : 'opponent';
  const engine = Engine.create(source === target ? [source] : [source, target]);
  const put = engine.put(controller, target.name, 'battlefield', { faceDown: keyword });
  if (!put.id) return null;
  const before = engine.canTurnFaceUp(put.id, controller).options;
  const isStatic = ability.kind === 'static' || ability.kind === 'replacement';
  const result = isStatic
    ? engine.put('you', source.name, 'battlefield')
    : engine.apply('you', source.name, { abilityIndex: index, targets: [put.id] });
  if (!result.ok) return null;
  const id = engine.currentId(put.id);
  const obj = id ? engine.object(id) : undefined;
  if (!obj || obj.zone !== 'battlefield') {
    return { what: 'it leaves the battlefield revealed, as a new object with no face-down history', cr: ['708.9', '400.7'] };
  }
  if (!obj.faceDown) {
    return { what: 'it is turned face up without paying a cost; its "turned face up" abilities trigger, its "enters" abilities don\'t', cr: ['708.8', '603.2'] };
  }
  const after = engine.canTurnFaceUp(obj.id, obj.controller);
  const lost = before.filter((b) => b.method !== 'mana-cost' && !after.options.some((a) => a.method === b.method));
  if (lost.length) {
    const methods = [...new Set(lost.map((l) => l.method))].join('/');
    return { what: `it loses ${methods}${isStatic ? ' while this is on the battlefield' : durationText(effects)}, so it can't be turned face up`, cr: ['702.37e', '702.168d', '708.8'] };
  }
  const tokenCopy = result.events.find((e) => e.type === 'entered' && e.objectId !== obj.id && !e.faceDown);
  if (tokenCopy && tokenCopy.type === 'entered') {
    return { what: 'a copy of it is a face-up 2/2 with no name, abilities or color, and can never be turned face up', cr: ['707.2', '708.2'] };
  }
  const ch = engine.characteristics(obj.id);
  if (ch && effects.some((e) => e.kind === 'become-type' || e.kind === 'set-base-pt' || e.kind === 'become-copy')) {
    return { what: `it stays face down as a ${ch.power ?? '–'}/${ch.toughness ?? '–'}${ch.subtypes.length ? ` ${ch.subtypes.join(' ')}` : ''} and can still be turned face up for its ${keyword} cost`, cr: ['708.8', '613.1'] };
  }
  return null;
}

/** Manifests or cloaks `card` and reports when it could not be turned face up for its mana cost. */
export function simulateManifest(card: Card, how: 'manifest' | 'cloak'): PairOutcome | null {
  const engine = Engine.create([card]);
  engine.setLibrary('you', [card.name]);
  const r = how === 'cloak' ? engine.cloak('you', 1) : engine.manifest('you', 1);
  const made = r.events.find((e) => e.type === 'manifested');
  if (!made || made.type !== 'manifested') return null;
  const answer = engine.canTurnFaceUp(made.objectId, 'you');
  if (answer.options.some((o) => o.method === 'mana-cost')) return null;
  const reason = answer.reasons.find((x) => x.code === 'manifested-instant-or-sorcery' || x.code === 'manifested-noncreature' || x.code === 'no-mana-cost');
  if (!reason) return null;
  const alt = answer.options.length ? ` (it can still use ${answer.options.map((o) => o.method).join('/')})` : '';
  const what = reason.code === 'manifested-instant-or-sorcery'
    ? 'an instant or sorcery put face down can never be turned face up'
    : reason.code === 'no-mana-cost'
      ? 'it has no mana cost, so it can\'t be turned face up for one'
      : 'a noncreature card put face down can\'t be turned face up for its mana cost; only an effect can turn it up';
  return { what: what + alt, cr: reason.cr };
}

const MAX_LISTED = 8;

/** Cards with one outcome: the first MAX_LISTED in workspace order (named in the message and linked), and how many. */
interface OutcomeGroup {
  outcome: PairOutcome;
  cards: Card[];
  count: number;
}

/** Cards of one rules identity (structuralKey), in workspace order: they behave the same, so one simulation serves all. */
interface CardClass {
  key: number;
  cards: Card[];
}

function classesOf(cards: readonly Card[]): CardClass[] {
  const byKey = new Map<number, CardClass>();
  for (const card of cards) {
    const key = structuralKey(card);
    const c = byKey.get(key);
    if (c) c.cards.push(card);
    else byKey.set(key, { key, cards: [card] });
  }
  return [...byKey.values()];
}

/**
 * Groups the classes by outcome, leaving `exclude` out. Only the first MAX_LISTED cards of an outcome are kept:
 * listing (and linking) every card of a huge set in a diagnostic per effect made the analysis quadratic in time and
 * memory (a 10 MB set ran the server out of memory).
 */
function groupByOutcome(classes: readonly CardClass[], outcomeOf: (c: CardClass) => PairOutcome | null, position: Map<Card, number>, exclude?: Card): OutcomeGroup[] {
  const groups = new Map<string, { outcome: PairOutcome; candidates: Card[]; count: number }>();
  for (const cls of classes) {
    const members = exclude && cls.key === structuralKey(exclude) ? cls.cards.filter((c) => c !== exclude) : cls.cards;
    if (!members.length) continue;
    const outcome = outcomeOf({ key: cls.key, cards: members });
    if (!outcome) continue;
    let g = groups.get(outcome.what);
    if (!g) groups.set(outcome.what, (g = { outcome, candidates: [], count: 0 }));
    g.candidates.push(...members.slice(0, MAX_LISTED));
    g.count += members.length;
  }
  const out = [...groups.values()].map(({ outcome, candidates, count }) => ({
    outcome,
    cards: candidates.sort((a, b) => position.get(a)! - position.get(b)!).slice(0, MAX_LISTED),
    count,
  }));
  // In the order the cards come in the workspace (the first card of each outcome).
  return out.sort((a, b) => position.get(a.cards[0]!)! - position.get(b.cards[0]!)!);
}

function summarize(prefix: string, groups: readonly OutcomeGroup[]): { message: string; related: RelatedInfo[]; cr: string[] } {
  const parts: string[] = [];
  const related: RelatedInfo[] = [];
  const cr = new Set<string>();
  for (const { outcome, cards, count } of groups) {
    const names = cards.map((c) => c.name).join(', ');
    parts.push(`${names}${count > cards.length ? ` and ${count - cards.length} more` : ''}: ${outcome.what}`);
    outcome.cr.forEach((c) => cr.add(c));
    for (const c of cards) related.push({ uri: c.uri, span: c.nameSpan, message: c.name });
  }
  return { message: `${prefix} ${parts.join('; ')}.`, related, cr: [...cr] };
}

interface CardIndex {
  position: Map<Card, number>;
  faceDownCapable: CardClass[];
  allClasses: CardClass[];
}

/**
 * Positions and classes of a card list, built when an effect first needs them and kept while the same list is
 * passed again (callers that analyze one source card at a time pass one list for all of them).
 */
const cardIndexes = new WeakMap<readonly Card[], CardIndex>();
function indexOfCards(all: readonly Card[]): CardIndex {
  let index = cardIndexes.get(all);
  if (!index) {
    index = {
      position: new Map(all.map((c, i) => [c, i] as const)),
      faceDownCapable: classesOf(all.filter((c) => faceDownKeyword(c))),
      allClasses: classesOf(all),
    };
    cardIndexes.set(all, index);
  }
  return index;
}

export function analyzeInteractions(workspace: Workspace, uri: string): Diagnostic[] {
  const doc = workspace.get(uri);
  if (!doc) return [];
  const all = workspace.allCards();
  const out: Diagnostic[] = [];
  for (const { card: source } of doc.cards) {
    const face = source.faces[0];
    if (!face) continue;
    const sourceKey = structuralKey(source);
    face.abilities.forEach((ability, index) => {
      const kinds = effectsOf(ability).map((e) => e.kind);
      if (kinds.some((k) => TOUCHING.has(k))) {
        const { faceDownCapable, position } = indexOfCards(all);
        const groups = groupByOutcome(faceDownCapable, ({ key, cards }) => {
          const pairKey = `touch\u0000${sourceKey}\u0000${index}\u0000${key}`;
          return pairCache.has(pairKey) ? pairCache.get(pairKey)! : remember(pairKey, simulateTouch(source, index, cards[0]!, faceDownKeyword(cards[0]!)!));
        }, position, source);
        if (groups.length) {
          const s = summarize('On face-down cards of this set:', groups);
          out.push(makeDiagnostic('interaction', s.message, ability.span, { related: s.related, cr: s.cr }));
        }
      }
      const putDown = effectsOf(ability).find((e) => PUTTING_FACE_DOWN.has(e.kind));
      if (putDown) {
        const how = putDown.kind === 'cloak' ? 'cloak' : 'manifest';
        const { allClasses, position } = indexOfCards(all);
        const groups = groupByOutcome(allClasses, ({ key, cards }) => {
          const pairKey = `${how}\u0000${key}`;
          return pairCache.has(pairKey) ? pairCache.get(pairKey)! : remember(pairKey, simulateManifest(cards[0]!, how));
        }, position);
        if (groups.length) {
          const s = summarize(`Cards of this set that this could ${how === 'cloak' ? 'cloak' : 'manifest'}:`, groups);
          out.push(makeDiagnostic('interaction', s.message, ability.span, { related: s.related, cr: s.cr }));
        }
      }
    });
  }
  return out;
}

export const interactionsCheck: Check = {
  name: 'interactions',
  run: ({ doc, workspace }) => analyzeInteractions(workspace, doc.uri),
};
