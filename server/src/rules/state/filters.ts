// Matching an ObjectFilter ("face-down creature an opponent controls", "green creature") against an object's
// current characteristics and status. Words in `types` are all required (AND); color words and "face-down" count.

import type { Color, ObjectFilter } from '../../model/types';
import { COLOR_BY_NAME } from '../../model/types';
import { parseFilter } from '../../model/abilities/targets';
import type { ChosenValues, CombatState, FilterView, GameObject, GameState, PlayerId } from './game-state';

export type { FilterView } from './game-state';

/**
 * Whether an object of these colors has the color quality a word names — a color (CR 105.1, 105.2), "colorless" (none,
 * 105.2c), "monocolored" (exactly one, 105.2a) or "multicolored" (two or more, 105.2b) — or undefined for a word that
 * names no color quality.
 */
export function colorQuality(word: string, colors: readonly Color[]): boolean | undefined {
  if (word === 'colorless') return colors.length === 0;
  if (word === 'monocolored') return colors.length === 1;
  if (word === 'multicolored') return colors.length >= 2;
  const color = COLOR_BY_NAME[word];
  return color ? colors.includes(color) : undefined;
}

export interface FilterContext {
  /** The controller of the ability/effect using the filter ("you"). */
  controller: PlayerId;
  /** The object the ability belongs to ("other"). */
  sourceId?: string;
  /** Face-down status to assume (the hypothetical face-up computation passes false). */
  faceDown?: boolean;
  /** What the source is attached to, for "enchanted creature" / "equipped creature". */
  sourceAttachedTo?: string | null;
  /** The source's power and toughness now, for "with power less than ~'s power" (compared with this object's). */
  sourceStats?: { power: number | null; toughness: number | null };
  /** The choices linked to the ability ("the chosen color", CR 607.2d): its source's, or made as it resolves. */
  chosen?: ChosenValues;
  /** The combat in progress (null: none), for "attacking" and "blocking" (CR 506.4); not given, they match nothing. */
  combat?: CombatState | null;
  /** Whether one target of a spell (an object id or a player) is what "that targets …" describes (CR 115.1): given by
   * target legality (rules/queries/target-legality.ts); not given, "a spell that targets a creature" matches nothing. */
  targetMatches?: (target: string, what: NonNullable<ObjectFilter['targetsWhat']>) => boolean;
  /** The targets of a spell being cast, not yet on the stack (CR 601.2c: announced before its total cost, 601.2f). */
  spellTargets?: readonly string[];
  /** Whether an object was dealt damage this turn (by the source `by`), as the turn's history saw it (CR 120.1, 500.1):
   * given where a target or an effect's objects are found (rules/state/damage-seen.ts); not given, the words are not read. */
  dealtDamage?: (id: string, by?: string) => boolean;
  /** Whether an object dealt damage to you, attacked or entered the battlefield this turn, as the turn's history saw it
   * (CR 120.1, 508.1, 603.6a, 500.1): given where a target or an effect's objects are found (rules/state/did-this-turn.ts);
   * not given, the words are not read. */
  didThisTurn?: (id: string, did: NonNullable<ObjectFilter['didThisTurn']>) => boolean;
  /** Whether a permanent is equipped, enchanted or modified (CR 301.5a, 303.4, 700.9): given where a target or an
   * effect's objects are found (rules/queries/attachment-adjectives.ts attachmentReader); not given, the words match nothing. */
  attachments?: (obj: GameObject, word: 'equipped' | 'enchanted' | 'modified') => boolean;
  /** Whether an object stands in a relation to another ("attached to ~", "blocking enchanted creature", CR 301.5, 509.1):
   * given where a target or an effect's objects are found (rules/queries/related-objects.ts); not given, not read. */
  related?: (obj: GameObject, r: NonNullable<ObjectFilter['relatedTo']>) => boolean;
  /** The X of the spell or ability the filter belongs to (CR 107.3a, 601.2b: announced before its targets), for "with
   * power X or less", "with mana value X"; not given, a comparison with X is not read. */
  x?: number;
  /** "that player": the player a triggered ability's event names ("deals combat damage to a player", CR 603.2, 109.4),
   * for "target artifact that player controls"; not given, "that player controls" matches nothing. */
  thatPlayer?: PlayerId;
}

