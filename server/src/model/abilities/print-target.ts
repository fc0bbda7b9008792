// Printing object and player phrases back in Oracle wording from the model alone (never from the text it was
// read from): TargetSpec, ObjectFilter, PlayerRef. The inverse of targets.ts; print.ts uses it for whole lines.

import { COLOR_NAMES, type Color, type ObjectFilter, type PlayerRef, type TargetSpec } from '../types';
import { COMPARE_OPS, PLAYER_TEXT } from './targets';
import { printQuantity } from './amounts';
import { numberWord } from './numbers';
import { lookupTable } from '../lookup-table';
import { indefiniteArticle } from './article';
import { printChosenPool } from './chosen-pool';

const IRREGULAR_PLURALS: Record<string, string> = lookupTable({ sorcery: 'sorceries', ability: 'abilities', Elf: 'Elves', Wolf: 'Wolves', Werewolf: 'Werewolves', Dwarf: 'Dwarves', Plains: 'Plains',
  // Subtypes whose plural is the same word (CR 205.3: as Oracle writes them).
  Merfolk: 'Merfolk', Treefolk: 'Treefolk', Kithkin: 'Kithkin', Moonfolk: 'Moonfolk', Zubera: 'Zubera', Kor: 'Kor', Equipment: 'Equipment', Sheep: 'Sheep', Fish: 'Fish', Jellyfish: 'Jellyfish', Samurai: 'Samurai', Nephilim: 'Nephilim', Aetherborn: 'Aetherborn', Eldrazi: 'Eldrazi', Spawn: 'Spawn',
  // CR 205.3m: Myr ("Myr you control", "abilities of Myr").
  Myr: 'Myr' });

export function pluralNoun(w: string): string {
  return IRREGULAR_PLURALS[w] ?? `${w}s`;
}

const ZONE_TEXT: Record<NonNullable<ObjectFilter['zone']>, string> = {
  graveyard: 'in your graveyard', hand: 'in your hand', 'any-graveyard': 'in a graveyard', exile: 'in exile', library: 'in your library', stack: 'on the stack',
};

function zoneText(f: ObjectFilter): string {
  if (f.zonePhrase) return f.zonePhrase;
  const t = f.zoneFrom ? ZONE_TEXT[f.zone!].replace(/^in /, 'from ') : ZONE_TEXT[f.zone!];
  return f.zoneTheir ? t.replace(/ your /, ' their ') : t;
}

