// The phrase-template engine: one row of data ("{who:player} draw {n:count} card(s)") both reads a clause into
// an Effect and prints an Effect back, so the parser and the printer cannot drift apart. Slots are typed
// phrase parsers (objects, players, amounts, P/T, keywords, mana, tokens…, see slots.ts); the first word of
// a row's form is its verb, inflected for the subject ("you draw", "each player draws").

import type { Amount, Condition, Duration, Effect, ObjectFilter, PlayerRef, Quantity, Span, TargetSpec } from '../types';
import { parseCountable, printCountable } from './amounts';
import { SLOTS, type Slot, type SlotType, isSingularValue, useConditions } from './slots';
import { parseCount } from './numbers';
import { itWord, PLAYER_TEXT, parseFilter, parseObjectRef, parsePlayer, playerIsSingular } from './targets';
import { printFilter, printPlayer, printTarget, targetIsSingular } from './print-target';
import { lookupTable } from '../lookup-table';

export interface PhraseRow {
  kind: Effect['kind'];
  /** Who does it: a player ("you gain 3 life", imperative "gain 3 life") or an object ("target creature gets +1/+1"). */
  subject?: 'player' | 'object';
  /** The field the subject goes to (default: `who` for players, `target` for objects). */
  subjectField?: string;
  /** Whether the subject may be left out (imperative: the ability's controller does it). Default true for players. */
  imperative?: boolean;
  form: string;
  /** Fields every effect read by this row has; the printer picks the row whose fixed fields the effect has. */
  fixed?: Record<string, unknown>;
  /** The row prints an effect only when this holds (e.g. "has" for static grants, "gains" for resolved ones). */
  printIf?: (e: Record<string, unknown>) => boolean;
  /** A duration may follow ("until end of turn"); the effect then has a `duration` field. */
  duration?: boolean;
  /** The row only prints (another reader makes this effect). */
  printOnly?: boolean;
}

/** `comma`: a slot written with a comma right after it ("… would be put on {on:chosen}, that many …"); `possessive`: with
 * "'s" right after it ("{target:obj}'s owner puts it …"). */
type Part = { lit: string; agree?: boolean } | { field: string; type: SlotType; comma?: boolean; possessive?: boolean };

interface Compiled {
  row: PhraseRow;
  verb: string;
  parts: Part[];
  /** What partsCanFit asks of each part: its literal word when it must be written as it is, else null (any one word). */
  fit: (string | null)[];
  /** The bits of its literal words (`fit`) in the table's word mask (`PhraseTable.wordBit`): 0 until the table sets it. */
  mask: number;
}