/** The choices an object's abilities made for it (CR 607.2d), for a filter's "the chosen …". */
export function chosenOf(s: Pick<GameState, 'objects'>, sourceId: string | undefined): ChosenValues | undefined {
  return sourceId ? s.objects.get(sourceId)?.chosen : undefined;
}

/** Split "creature card", "nontoken creature" … into words. */
function splitWords(types: readonly string[]): string[] {
  return types.flatMap((t) => String(t).toLowerCase().split(/[\s,]+/)).filter((w) => w.length > 0);
}

const NO_WORDS: readonly string[] = Object.freeze([]);
/** The words of a frozen list (a model's filter: span-free parts of abilities are frozen), split once per list. */
const wordsMemo = new WeakMap<readonly string[], readonly string[]>();
let wordsMemoEnabled = true;

/** Tests switch the memo of a filter's words off, to show it changes no answer (test/support/caches.ts). */
export function setFilterWordsMemoEnabled(on: boolean): void {
  wordsMemoEnabled = on;
}

function words(types: readonly string[] | undefined): readonly string[] {
  if (!types || types.length === 0) return NO_WORDS;
  if (!wordsMemoEnabled || !Object.isFrozen(types)) return splitWords(types);
  let ws = wordsMemo.get(types);
  if (!ws) wordsMemo.set(types, (ws = Object.freeze(splitWords(types))));
  return ws;
}

/** Words that name where the described object is (CR 109.2): with none of them, a type word means a permanent. */
const ZONE_WORDS = new Set(['card', 'cards', 'spell', 'spells', 'source', 'sources', 'scheme', 'schemes', 'object', 'permanent', 'permanents']);

/**
 * CR 109.2: a description with a card type or subtype that names no zone and doesn't say "card", "spell", "source"
 * or "scheme" means a permanent on the battlefield ("target creature" never finds a creature spell, 608.2b).
 */
export function meansPermanent(filter: ObjectFilter): boolean {
  const ws = words(filter.types);
  return ws.length > 0 && !ws.some((w) => ZONE_WORDS.has(w));
}

const lower = (xs: readonly string[]) => xs.map((x) => x.toLowerCase());

/**
 * CR 201.2, 201.5: "cards named ~" in the text of an object ("for each card named Kindle in all graveyards", "each other
 * creature named Relentless Rats"): the filter with that object's name, `name` (its name now, a copy's the copied one,
 * CR 707.2); undefined when it has none (then nothing is counted: the amount is unknown).
 * OPEN QUESTION: an object that gains such an ability from another ("… named Relentless Rats" granted to a creature with
 * another name): CR 201.5b treats the first name as the second only where it refers to the first object by name; whether
 * "named <name>" is such a reference the CR doesn't say. The engine counts with the name of the object the text is on.
 */
export function withOwnName(f: ObjectFilter, name: string | null | undefined): ObjectFilter | undefined {
  if (f.named !== '~') return f;
  return name ? { ...f, named: name } : undefined;
}