/** "face-down creature an opponent controls", plural "face-down creatures your opponents control". */
export function printFilter(f: ObjectFilter, plural: boolean): string {
  if (f.anyOf && f.andOr) return f.anyOf.map((a) => printFilter(a, plural)).join(' and/or ');
  // "Spirit card or a card with disturb": the second kind with its own article (the first's is the phrase's).
  if (f.anyOf && f.orArticled && f.anyOf.length === 2 && !plural) {
    const second = printFilter(f.anyOf[1]!, false);
    return `${printFilter(f.anyOf[0]!, false)} or ${indefiniteArticle(second)} ${second}`;
  }
  // "card named Sky Blade or Sea Lance": the first alternative, then the other names (CR 201.2).
  if (f.anyOf && f.orNames) {
    const rest = f.anyOf.slice(1).map((a) => a.named!);
    const names = [...rest.slice(0, -1), ''].join(', ');
    return `${printFilter(f.anyOf[0]!, plural)}${rest.length > 1 ? `, ${names}or ` : ' or '}${rest[rest.length - 1]}`;
  }
  if (f.anyOf && f.anyOf.length > 1) {
    // Oracle groups "instant and sorcery cards" (each card is either); the model reads it as the or-list.
    const list = printOrList(f.anyOf, plural, !!f.orNounsRepeated, f.orListAndOr ? 'and/or' : f.orListAnd ? 'and' : 'or', f.orLead);
    const group = /^instant (and|and\/or) sorcery\b/.exec(f.text ?? '');
    return group ? list.replace(/^instant or sorcery\b/, `instant ${group[1]} sorcery`) : list;
  }
  const words: string[] = [];
  if (f.other && !f.otherThanSelf) words.push('other');
  if (f.leadOrder) words.push(...f.leadOrder);
  else {
    if (f.nontoken && f.nontokenAt === undefined) words.push('nontoken');
    if (f.faceDown) words.push('face-down');
    if (f.faceUp) words.push('face-up');
  }
  if (f.pt) words.push(`${f.pt.power}/${f.pt.toughness}`);
  if (!f.statusAfter && f.statusComma) words.push((f.status ?? []).join(', '));
  else if (!f.statusAfter) for (const s of f.status ?? []) words.push(s);
  for (const a of f.adjectives ?? []) words.push(a);
  if (f.exiledAdjective) words.push('exiled');
  if (f.revealedAdjective) words.push('revealed');
  const types = [...f.types];
  // "green nontoken creature", "nonland, nontoken permanents": "nontoken" where it was written among the type words.
  if (f.nontoken && f.nontokenAt !== undefined && !f.leadOrder) types.splice(f.nontokenAt, 0, 'nontoken');
  if (types.length > 0) {
    const last = types.length - 1;
    if (plural) types[last] = pluralNoun(types[last]!);
  }
  // "noncreature, nonland card": the adjectives before the noun with commas.
  if (f.commaAdjectives && types.length > 2) words.push(`${types.slice(0, -1).join(', ')} ${types[types.length - 1]}`);
  else if (f.statusAfter) {
    // "nonblack attacking creature": the status words after the other adjectives, before the nouns.
    const noun = types.findIndex((t) => /^(?:creature|artifact|enchantment|land|planeswalker|battle|permanent|card|spell|token)s?$/.test(t));
    const at = noun < 0 ? types.length : noun;
    words.push(...types.slice(0, at), ...(f.status ?? []), ...types.slice(at));
  } else words.push(...types);
  words.push(...postPhrase(f, plural));
  return words.join(' ');
}

const DEFAULT_POST_ORDER = ['targets', 'thisway', 'fromamong', 'chosentype', 'chosencolor', 'owner', 'ownedby', 'outside', 'exiledwith', 'cast', 'zone', 'battlefield', 'controller', 'compare', 'noabilities', 'chosenname', 'with', 'otherthan', 'thats', 'singletarget', 'notowned', 'dealtdamage', 'died', 'didthisturn', 'didntthisturn', 'putthere', 'total', 'thatis', 'samecontroller', 'castfrom', 'without', 'withname', 'sameas', 'sharestype', 'named', 'colored', 'adventure', 'costsymbol', 'thatscolors', 'related', 'choice', 'counters', 'abilityheld', 'offbattlefield', 'createdwith', 'amongcards', 'drawn', 'thatisnt', 'withany', 'different', 'thatarekinds'];

/** "with a +1/+1 counter on it", "with two or more quest counters on them" (CR 122.1). */
function printWithCounters(c: NonNullable<ObjectFilter['withCounters']>): string {
  const one = c.written === 'a' || c.written === 'an';
  return `${c.verb ?? 'with'} ${c.written === '' ? '' : `${c.written} `}${c.counter ? `${c.counter} ` : ''}${one ? 'counter' : 'counters'} on ${c.pronoun}`;
}

function printCompare(c: NonNullable<ObjectFilter['compare']>): string {
  const text = printCompareWith(c);
  return c.verb ? `${c.verb}${text.slice(4)}` : text;
}