function compile(row: PhraseRow): Compiled {
  const tokens = row.form.split(' ');
  const parts: Part[] = [];
  for (const t of tokens) {
    const slot = /^\{(\w+):(\w+)\}(,|'s)?$/.exec(t);
    if (slot) parts.push({ field: slot[1]!, type: slot[2] as SlotType, ...(slot[3] === ',' ? { comma: true } : slot[3] ? { possessive: true } : {}) });
    else if (t.endsWith('(s)')) parts.push({ lit: t.slice(0, -3), agree: true });
    else parts.push({ lit: t });
  }
  const first = parts[0];
  const verb = row.subject && first && 'lit' in first ? first.lit : '';
  const own = row.subject ? parts.slice(1) : parts;
  return { row, verb, parts: own, fit: own.map((p) => ('lit' in p && !p.agree ? p.lit : null)), mask: 0 };
}

/** Words naming the object counted, in an instruction after "For each <objects>," (an instruction per object). */
/** Instructions without an amount of their own that "for each <countable>" after them repeats once per object or unit
 * counted (CR 107.3, 608.2c): "copy it for each …", "choose another target for each …", "can block an additional creature
 * each combat for each …". */
const REPEATABLE = new Set(['copy-spell', 'choose-target']);
const repeatable = (rec: Record<string, unknown>) => REPEATABLE.has(String(rec['kind'])) || (rec['kind'] === 'restriction' && /^can block an additional /.test(String(rec['restriction'])));

const PER_OBJECT_WORDS = /\b(?:that|this) (?:card|creature|permanent|land|artifact|enchantment|spell|token|player|opponent)\b|\b(?:it|its|them|those)\b/;

const IRREGULAR: Record<string, string> = lookupTable({ can: 'can', must: 'must', have: 'has', do: 'does', be: 'is', "can't": "can't", "doesn't": "doesn't", "don't": "doesn't" });

/** The verb after a plural subject: its base form, but "be" → "are" ("Creatures you control are every creature type"). */
export function pluralVerb(verb: string): string {
  return verb === 'be' ? 'are' : verb;
}

/** "draw" → "draws", "have" → "has", "fight" → "fights", "search" → "searches", "copy" → "copies". */
export function inflect(verb: string): string {
  if (verb in IRREGULAR) return IRREGULAR[verb]!;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

/** The object subjects a clause's rows read, by their words (null: not an object phrase). */
type Subjects = Map<string, TargetSpec | null>;

/**
 * The slot texts a clause's rows found not to read, by slot type and text (`${type}\u0000${text}`): every row of a
 * verb asks its slots of the same words again, and a slot's reader answers the same words the same way within one
 * clause's read (its readers set the flags they read — inside a quantity, an entering replacement — and put them back
 * before they return, so every slot of one clause is read under the same flags). Only failures are kept: a slot that
 * reads gives each row a value of its own, which the row may write. A nested read (a slot reading a clause) has its own.
 */
type Unread = Set<string>;

let rowMaskEnabled = true;
/** Switches the rejection of rows by the clause's word mask off (test/model/unread-slot-memo.test.ts: the same readings). */
export function setRowMaskEnabled(on: boolean): void {
  rowMaskEnabled = on;
}

let unreadMemoEnabled = true;
/** Switches the clause's memo of slot texts that don't read off (test/support/caches.ts: the answers are the same). */
export function setUnreadSlotMemoEnabled(on: boolean): void {
  unreadMemoEnabled = on;
}

export class PhraseTable {
  private readonly rows: Compiled[];
  private readonly byKind = new Map<string, Compiled[]>();
  /** Rows by their first literal word (verb), so a clause only tries the rows it can match. */
  private readonly byVerb = new Map<string, Compiled[]>();
  /** The same, rows with a subject only: after the clause's first word (a row without a subject starts at it). */
  private readonly bySubjectVerb = new Map<string, Compiled[]>();
  /**
   * A bit for each literal word of the rows (the 31 most used each a bit of their own, the others sharing the last bits
   * by turns): a clause's mask has the bits of its words, and a row with a literal word's bit not in it has a word the
   * clause lacks — `partsCanFit` would reject it — so it is passed over without being tried (issue 27: of the pool's
   * 665,599 row tries, 581,020 were rejected by `partsCanFit`).
   */
  private readonly wordBit = new Map<string, number>();

  constructor(rows: readonly PhraseRow[]) {
    this.rows = rows.map(compile);
    const uses = new Map<string, number>();
    for (const c of this.rows) for (const w of c.fit) if (w !== null) uses.set(w, (uses.get(w) ?? 0) + 1);
    [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)! || (a < b ? -1 : a > b ? 1 : 0)).forEach((w, i) => this.wordBit.set(w, 1 << (i < 31 ? i : 31 - ((i - 31) % 8))));
    for (const c of this.rows) for (const w of c.fit) if (w !== null) c.mask |= this.wordBit.get(w)!;
    for (const c of this.rows) {
      const list = this.byKind.get(c.row.kind) ?? [];
      list.push(c);
      this.byKind.set(c.row.kind, list);
      if (c.row.printOnly) continue;
      const key = c.verb || (c.parts[0] && 'lit' in c.parts[0] ? c.parts[0].lit : '');
      for (const k of c.row.subject ? [key, inflect(key), pluralVerb(key)] : [key]) {
        const l = this.byVerb.get(k) ?? [];
        if (!l.includes(c)) l.push(c);
        this.byVerb.set(k, l);
        if (!c.row.subject) continue;
        const s = this.bySubjectVerb.get(k) ?? [];
        if (!s.includes(c)) s.push(c);
        this.bySubjectVerb.set(k, s);
      }
    }
  }

  /** Whether `word` is a verb some row starts with (a sentence's first word is lower-cased for matching). */
  hasVerb(word: string): boolean {
    return this.byVerb.has(word);
  }

  /**
   * Reads one clause (no period). `carried`: the subject of the previous clause, for a clause that starts with
   * its verb ("… and gains trample"). Returns the effect and its subject (for the next clause).
   */
  read(text: string, span: Span, carried?: TargetSpec, duration: Duration = 'permanent'): { effect: Effect; subject?: TargetSpec } | undefined {
    // "For each creature card revealed this way, create a 1/1 … token": the per-object phrase written first, the same
    // amount as "create a 1/1 … token for each …" (CR 107.3); the comma after a countable ends it.
    // Not when the instruction names the object counted ("For each creature card revealed this way, that player discards
    // that card"): that is an instruction per object, not an amount.
    if (text.startsWith('for each ') && !text.slice(9).includes(' for each ')) {
      for (let at = text.indexOf(', '); at > 0; at = text.indexOf(', ', at + 1)) {
        if (PER_OBJECT_WORDS.test(text.slice(at + 2)) || !parseCountable(text.slice(9, at), false)) continue;
        const got = this.read(`${text.slice(at + 2)} for each ${text.slice(9, at)}`, span, carried, duration);
        const rec = got?.effect as unknown as Record<string, unknown> | undefined;
        const amount = rec && ['amount', 'count', 'delta'].map((k) => rec[k]).find((v) => v !== undefined && typeof v === 'object') as Amount | undefined;
        // An instruction once per object ("For each creature, sacrifice a permanent") stays a per-object instruction (effects.ts).
        if (got && rec && rec['kind'] !== 'zone-change' && rec['kind'] !== 'random' && (rec['per'] !== undefined || rec['perCount'] !== undefined || amount?.kind === 'for-each' || amount?.kind === 'times')) {
          rec['perFirst'] = true;
          return got;
        }
      }
    }
    // "… for each <objects>": the clause's amount is per object (CR 107.3).
    const eachAt = text.indexOf(' for each ');
    let perRepeat: { got: { effect: Effect; subject?: TargetSpec }; per: Quantity } | undefined;
    if (eachAt > 0) {
      // "for each creature you control", "for each charge counter on ~", "for each card revealed this way" (CR 107.3).
      const per = parseCountable(text.slice(eachAt + ' for each '.length), false);
      const got = per ? this.read(text.slice(0, eachAt), span, carried, duration) : undefined;
      const rec = got?.effect as unknown as Record<string, unknown> | undefined;
      const field = rec && ['amount', 'count', 'delta'].find((k) => rec[k] !== undefined);
      // "gets +1/+1 for each …", "draw a card for each …": a per-object multiplier on a plain number.
      const plainNumber = rec && ((!field && typeof rec['power'] === 'number') || (field && typeof rec[field] === 'number'));
      // "Add {G} for each Elf you control": the mana, once per object (CR 106.1, 107.3).
      const perMana = rec?.['kind'] === 'add-mana' && !field && typeof rec['mana'] === 'string';
      // "Counter target spell unless its controller pays {1} for each card in your hand": the payment, once per object (CR 118.12).
      const perPayment = (rec?.['kind'] === 'counter-spell' && typeof rec['unlessPays'] === 'string')
        // "you may pay {1} for each age counter on it" (CR 702.24a cumulative upkeep, 107.3).
        || (rec?.['kind'] === 'pay-mana' && typeof rec['mana'] === 'string');
      // "that player sacrifices a permanent for each soot counter on ~", "exile a card from your graveyard for each …", "flip a
      // coin for each …": one object of a kind chosen (or one coin flipped) once per object counted (CR 107.3, 608.2d).
      const target = rec?.['target'] as { kind?: string; count?: unknown; upTo?: unknown } | undefined;
      const perChosen = (rec?.['kind'] === 'zone-change' && target?.kind === 'chosen' && target.count === undefined && target.upTo === undefined && !String((target as { filter?: { text?: string } }).filter?.text ?? '').endsWith('s'))
        || (rec?.['kind'] === 'random' && rec['what'] === 'flip a coin');
      if (got && rec && ((plainNumber && (rec['kind'] === 'modify-pt' || rec['kind'] === 'draw' || rec['kind'] === 'cost-change' || rec['kind'] === 'activation-cost-change' || rec['kind'] === 'add-counters'
        // "It enters with an additional loyalty counter on it for each Wizard you control" (CR 122.6, 107.3; not carried out).
        || rec['kind'] === 'enters-with-counters'
        // "Blitz costs you pay cost {1} less for each time …" (CR 601.2f, 107.3; not carried out).
        || rec['kind'] === 'keyword-cost-change')) || perMana || perPayment || perChosen)) {
        if (per!.kind === 'count') rec['per'] = per!.filter;
        else rec['perCount'] = per;
        return got;
      }
      const v = got && rec && field ? rec[field] : undefined;
      const n = v === undefined || typeof v === 'number' ? undefined : (v as Amount).kind === 'fixed' ? (v as { n: number }).n : undefined;
      if (got && n !== undefined) {
        rec![field!] = (per!.kind === 'count' ? { kind: 'for-each', n, per: per!.filter } : { kind: 'times', n, of: per! }) satisfies Amount;
        return got;
      }
      // Not a per-object amount: a row may say "for each" itself ("… pays {2} for each of those creatures").
      // Else, once no row reads the whole clause (below): the instruction done once per object or unit counted ("copy it
      // for each time you've cast your commander …", "choose another target for each time this spell was kicked"; CR
      // 107.3, 608.2c), marked `perRepeat` and not carried out (effect-descriptors.ts).
      if (got && rec && per && !field && rec['per'] === undefined && rec['perCount'] === undefined && repeatable(rec)) perRepeat = { got, per };
    }
    // "… to the battlefield with a flying counter on it", "exile ~ with three time counters on it" (CR 122.6, 614.1c).
    const withAt = text.lastIndexOf(' with ');
    // "with an additional +1/+1 counter on it": besides any it would enter with (CR 122.6).
    const counters = withAt > 0 ? /^ with (an?|\w+) (?:(additional) )?([+-]\d\/[+-]\d|[a-z]+) counters? on (it|them)$/.exec(text.slice(withAt)) : null;
    const nCounters = counters ? (counters[1] === 'a' || counters[1] === 'an' ? 1 : parseCount(counters[1]!)) : undefined;
    if (counters && nCounters !== undefined && nCounters >= 1 && (nCounters === 1) === !counters[0].includes(' counters ')) {
      const got = this.read(text.slice(0, withAt), span, carried, duration);
      const e = got?.effect;
      // Exiling: only an object named without a filter ("exile ~", "exile it"); "exile target creature with a +1/+1 counter on
      // it" names which creature (the filter's counters, read below).
      const named = e?.kind === 'zone-change' && (e.target.kind === 'self' || e.target.kind === 'it' || e.target.kind === 'library-top');
      if (e?.kind === 'zone-change' && (e.to === 'battlefield' || (e.to === 'exile' && named)) && !e.withCounters) {
        e.withCounters = { n: nCounters, counter: counters[3]!, written: counters[1]!, pronoun: counters[4] as 'it', ...(counters[2] ? { additional: true } : {}) };
        return got;
      }
    }
    const words = text.split(' ');
    if (words.length === 0 || words.length > 80) return undefined;
    // The verb is at most a few words in (subjects are short phrases; one comparing with an amount, "target creature an
    // opponent controls with power less than or equal to the number of Warriors you control", runs to 16 words).
    const subjects: Subjects = new Map();
    const unread: Unread | undefined = unreadMemoEnabled ? new Set() : undefined;
    let mask = 0;
    if (rowMaskEnabled) for (const w of words) mask |= this.wordBit.get(w) ?? 0;
    else mask = -1;
    // Rows that start with a slot and name no subject ("{target:obj}'s owner shuffles it …"): tried from the first word.
    for (const c of this.byVerb.get('') ?? []) {
      if ((c.mask & ~mask) !== 0) continue;
      const got = this.tryRow(c, words, 0, span, carried, duration, subjects, unread);
      if (got) return got;
    }
    for (let k = 0; k < Math.min(words.length, 20); k++) {
      // After the first word only rows with a subject can match (tryRow: a row without one starts at the first word).
      const rows = (k === 0 ? this.byVerb : this.bySubjectVerb).get(words[k]!);
      if (!rows) continue;
      for (const c of rows) {
        // A literal word of the row is not in the clause: tryRow would reject it (partsCanFit), nothing read before.
        if ((c.mask & ~mask) !== 0) continue;
        const got = this.tryRow(c, words, k, span, carried, duration, subjects, unread);
        if (got) return got;
      }
    }
    if (perRepeat) {
      const rec = perRepeat.got.effect as unknown as Record<string, unknown>;
      if (perRepeat.per.kind === 'count') rec['per'] = perRepeat.per.filter;
      else rec['perCount'] = perRepeat.per;
      rec['perRepeat'] = true;
      return perRepeat.got;
    }
    return undefined;
  }

  private tryRow(c: Compiled, words: string[], k: number, span: Span, carried: TargetSpec | undefined, duration: Duration, subjects: Subjects, unread: Unread | undefined): { effect: Effect; subject?: TargetSpec } | undefined {
    const { row } = c;
    // A duration belongs to effects that last; "until end of turn" on any other clause is not understood — except a clause
    // that says "this turn" itself ("Until end of turn, target creature gets +6/+6, and all creatures able to block it this
    // turn do so": the same time, CR 611.2a, 509.1c).
    if (!row.duration && duration !== 'permanent' && !(duration === 'until-end-of-turn' && row.fixed?.['thisTurn'] === true)) return undefined;
    // A row without a subject starts at the clause's first word.
    if (!row.subject && k !== 0) return undefined;
    // Its parts can't take the words after the verb (or the clause): the row fails whatever its subject reads.
    if (!partsCanFit(c.fit, words, row.subject ? k + 1 : 0)) return undefined;
    // What the subject and the parts read, in order: the effect is made only for a row that matches (most don't).
    const out: Record<string, unknown> = {};
    const field = row.subjectField ?? (row.subject === 'player' ? 'who' : 'target');
    let subject: TargetSpec | undefined;
    let elided = false;
    if (!row.subject) {
      if (k !== 0) return undefined;
    } else if (k === 0) {
      // Imperative ("draw a card") or a clause continuing the previous subject ("and gains flying").
      if (row.subject === 'object' || row.imperative === false) {
        if (!carried) return undefined;
        if (!setSubject(out, field, row.subject, carried)) return undefined;
        subject = carried;
        elided = true;
        if (words[0] !== (targetIsSingular(carried) ? inflect(c.verb) : pluralVerb(c.verb))) return undefined;
      } else if (words[0] !== c.verb) {
        if (!carried || words[0] !== (targetIsSingular(carried) ? inflect(c.verb) : pluralVerb(c.verb)) || !setSubject(out, field, row.subject, carried)) return undefined;
        subject = carried;
        elided = true;
      }
    } else {
      const subjText = words.slice(0, k).join(' ');
      if (row.subject === 'player') {
        // "Any number of target players each lose 2 life": "each" after a plural player subject (the same meaning).
        const eachPlayers = subjText.endsWith(' each') && parsePlayer(subjText.slice(0, -' each'.length));
        const playerText = eachPlayers && !playerIsSingular(eachPlayers) ? subjText.slice(0, -' each'.length) : subjText;
        if (playerText !== subjText) out['eachAfterSubject'] = true;
        const whoWho = parsePlayerWho(playerText);
        const who = whoWho?.who ?? parsePlayer(playerText);
        if (!who) return undefined;
        if (whoWho) out['whoWho'] = whoWho.condition;
        if (whoWho?.participle) out['whoParticiple'] = true;
        if (words[k] !== (playerIsSingular(who) ? inflect(c.verb) : c.verb)) return undefined;
        out[field] = who;
        // "that creature's controller", "that source's controller": the same player as "its controller", kept as written.
        if (!whoWho && PLAYER_TEXT[who] !== playerText.toLowerCase()) out['whoWord'] = playerText.toLowerCase();
        subject = { kind: 'player', who };
      } else {
        // "two target creatures each get +1/+1": "each" after a plural subject (the same meaning).
        const each = subjText.endsWith(' each');
        // CR 702.11c, 702.16b: "You and permanents you control gain hexproof": the player and the objects, one plural subject.
        const andYou = /^you and /i.test(subjText);
        const objText0 = each ? subjText.slice(0, -' each'.length) : subjText;
        const objText = andYou ? objText0.slice('you and '.length) : objText0;
        // "Destroy all creatures. They can't be regenerated.": "they" as an object subject is the objects the previous
        // clause named (CR 608.2c); as a player it is read by the player rows.
        // Read once per clause (every row of a verb at this word asks it); each row takes its own copy, as it writes it.
        let read = subjects.get(objText);
        if (read === undefined) subjects.set(objText, (read = parseObjectRef(objText) ?? (objText.toLowerCase() === 'they' ? { kind: 'it' as const } : null)));
        if (!read) return undefined;
        const t0: TargetSpec = { ...read };
        if (t0.kind === 'it') t0.word = itWord(objText);
        // "Enchanted creature is …, and it loses …": the pronoun names the enchanted object again (the same set).
        const t: TargetSpec = t0.kind === 'it' && carried?.kind === 'all' && carried.filter.attachment ? { ...carried, word: t0.word } : t0;
        if (words[k] !== (targetIsSingular(t) && !andYou ? inflect(c.verb) : pluralVerb(c.verb))) return undefined;
        if (each && targetIsSingular(t) && !andYou) return undefined;
        if (each) out['eachAfterSubject'] = true;
        if (andYou) out['andYou'] = true;
        out[field] = t;
        // A later clause about the same targets refers to them by pronoun (one choice of targets; plural agrees).
        subject = t.kind === 'target' ? (targetIsSingular(t) ? { kind: 'it' } : { kind: 'it', word: 'them' }) : t;
      }
    }
    const start = row.subject ? k + 1 : 0;
    if (!matchParts(c.parts, 0, words, start, out, undefined, unread)) return undefined;
    // The row's own values first, then what was read (a key read again keeps its place and takes the value read).
    const effect: Record<string, unknown> = Object.assign({ kind: row.kind, ...(row.fixed ?? {}), ...(row.duration ? { duration } : {}) }, out);
    effect['span'] = span;
    if (elided) effect['elided'] = true;
    return { effect: effect as unknown as Effect, subject };
  }

  /** Prints one effect as a clause (no period, lower-case start), or undefined when no row fits it. */
  print(e: Effect, opts: { elideSubject?: boolean; baseVerb?: boolean } = {}): string | undefined {
    const rec = e as unknown as Record<string, unknown>;
    for (const c of this.byKind.get(e.kind) ?? []) {
      const { row } = c;
      const perEach = ['amount', 'count'].map((k) => rec[k] as Amount | undefined).find((a) => a && typeof a === 'object' && (a.kind === 'for-each' || a.kind === 'times'));
      const plain = perEach && (perEach.kind === 'for-each' || perEach.kind === 'times') ? { ...rec, [rec['amount'] === perEach ? 'amount' : 'count']: { kind: 'fixed', n: perEach.n } } : rec;
      // A row whose amount is fixed ("investigate", "investigate once") prints the per-object amount's number, its "for
      // each" phrase after it (CR 107.3).
      if (row.fixed && Object.entries(row.fixed).some(([k, v]) => JSON.stringify(rec[k]) !== JSON.stringify(v) && !(perEach && k === 'amount' && rec['amount'] === perEach && JSON.stringify(plain[k]) === JSON.stringify(v)))) continue;
      if (row.printIf && !row.printIf(rec)) continue;
      const body0 = printParts(c.parts, plain);
      if (body0 === undefined) continue;
      const perObj = rec['per'] as ObjectFilter | undefined;
      const perCount = rec['perCount'] as Quantity | undefined;
      const eachText = perEach?.kind === 'for-each' ? printFilter(perEach.per, false) : perEach?.kind === 'times' ? printCountable(perEach.of, false)
        : perObj ? printFilter(perObj, false) : perCount ? printCountable(perCount, false) : undefined;
      // "gets +1/+1 until end of turn for each Elf": the duration written before the per-object phrase.
      const inline = e.durationInline && eachText !== undefined && rec['duration'] === 'until-end-of-turn' ? ' until end of turn' : '';
      const perFirst = e.perFirst === true && eachText !== undefined;
      const body1 = eachText !== undefined && !perFirst ? [`${body0}${inline}`.trim(), `for each ${eachText}`].filter(Boolean).join(' ') : body0;
      const wc = e.kind === 'zone-change' ? e.withCounters : undefined;
      const body = wc ? `${body1} with ${wc.written} ${wc.additional ? 'additional ' : ''}${wc.counter} counter${wc.n === 1 ? '' : 's'} on ${wc.pronoun}` : body1;
      const lead = perFirst ? `for each ${eachText}, ` : '';
      // `also: true` is the word "also" (conditional-instructions); a look's `also` is its second object ("and at …").
      if (!row.subject) return lead + (e.also === true ? `also ${body}` : body);
      const field = row.subjectField ?? (row.subject === 'player' ? 'who' : 'target');
      const subj = rec[field];
      const also = e.also === true ? 'also' : '';
      if (subj === undefined) {
        if (row.subject === 'object' || row.imperative === false) continue;
        return lead + [also, c.verb, body].filter(Boolean).join(' ');
      }
      const singular = row.subject === 'player' ? playerIsSingular(subj as never) : targetIsSingular(subj as TargetSpec) && !e.andYou;
      const verb = [also, singular && !opts.baseVerb ? inflect(c.verb) : singular ? c.verb : pluralVerb(c.verb)].filter(Boolean).join(' ');
      if (opts.elideSubject || e.elided) return lead + [verb, body].filter(Boolean).join(' ');
      const whoWho = row.subject === 'player' && e.whoWho ? printWho(e.whoWho, e.whoParticiple) : '';
      if (whoWho === undefined) continue;
      const s = row.subject === 'player' ? (typeof rec['whoWord'] === 'string' && field === 'who' ? rec['whoWord'] : `${printPlayer(subj as never)}${whoWho}`) : printTarget(subj as TargetSpec, (subj as { word?: string }).word);
      return lead + [e.andYou ? 'you and' : '', s, e.eachAfterSubject ? 'each' : '', verb, body].filter(Boolean).join(' ');
    }
    return undefined;
  }
}

/** "each player who controls a multicolored creature", "each opponent who cast a spell this turn" (CR 608.2c): the
 * players of the subject for whom a condition about "that player" holds; read only when it prints back as written. */
function parsePlayerWho(text: string): { who: PlayerRef; condition: Condition; participle?: boolean } | undefined {
  // "target player who was dealt combat damage by ~ this turn" (CR 115.1: a target of a kind of player, 608.2c).
  const m = /^(each player|each opponent|target player|target opponent) who (.+)$/i.exec(text);
  if (m) {
    const condition = useConditions.read?.(`that player ${m[2]}`);
    if (!condition || printWho(condition) !== ` who ${m[2]}`) return undefined;
    return { who: parsePlayer(m[1]!)!, condition };
  }
  // "each player whose coin comes up tails" (CR 705.2, 608.2c): the condition "that player's coin comes up tails".
  const whose = /^(each player|each opponent) whose (.+)$/i.exec(text);
  if (whose) {
    const condition = useConditions.read?.(`that player's ${whose[2]}`);
    if (!condition || printWho(condition) !== ` whose ${whose[2]}`) return undefined;
    return { who: parsePlayer(whose[1]!)!, condition };
  }
  // "Players dealt damage this way", "each opponent dealt combat damage this turn": the participle after the players,
  // the condition "that player was dealt …" (CR 120.3, 608.2c).
  const p = /^(players|each player|each opponent) (dealt .+)$/i.exec(text);
  const condition = p ? useConditions.read?.(`that player was ${p[2]}`) : undefined;
  if (!p || !condition || printWho(condition, true) !== ` ${p[2]}`) return undefined;
  return { who: parsePlayer(p[1]!)!, condition, participle: true };
}

/** " who controls a multicolored creature": the condition printed about "that player", the player left out; a
 * participle (" dealt damage this way") without "who was". */
function printWho(c: Condition, participle?: boolean): string | undefined {
  const t = useConditions.print?.(c);
  if (participle) return t?.startsWith('that player was dealt ') ? ` ${t.slice('that player was '.length)}` : undefined;
  if (t?.startsWith("that player's ")) return ` whose ${t.slice("that player's ".length)}`;
  return t?.startsWith('that player ') ? ` who ${t.slice('that player '.length)}` : undefined;
}

function setSubject(out: Record<string, unknown>, field: string, kind: 'player' | 'object', carried: TargetSpec): boolean {
  if (kind === 'player') {
    if (carried.kind !== 'player') return false;
    out[field] = carried.who;
  } else {
    if (carried.kind === 'player') return false;
    out[field] = carried;
  }
  return true;
}

/**
 * Whether `parts` could take `words` from `start` to the end (a condition every match meets, so a row that fails it
 * fails `matchParts`, without asking any slot's reader): each part takes a word at least, and each literal word not made
 * to agree is one of the words, in order — the earliest place each can be is found, and a match has each part at or
 * after it.
 */
function partsCanFit(fit: readonly (string | null)[], words: readonly string[], start: number): boolean {
  let at = start;
  for (const lit of fit) {
    if (lit !== null) {
      const found = words.indexOf(lit, at);
      if (found < 0) return false;
      at = found + 1;
    } else at++;
  }
  return at <= words.length;
}

/**
 * Backtracking match of form parts against words; slots try the shortest span first. `unread`: the slot texts of this
 * clause found not to read (a slot's reader is asked each (type, text) once per clause).
 */
function matchParts(parts: Part[], pi: number, words: string[], wi: number, out: Record<string, unknown>, lastPlural?: boolean, unread?: Unread): boolean {
  if (pi === parts.length) return wi === words.length;
  const p = parts[pi]!;
  if ('lit' in p) {
    const w = words[wi];
    if (w === undefined) return false;
    if (p.agree) {
      const want = lastPlural ? `${p.lit}s` : p.lit;
      if (w !== want) return false;
    } else if (w !== p.lit) return false;
    return matchParts(parts, pi + 1, words, wi + 1, out, lastPlural, unread);
  }
  const slot: Slot = SLOTS[p.type];
  // Every part after this one takes a word at least (a literal one, a slot one or more): a slot ending later leaves too
  // few words for them, and the match fails whatever it reads — its reader is not asked.
  const max = Math.min(words.length - (parts.length - pi - 1), wi + (slot.maxWords ?? 30));
  // A slot ends where the next literal word is (or at the end, when it is last): only those spans are tried.
  const next = parts[pi + 1];
  // The slot's words so far, one more each turn (the words from `wi` to `end`, joined by spaces).
  let slotText = '';
  for (let end = wi + 1; end <= max; end++) {
    slotText = end === wi + 1 ? words[wi]! : `${slotText} ${words[end - 1]!}`;
    if (next === undefined ? end !== words.length : 'lit' in next && !next.agree && words[end] !== next.lit) continue;
    if ((p.comma && !slotText.endsWith(',')) || (p.possessive && !slotText.endsWith("'s"))) continue;
    const text = p.comma ? slotText.slice(0, -1) : p.possessive ? slotText.slice(0, -2) : slotText;
    const key = unread ? `${p.type}\u0000${text}` : '';
    if (unread?.has(key)) continue;
    const v = slot.parse(text);
    if (v === undefined) {
      unread?.add(key);
      continue;
    }
    const saved = { ...out };
    if (p.field === '_') Object.assign(out, v as object);
    else out[p.field] = v;
    if (matchParts(parts, pi + 1, words, end, out, isSingularValue(v) === undefined ? lastPlural : !isSingularValue(v), unread)) return true;
    for (const k of Object.keys(out)) delete out[k];
    Object.assign(out, saved);
  }
  return false;
}

function printParts(parts: Part[], rec: Record<string, unknown>): string | undefined {
  // Agreement runs forward ("a card" / "two cards" after a count), articles look at the next word ("an indestructible
  // counter"): which form each literal takes first, then the slots from the last to the first.
  const plurals: (boolean | undefined)[] = [];
  let plural: boolean | undefined;
  for (const p of parts) {
    plurals.push(plural);
    if ('lit' in p) continue;
    const v = p.field === '_' ? undefined : rec[p.field];
    const single = isSingularValue(v);
    if (single !== undefined) plural = !single;
  }
  const out: string[] = new Array<string>(parts.length);
  for (let i = parts.length - 1; i >= 0; i--) {
    const p = parts[i]!;
    if ('lit' in p) {
      out[i] = p.agree && plurals[i] ? `${p.lit}s` : p.lit;
      continue;
    }
    const v = p.field === '_' ? rec : rec[p.field];
    if (v === undefined) return undefined;
    const next = out[i + 1]?.split(' ')[0];
    const text = SLOTS[p.type].print(v, next);
    if (text === undefined) return undefined;
    out[i] = p.comma ? `${text},` : p.possessive ? `${text}'s` : text;
  }
  return out.join(' ');
}