export function matchesFilter(obj: GameObject, view: FilterView, filter: ObjectFilter | undefined, ctx: FilterContext): boolean {
  if (!filter) return true;
  // An or-list ("target artifact or enchantment", CR 115.1): one alternative must match, then the shared phrases.
  if (filter.anyOf && filter.anyOf.length > 0 && !filter.anyOf.some((alt) => matchesFilter(obj, view, alt, ctx))) return false;
  if (meansPermanent(filter) && obj.zone !== 'battlefield') return false;
  // Status words (CR 110.5): "tapped lands", "untapped creatures".
  if (filter.status?.includes('tapped') && !obj.tapped) return false;
  if (filter.status?.includes('untapped') && obj.tapped) return false;
  // CR 506.4, 508.1k, 509.1g: "attacking" / "blocking" creatures are those in the combat now (removed from combat, not).
  if (filter.status?.includes('attacking') && !(ctx.combat && ctx.combat.attackers[obj.id] !== undefined)) return false;
  if (filter.status?.includes('blocking') && !(ctx.combat && Object.values(ctx.combat.blocks).some((b) => b.includes(obj.id)))) return false;
  // "nonattacking", "nonblocking": not one of those now (CR 508.1k, 509.1g).
  if (filter.status?.includes('nonattacking') && ctx.combat && ctx.combat.attackers[obj.id] !== undefined) return false;
  if (filter.status?.includes('nonblocking') && ctx.combat && Object.values(ctx.combat.blocks).some((b) => b.includes(obj.id))) return false;
  // CR 509.1h: once blockers are declared, an attacking creature is blocked or unblocked (blocked it stays, even with its
  // blockers removed from combat); before then it is neither.
  if (filter.status?.includes('blocked') || filter.status?.includes('unblocked')) {
    const c = ctx.combat;
    const attacking = !!c && c.attackers[obj.id] !== undefined && c.blockersDeclared;
    const blocked = attacking && (!!c!.blocked?.includes(obj.id) || (c!.blocks[obj.id]?.length ?? 0) > 0);
    if (!attacking || blocked !== !!filter.status?.includes('blocked')) return false;
  }
  // "with mana value 4 or greater", "with power 2 or less" (CR 202.3, 208.1): a fixed number against the value now.
  // "with power less than ~'s power": against the source's value, when the caller gives it.
  // A comparison with a quantity ("equal to the number of …") is not matched here: effect-descriptors.ts marks it not carried out.
  // CR 107.3a: "with power X or less", "with mana value X": against the X of the spell or ability, when the caller gives it.
  // CR 208.1: "that each have toughness greater than their power": the object's own two values.
  if (filter.compare && (!filter.compare.nIsX || ctx.x !== undefined) && !filter.compare.than && !filter.compare.implied && (!filter.compare.thanSelf || ctx.sourceStats)) {
    const c = filter.compare;
    const n = c.thanOwn ? (c.thanOwn.stat === 'power' ? view.power : view.toughness) : c.thanSelf ? ctx.sourceStats![c.thanSelf] : c.nIsX ? ctx.x : c.n;
    const holds = (v: number | null | undefined) => typeof v === 'number' && typeof n === 'number' && (c.op === 'le' ? v <= n : c.op === 'ge' ? v >= n : c.op === 'lt' ? v < n : c.op === 'gt' ? v > n : v === n);
    // CR 208.1: "with power or toughness 1 or less": either value (not claimed carried out: effect-descriptors.ts).
    if (!holds(c.stat === 'mana value' ? view.manaValue : c.stat === 'power' ? view.power : view.toughness) && !(c.orToughness && holds(view.toughness))) return false;
  }
  // "a 1/1 creature" (CR 208.1): exactly that power and toughness now.
  if (filter.pt && (view.power !== filter.pt.power || view.toughness !== filter.pt.toughness)) return false;
  // "creatures with no abilities": abilities granted or removed in layer 6 count before a layer-7 effect applies (CR 613.1f).
  if (filter.withNoAbilities && (view.abilities ?? view.keywords).length > 0) return false;
  const faceDown = ctx.faceDown ?? obj.faceDown !== null;
  // The object's type words, made only when a word of the filter asks for them (most filters name a card type only).
  let typeSet: Set<string> | undefined;
  const allTypes = (): Set<string> => (typeSet ??= new Set([...lower(view.cardTypes), ...lower(view.subtypes), ...lower(view.supertypes)]));
  for (const w of words(filter.types)) {
    if (w === 'card' || w === 'object' || w === 'cards') continue;
    // CR 120.1, 609.7: "a source" is any object that deals (or would deal) damage; the caller names such an object.
    if (w === 'source' || w === 'sources') continue;
    if (w === 'permanent' || w === 'permanents') {
      if (obj.zone !== 'battlefield') return false;
      continue;
    }
    if (w === 'spell' || w === 'spells') {
      if (obj.zone !== 'stack') return false;
      continue;
    }
    if (w === 'face-down') {
      if (!faceDown) return false;
      continue;
    }
    if (w === 'face-up') {
      if (faceDown) return false;
      continue;
    }
    if (w === 'nontoken') {
      if (obj.token) return false;
      continue;
    }
    if (w === 'token') {
      if (!obj.token) return false;
      continue;
    }
    // CR 105.2, 202.2c: a color word, "colorless", "monocolored", "multicolored" (a {G}{W} spell is multicolored).
    const colored = colorQuality(w, view.colors);
    if (colored !== undefined) {
      if (!colored) return false;
      continue;
    }
    if (w.startsWith('non') && w.length > 3) {
      if (allTypes().has(w.slice(3).replace(/^-/, ''))) return false;
      continue;
    }
    const types = allTypes();
    const singular = w.endsWith('s') && !types.has(w) ? w.slice(0, -1) : w;
    if (!types.has(w) && !types.has(singular)) return false;
  }
  // "each creature you control that's a Wolf or a Werewolf" (CR 205.3, 205.3m): an object with one of those subtypes.
  if (filter.thatsKinds && !filter.thatsKinds.some((k) => allTypes().has(k.toLowerCase()))) return false;
  // "enchanted creature": only the object the source is attached to (CR 303.4, 301.5).
  if (filter.attachment && (!ctx.sourceAttachedTo || ctx.sourceAttachedTo !== obj.id)) return false;
  // "creatures enchanted player controls": the player the source is attached to (CR 303.4b, 303.4m, 702.5d).
  if (filter.controlledBy === 'enchanted-player' && (!ctx.sourceAttachedTo || obj.controller !== ctx.sourceAttachedTo)) return false;
  // "target creature defending player controls" (CR 506.2): in a two-player game's combat (102.2), the player the source
  // attacks, or the one every attacker attacks; with no combat no player is defending. A reader that gives no combat asks
  // about its controller's attack: the defending player is its controller's opponent (102.2, 506.2).
  if (filter.controlledBy === 'defending-player') {
    const defending = ctx.combat === undefined ? (ctx.controller === 'you' ? 'opponent' : 'you')
      : ctx.combat ? (ctx.sourceId !== undefined ? ctx.combat.attackers[ctx.sourceId] : undefined) ?? Object.values(ctx.combat.attackers)[0] : undefined;
    if (defending === undefined || obj.controller !== defending) return false;
  }
  if (filter.faceDown && !faceDown) return false;
  if (filter.faceUp && faceDown) return false;
  if (filter.nontoken && obj.token) return false;
  if (filter.other && ctx.sourceId !== undefined && obj.id === ctx.sourceId) return false;
  if (filter.controller === 'you' && obj.controller !== ctx.controller) return false;
  if (filter.controller === 'opponent' && obj.controller === ctx.controller) return false;
  // CR 108.3: "target permanent you own", "a card you own exiled with ~": the object's owner is the ability's controller.
  if (filter.ownedByYou && obj.owner !== ctx.controller) return false;
  // CR 105.2: "a permanent that's one or more colors": a colored object (colorless objects have no color, 105.2c).
  if (filter.colored && view.colors.length === 0) return false;
  // CR 109.4, 603.2: "target enchantment that player controls" after "deals combat damage to a player": that player's.
  if (filter.controlledByThatPlayer && (ctx.thatPlayer === undefined || obj.controller !== ctx.thatPlayer)) return false;
  if (filter.withKeyword) {
    const k = filter.withKeyword.toLowerCase();
    if (!view.keywords.some((x) => (x.keyword ?? '').toLowerCase() === k)) return false;
  }
  // "a creature without flanking", "creatures without flying": lacking that keyword now (CR 702.25a, 702.9).
  if (filter.withoutKeyword) {
    const k = filter.withoutKeyword.toLowerCase();
    if (view.keywords.some((x) => (x.keyword ?? '').toLowerCase() === k)) return false;
  }
  // "creatures with flying or reach": having at least one of them now (CR 702, 613.1f).
  if (filter.withKeywords && !view.keywords.some((x) => filter.withKeywords!.some((k) => k.toLowerCase() === (x.keyword ?? '').toLowerCase()))) return false;
  // "permanents that aren't legendary", "a creature that isn't white": without that supertype or color now (CR 205.4a, 105.2).
  if (filter.thatIsnt && (allTypes().has(filter.thatIsnt.word) || colorQuality(filter.thatIsnt.word, view.colors) === true)) return false;
  // "creatures without flying or reach": lacking every one of them now (CR 702, 613.1f).
  if (filter.withoutKeywords && view.keywords.some((x) => filter.withoutKeywords!.some((k) => k.toLowerCase() === (x.keyword ?? '').toLowerCase()))) return false;
  // CR 607.2d: "of the chosen type / color", "with the chosen name" refer to the linked ability's choice; with no
  // choice made they match nothing (607.5a: that part does nothing).
  // The type chosen may be a creature type, a land type or a card type (CR 205.3m, 205.3i, 205.2a).
  if (filter.ofChosenType === 'the chosen type') {
    const t = (ctx.chosen?.creatureType ?? ctx.chosen?.landType ?? ctx.chosen?.cardType)?.toLowerCase();
    if (!t || !allTypes().has(t)) return false;
  }
  if (filter.ofChosenColor && (!ctx.chosen?.color || !view.colors.includes(ctx.chosen.color))) return false;
  // CR 122.1: "with a +1/+1 counter on it", "with no ice counters on it", "with a counter on it" (any kind).
  if (filter.withCounters) {
    const c = filter.withCounters;
    const have = c.counter !== undefined ? obj.counters[c.counter] ?? 0 : Object.values(obj.counters).reduce((a, b) => a + b, 0);
    if (c.none ? have > 0 : have < c.atLeast) return false;
  }
  // CR 105.2: "a spell that's both white and black" has each of the colors; "… that's white, blue, black, or red" one of them.
  if (filter.thatsColors) {
    const { colors, joiner } = filter.thatsColors;
    const has = (c: (typeof colors)[number]) => view.colors.includes(c);
    if (joiner === 'and' ? !colors.every(has) : !colors.some(has)) return false;
  }
  // CR 202.1, 107.3: "a spell with {X} in its mana cost": the symbol is in the object's mana cost (a face-down one has none, 708.2).
  if (filter.costSymbol && !((typeof view.manaCost === 'string' ? view.manaCost : view.manaCost?.text) ?? '').includes(filter.costSymbol.symbol)) return false;
  // CR 715.2a: "a creature spell that has an Adventure": its card has an Adventure (it need not have gone on it, 715.4);
  // a face-down object has none (708.2).
  if (filter.hasAdventure && (faceDown || !(obj.card.faces?.[1]?.typeLine?.subtypes ?? []).some((t) => t.toLowerCase() === 'adventure'))) return false;
  // CR 201.2: "a card named …" (a name other than the source's own, "~", which its descriptor leaves to be told).
  if (filter.named !== undefined && (!view.name || view.name.toLowerCase() !== filter.named.toLowerCase())) return false;
  if (filter.withChosenName && (ctx.chosen?.cardName === undefined || !view.name || view.name.toLowerCase() !== ctx.chosen.cardName.toLowerCase())) return false;
  // CR 115.1, 601.2c: "a spell that targets ~" (heroic) — a spell whose targets, chosen as it was cast, include the
  // source; "that targets only ~": the source is every one of them. Without a source it matches nothing.
  if (filter.targetsSelf) {
    const targets = obj.zone === 'stack' ? obj.spell?.targets ?? [] : ctx.spellTargets ?? [];
    if (ctx.sourceId === undefined || !targets.includes(ctx.sourceId) || (filter.targetsSelf === 'only' && targets.some((t) => t !== ctx.sourceId))) return false;
  }
  // CR 115.1, 601.2c: "a spell that targets a permanent you control", "… that targets you or a creature you control": one
  // of the spell's targets, chosen as it was cast, is such an object (or the filter's controller).
  if (filter.targetsWhat) {
    const targets = obj.zone === 'stack' ? obj.spell?.targets ?? [] : ctx.spellTargets ?? [];
    const what = filter.targetsWhat;
    if (!ctx.targetMatches || !targets.some((t) => ctx.targetMatches!(t, what))) return false;
  }
  // CR 120.1, 120.3: "target creature that was dealt damage this turn", "each creature dealt damage by ~ this turn".
  if ((filter.dealtDamage === 'this-turn' || filter.dealtDamage === 'by-self-this-turn') && ctx.dealtDamage && !ctx.dealtDamage(obj.id, filter.dealtDamage === 'by-self-this-turn' ? ctx.sourceId ?? '' : undefined)) return false;
  // CR 120.1, 508.1, 603.6a: "target creature that dealt damage to you this turn", "all creatures that attacked this turn".
  if (filter.didThisTurn && ctx.didThisTurn && !ctx.didThisTurn(obj.id, filter.didThisTurn)) return false;
  // CR 205.2a, 205.3: "permanents you control that are Spirits and/or enchantments": of one of those kinds.
  if (filter.thatAreKinds && !matchesFilter(obj, view, filter.thatAreKinds, ctx)) return false;
  // CR 608.2c: "destroy all permanents except for lands and tokens": an object the exception describes is not one of them.
  if (filter.exceptFor && matchesFilter(obj, view, filter.exceptFor, ctx)) return false;
  // CR 301.5, 303.4, 509.1: "target Aura attached to a creature", "all creatures blocking ~" (rules/queries/related-objects.ts).
  if (filter.relatedTo && ctx.related && !ctx.related(obj, filter.relatedTo)) return false;
  // CR 700.6: historic — legendary, an artifact or a Saga; CR 702.33d, 400.7d: kicked — a spell kicked as it was cast,
  // or the permanent it became.
  for (const adjective of filter.adjectives ?? []) {
    if (adjective === 'historic' && !allTypes().has('legendary') && !allTypes().has('artifact') && !allTypes().has('saga')) return false;
    if (adjective === 'kicked' && !((obj.zone === 'stack' ? obj.spell?.kicked ?? 0 : obj.zone === 'battlefield' ? obj.kicked ?? 0 : 0) > 0)) return false;
    // CR 301.5a, 303.4, 700.9: "target enchanted creature", "all equipped creatures": where the context tells it.
    if (adjective === 'equipped' || adjective === 'enchanted' || adjective === 'modified') {
      if (!ctx.attachments || obj.zone !== 'battlefield' || !ctx.attachments(obj, adjective)) return false;
      continue;
    }
    if (adjective !== 'historic' && adjective !== 'kicked') return false; // not matched: effect-descriptors.ts marks it not carried out
  }
  // CR 303.4, 301.5a: "target creature that isn't enchanted", "all creatures that aren't enchanted".
  if (filter.thatIs && (filter.thatIs.state === 'enchanted' || filter.thatIs.state === 'equipped')) {
    if (!ctx.attachments || obj.zone !== 'battlefield') return false;
    const negated = filter.thatIs.verb === "isn't" || filter.thatIs.verb === "aren't";
    // "that are enchanted or equipped": either state (an `orState` of another kind is not told: not matched).
    const or = filter.thatIs.orState;
    if (or !== undefined && or !== 'enchanted' && or !== 'equipped') return false;
    const holds = ctx.attachments(obj, filter.thatIs.state) || (or !== undefined && ctx.attachments(obj, or));
    if (holds === negated) return false;
  }
  return true;
}