function printCompareWith(c: NonNullable<ObjectFilter['compare']>): string {
  if (c.than && c.possessive) return `with ${printQuantity(c.than)}`;
  if (c.than) return `with ${c.stat} ${Object.keys(COMPARE_OPS).find((w) => COMPARE_OPS[w as keyof typeof COMPARE_OPS] === c.op)} ${printQuantity(c.than)}`;
  if (c.implied) return `with ${c.op === 'lt' ? 'lesser' : 'greater'} ${c.stat}`;
  if (c.thanSelf) return `with ${c.stat} ${c.op === 'lt' ? 'less' : 'greater'} than ~'s ${c.thanSelf}`;
  if (c.thanOwn) return `${c.thanOwn.written} ${c.stat} ${c.op === 'lt' ? 'less' : 'greater'} than their ${c.thanOwn.stat}`;
  if (c.op === 'eq') return `with ${c.stat} ${c.nIsX ? 'X' : c.n}`;
  return `with ${c.cmcWritten ? 'converted mana cost' : c.orToughness ? 'power or toughness' : c.stat} ${c.nIsX ? 'X' : c.n} or ${c.op === 'le' ? 'less' : 'greater'}`;
}

/** "white", "black and green", "white, blue, black, or red" (CR 105.2). */
function colorList(colors: readonly Color[], joiner: 'and' | 'or'): string {
  return orList(colors.map((c) => COLOR_NAMES[c]), joiner);
}

/** "a or b", "a, b, or c" (or "and"). */
function orList(names: readonly string[], joiner: 'and' | 'or' = 'or'): string {
  return names.length <= 2 ? names.join(` ${joiner} `) : `${names.slice(0, -1).join(', ')}, ${joiner} ${names[names.length - 1]}`;
}

