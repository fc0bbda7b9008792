// The printer: an Ability model → its rules line in current Oracle wording ("~" for the card's own name), using
// the same phrase tables as the parser. A line is understood only when printing its model gives the line back
// (canonicalLine: reminder text aside, self-reference and "enters the battlefield" in current wording).

import { printPtAfter, tokenWithPtAfter } from './token-pt-after';
import { printConditionPart } from './conditions';
import { printCopyException } from './copy-exceptions';
import { COLOR_NAMES, type Ability, type Color, type Condition, type Effect, type KeywordAbility, type ObjectEventKind, type Quantity, type TargetSpec, type TriggerEvent } from '../types';
import { EFFECT_TABLE } from './effect-table';
import { IGNORE_EFFECT } from './rule-sentences';
import { lookupKeyword } from './keywords';
import { isSubtypeWord, PLAYER_TEXT } from './targets';
import { MappedText } from './mapped-text';
import { normalize, type NameContext } from './normalize';
import { numberWord } from './numbers';
import { printFact } from './facts';
import { printLevelSymbol } from './level';
import { pluralNoun, printFilter, printPlayer, printTarget, targetIsSingular } from './print-target';
import { indefiniteArticle } from './article';
import { findReminders, maskReminders } from './reminder';
import { printKeywordList, printQuantity, quoted, useConditions } from './slots';
import { ONE_ATTACKER, playerEventText, pluralEvent } from './triggers';
import { printCountable } from './amounts';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Lower-cases a sentence start, but not a subtype or name ("Beast creatures you control …", "~"). */
const lowerStart = (s: string) => {
  const first = /^[A-Za-z'-]+/.exec(s)?.[0] ?? '';
  // A subtype keeps its capital ("Wizards you control get +1/+1").
  if (isSubtypeWord(first)) return s;
  // A verb or a sentence word is lower-cased ("Draw cards equal to …", "If creatures you control …").
  const sentenceWord = EFFECT_TABLE.hasVerb(first.toLowerCase()) || /^(?:If|As|Until|For|When|Whenever|At|Then|Otherwise|You|Each|All|Target|Another|Other|Nontoken|Tapped|Untapped|Attacking|Face-down|That|Those|It|Its|Enchanted|Equipped)$/.test(first);
  return /^[A-Z][a-z'-]+ (?:creatures?|cards?|spells?|tokens?|permanents?)\b/.test(s) && !sentenceWord ? s : s.charAt(0).toLowerCase() + s.slice(1);
};

/** The line as the printer would write it: reminder text removed, own name → "~", "enters [entering] the battlefield" → "enters" ["entering"]. */
export function canonicalLine(text: string, ctx: NameContext): string {
  const masked = maskReminders(text, findReminders(text, 0));
  return normalize(MappedText.from(masked, 0), ctx)
    .text.replace(/\benter(s?|ing) the battlefield\b/g, 'enter$1')
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    // Reminder text inside a sentence ("you get {E}{E} (two energy counters).") leaves no space before the period.
    .replace(/ ([.,])(?= |$)/g, '$1')
    .trim();
}

/** The line as written, compared exactly with a print: reminder text removed, runs of white space as one space. */
export function writtenLine(text: string): string {
  return maskReminders(text, findReminders(text, 0)).replace(/\s+/g, ' ').replace(/ ([.,])(?= |$)/g, '$1').trim();
}

/** How a line is voiced: its era's wording of entering (the 2024 Oracle update) and the words it names its own object with. */
export interface LineVoice {
  era: 'modern' | 'legacy';
  /** The self-reference words in the order the line wrote them (normalize.ts selfWords); used when the print has as many. */
  selfWords: readonly string[];
  /** The self-reference for any other "~": the card's name (legacy) or "this creature" (modern). */
  self: string;
}

/**
 * The whole rules line in its era, exactly: legacy says "enters [entering] the battlefield", modern "enters" ["entering"]; "~" is written as the
 * line wrote it (its printer's choices), else as `voice.self` ("This creature" at a sentence start).
 */
export function printLine(a: Ability, voice: LineVoice): string | undefined {
  legacyVoice = voice.era === 'legacy';
  let printed: string | undefined;
  try {
    printed = printAbility(a);
  } finally {
    legacyVoice = false;
  }
  if (printed === undefined) return undefined;
  // A copy's exception keeps "except it enters with …" in legacy Oracle text too (CR 707.9a).
  // "it enters with" written so in the older wording (`short`, marked by the printer) stays as written.
  const entering = voice.era === 'legacy' ? printed.replace(/(?<!except it )\benter(s?|ing)\b(?! the battlefield| or leaves the battlefield|\uE000)/g, 'enter$1 the battlefield').split(SHORT_ENTERS).join('') : printed;
  const count = entering.split('~').length - 1;
  let i = 0;
  return entering.replace(/~/g, (_m, at: number) => {
    const written = count === voice.selfWords.length ? voice.selfWords[i] : undefined;
    i++;
    if (written !== undefined) return written;
    const start = at === 0 || /(?:[.:"]|\u2014) ?$/.test(entering.slice(Math.max(0, at - 3), at));
    return start ? cap(voice.self) : voice.self;
  });
}

export function printKeyword(k: KeywordAbility, first: boolean): string {
  const name = first ? k.keyword : k.keyword.charAt(0).toLowerCase() + k.keyword.slice(1);
  const spec = lookupKeyword(k.keyword);
  let out: string;
  if (k.cost && k.parameter !== undefined) out = `${name} ${k.parameter}\u2014${k.cost.text}`;
  else if (k.cost && k.quality !== undefined) out = `${name} ${k.quality} ${k.cost.text}`; // CR 702.6c
  else if (k.cost) out = `${name} ${k.cost.text}`;
  else if (k.parameter !== undefined) {
    // A non-mana cost is set off by an em dash ("Morph—Reveal a white card in your hand."); a number or a text
    // parameter by a space ("Bushido 2", "Enchant Mountain you control", "Partner with Name").
    // A cost of mana and other parts after a dash ("Escape—{R}{R}, Exile three other cards …", CR 118.3) is one too.
    // A mana cost and more after the dash ("Flashback—{1}{U}, Pay 3 life.") is a non-mana cost too.
    const dash = /^(?:[A-Z]|\{[^}]+\}(?:\{[^}]+\})*, [A-Z])/.test(k.parameter) && (spec?.param === 'cost' || spec?.param === 'number-cost');
    out = dash ? `${name}\u2014${k.parameter}${k.period === false ? '' : '.'}` : `${name} ${k.parameter}`;
  } else out = name;
  return k.period && !out.endsWith('.') ? `${out}.` : out;
}

const SIMPLE_EVENTS: Partial<Record<TriggerEvent['kind'], string>> = {
  'self-turned-face-up': '~ is turned face up',
  'self-enters': '~ enters',
  'self-enters-or-turned-face-up': '~ enters or is turned face up',
  'self-dies': '~ dies',
  'you-turn-permanent-face-up': 'you turn a permanent face up',
  'you-manifest-dread': 'you manifest dread',
  'you-lose-control-of-self': 'you lose control of ~',
  'you-pay-cumulative-upkeep': "you pay ~'s cumulative upkeep",
  'you-set-scheme-in-motion': 'you set this scheme in motion',
};

export function printEvent(e: TriggerEvent): string | undefined {
  const simple = SIMPLE_EVENTS[e.kind];
  if (simple) return simple;
  switch (e.kind) {
    case 'you-gain-control-of-self':
      return `you gain control of ~${e.fromAnother ? ' from another player' : ''}`;
    case 'plays': {
      const body = printFilter(e.filter, false);
      return `${e.who} ${e.who === 'you' ? 'play' : 'plays'} ${indefiniteArticle(body)} ${body}`;
    }
    case 'state':
      return printCondition(e.condition);
    case 'end-of-combat':
      return 'end of combat';
    case 'counters-placed': {
      const on = e.on.oneOrMore && e.on.filter ? printFilter(e.on.filter, true) : printEvent({ kind: 'object-event', subject: e.on, event: 'dies' })?.replace(/ dies$/, '');
      if (on === undefined) return undefined;
      return `${e.oneOrMore ? 'one or more' : e.last ? 'the last' : indefiniteArticle(e.counter)} ${e.counter} ${e.oneOrMore ? 'counters are' : 'counter is'} ${e.removed ? 'removed from' : 'put on'} ${on}`;
    }
    case 'player-puts-counters': {
      const o = e.on;
      const body = o.filter ? printFilter(o.filter, !!o.oneOrMore) : '';
      const on = o.self ? '~' : o.oneOrMore ? `one or more ${body}` : `${indefiniteArticle(body)} ${body}`;
      return `${e.who} put${e.who === 'you' ? '' : 's'} ${e.oneOrMore ? 'one or more' : indefiniteArticle(e.counter)} ${e.counter} counter${e.oneOrMore ? 's' : ''} on ${on}`;
    }
    case 'player-puts-onto-battlefield': {
      const body = printFilter(e.filter, false);
      return `${e.who} put${e.who === 'you' ? '' : 's'} ${indefiniteArticle(body)} ${body} onto the battlefield`;
    }
    case 'player-attacked':
      return e.who === 'you' ? "you're attacked" : 'enchanted player is attacked';
    case 'activates': {
      const verb = `${e.who} activate${e.who === 'you' ? '' : 's'}`;
      const tail = `${e.tapInCost ? ' with {T} in its activation cost' : ''}${e.notMana ? " that isn't a mana ability" : ''}`;
      const body = e.ofObject ?? (e.of ? printFilter(e.of, false) : undefined);
      const of = body === undefined ? undefined : e.ofObject ? body : `${indefiniteArticle(body)} ${body}`;
      if (of !== undefined) return e.passive ? `an ability of ${of} is activated${tail}` : `${verb} an ability of ${of}${tail}`;
      return e.keyword === undefined ? undefined : `${verb} ${e.selfKeyword ? "~'s" : indefiniteArticle(e.keyword)} ${e.keyword} ability`;
    }
    case 'taps-for-mana': {
      const body = printFilter(e.filter, false);
      return `${e.who} tap${e.who === 'you' ? '' : 's'} ${indefiniteArticle(body)} ${body} for mana`;
    }
    case 'source-does': {
      const head = `a spell or ability ${e.whose} control${e.whose === 'you' ? '' : 's'}`;
      if (e.does !== 'causes') return `${head} ${e.does}`;
      const body = printFilter(e.filter!, false);
      return `${head} causes ${indefiniteArticle(body)} ${body} to be put into your graveyard from the battlefield`;
    }
    case 'discard-caused': {
      const body = e.filter ? printFilter(e.filter, false) : undefined;
      return `a spell or ability an opponent controls causes you to discard ${body !== undefined ? `${indefiniteArticle(body)} ${body}` : e.cards ? 'cards' : '~'}`;
    }
    case 'discard': {
      const body = printFilter(e.filter, !!e.oneOrMore);
      return `${e.who} discard${e.who === 'you' ? '' : 's'} ${e.oneOrMore ? 'one or more' : indefiniteArticle(body)} ${body}`;
    }
    case 'exiles': {
      const body = printFilter(e.filter, !!e.oneOrMore);
      return `${e.who} exile${e.who === 'you' ? '' : 's'} ${e.oneOrMore ? 'one or more' : indefiniteArticle(body)} ${body}`;
    }
    case 'either': {
      const parts = e.events.map(printEvent);
      if (parts.some((p) => p === undefined)) return undefined;
      if (!e.or) return parts.join(` ${e.joiner ?? 'and whenever'} `);
      // "… or it dies", "… or casts a spell": the second event's subject as written.
      let right = parts[1]!;
      if (e.secondIt) {
        if (!right.startsWith('~ ')) return undefined;
        right = `it ${right.slice(2)}`;
      }
      if (e.elided !== undefined) {
        if (!right.startsWith(`${e.elided} `)) return undefined;
        right = right.slice(e.elided.length + 1);
      }
      return `${parts[0]} or ${right}`;
    }
    case 'limited': {
      const inner = printEvent(e.event);
      return inner === undefined ? undefined : `${inner} ${e.limit}`;
    }
    case 'creature-enters': {
      const other = e.filter.other;
      const body = printFilter({ ...e.filter, other: false, ...(e.underYourControl ? { controller: undefined } : {}) }, false);
      return `${other ? 'another' : indefiniteArticle(body)} ${body} enters${e.underYourControl ? ' under your control' : ''}`;
    }
    case 'face-down-creature-you-control-enters':
      return e.underYourControl ? 'a face-down creature enters under your control' : 'a face-down creature you control enters';
    case 'permanent-you-control-turned-face-up':
      return `a ${e.faceDownWritten ? 'face-down ' : ''}permanent you control is turned face up`;
    case 'beginning-of':
      if (e.stepFirst) return `the beginning of the ${e.step} of ${e.whose.replace(/'s$/, '')}`;
      if (e.onTurn) return `the beginning of ${e.step} on ${e.whose} turn`;
      if (e.eachOf) return `the beginning of each of ${e.whose} ${e.step === 'upkeep' ? 'upkeeps' : e.step.replace(/(step|phase)$/, '$1s')}`;
      return e.onYourTurn ? 'the beginning of combat on your turn' : `the beginning of ${e.whose} ${e.step}`;
    case 'self-action':
      return `you ${e.action} ~`;
    case 'day-night':
      return 'day becomes night or night becomes day';
    case 'reflexive':
      return e.they ? 'they do' : 'you do';
    case 'cast-nth': {
      const body = printFilter(e.filter, false);
      if (e.passive) return `the ${e.nth} ${body} of a turn is cast`;
      return `${e.who} cast${e.who === 'you' ? ' your' : 's their'} ${e.nth} ${body} ${e.per}`;
    }
    case 'cast': {
      if (e.filter.other) {
        const inner = printEvent({ ...e, filter: { ...e.filter, other: false } });
        return inner?.replace(/ an? (?=\S+)/, ' another ');
      }
      const body = printFilter(e.typeOnly ? { ...e.filter, types: e.filter.types.filter((t) => t !== 'spell') } : e.filter, false);
      if (e.nextThisTurn) return `you cast your next ${body} this turn`;
      if (e.yourCommander) return 'you cast your commander';
      if (e.castIt) return `you cast ${e.castIt}`;
      if (e.orCopy) return `you cast or copy ${indefiniteArticle(body)} ${body}`;
      if (e.copyOnly) return `you copy ${indefiniteArticle(body)} ${body}`;
      return `${e.who} cast${e.who === 'you' ? '' : 's'} ${indefiniteArticle(body)} ${body}${e.from ? ` from ${e.from}` : ''}`;
    }
    case 'player-event': {
      const text = playerEventText(e.who, e.event);
      // "an opponent who controls an artifact draws a card": the condition's words as read (CR 608.2c).
      return e.whoWritten === undefined ? text : `${e.who} who ${e.whoWritten}${text.slice(e.who.length)}`;
    }
    case 'sacrifice': {
      if (e.oneOrMore) return `${e.who} sacrifice${e.who === 'you' ? '' : 's'} one or more ${e.filter.other ? 'other ' : ''}${printFilter({ ...e.filter, other: false }, true)}`;
      const body = printFilter({ ...e.filter, other: false }, false);
      return `${e.who} sacrifice${e.who === 'you' ? '' : 's'} ${e.filter.other ? 'another' : indefiniteArticle(body)} ${body}`;
    }
    case 'player-attacks': {
      const w = e.with ? ` with ${e.with.count ? `${e.with.count} ` : ''}${printFilter(e.with.filter, !ONE_ATTACKER.has(e.with.count ?? ''))}` : '';
      return `${e.who} attack${e.who === 'you' ? '' : 's'}${e.whom ? ` ${e.whom}` : ''}${w}`;
    }
    case 'put-into-graveyard': {
      const subj = printEvent({ kind: 'object-event', subject: e.subject, event: 'is put into a graveyard' });
      if (subj === undefined) return undefined;
      const verb = e.subject.oneOrMore ? 'are' : 'is';
      const head = subj.slice(0, subj.length - (e.subject.oneOrMore ? 'are put into a graveyard' : 'is put into a graveyard').length);
      return `${head}${verb} put into ${e.whose} graveyard${e.whose === "their owners'" ? 's' : ''}${e.from ? ` from ${e.from}` : ''}`;
    }
    case 'object-action': {
      const subj = printEvent({ kind: 'object-event', subject: e.subject, event: e.verb as ObjectEventKind });
      const o = e.object;
      const body = o.filter ? printFilter(o.filter, !!o.oneOrMore) : '';
      const object = o.player ?? (o.self ? '~' : o.oneOrMore ? `one or more ${body}` : `${o.orYou ? 'you or ' : ''}${indefiniteArticle(body)} ${body}`);
      // "deals 6 or more damage to": the amount after the verb's first word (CR 120.1).
      const verb = e.damageAtLeast === undefined || subj === undefined ? subj : subj.replace(/ (deals?) (?=(?:combat |noncombat )?damage to$)/, ` $1 ${e.damageAtLeast} or more `);
      return verb === undefined ? undefined : `${verb} ${object}`;
    }
    case 'you-lose-control-of':
      return e.of.pronoun ? `you lose control of ${e.of.pronoun}` : undefined;
    case 'object-event': {
      const s = e.subject;
      if (s.oneOrMore && s.filter) return `${numberWord(s.atLeast ?? 1)} or more ${printFilter(s.filter, true)} ${pluralEvent(e.event)}`;
      const f = s.filter ? printFilter({ ...s.filter, other: false }, false) : '';
      const otherSubj = s.attached ? `${s.attached} ${f}` : `${s.other ? 'another' : /^[aeiou]/i.test(f) ? 'an' : 'a'} ${f}`;
      const subj = s.pronoun && !s.self ? s.pronoun : s.self ? (s.filter || s.attached ? `~ or ${otherSubj}` : '~') : s.orYou ? (s.andOrAtLeastOne ? `you and/or at least one ${f}` : `you or ${otherSubj}`) : s.target ? `target ${f}` : otherSubj;
      return `${subj} ${e.event}`;
    }
    default:
      return undefined;
  }
}

export function printCondition(c: Condition): string {
  // The compositional parts (conditions.ts), and "is" negated or said with an adjective.
  const part = printConditionPart(c, printCondition);
  if (part !== undefined) return part;
  switch (c.kind) {
    case 'if-you-do':
      return c.who ? `${c.who} does` : c.they ? 'they do' : c.paid ? 'you pay' : 'you do';
    case 'if-you-dont':
      return c.who === 'they' ? "they don't" : c.who === 'no one' || c.who === 'no player' ? `${c.who} does` : c.who ? `${c.who} doesn't` : "you don't";
    case 'fact':
      return printFact(c.fact, c.n);
    case 'turn':
      return c.yours ? "it's your turn" : "it's not your turn";
    case 'is': {
      const body = printFilter(c.filter, false);
      const subj = c.past ? 'it was' : c.subject.kind === 'self' ? '~ is' : c.subject.kind === 'it' && c.subject.word === 'it' ? "it's" : `${printTarget(c.subject, c.subject.kind === 'it' ? c.subject.word : undefined)} is`;
      return `${subj} ${indefiniteArticle(body)} ${body}`;
    }
    case 'has-counters': {
      const who = printTarget(c.subject, c.subject.kind === 'it' ? c.subject.word : undefined);
      const on = c.on ?? 'it';
      return c.atLeast === 1 ? `${who} has ${indefiniteArticle(c.counter)} ${c.counter} counter on ${on}` : `${who} has ${numberWord(c.atLeast)} or more ${c.counter} counters on ${on}`;
    }
    case 'state':
      if (c.contracted) return `it's ${c.state}`;
      return `${printTarget(c.subject, c.subject.kind === 'it' ? c.subject.word : undefined)} ${c.negated ? "isn't" : 'is'} ${c.state}`;
    case 'hand-size':
      return c.none ? 'you have no cards in hand' : `you have ${numberWord(c.atLeast ?? 0)} or more cards in hand`;
    case 'cast-from-hand':
      return 'you cast it from your hand';
    case 'spell-was':
      return `${c.subject ?? '~'} was ${c.how}`;
    case 'otherwise':
      return c.written ?? 'otherwise';
    case 'unless-pay':
      return `you pay ${c.mana}`;
    case 'unless-pay-cost':
      return `you pay ${c.cost}`;
    case 'player-does': {
      // Read by the phrase table, so each prints back (a missing row would show as "…", an oracle-wording difference).
      const before = c.before ? ` before ${c.before}` : '';
      if (c.has !== undefined) return `${c.has} has ${c.effects.map((e) => EFFECT_TABLE.print(e, { baseVerb: true }) ?? '\u2026').join(' or ')}${before}`;
      return `${c.you ? 'you ' : ''}${c.effects.map((e) => EFFECT_TABLE.print(e) ?? '\u2026').join(' or ')}${before}`;
    }
    case 'player-controls': {
      if (c.none) return `${printPlayer(c.who)} control${c.who === 'you' ? '' : 's'} no ${printFilter(c.filter, true)}`;
      const body = printFilter(c.filter, false);
      return `${printPlayer(c.who)} control${c.who === 'you' ? '' : 's'} ${indefiniteArticle(body)} ${body}`;
    }
    case 'flip':
      return c.who === 'the player' || c.who === 'that player' ? `${c.who} ${c.won ? 'wins' : 'loses'} the flip` : `${c.who ?? 'you'} ${c.won ? 'win' : 'lose'} the flip`;
    case 'you-cant':
      return `${c.who ?? 'you'} can't`;
    case 'controlled-it':
      return 'you controlled it';
    case 'controls-it':
      return `you control ${c.word}`;
    case 'there-are':
      return `there are ${numberWord(c.atLeast)} or more ${printFilter(c.filter, true)}`;
    case 'library-size':
      return c.none ? `${c.whose} has no cards in it` : `${c.whose} has ${numberWord(c.n)} or ${c.more ? 'more' : 'fewer'} cards in it`;
    case 'dealt-damage-this-turn':
      return c.who === 'you' ? `you've been dealt ${c.atLeast} or more damage this turn` : `an opponent was dealt ${c.atLeast} or more damage this turn`;
    case 'total-power':
      return `${printFilter(c.filter, true)} have total power ${c.atLeast} or greater`;
    case 'each-player-empty-hand':
      return 'each player has no cards in hand';
    case 'devotion':
      return `your devotion to ${c.colors.map((x) => COLOR_NAMES[x]).join(' and ')} is less than ${numberWord(c.lessThan)}`;
    case 'attacked-with':
      return `you attacked with ${numberWord(c.atLeast)} or more creatures this turn`;
    case 'opponent-controls-more':
      return `an opponent controls more ${printFilter(c.filter, true)} than you`;
    case 'control': {
      if (c.none) return `you control no ${printFilter(c.filter, true)}`;
      if (c.count) return `you control ${numberWord(c.count)} or more ${printFilter(c.filter, true)}${c.sameName ? ' with the same name as one another' : ''}`;
      const other = c.filter.other;
      const body = printFilter({ ...c.filter, other: false }, false);
      return `you control ${other ? 'another' : indefiniteArticle(body)} ${body}`;
    }
    default:
      return '';
  }
}

const TYPE_WORD = (t: string) => t.toLowerCase();

/** One effect as a clause (lower-case start, no period); undefined when the printer has no wording for it. */
export function printClause(e: Effect): string | undefined {
  // "… to their owners' hands except for Krakens" (effects.ts): the kinds left out written after the instruction.
  const target = 'target' in e ? (e as { target?: TargetSpec }).target : undefined;
  if (target?.kind === 'all' && target.filter.exceptForLast && target.filter.exceptFor) {
    const inner = printClause({ ...e, target: { ...target, filter: { ...target.filter, exceptFor: undefined, exceptForLast: undefined, postOrder: target.filter.postOrder?.filter((p) => p !== 'exceptfor') } } } as Effect);
    return inner === undefined ? undefined : `${inner} except for ${printFilter(target.filter.exceptFor, true)}`;
  }
  switch (e.kind) {
    case 'optional': {
      const single = e.effects.length === 1 && (e.effects[0]!.kind === 'become-copy' || e.effects[0]!.kind === 'create-token-copy');
      const was = copyInWrapper;
      copyInWrapper = single;
      let inner: string | undefined;
      try {
        inner = printEffectList(e.effects, false, true);
      } finally {
        copyInWrapper = was;
      }
      if (inner !== undefined && e.elided) return `may ${inner}`;
      return inner === undefined ? undefined : `${e.word ?? (e.anyPlayer ? 'any player' : printTarget({ kind: 'player', who: e.who }))} may ${inner}${e.ignoreEffect ? IGNORE_EFFECT : ''}`;
    }
    case 'conditional': {
      // "If you do, create a token that's a copy of that creature, except …": the sentence ends with the exceptions.
      const was = copyInWrapper;
      copyInWrapper = endingCopy(e) !== undefined;
      let inner: string | undefined;
      try {
        inner = printEffectList(e.effects, false, true);
      } finally {
        copyInWrapper = was;
      }
      if (inner === undefined) return undefined;
      if (e.condition.kind === 'otherwise') return e.condition.written ? `if ${e.condition.written}, ${inner}` : `otherwise${e.noComma ? '' : ','} ${inner}`;
      if (e.trailing) return `${inner}${e.instead ? ' instead' : ''} ${e.unless ? 'unless' : e.asLongAs ? 'as long as' : 'if'} ${printCondition(e.condition)}`;
      return `${e.asLongAs ? 'as long as' : e.unless ? 'unless' : 'if'} ${printCondition(e.condition)}, ${e.instead === 'first' ? (e.insteadOnly ? 'instead only ' : 'instead ') : ''}${inner}${e.instead === 'after' ? ` instead${e.insteadOf ? ` of ${e.insteadOf}` : ''}` : ''}`;
    }
    // CR 614.1c: "~ enters with a +1/+1 counter on it for each …" as a later sentence of an entering replacement.
    case 'enters-with': {
      const general = printEntersWith(e.effects.length === 1 && e.effects[0]!.kind === 'conditional' && e.effects[0]!.trailing ? e.effects[0]!.effects : e.effects);
      const wrap = e.effects.length === 1 && e.effects[0]!.kind === 'conditional' && e.effects[0]!.trailing ? e.effects[0]! : undefined;
      const cond = wrap?.kind === 'conditional' ? ` ${wrap.unless ? 'unless' : 'if'} ${printCondition(wrap.condition)}` : '';
      // CR 702.138c: "It escapes with twelve +1/+1 counters on it instead".
      if (e.escapesInstead) return general === undefined || cond ? undefined : `${e.subject} escapes${general} instead`;
      return general === undefined ? undefined : `${e.subject} enters${legacyVoice && e.short ? SHORT_ENTERS : ''}${general}${cond}`;
    }
    // CR 608.2d: "sacrifice a creature or discard a creature card" (the second's subject left out, `sep` " or ").
    case 'either-instruction':
      return printEffectList(e.effects, false, true);
    case 'players-each': {
      const inner = printEffectList(e.effects, false, true);
      return inner === undefined ? undefined : `you and ${e.word ?? printTarget({ kind: 'player', who: e.who })} each ${inner}`;
    }
    case 'per-object': {
      const inner = printEffectList(e.effects, false);
      const per = printCountable(e.per, false);
      return inner === undefined || per === undefined ? undefined : `for each ${per}, ${inner}`;
    }
    case 'draft-time': {
      const inner = printEffectList(e.effects, false);
      if (inner === undefined) return undefined;
      if (e.when === 'during the draft' || !e.filter) return `during the draft, ${inner}`;
      const body = printFilter(e.filter, false);
      return `as you draft ${indefiniteArticle(body)} ${body}, ${inner}`;
    }
    case 'alternative-cost': {
      const inner = printEffectList(e.effects, false);
      return inner === undefined ? undefined : `you may ${inner} rather than pay ~'s mana cost`;
    }
    case 'additional-cost': {
      const inner = printEffectList(e.effects, false);
      return inner === undefined ? undefined : `as an additional cost to cast ~, ${inner}`;
    }
    case 'delayed-trigger': {
      // Its instructions may be several sentences ("…, copy that spell. You may choose new targets for the copy.").
      const inner = printEffectList(e.effects, false)?.split('. ').map((x, i) => (i === 0 ? x : cap(x))).join('. ');
      const ev = printEvent(e.event);
      // "At the beginning of the next main phase this turn": a step's beginning with a stated limit is still "at" (CR 603.7a).
      const at = (x: typeof e.event): boolean => x.kind === 'beginning-of' || x.kind === 'end-of-combat' || (x.kind === 'limited' && at(x.event));
      const word = at(e.event) ? 'at' : e.whenever ? 'whenever' : 'when';
      if (inner === undefined || ev === undefined) return undefined;
      return e.trailing ? `${inner} ${word} ${ev}` : `${e.untilEndOfTurn ? (e.thisTurnWritten ? 'this turn, ' : 'until end of turn, ') : ''}${word} ${ev}, ${inner}`;
    }
    case 'instead': {
      // "…, instead sacrifice ~ and that land gains indestructible until end of turn": the instructions' own duration,
      // printed with them (effects.ts reads them as a sentence of their own).
      const ownDuration = !!e.insteadFirst && !e.untilFirst && e.effects.some((x) => 'duration' in x && x.duration === 'until-end-of-turn');
      const inner = printEffectList(e.effects, false, !ownDuration);
      if (inner === undefined) return undefined;
      if (e.causedBy) return e.who === 'you' && e.insteadOf ? `if ${e.causedBy} causes you to ${e.event}, ${inner} instead of ${e.insteadOf}` : undefined;
      const to = e.damage?.toAny ? 'a permanent or player' : e.damage?.to ? `${e.damage.orYou ? 'you or ' : ''}${printTarget(e.damage.to, e.damage.to.kind === 'it' ? e.damage.to.word : undefined)}` : undefined;
      const subj = e.damage?.recipientFirst ? to : e.damage?.passive ? e.damage.damage : e.who ? e.whoWord ?? printPlayer(e.who) : e.object ? printTarget(e.object, e.object.kind === 'it' ? e.object.word : undefined) : e.subject ? (e.subject.eachArticle ? printTarget({ kind: 'chosen', filter: e.subject }) : e.subject.other ? `another ${printFilter({ ...e.subject, other: false }, false)}` : e.subjectAny ? `any ${printFilter(e.subject, false)}` : `${/^[aeiou]/i.test(printFilter(e.subject, false)) ? 'an' : 'a'} ${printFilter(e.subject, false)}`) : undefined;
      const event = !e.damage ? e.event : e.damage.recipientFirst ? `be dealt ${e.damage.damage}` : e.damage.passive ? `be dealt to ${to}` : `deal ${e.damage.atLeast !== undefined ? `${e.damage.atLeast} or more ` : ''}${e.damage.damage}${to ? ` to ${to}` : ''}`;
      const during = `${e.andIf ? ` and ${printCondition(e.andIf)}` : ''}${e.while ? ` while ${printCondition(e.while)}` : ''}`;
      const head = `${e.untilFirst ? `until ${e.untilFirst}, ` : ''}${e.nextTime ? 'the next time' : e.eachTime ? 'each time' : 'if'} ${subj} would ${event}${during}${e.thisTurn ? ' this turn' : ''}`;
      // A prevention shield is written without "instead" (CR 615.1a).
      if (e.prevention || e.regeneration) return subj === undefined ? undefined : `${head}, ${inner}`;
      // "…, you may instead search your library …" (the option's words around "instead").
      const only = e.effects.length === 1 ? e.effects[0] : undefined;
      if (e.mayInstead) {
        const opt = only?.kind === 'optional' && only.who === 'you' ? printEffectList(only.effects, false, true) : undefined;
        return subj === undefined || opt === undefined ? undefined : `${head}, you may instead ${opt}`;
      }
      return subj === undefined ? undefined : e.insteadFirst ? `${head}, instead ${inner}` : `${head}, ${inner} instead${e.insteadOf ? ` of ${e.insteadOf}` : ''}`;
    }
    case 'modal': {
      const n: Record<string, string> = { '1,1': 'one', '2,2': 'two', '3,3': 'three', '1,2': 'one or both', '1,99': 'one or more', '0,99': 'any number', '0,1': 'up to one', '0,2': 'up to two', '0,3': 'up to three' };
      const w = n[`${e.min},${e.max}`];
      const notChosen = e.notChosen ? ` that hasn't been chosen${e.notChosen === 'this turn' ? ' this turn' : ''}` : '';
      return w && e.modes.length === 0 ? (e.who ? `${PLAYER_TEXT[e.who]} chooses ${w} \u2014` : `choose ${w}${notChosen} \u2014`) : undefined;
    }
    case 'reveal':
      return EFFECT_TABLE.print({ ...e, thenTurnFaceUpIfCreatureCard: false });
    case 'tap':
      return e.entersTapped ? `${printTarget(e.target)} enters tapped` : EFFECT_TABLE.print(e);
    case 'become-type':
      return printBecomeType(e);
    // "If that card has mana value 3 or less, it enters with three additional +1/+1 counters on it": written without "the
    // battlefield" in the older wording too, kept so (`short`, effects.ts).
    case 'enters-with-counters':
      return legacyVoice && e.short ? EFFECT_TABLE.print(e)?.replace(/\benters? with /, (w) => w.replace(' with ', `${SHORT_ENTERS} with `)) : EFFECT_TABLE.print(e);
    default:
      if (e.causative) {
        const body0 = EFFECT_TABLE.print(e, { baseVerb: true });
        // "have your life total become …": the row's verb is a literal after a possessive (CR 119.5).
        const body = e.kind === 'set-life-total' ? body0?.replace(/ life total becomes /, ' life total become ') : body0;
        return body === undefined ? undefined : `have ${e.youWritten ? 'you ' : ''}${body}`;
      }
      return EFFECT_TABLE.print(e);
  }
}

/** What a type phrase says besides the types: its base P/T, keywords and a quoted ability (same-span companions). */
interface TypeCompanions {
  pt?: { power: number; toughness: number };
  keywords?: readonly string[];
  ability?: Ability;
  unpunctuated?: boolean;
  quoteComma?: boolean;
  /** "with all creature types" (CR 205.3m). */
  allCreatureTypes?: boolean;
  /** "with power and toughness each equal to its mana value" (CR 613.4b). */
  ptTo?: Quantity;
  /** "an X/X Elemental creature" (CR 107.3): `ptTo` is X, written in front. */
  ptX?: boolean;
}

/**
 * "becomes a blue Frog with base power and toughness 1/1", "is a colorless land with "{T}: Add {C}"", "becomes a 4/4
 * Dragon creature with flying in addition to its other types", "becomes blue" (CR 205.1, 105.3, 613.4b).
 */
function printBecomeType(e: Extract<Effect, { kind: 'become-type' }>, c: TypeCompanions = {}): string | undefined {
  const subj = e.elided ? '' : `${printTarget(e.target, e.target.kind === 'it' ? e.target.word : undefined)} `;
  const plural = e.target.kind === 'all' ? e.target.quantifier !== 'each' && !e.target.filter.attachment : !targetIsSingular(e.target);
  // "have it become …" (a causative after "you may", CR 608.2c): the verb in its base form.
  const verb = e.is ? (plural ? 'are' : 'is') : plural || e.causative ? 'become' : 'becomes';
  // "it's a Zombie in addition to …" (written contracted).
  if (e.contracted) {
    const rest = printBecomeType({ ...e, contracted: false }, c);
    const pronoun = /^(it|he|she) is /.exec(rest ?? '');
    return pronoun ? `${pronoun[1]}'s ${rest!.slice(pronoun[0].length)}` : rest?.startsWith('they are ') ? `they're ${rest.slice('they are '.length)}` : undefined;
  }
  const colors = e.colors ? (e.colors.length === 0 ? ['colorless'] : printedColors(e.colors)) : [];
  const types = [...e.subtypes, ...e.cardTypes.map(TYPE_WORD)];
  // "~ isn't a creature" (CR 613.1d).
  if (e.negated) return types.length > 0 ? `${subj}isn't ${indefiniteArticle([...colors, ...types].join(' '))} ${[...colors, ...types].join(' ')}` : undefined;
  const add = e.addition ? ` ${e.addition}` : e.additive && !e.still ? ' in addition to its other types' : '';
  // "becomes blue": a color alone has no article.
  if (types.length === 0 && !c.pt && !c.ptTo && !c.keywords && !c.ability && !c.allCreatureTypes) return colors.length > 0 ? `${subj}${verb} ${colors.join(' and ')}${add}` : undefined;
  const ptText = c.pt ? `${c.pt.power}/${c.pt.toughness}` : c.ptX ? 'X/X' : '';
  const front = (c.pt && e.ptFront) || c.ptX;
  // After a plural subject the phrase has no article and its last word is plural ("are 1/1 green Elf creatures").
  const pluralWords = plural && !e.singularNoun;
  if (pluralWords && types.length > 0) types[types.length - 1] = pluralNoun(types[types.length - 1]!);
  const body = [...(e.supertypes ?? []).map((x) => x.toLowerCase()), ...(front ? [ptText] : []), ...colors.join(' and ').split(' ').filter(Boolean), ...types].join(' ');
  const withPt = c.pt && !front ? ` with base power and toughness ${ptText}` : c.ptTo && !c.ptX ? ` with power and toughness each equal to ${printQuantity(c.ptTo)}` : '';
  const withWhat: string[] = [];
  if (c.keywords) withWhat.push(printKeywordList(c.keywords));
  if (c.allCreatureTypes) withWhat.push('all creature types');
  if (c.ability) {
    const q = quoted.print?.(c.ability);
    if (q === undefined) return undefined;
    withWhat.push(`"${c.unpunctuated ? q.replace(/\.$/, '') : c.quoteComma ? `${q.replace(/\.$/, '')},` : q}"`);
  }
  const withExtra = withWhat.length > 0 ? ` with ${withWhat.join(' and ')}` : '';
  const article = pluralWords ? '' : (c.ptX ? 'an' : indefiniteArticle(body)) + ' ';
  return `${e.causative ? 'have ' : ''}${subj}${verb} ${article}${body}${withPt}${withExtra}${e.name ? ` named ${e.name}` : ''}${add}`;
}

/** Colors as cards print them: "blue", "green and white" (around the color wheel). */
function printedColors(colors: readonly Color[]): string[] {
  const wheel = 'WUBRG';
  const list = colors.length === 2 && wheel.indexOf(colors[1]!) - wheel.indexOf(colors[0]!) > 2 ? [colors[1]!, colors[0]!] : [...colors];
  return list.map((x) => COLOR_NAMES[x]);
}

/** Effects as sentences (joined by their connectors, sentences capitalized, final period). */
/** Printing in the legacy voice (printLine): a duration written after each clause of one subject is printed so. */
let legacyVoice = false;
/** After "enters" in the legacy voice: written "enters with", kept so (a private-use mark printLine removes). */
const SHORT_ENTERS = '\uE000';

/** A copy's exceptions as written: each "it enters with …" among them stays so in the legacy voice too ("…, except it enters
 * with a +1/+1 counter on it if it's a creature, it enters with a loyalty counter on it if …", CR 707.9a). */
function copyExceptWords(e: Parameters<typeof printCopyException>[0]): string | undefined {
  const words = printCopyException(e);
  return words && legacyVoice ? words.replace(/\bit enters with /g, `it enters${SHORT_ENTERS} with `) : words;
}

/** Printing the one copy effect inside "you may have …": its exception is the wrapping sentence's to print (CR 707.9a). */
let copyInWrapper = false;

/** The copy effect a condition ends with, through a permission's only effect ("If you do, create a token that's a copy of …"). */
function endingCopy(e: Effect): Extract<Effect, { kind: 'become-copy' | 'create-token-copy' }> | undefined {
  if (e.kind !== 'conditional' && !(e.kind === 'optional' && e.effects.length === 1)) return undefined;
  const last = e.effects[e.effects.length - 1];
  if (last?.kind === 'become-copy' || last?.kind === 'create-token-copy') return e.kind === 'conditional' ? last : undefined;
  return last ? endingCopy(last) : undefined;
}

/** "until end of turn" is printed right after this effect's clause. */
function inlineHere(e: Effect): boolean {
  return !!e.durationInline || (legacyVoice && !!e.durationEach);
}

export function printEffectList(effects: readonly Effect[], sentences = true, durationOutside = false): string | undefined {
  const out: string[] = [];
  let sentence: string[] = [];
  let eot: string | undefined;
  let eotFirst = false;
  let inlineDuration = false;
  const flush = () => {
    if (sentence.length === 0) return;
    const body = sentence.join('');
    // The duration was written inside the sentence, after its clause.
    if (inlineDuration) eot = undefined;
    inlineDuration = false;
    // Inside a wrapper ("you may …", "if …, …") the duration is the wrapping sentence's to print.
    if (durationOutside) out.push(body);
    else {
      // "until end of turn", or a duration written whole ("for as long as it remains exiled", CR 611.2b).
      const phrase = eot && (eot.startsWith('for as long as') || eot.startsWith('during ') ? eot : `until ${eot}`);
      out.push((phrase && eotFirst ? `${phrase}, ${body}` : body + (phrase ? ` ${phrase}` : '')) + insteadLast + exception);
    }
    insteadLast = '';
    sentence = [];
    eot = undefined;
    eotFirst = false;
    exception = '';
  };
  // A copy effect's exceptions end its sentence, after the duration (CR 707.9).
  let exception = '';
  /** "… until end of turn instead": an alternative instruction's "instead" after the sentence's duration (CR 608.2c). */
  let insteadLast = '';
  /** "It's still a land." waiting for the end of its sentence's other clauses. */
  let pendingStill: string | undefined;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]!;
    // A become-type and what its type phrase says besides ("a 4/4 Dragon creature with flying"): one phrase, the base
    // P/T, keywords and quoted ability its companions (the same span, right after it).
    if (e.kind === 'become-type') {
      const c: TypeCompanions = {};
      let j = i + 1;
      for (; j < effects.length && sameSpan(e, effects[j]!); j++) {
        const x = effects[j]!;
        if (x.kind === 'set-base-pt' && !x.only && !c.pt && !c.ptTo && !c.keywords && !c.ability) c.pt = x;
        else if (x.kind === 'set-base-pt-to' && !x.baseEach && !c.pt && !c.ptTo && !c.keywords && !c.ability && !c.allCreatureTypes) {
          c.ptTo = x.quantity;
          if (x.xFront) c.ptX = true;
        }
        else if (x.kind === 'gain-keyword' && !c.keywords && !c.ability && !c.allCreatureTypes) c.keywords = x.keywords;
        else if (x.kind === 'all-subtypes' && x.change === 'gain-all' && x.subtypes === 'creature' && !c.allCreatureTypes && !c.ability && (c.keywords?.length ?? 0) <= 1) c.allCreatureTypes = true;
        else if ((x.kind === 'grant-ability' || x.kind === 'gain-ability') && !c.ability && !(x.kind === 'grant-ability' && x.keywords)) {
          c.ability = x.ability;
          if (x.unpunctuated) c.unpunctuated = true;
          if (x.quoteComma) c.quoteComma = true;
        }
        else break;
      }
      const text00 = printBecomeType(e, c);
      if (text00 === undefined) return undefined;
      // ", where X is …" after the type phrase and its duration (CR 107.3c): kept on its last companion.
      const whereX = effects.slice(i, j).map((x) => x.whereX).find((q) => q !== undefined);
      const whereY = effects.slice(i, j).map((x) => x.whereY).find((q) => q !== undefined);
      const text0 = whereX ? `${whereComma(`${text00}${e.duration === 'until-end-of-turn' && !e.durationFirst ? ' until end of turn' : ''}`)} where X is ${printQuantity(whereX)}${whereY ? ` and Y is ${printQuantity(whereY)}` : ''}` : text00;
      if (whereX && e.duration === 'until-end-of-turn' && !e.durationFirst) inlineDuration = true;
      // "until end of turn" written right after the "becomes" clause, before the sentence's next clause.
      const inlineEot = inlineHere(e) && e.duration === 'until-end-of-turn' && effects[j] !== undefined && effects[j]!.sep !== undefined && effects[j]!.sep !== '. ';
      if (inlineEot) inlineDuration = true;
      const text = inlineEot ? `${text0} until end of turn` : text0;
      const sep = e.sep ?? (i === 0 ? '' : '. ');
      if (sep === '. ') flush();
      if (e.durationFirst) eotFirst = true;
      sentence.push((sentence.length > 0 ? sep : '') + (e.then ? `then ${text}` : text));
      if (e.duration === 'until-end-of-turn') eot = 'end of turn';
      if (e.until) eot = e.until;
      // "It's still a land." (CR 205.1b), its own sentence after the effect's sentence (after its other clauses); inside
      // "you may have it become …" the wrapping sentence prints it, after its duration.
      if (e.still && !(durationOutside && e.causative)) {
        const next = effects[j];
        if (next && next.sep !== undefined && next.sep !== '. ') pendingStill = e.still;
        else {
          flush();
          sentence.push(e.still);
        }
      }
      i = j - 1;
      continue;
    }
    const clause0 = printClause(e);
    if (clause0 === undefined) return undefined;
    let pendingException = '';
    if (e.kind === 'create-token-copy' || (e.kind === 'become-copy' && !e.chooseFirst)) {
      const except = copyExceptWords(e);
      if (except === undefined || (except && durationOutside && !copyInWrapper)) return undefined;
      pendingException = copyInWrapper ? '' : except;
    }
    // "you may have ~ become a copy of …, except it has this ability" (CR 707.9a): the wrapping sentence ends with it.
    const wrappedCopy = (e.kind === 'optional' && e.effects.length === 1 && (e.effects[0]!.kind === 'become-copy' || e.effects[0]!.kind === 'create-token-copy') ? e.effects[0]! : undefined) ?? endingCopy(e);
    if (wrappedCopy && (wrappedCopy.kind === 'become-copy' || wrappedCopy.kind === 'create-token-copy')) {
      const except = copyExceptWords(wrappedCopy);
      if (except === undefined || (except && durationOutside)) return undefined;
      pendingException = except;
    }
    const afterDuration = e.kind === 'conditional' && e.instead === 'after' && e.effects.some((x) => 'duration' in x && x.duration === 'until-end-of-turn') && !e.effects.some(inlineHere);
    const clause1 = (e.verbElided ? clause0.replace(/^\S+ /, '') : e.youWritten && !e.causative ? `you ${clause0}` : clause0).replace(afterDuration ? / instead$/ : /$^/, '');
    // "until end of turn" written after this clause (the table puts it before a "for each" phrase itself).
    const inline = inlineHere(e) && 'duration' in e && e.duration === 'until-end-of-turn' && !/ until end of turn for each /.test(clause1) ? ' until end of turn' : '';
    const clause2 = e.then ? `then ${clause1}${inline}` : e.turnOrderFromYou ? `starting with you, ${clause1}${inline}` : `${clause1}${inline}`;
    const clause = e.whereX ? `${whereComma(clause2)} where X is ${printQuantity(e.whereX)}${e.whereY ? ` and Y is ${printQuantity(e.whereY)}` : ''}` : clause2;
    const sep = e.sep ?? (i === 0 ? '' : '. ');
    if (pendingStill && sep === '. ') {
      flush();
      sentence.push(pendingStill);
      pendingStill = undefined;
    }
    if (sep === '. ') flush();
    if (afterDuration) insteadLast = ' instead';
    if (inlineHere(e)) inlineDuration = true;
    if (pendingException) exception = pendingException;
    if (e.durationFirst) eotFirst = true;
    sentence.push((sentence.length > 0 ? sep : '') + clause);
    if ('duration' in e && e.duration === 'until-end-of-turn') eot = 'end of turn';
    if (e.until) eot = e.until;
    if (wrapped(e, (x) => 'duration' in x && x.duration === 'until-end-of-turn')) eot = 'end of turn';
    // Written inside a wrapped clause ("… gets +X/+X until end of turn, where X is …", "… until end of turn if …").
    if (wrapped(e, inlineHere)) inlineDuration = true;
    if ((e.kind === 'optional' || e.kind === 'conditional') && e.effects[0]?.until) eot = e.effects[0].until;
    // Follow-up sentences completing the effect (CR 708.2a listed characteristics; CR 708.12 reveal).
    if (e.kind === 'turn-face-down' && e.characteristics) {
      flush();
      const c = e.characteristics;
      const who = e.target.kind === 'all' ? "They're" : "It's";
      sentence.push(`${who} ${e.target.kind === 'all' ? '' : 'a '}${c.power}/${c.toughness} ${[...c.subtypes, ...c.cardTypes.map(TYPE_WORD)].join(' ')}${e.target.kind === 'all' ? 's' : ''}`.replace('  ', ' '));
    }
    if (e.kind === 'zone-change' && e.faceDownAs) {
      flush();
      const c = e.faceDownAs;
      const plural = !targetIsSingular(e.target);
      const body = [...(c.power !== undefined ? [`${c.power}/${c.toughness}`] : []), ...c.subtypes, ...c.cardTypes.map(TYPE_WORD)].join(' ');
      // Always its own sentence (capitalized here too: inside "you may …" the wrapper's sentence is printed as one).
      sentence.push(plural ? `They're ${body}s` : `It's ${indefiniteArticle(body)} ${body}`);
    }
    // "You may have it become a 3/3 … creature until end of turn. It's still a land." (CR 205.1b, 608.2d).
    const stillInside = e.kind === 'optional' ? e.effects.find((x) => x.kind === 'become-type' && x.causative && x.still) : undefined;
    if (stillInside?.kind === 'become-type' && stillInside.still) {
      const next = effects[i + 1];
      if (next && next.sep !== undefined && next.sep !== '. ') pendingStill = stillInside.still;
      else {
        flush();
        sentence.push(stillInside.still);
      }
    }
    // A creature token's P/T told by the next sentence (CR 111.4, 604.3a: model/abilities/token-pt-after.ts).
    const ptAfter = e.kind === 'create-token' ? tokenWithPtAfter(e)?.ptAfter : undefined;
    if (ptAfter) {
      const told = printPtAfter(ptAfter);
      if (told === undefined) return undefined;
      flush();
      sentence.push(told);
    }
    if (e.kind === 'reveal' && e.thenTurnFaceUpIfCreatureCard) {
      flush();
      sentence.push("if it's a creature card, you may turn it face up");
    }
    // "Round down each time." (CR 107.1a): its own sentence after the halves it rounds.
    if (e.roundEach) {
      flush();
      sentence.push(`round ${e.roundEach} each time`);
    }
  }
  if (pendingStill) {
    flush();
    sentence.push(pendingStill);
  }
  flush();
  if (!sentences) return out.join('. ');
  // A sentence ending in a quoted ability ends with the quote's period (have "… any color.").
  return out.map((s) => (/[.]'?"$/.test(s) ? cap(s) : `${cap(s)}.`)).join(' ').replace(/\u2014\.$/, '\u2014');
}

/** Whether an effect wrapped by "you may …" / "if …, …" (one wrapper inside another too) is one that `test` holds for. */
function wrapped(e: Effect, test: (x: Effect) => boolean): boolean {
  return (e.kind === 'optional' || e.kind === 'conditional') && e.effects.some((x) => test(x) || wrapped(x, test));
}

function sameSpan(a: Effect, b: Effect): boolean {
  return a.span.start === b.span.start && a.span.end === b.span.end;
}

/** The whole rules line for an ability, or undefined when some part has no printed form. */
export function printAbility(a: Ability): string | undefined {
  const word = (a.bullet ? '\u2022 ' : '') + (a.abilityWord ? `${a.abilityWord} \u2014 ` : '');
  const body = printBody(a);
  return body === undefined ? undefined : word + body;
}

function printBody(a: Ability): string | undefined {
  if (a.unmodeled.length > 0) return undefined;
  switch (a.kind) {
    case 'keyword': {
      // CR 702.33b: a second kicker cost "and/or [cost]" after the first.
      const kws = a.keywords.map((k, i) => (i > 0 && k.andOr && k.cost ? ` and/or ${k.cost.text}` : `${i === 0 ? '' : k.semicolon ? '; ' : ', '}${printKeyword(k, i === 0)}`)).join('');
      if (!a.rider) return kws;
      // "Equip {0}. Activate only once each turn.": the sentences after the keyword (CR 702.1).
      const rider = printEffectList(a.rider);
      return rider === undefined ? undefined : `${kws}${kws.endsWith('.') ? '' : '.'} ${rider}`;
    }
    case 'triggered': {
      const ev = printEvent(a.event);
      const effects = printEffectList(a.effects);
      if (ev === undefined || effects === undefined) return undefined;
      return `${a.trigger} ${ev}, ${lowerStart(effects)}`;
    }
    case 'activated': {
      const parts: string[] = [];
      if (a.cost.mana) parts.push(a.cost.mana.text);
      if (a.cost.tap) parts.push('{T}');
      if (a.cost.untap) parts.push('{Q}');
      for (const e of a.cost.actions ?? []) {
        if (e.kind === 'zone-change' && e.how === 'sacrifice' && e.target.kind === 'self') {
          // "Remove three quest counters from ~ and sacrifice it" (costs.ts SACRIFICE_IT_JOINED).
          if (e.andIt && parts.length > 0) parts[parts.length - 1] += ' and sacrifice it';
          else parts.push('Sacrifice ~');
          continue;
        }
        const c = printClause(e);
        if (c === undefined) return undefined;
        parts.push(cap(c));
      }
      const cost = parts.length > 0 ? parts.join(', ') : a.cost.text;
      // "[Cost]: Level N" is written without a period (CR 716.2a).
      const only = a.effects.length === 1 ? a.effects[0] : undefined;
      if (only?.kind === 'class-level' && only.level.kind === 'fixed') return `${cost}: Level ${only.level.n}`;
      const effects = printEffectList(a.effects);
      return effects === undefined ? undefined : `${cost}: ${effects}`;
    }
    case 'replacement': {
      const copy = a.effects.length === 1 && a.effects[0]!.kind === 'become-copy' ? printCopyChoice(a.effects[0]!) : undefined;
      if (copy) return `As ~ ${a.replacementEvent === 'enters' ? 'enters' : a.replacementEvent === 'turned-face-up' ? 'is turned face up' : 'enters or is turned face up'}, ${copy}`;
      // "~ enters with X +1/+1 counters on it. If X is 5 or more, it enters with …": its own sentences (CR 614.1c).
      if (a.replacementEvent === 'enters' && a.effects[0]?.kind === 'enters-with') return printEffectList(a.effects);
      if (a.replacementEvent === 'enters') {
        const special = printEntersReplacement(a.effects);
        if (special) return special;
      }
      // CR 702.138c: "~ escapes with …".
      if (a.replacementEvent === 'escapes') {
        const general = printEntersWith(a.effects);
        // CR 702.138d: a quoted ability ends with its own period, inside the quotes.
        return general === undefined ? undefined : `~ escapes${general}${general.endsWith('"') ? '' : '.'}`;
      }
      const effects = printEffectList(a.effects);
      if (effects === undefined) return undefined;
      const lower = lowerStart(effects);
      if (a.replacementEvent === 'turned-face-up') return `As ~ is turned face up, ${lower}`;
      if (a.replacementEvent === 'enters-or-turned-face-up') return `As ~ enters or is turned face up, ${lower}`;
      return printEntersReplacement(a.effects) ?? `As ~ enters, ${lower}`;
    }
    case 'static':
    case 'spell': {
      // Level up (CR 711.2): a level symbol or a P/T box is its own line, without a period.
      const only = a.effects.length === 1 ? a.effects[0] : undefined;
      if (only?.kind === 'level-striation') return printLevelSymbol(only.min, only.max);
      if (only?.kind === 'level-pt') return `${only.power}/${only.toughness}`;
      // CR 706.3a: a results table's row, "N—M | <instructions>".
      if (only?.kind === 'die-result') {
        const inner = printEffectList(only.effects);
        return inner === undefined ? undefined : `${only.low}${only.plus ? '+' : only.high !== undefined ? `\u2014${only.high}` : ''} | ${only.flavor !== undefined ? `${only.flavor} \u2014 ` : ''}${inner}`;
      }
      return printEffectList(a.effects);
    }
    case 'text':
      // A line of reminder text only (or an ability word alone) prints as nothing more.
      return a.unmodeled.length === 0 ? '' : undefined;
  }
}

/** " tapped", " with a +1/+1 counter on it for each …", " tapped with two charge counters on it". */
function printEntersWith(effects: readonly Effect[]): string | undefined {
  const tapped = effects[0]?.kind === 'tap' && effects[0].target.kind === 'self';
  const rest = effects.slice(tapped ? 1 : 0);
  if (!rest.every((x) => (x.kind === 'add-counters' || ((x.kind === 'gain-keyword' || x.kind === 'grant-ability') && x.entersWith)) && x.target.kind === 'self')) return undefined;
  if (!tapped && rest.length === 0) return undefined;
  // Runs of counters, and keywords, each after its own "with" ("with two +1/+1 counters on it and with first strike").
  const parts: string[] = [];
  for (let i = 0; i < rest.length;) {
    const x = rest[i]!;
    if (x.kind === 'gain-keyword') {
      parts.push(printKeywordList(x.keywords));
      i++;
      continue;
    }
    if (x.kind === 'grant-ability') {
      const q = quoted.print?.(x.ability);
      if (q === undefined) return undefined;
      parts.push(`"${q}"`);
      i++;
      continue;
    }
    let j = i;
    while (j < rest.length && rest[j]!.kind === 'add-counters') j++;
    const run = rest.slice(i, j);
    const list = printEffectList(run.map((c) => ({ ...c, target: { kind: 'it' as const, word: c.kind === 'add-counters' && c.target.kind === 'self' ? c.target.word ?? 'it' : 'it' } })) as Effect[], false);
    if (list === undefined) return undefined;
    // CR 614.1c: "an additional X +1/+1 counters", "two additional +1/+1 counters" (enters-replacement.ts), as written.
    const more = run.length === 1 && run[0]!.kind === 'add-counters' ? run[0]!.additional : undefined;
    const counters = list.replace(/^[Pp]ut /, '');
    parts.push(more === 'an' ? (counters.startsWith('X ') ? `an additional ${counters}` : counters.replace(/^an? /, 'an additional ')) : more === 'n' ? counters.replace(/^(\w+) /, '$1 additional ') : counters);
    i = j;
  }
  const withPart = parts.length > 0 ? ` with ${parts.join(' and with ')}` : '';
  return `${tapped ? ' tapped' : ''}${withPart}`;
}

/** "you may choose another creature on the battlefield. If you do, … it becomes a copy of that creature, except it has "…"" (CR 707.5, 707.9a). */
function printCopyChoice(e: Extract<Effect, { kind: 'become-copy' }>): string | undefined {
  const c = e.chooseFirst;
  if (!c) return undefined;
  const except = e.exceptHas ? quoted.print?.(e.exceptHas) : undefined;
  if (e.exceptHas && !except) return undefined;
  return `you may choose ${c.another ? 'another ' : ''}${c.filterText}. If you do, ${e.untilTurnedFaceDown ? 'until ~ is turned face down, ' : ''}it becomes a copy of that ${c.noun}${except ? `, except it has "${except}"` : '.'}`;
}

/** "You may have ~ enter [tapped] as a copy of any creature on the battlefield[, except …]." (CR 614.1c, 707.5, 707.9). */
function printEntersAsCopy(e: Extract<Effect, { kind: 'become-copy' }>): string | undefined {
  if (e.target.kind !== 'self' || e.of.kind !== 'chosen') return undefined;
  const body = printFilter(e.of.filter.other ? { ...e.of.filter, other: false } : e.of.filter, false);
  const except = copyExceptWords(e);
  if (except === undefined) return undefined;
  const article = e.anyWritten ? 'any' : e.of.filter.other ? 'another' : indefiniteArticle(body);
  // A sentence ending in a quoted ability ends with the quote's period (except it has "… this creature.").
  const line = `You may have ~ enter${e.tapped ? ' tapped' : ''} as a copy of ${article} ${body}${/you control|on the battlefield/.test(body) ? '' : ' on the battlefield'}${except}`;
  return /[.]"$/.test(line) ? line : `${line}.`;
}

function printEntersReplacement(effects0: readonly Effect[]): string | undefined {
  // "If ~ was kicked, it enters with …" (CR 614.1c): the condition first.
  const first = effects0.length === 1 && effects0[0]!.kind === 'conditional' && effects0[0]!.itEnters ? effects0[0]! : undefined;
  if (first?.kind === 'conditional') {
    // "If you attacked this turn, you may have ~ enter as a copy of …" (CR 614.1c, 707.5).
    const copy = first.effects.length === 1 && first.effects[0]!.kind === 'become-copy' ? printEntersAsCopy(first.effects[0]!) : undefined;
    if (copy !== undefined) return `If ${printCondition(first.condition)}, y${copy.slice(1)}`;
    const general = printEntersWith(first.effects);
    // A sentence ending in a quoted ability ends with the quote's period ("… and with "Pay 3 life: Regenerate ~."").
    return general === undefined ? undefined : `If ${printCondition(first.condition)}, ${first.selfEnters ? '~' : 'it'} enters${general}${/[.]"$/.test(general) ? '' : '.'}`;
  }
  // "~ enters tapped unless you control a Forest", "~ enters with … on it if …" (CR 614.1c).
  const wrap = effects0.length === 1 && effects0[0]!.kind === 'conditional' && effects0[0]!.trailing ? effects0[0]! : undefined;
  const effects = wrap?.kind === 'conditional' ? wrap.effects : effects0;
  const general = printEntersWith(effects);
  if (general !== undefined && (wrap || effects.length > 1 || effects.some((x) => x.kind === 'add-counters' && (x.whereX || x.per || x.perCount || (x.target.kind === 'self' && x.target.word))))) {
    const cond = wrap?.kind === 'conditional' ? ` ${wrap.unless ? 'unless' : 'if'} ${printCondition(wrap.condition)}` : '';
    return `~ enters${general}${cond}${!cond && /[.]"$/.test(general) ? '' : '.'}`;
  }
  const e = effects0[0];
  if (effects0.length !== 1 || !e) return undefined;
  if (e.kind === 'add-counters' && e.target.kind === 'self') {
    const n = e.countIsX ? 'X' : e.count === 1 ? 'a' : ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][e.count] ?? String(e.count);
    return `~ enters with ${n} ${e.counter} counter${e.count === 1 && !e.countIsX ? '' : 's'} on it.`;
  }
  if (e.kind === 'become-copy') return printEntersAsCopy(e);
  if (e.kind === 'tap' && e.target.kind === 'self') return '~ enters tapped.';
  return undefined;
}

quoted.print = (a) => {
  const text = printAbility(a);
  // An ability quoted inside a quoted one is written in single quotes (parse-ability.ts reads them as double).
  return a.nestedQuotes && text !== undefined ? text.replace(/"/g, "'") : text;
};
useConditions.print = printCondition;

/** A clause with the comma before ", where X is": written inside a closing quotation mark in place of the quoted
 * ability's last period ("… you gain 1 life," where X is …), as Oracle punctuates it. */
function whereComma(clause: string): string {
  return clause.endsWith('."') ? `${clause.slice(0, -2)},"` : `${clause},`;
}