/** What an Aura's enchant ability names ("Enchant green creature" → "green creature"; none: "permanent"; CR 702.5a). */
export function enchantParameter(chars: { keywords: readonly { keyword?: string; parameter?: string }[] }): string {
  const k = chars.keywords.find((x) => (x.keyword ?? '').toLowerCase().startsWith('enchant'));
  if (!k) return 'permanent';
  return (k.parameter ?? (k.keyword ?? '').slice('enchant'.length)).trim() || 'permanent';
}

/** The player an "Enchant player" / "Enchant opponent" Aura may target and enchant (CR 702.5d), or undefined for objects. */
export function enchantsPlayer(parameter: string): 'player' | 'opponent' | undefined {
  const p = parameter.trim().toLowerCase();
  return p === 'player' ? 'player' : p === 'opponent' ? 'opponent' : undefined;
}

/** Parse the parameter of "Enchant green creature" into a filter (CR 303.4a, 702.5a). */
export function enchantFilter(parameter: string): ObjectFilter {
  const text = parameter.trim() || 'permanent';
  // The grammar's object phrases first ("creature, land, or planeswalker" is an or-list, CR 303.4a).
  const read = parseFilter(text);
  if (read && !read.plural) return read.filter;
  const ws = text.toLowerCase().split(/\s+/);
  const controller = /you control/.test(text) ? 'you' : /opponent controls/.test(text) ? 'opponent' : undefined;
  const types = ws.filter((w) => !['you', 'control', 'an', 'opponent', 'controls', 'a'].includes(w));
  return { types, controller, text };
}