function postPhrase(f: ObjectFilter, plural: boolean): string[] {
  const parts: Record<string, string | undefined> = {
    zone: f.zone || f.zonePhrase ? zoneText(f) : undefined,
    battlefield: f.onBattlefield ? (f.fromBattlefield ? 'from the battlefield' : 'on the battlefield') : undefined,
    singletarget: f.singleTarget ? 'with a single target' : undefined,
    counters: f.withCounters ? printWithCounters(f.withCounters) : undefined,
    targets: f.targetsPlayer ? `that ${f.targetsVerb ?? 'targets'} ${f.targetsPlayer === 'only' ? 'only ' : ''}a player` : f.targetsYou ? `that ${f.targetsVerb ?? 'targets'} you` : f.targetsSelf ? `that ${f.targetsVerb ?? 'targets'} ${f.targetsSelf === 'only' ? 'only ' : ''}~`
      : f.targetsWhat ? `that ${f.targetsVerb ?? 'targets'} ${f.targetsWhat.orYou ? 'you or ' : ''}${f.targetsWhat.article} ${printFilter(f.targetsWhat.filter, f.targetsWhat.article === 'one or more')}` : undefined,
    abilityfrom: f.abilityFrom ? `from ${f.abilityFrom.article} ${printFilter(f.abilityFrom.filter, false)}${f.abilityFrom.source ? ' source' : ''}` : undefined,
    exceptfor: f.exceptFor ? (f.exceptOtherThan === 'plural' ? `other than ${printFilter(f.exceptFor, true)}` : f.exceptOtherThan ? `other than ${f.exceptOtherThan} ${printFilter(f.exceptFor, false)}` : `except for ${printFilter(f.exceptFor, true)}`) : undefined,
    greatest: f.withGreatest ? `with the greatest ${f.withGreatest.stat}${f.withGreatest.among ? ` among ${printFilter(f.withGreatest.among, true)}` : ''}` : undefined,
    fromamong: f.fromAmongThem ? `from among ${f.fromAmongWords ?? 'them'}` : undefined,
    amongcards: f.amongCards ? `from among ${f.amongCards.the ? 'the ' : ''}${printFilter(f.amongCards.pool, true)}` : undefined,
    thisway: f.thisWay ? `${f.thisWay} this way` : undefined,
    mostvotes: f.mostVotes ? `with the most votes${f.mostVotes === 'most or tied' ? ' or tied for most votes' : ''}` : undefined,
    notthisway: f.notThisWay ? `${f.notThisWay.words} ${f.notThisWay.verb}${f.notThisWay.bare ? '' : ' this way'}` : undefined,
    owner: f.ownedByYou ? 'you own' : undefined,
    ownedby: f.ownedBy ? `${f.ownedBy} ${f.ownedBy === 'your opponents' || f.ownedBy === 'they' ? 'own' : 'owns'}` : undefined,
    outside: f.outsideGame ? 'from outside the game' : undefined,
    chosentype: f.ofChosenType ? `of ${f.ofChosenType}` : undefined,
    chosencolor: f.ofChosenColor ? `of ${f.ofThatColor ? 'that color' : 'the chosen color'}` : undefined,
    colorofchoice: f.ofColorOfYourChoice ? 'of the color of your choice' : undefined,
    thats: f.thatsStatus ? `that's ${f.thatsStatus.join(' or ')}` : undefined,
    thatis: f.thatIs ? `that ${f.thatIs.verb} ${f.thatIs.state}${f.thatIs.orState ? ` or ${f.thatIs.orState}` : ''}` : undefined,
    samecontroller: f.controlledBySame ? `controlled by ${f.controlledBySame}` : undefined,
    thatskinds: f.thatsKinds ? `that's ${f.thatsKinds.map((k) => `${/^[AEIOU]/.test(k) ? 'an' : 'a'} ${k}`).join(' or ')}` : undefined,
    controller: f.controlledBy ? `${PLAYER_TEXT[f.controlledBy]} controls` : f.controlledByChosenPlayer ? 'the chosen player controls' : f.controlledByThatPlayer ? (f.theyControl ? 'they control' : f.thatOpponentWritten ? 'that opponent controls' : f.thatPlayerOrPlaneswalker ? "that player or that planeswalker's controller controls" : 'that player controls') : f.controller === 'you' ? (f.yourTeamWritten ? 'your team controls' : f.controlledPast ? 'you controlled' : 'you control') : f.controller === 'opponent' ? (f.notYours ? "you don't control" : (plural && !f.anOpponentWritten) || f.yourOpponentsWritten ? 'your opponents control' : 'an opponent controls') : undefined,
    compare: f.compare ? printCompare(f.compare) : undefined,
    notowned: f.notOwned ? "but don't own" : undefined,
    withname: f.withName ? `with ${f.withName}` : undefined,
    sharestype: f.sharesType ? `that ${f.sharesType.negated ? (plural ? "don't share" : "doesn't share") : plural ? 'share' : 'shares'} a ${f.sharesType.type}${f.sharesType.of ? ` with ${printTarget(f.sharesType.of, f.sharesType.of.kind === 'it' ? f.sharesType.of.word : undefined)}` : f.sharesType.with ? ` with ${f.sharesType.with}` : ''}` : undefined,
    sameas: f.sameAs ? `with the same ${f.sameAs.what}${f.sameAs.of ? ` as ${printTarget(f.sameAs.of, f.sameAs.of.kind === 'it' ? f.sameAs.of.word : undefined)}` : ''}` : undefined,
    colored: f.colored ? `${f.thatAre ? 'that are' : "that's"} one or more colors` : undefined,
    thatarekinds: f.thatAreKinds ? `that are ${printFilter(f.thatAreKinds, true)}` : undefined,
    different: f.different ? `with different ${f.different}` : undefined,
    thatisnt: f.thatIsnt ? `that ${f.thatIsnt.verb} ${f.thatIsnt.word}` : undefined,
    withany: f.withKeywords ? `with ${orList(f.withKeywords.map((k) => k.toLowerCase()))}` : undefined,
    adventure: f.hasAdventure ? 'that has an Adventure' : undefined,
    costsymbol: f.costSymbol ? (f.costSymbol.written === 'contains' ? `with a mana cost that contains ${f.costSymbol.symbol}` : `with ${f.costSymbol.symbol} in ${plural ? 'their mana costs' : 'its mana cost'}`) : undefined,
    thatscolors: f.thatsColors ? `${f.thatAre ? 'that are' : "that's"} ${f.thatsColors.both ? 'both ' : ''}${colorList(f.thatsColors.colors, f.thatsColors.joiner)}` : undefined,
    named: f.named ? `named ${f.named}` : undefined,
    castfrom: f.castFromNotHand ? 'from anywhere other than your hand' : undefined,
    without: f.withoutKeyword ? `without ${f.withoutKeyword.toLowerCase()}` : f.withoutKeywords ? `without ${orList(f.withoutKeywords.map((k) => k.toLowerCase()))}` : undefined,
    dealtdamage: f.dealtDamage ? { 'this-turn': 'that was dealt damage this turn', 'this-way': 'dealt damage this way', 'by-self-this-turn': 'dealt damage by ~ this turn', 'by-equipped-this-turn': 'dealt damage by equipped creature this turn', 'by-enchanted-this-turn': 'dealt damage by enchanted creature this turn', 'by-that-this-turn': 'dealt damage by that creature this turn', 'by-self': 'dealt damage by ~', 'by-that': 'dealt damage by that creature' }[f.dealtDamage] : undefined,
    died: f.diedThisTurn ? 'that died this turn' : undefined,
    didthisturn: f.didThisTurn ? `that ${f.didThisTurn} this turn` : undefined,
    drawn: f.drawnThisTurn ? 'drawn this turn' : undefined,
    didntthisturn: f.didntThisTurn ? `that didn't ${f.didntThisTurn} this turn` : undefined,
    total: f.total ? `with total ${f.total.stat} ${f.total.nIsX ? 'X' : f.total.n} or ${f.total.op === 'le' ? 'less' : 'greater'}` : undefined,
    putthere: f.putThere ? `that ${f.putThere.verb} put there ${f.putThere.from ? `from ${f.putThere.from} ` : ''}this ${f.putThere.when}` : undefined,
    related: f.relatedTo ? f.relatedTo.written ?? `${f.relatedTo.rel} ${f.relatedTo.word}` : undefined,
    choice: f.ofYourChoice ? 'of your choice' : f.choiceOf === 'their' ? 'of their choice' : f.choiceOf ? `of ${f.choiceOf}'s choice` : undefined,
    noabilities: f.withNoAbilities ? 'with no abilities' : undefined,
    abilityheld: f.abilityHeld,
    offbattlefield: f.offBattlefield ? `${f.offBattlefield} on the battlefield` : undefined,
    chosenname: f.withChosenName ? 'with the chosen name' : undefined,
    otherthan: f.otherThanSelf ? (f.otherThanSelf === 'except for' ? 'except for ~' : 'other than ~') : undefined,
    exiledwith: f.exiledWithSelf ? `exiled with ${f.exiledWithSelf === 'it' ? 'it' : '~'}` : undefined,
    createdwith: f.createdWithSelf ? `created with ${f.createdWithSelf === 'it' ? 'it' : '~'}` : undefined,
    cast: f.castBy === 'that player' ? `that player casts${f.castThisTurn ? ' this turn' : ''}` : f.castBy ? `${f.castBy === 'you' ? 'you' : 'your opponents'}${f.castHaveWritten ? "'ve" : ''} cast${f.castDuring ? ` during ${f.castDuring}` : ''}${f.castThisTurn ? ' this turn' : ''}` : undefined,
    with: f.withKeyword ? (f.withKeywordAbility ? (plural ? `with ${f.withKeyword.toLowerCase()} abilities` : `with a ${f.withKeyword.toLowerCase()} ability`) : `${f.withVerb ?? 'with'} ${f.withKeyword.toLowerCase()}`) : undefined,
  };
  const order = [...(f.postOrder ?? []), ...DEFAULT_POST_ORDER.filter((k) => !f.postOrder?.includes(k))];
  return order.map((k) => parts[k]).filter((x): x is string => x !== undefined);
}

/** "artifact or enchantment", "instant or sorcery card", "artifact, creature, or enchantment". */
function printOrList(alts: ObjectFilter[], plural: boolean, repeated = false, or: 'or' | 'and/or' | 'and' = 'or', lead?: string): string {
  // Shared first words ("basic", "tapped") are written once, on the first alternative.
  const unled = (t: string) => (lead && t.startsWith(`${lead} `) ? t.slice(lead.length + 1) : t);
  const last = alts[alts.length - 1]!;
  const lastText = unled(printFilter(last, plural));
  const lastWords = lastText.split(' ');
  // A shared trailing noun/post-phrase is written once, on the last alternative ("instant or sorcery card").
  const head = alts.slice(0, -1).map((a, i) => {
    const full = (i === 0 ? printFilter(a, plural) : unled(printFilter(a, plural))).split(' ');
    if (repeated) return full.join(' ');
    // The longest end of the last alternative's words after its first that this one ends with ("artifact card or
    // legendary creature card": "card").
    const tail = lastWords.slice(1);
    let k = Math.min(tail.length, full.length - 1);
    while (k > 0 && full.slice(full.length - k).join(' ') !== tail.slice(tail.length - k).join(' ')) k--;
    return full.slice(0, full.length - k).join(' ');
  });
  return alts.length === 2 ? `${head[0]} ${or} ${lastText}` : `${head.join(', ')}, ${or} ${lastText}`;
}

export function printPlayer(p: PlayerRef): string {
  return PLAYER_TEXT[p];
}

/** Whether a subject phrase takes a third-person singular verb ("target creature gets", "creatures get"). */
export function targetIsSingular(t: TargetSpec): boolean {
  switch (t.kind) {
    case 'all':
      // "~ and each creature blocking it": two objects at least, plural (CR 608.2c).
      return !t.selfFirst && (t.quantifier === 'each' || t.quantifier === 'a' || t.quantifier === 'the next' || !!t.filter.attachment);
    case 'target':
      return t.count === 1 && !t.sameNameAlso && !t.sharesColorAlso && !t.andTarget && !t.attachedAlso;
    case 'library-top':
      return t.count === 1;
    case 'chosen':
      return (t.count ?? 1) === 1 && !t.half;
    case 'player':
      return t.who !== 'you' && t.who !== 'they';
    case 'it':
      return !/^(?:them|they|those\b|the exiled cards|both creatures|the tokens\b)/.test(t.word ?? 'it');
    default:
      return true;
  }
}

const article = indefiniteArticle;

/** TargetSpec → phrase. `it` prints as `itWord` ("it", "them", "that creature" are all the same model). */
export function printTarget(t: TargetSpec, itWord = 'it'): string {
  switch (t.kind) {
    case 'self':
      return `${t.word ?? '~'}${t.from ? ` from ${t.from}` : ''}`;
    case 'it':
      return itWord;
    case 'player':
      return t.word ?? printPlayer(t.who);
    case 'library-top': {
      const whose = t.owner === 'you' ? 'your' : t.owner === 'they' ? 'their' : `${printPlayer(t.owner)}'s`;
      const end = t.bottom ? 'bottom' : 'top';
      if (t.count === 'that many') return `that many cards from the ${end} of ${whose} library`;
      if (t.unnamedLibrary) return t.count === 1 ? `the ${end} card` : `the ${end} ${t.count === 'X' ? 'X' : numberWord(t.count)} cards`;
      return t.count === 1 ? `the ${end} card of ${whose} library` : `the ${end} ${t.count === 'X' ? 'X' : numberWord(t.count)} cards of ${whose} library`;
    }
    case 'graveyard-top': {
      const whose = t.owner === 'you' ? 'your' : t.owner === 'they' ? 'their' : `${printPlayer(t.owner)}'s`;
      return `the top ${t.filter ? `${printFilter(t.filter, false).replace(/ card$/, '')} ` : ''}card of ${whose} graveyard`;
    }
    case 'any-target': {
      // "up to one target creature, up to one target player, and/or up to one target planeswalker" (CR 115.4).
      if (t.oneEachKind) {
        const ks = t.oneEachKind.map((k) => `up to one target ${k}`);
        const list = ks.length === 2 ? ks.join(' and/or ') : `${ks.slice(0, -1).join(', ')}, and/or ${ks[ks.length - 1]}`;
        return t.eachOf ? `each of ${list}` : list;
      }
      if (t.otherThan) return `any target other than ${t.otherThan}`;
      if (t.dealtDamageThisTurn) return 'any target that was dealt damage this turn';
      const many = t.countIsX || t.count > 1 ? `${t.upToN ? 'up to ' : ''}${t.countIsX ? 'X' : numberWord(t.count)} ${t.other ? 'other ' : ''}targets` : undefined;
      const body = many && (t.countIsX || t.other) ? many : t.other ? 'another target' : t.upTo ? 'any number of targets' : t.oneTo ? `${t.count === 3 ? 'one, two, or three' : 'one or two'} targets` : t.count === 1 ? 'any target' : `${t.upToN ? 'up to ' : ''}${numberWord(t.count)} targets`;
      return t.eachOf ? `each of ${body}` : body;
    }
    case 'player-or': {
      const who = t.who === 'target-player' ? 'player' : 'opponent';
      const f = printFilter(t.filter, false);
      // Three alternatives written as a list: the last " or " of the two objects' or-list becomes ", or " (CR 115.4).
      const last = t.listed && t.playerFirst ? f.lastIndexOf(' or ') : -1;
      if (last > 0) return `target ${who}, ${f.slice(0, last)}, or ${f.slice(last + ' or '.length)}`;
      return t.playerFirst ? `target ${who} or ${f}` : `target ${f} or ${who}`;
    }
    case 'target': {
      if (t.attachedAlso) return `${printTarget({ ...t, attachedAlso: undefined }, itWord)} and ${printTarget(t.attachedAlso)}`;
      if (t.andTarget) {
        const first = printTarget({ ...t, andTarget: undefined, zoneShared: undefined }, itWord);
        const zone = t.zoneShared && t.filter.zonePhrase ? ` ${t.filter.zonePhrase}` : '';
        return `${zone && first.endsWith(zone) ? first.slice(0, -zone.length) : first} and ${printTarget(t.andTarget, itWord)}`;
      }
      if (t.eachOf) return `each of ${printTarget({ ...t, eachOf: undefined } as TargetSpec, itWord)}`;
      const other = t.filter.other;
      const f = other && !t.filter.otherThanSelf ? { ...t.filter, other: false } : t.filter;
      if (t.oneTo) return `${t.count === 3 ? 'one, two, or three' : 'one or two'} target ${printFilter(f, true)}`;
      if (t.countIsX) return `${t.upTo ? 'up to ' : ''}X ${other ? 'other ' : ''}target ${printFilter(f, true)}`;
      if (t.upTo && t.count === 99) return `any number of ${other && !t.filter.otherThanSelf ? 'other ' : ''}target ${printFilter(f, true)}`;
      if (t.upTo) return `up to ${numberWord(t.count)} ${other && !t.filter.otherThanSelf ? 'other ' : ''}target ${printFilter(f, t.count > 1)}`;
      if (t.count === 1 && t.sharesColorAlso) return `target ${printFilter(t.filter, false)} and each other ${printFilter(t.sharesColorAlso, false)} that shares a color with it`;
      if (t.count === 1 && t.sameNameAlso) {
        const noun = printFilter(f, false).split(' ').pop();
        return `target ${printFilter(f, false)} and all other ${printFilter(t.sameNameAlso, true)} with the same name as that ${noun}`;
      }
      if (t.ordinal) return `a ${t.ordinal === 2 ? 'second' : 'third'} target ${printFilter(f, false)}`;
      // "target creature other than ~" says "other" after the noun (printFilter writes it there).
      if (t.count === 1) return `${other && !t.filter.otherThanSelf ? 'another ' : ''}target ${printFilter(f, false)}`;
      return `${numberWord(t.count)} target ${printFilter(f, true)}`;
    }
    case 'all': {
      if (t.word) return t.word;
      if (t.selfFirst) return `~ and ${printTarget({ ...t, selfFirst: undefined }, itWord)}`;
      if (t.attachedFirst) return `${t.attachedFirst} and ${printTarget({ ...t, attachedFirst: undefined }, itWord)}`;
      if (t.namedFirst) return `${t.namedFirst} and ${printTarget({ ...t, namedFirst: undefined }, itWord)}`;
      // CR 608.2d: "all lands or all creatures", one of two sets chosen.
      if (t.orAll) return `${printTarget({ ...t, orAll: undefined })} or ${printTarget({ kind: 'all', filter: t.orAll, quantifier: 'all' })}`;
      if (t.wholeZone) return printTarget({ ...t, wholeZone: undefined }).replace(/^all cards from /, '');
      if (t.filter.attachment) return `${t.filter.attachment} ${printFilter({ ...t.filter, attachment: undefined }, false)}`;
      if (t.quantifier === 'each') return `each ${printFilter(t.filter, false)}`;
      if (t.quantifier === 'the next') return `the next ${printFilter(t.filter, false)}`;
      if (t.quantifier === 'a') {
        const one = printFilter(t.filter, false);
        return `${indefiniteArticle(one)} ${one}`;
      }
      return `${t.quantifier === 'all' ? 'all ' : t.quantifier === 'all the' ? 'all the ' : t.quantifier === 'the' ? 'the ' : ''}${printFilter(t.filter, true)}`;
    }
    case 'chosen': {
      // "… from among the permanents they control", "a land of each basic land type" (CR 608.2d, 305.6).
      const pooled = printChosenPool(t, (x) => printTarget(x, itWord));
      if (pooled !== undefined) return pooled;
      if (t.atRandom) {
        const body = printTarget({ ...t, atRandom: undefined }, itWord);
        const fromAt = body.indexOf(' from ');
        const inAt = body.indexOf(' in ');
        const from = fromAt < 0 ? inAt : inAt < 0 ? fromAt : Math.min(fromAt, inAt);
        return from < 0 ? `${body} at random` : `${body.slice(0, from)} at random${body.slice(from)}`;
      }
      if (t.half) return `half the ${printFilter(t.filter, true)}, rounded ${t.half}`;
      if (t.ofIt) return t.ofIt;
      // "an instant card or a card with flash", "a card named A and/or a card named B" (CR 608.2c, 608.2d).
      if (t.filter.eachArticle && t.filter.anyOf) {
        return t.filter.anyOf.map((f) => { const body = printFilter(f, false); return `${article(body)} ${body}`; }).join(t.filter.andOr ? ' and/or ' : ' or ');
      }
      // "an artifact, a creature, and a land": one of each kind (CR 608.2d).
      if (t.filter.oneEach && t.filter.anyOf) {
        const items = t.filter.anyOf.map((f) => { const body = printFilter(f, false); return `${article(body)} ${body}`; });
        return items.length > 2 ? `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}` : items.join(' and ');
      }
      if (t.countIsX) return `${t.upTo ? 'up to ' : ''}X ${printFilter(t.filter, true)}`;
      if (t.thatMany) return `${t.upTo ? 'up to ' : ''}that many ${printFilter(t.filter, true)}`;
      if (t.upTo) return `up to ${numberWord(t.count ?? 1)} ${printFilter(t.filter, t.count !== 1)}`;
      const n = t.count ?? 1;
      if (n === 99) return `any number of ${printFilter(t.filter, true)}`;
      if (n > 1) return `${numberWord(n)} ${printFilter(t.filter, true)}`;
      // "a creature other than ~" says "other" after the noun (printFilter writes it there).
      const other = t.filter.other && !t.filter.otherThanSelf;
      const body = printFilter(other ? { ...t.filter, other: false } : t.filter, false);
      return other ? `another ${body}` : t.oneWritten ? `one ${body}` : `${article(body)} ${body}`;
    }
  }
}
