// Wording eras (rules-digest.md §7.4): the set's `templating modern|legacy` decides how a card refers to
// itself ("this creature" vs its name) and whether it "enters" or "enters the battlefield"; wording older
// than both eras ("converted mana cost", "play" for spells, "comes into play", "Activate this ability only
// …") is outdated everywhere. Quick fixes where the rewrite is mechanical.

import { makeDiagnostic, makeFix, type Diagnostic, type Fix } from '../../diagnostics/diagnostic';
import { msg } from '../../i18n';
import { selfNames } from '../../model/abilities/normalize';
import { findReminders } from '../../model/abilities/reminder';
import type { Face, Span } from '../../model/types';
import type { Check } from '../check';
import { blank, facesOf, quotedRanges, type FaceView } from './faces';
import { lookupTable } from '../../model/lookup-table';

/** Word patterns; bounded, no nested quantifiers (they run on every keystroke). */
const ENTERS_THE_BATTLEFIELD = /\benters the battlefield( under your control)?/g;
const ENTER_THE_BATTLEFIELD = /\benter the battlefield\b/g;
// "enter as a copy" / "they enter as copies" is legacy Oracle wording too.
const BARE_ENTERS = /\benters?\b(?! the battlefield| as )/g;
const CMC = /\b(?:total )?converted mana costs?\b/gi;
const PLAY_SPELL = /\b(play|plays|played|playing)\b(?=(?: [a-z]+){0,2} spells?\b)/g;
const COMES_INTO_PLAY = /\b(comes|come|came) into play\b/g;
const PUT_INTO_PLAY = /\b(put|puts) (.{1,60}?) into play\b/g;
const ACTIVATE_SORCERY = /\bActivate this ability only any time you could cast a sorcery\b/g;
const ACTIVATE_ONLY = /\bActivate this ability only\b/g;
const SELF_PHRASE = /\b[Tt]his (creature|permanent|enchantment|artifact|land|Aura|Equipment|Vehicle|planeswalker|battle)\b/g;
/**
 * Legacy (2022) Oracle text already said "this creature"/"this permanent" where the object need not be the card
 * as printed: a merged permanent ("Whenever this creature mutates", CR 702.140) and linked exile abilities
 * ("cards exiled with this permanent", CR 607.2a).
 */
const LEGACY_SELF_PHRASE_OK = /(?:exiled with |exiled by )$/;
const LEGACY_SELF_PHRASE_OK_AFTER = /^ mutates\b/;
const SENTENCE_START = /(?:^|[.!?:]\s+|\u2022\s*|\u2014\s*)$/;
/** "cards named X", "a card named X": the name used as a name (CR 201.2), not a reference to this object (CR 201.5). */
const NAMED_BEFORE = /\bnamed $/;
/** Text that works during the draft (CR 905.2): it speaks of the card in the draft, never of a permanent. */
const DRAFT_WORD = /\b(?:[Dd]raft|[Dd]rafts|[Dd]rafted|[Dd]rafting)\b/;

/** "Each other planeswalker you control has the loyalty abilities of Kasmina, Enigma Sage": this card's abilities also work on others. */
const GRANTS_OWN_ABILITIES = /\bha(?:s|ve) the (?:[a-z]+ )?abilities of\b/;
/** "When this creature transforms into …" (CR 712: the permanent's name changes as it transforms). */
const TRANSFORMS_INTO = /\btransforms into\b/;

/**
 * Legacy (2022) Oracle text says "this creature" wherever the object may have another name than the card's: every
 * ability of a card with mutate (the mutated permanent has its topmost card's name and every card's abilities, CR 702.140e), an ability that triggers
 * as it transforms (it has the other face's name, CR 712.8e), and a card whose abilities other permanents also have.
 */
function namesAnotherObject(view: FaceView, body: string): boolean {
  if (TRANSFORMS_INTO.test(body)) return true;
  return view.face.abilities.some((a) => (a.kind === 'keyword' && a.keywords.some((k) => k.keyword === 'Mutate')) || GRANTS_OWN_ABILITIES.test(a.text));
}

/** The sentence of `body` around offset `at` (up to its period). */
function sentenceAround(body: string, at: number): string {
  const before = body.lastIndexOf('. ', at);
  const after = body.indexOf('.', at);
  return body.slice(before < 0 ? 0 : before + 2, after < 0 ? body.length : after + 1);
}

/** Whether the self-reference-looking words at `at` are not a self-reference in any era. */
function eraNeutral(body: string, at: number): boolean {
  return NAMED_BEFORE.test(body.slice(Math.max(0, at - 6), at)) || DRAFT_WORD.test(sentenceAround(body, at));
}

/**
 * `text.matchAll(re)`, after a plain test for words every match of `re` contains (`needles`; none: `re` itself, by
 * `search`, which neither copies `re` nor moves its `lastIndex`): most lines have none of this check's old wordings,
 * and a line without them makes no iterator and no copy of the pattern. The same matches either way.
 */
function matchesOf(text: string, re: RegExp, ...needles: string[]): Iterable<RegExpMatchArray> {
  if (needles.length === 0 ? text.search(re) < 0 : needles.some((n) => !text.includes(n))) return [];
  return text.matchAll(re);
}

const CAST_FOR: Record<string, string> = lookupTable({ play: 'cast', plays: 'casts', played: 'cast', playing: 'casting' });

/** The fix that writes `newText` over `span`, titled `Change to "…"`. */
function fix(span: Span, newText: string, preferred = true): Fix {
  return makeFix(msg('fix.change-to-quoted', { text: newText }), [{ span, newText }], preferred);
}

function isLegendary(face: Face): boolean {
  return face.typeLine?.supertypes.includes('Legendary') ?? false;
}

/** The noun modern Oracle uses for this object ("creature", "Aura", "enchantment"…); undefined for spells. */
export function selfNoun(face: Face): string | undefined {
  const types = face.typeLine?.cardTypes ?? [];
  const subs = face.typeLine?.subtypes ?? [];
  if (types.includes('Creature')) return 'creature';
  for (const s of ['Aura', 'Equipment', 'Vehicle', 'Saga']) if (subs.includes(s)) return s;
  for (const t of ['Planeswalker', 'Battle', 'Enchantment', 'Artifact', 'Land']) if (types.includes(t)) return t.toLowerCase();
  // OPEN QUESTION: instants and sorceries that name themselves ("Name deals 3 damage") kept their names in the
  // 2025 update as far as we know; they are not checked.
  return undefined;
}

/** The name legacy wording uses: the full name, or for a legendary card the part before the comma. */
function legacyName(view: FaceView): string {
  const name = view.face.name || view.card.name;
  const comma = name.indexOf(', ');
  return isLegendary(view.face) && comma > 1 ? name.slice(0, comma) : name;
}

/** This face's own names, longest first (empty when nothing is checked). */
function modernNames(view: FaceView): string[] {
  // OPEN QUESTION: current Oracle keeps the (short) name on legendary cards; they are not flagged.
  if (!selfNoun(view.face) || isLegendary(view.face)) return [];
  return selfNames({ cardName: view.card.name, faceName: view.face.name, typeLine: view.face.typeLine?.text })
    .filter((n) => n !== 'CARDNAME' && n.length >= 2);
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Occurrences of any of `names` in `body` as whole words (plain indexOf; no regex per keystroke). */
function findNames(body: string, names: readonly string[]): { index: number; length: number }[] {
  const out: { index: number; length: number }[] = [];
  for (const name of names) {
    for (let at = body.indexOf(name); at >= 0; at = body.indexOf(name, at + name.length)) {
      const before = at > 0 ? body[at - 1]! : ' ';
      const after = body[at + name.length] ?? ' ';
      if (WORD_CHAR.test(before) || WORD_CHAR.test(after)) continue;
      if (out.some((o) => at < o.index + o.length && o.index < at + name.length)) continue; // inside a longer name
      out.push({ index: at, length: name.length });
    }
  }
  return out.sort((x, y) => x.index - y.index);
}

function checkSelfReference(view: FaceView, names: readonly string[], body: string, offset: number, out: Diagnostic[]): void {
  if (view.era === 'modern') {
    const noun = selfNoun(view.face);
    if (!noun || names.length === 0) return;
    for (const m of findNames(body, names)) {
      const at = m.index;
      if (eraNeutral(body, at)) continue;
      const span = { start: offset + at, end: offset + at + m.length };
      const phrase = `${SENTENCE_START.test(body.slice(Math.max(0, at - 4), at)) || at === 0 ? 'This' : 'this'} ${noun}`;
      out.push(makeDiagnostic('self-reference', msg('era.self-modern', { phrase }), span, {
        fixes: [fix(span, phrase)],
      }));
    }
    return;
  }
  const name = legacyName(view);
  if (namesAnotherObject(view, body)) return;
  for (const m of matchesOf(body, SELF_PHRASE, 'his ')) {
    const end = m.index! + m[0].length;
    if (eraNeutral(body, m.index!)) continue;
    if (LEGACY_SELF_PHRASE_OK.test(body.slice(Math.max(0, m.index! - 12), m.index!)) || LEGACY_SELF_PHRASE_OK_AFTER.test(body.slice(end, end + 9))) continue;
    const span = { start: offset + m.index!, end: offset + m.index! + m[0].length };
    out.push(makeDiagnostic('self-reference', msg('era.self-legacy', { name, written: m[0] }), span, {
      fixes: name ? [fix(span, name)] : [],
    }));
  }
}

/** `text` is the whole line; `noReminders` the same with reminder text blanked (legacy reminders may say "enters"). */
function checkWording(view: FaceView, text: string, noReminders: string, offset: number, out: Diagnostic[]): void {
  const modern = view.era === 'modern';
  const at = (m: RegExpMatchArray, len = m[0].length) => ({ start: offset + m.index!, end: offset + m.index! + len });

  if (modern) {
    for (const m of matchesOf(text, ENTERS_THE_BATTLEFIELD, 'enters the battlefield')) {
      const span = at(m);
      if (m[1]) {
        out.push(makeDiagnostic('outdated-wording', msg('era.enters-under-control'), span));
      } else {
        out.push(makeDiagnostic('outdated-wording', msg('era.enters'), span, { fixes: [fix(span, 'enters')] }));
      }
    }
    for (const m of matchesOf(text, ENTER_THE_BATTLEFIELD, 'enter the battlefield')) {
      const span = at(m);
      out.push(makeDiagnostic('outdated-wording', msg('era.enter'), span, { fixes: [fix(span, 'enter')] }));
    }
  } else {
    for (const m of matchesOf(noReminders, BARE_ENTERS, 'enter')) {
      // 2022 Oracle wrote "it enters with …" after the permanent was named entering ("If you do, it enters with twice
      // that many counters", "except it enters with …"), and "enters or leaves the battlefield".
      const before = noReminders.slice(Math.max(0, m.index! - 5), m.index!);
      const after = noReminders.slice(m.index! + m[0].length, m.index! + m[0].length + 28);
      if ((/\b(?:[Ii]t|[Tt]hey) $/.test(before) && /^ with\b/.test(after)) || /^ or leaves the battlefield\b/.test(after)) continue;
      const span = at(m);
      const word = m[0];
      out.push(makeDiagnostic('style', msg('era.legacy-battlefield', { word }), span, {
        fixes: [fix(span, `${word} the battlefield`)],
      }));
    }
  }
  for (const m of matchesOf(text, CMC)) {
    const span = at(m);
    const lower = m[0].toLowerCase().replace('converted mana cost', 'mana value');
    const rep = /^[A-Z]/.test(m[0]) ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    out.push(makeDiagnostic('outdated-wording', msg('era.mana-value'), span, { cr: ['202.3'], fixes: [fix(span, rep)] }));
  }
  for (const m of matchesOf(text, COMES_INTO_PLAY, ' into play')) {
    const span = at(m);
    const verb = m[1] === 'come' ? 'enter' : 'enters';
    const rep = modern ? verb : `${verb} the battlefield`;
    out.push(makeDiagnostic('outdated-wording', msg('era.comes-into-play', { written: m[0], modern: modern ? 'yes' : 'no', replacement: rep }), span, { fixes: m[1] === 'came' ? [] : [fix(span, rep)] }));
  }
  for (const m of matchesOf(text, PUT_INTO_PLAY, ' into play')) {
    const span = at(m);
    const rep = `${m[1]} ${m[2]} onto the battlefield`;
    out.push(makeDiagnostic('outdated-wording', msg('era.put-into-play'), span, { fixes: [makeFix(msg('fix.change-to-quoted', { text: 'onto the battlefield' }), [{ span, newText: rep }], true)] }));
  }
  const sorcerySpans: Span[] = [];
  // Legacy reminder text keeps the wording of its time ("(Activate this ability only during your upkeep …)", 2022 Oracle).
  const activation = modern ? text : noReminders;
  for (const m of matchesOf(activation, ACTIVATE_SORCERY, 'Activate this ability only any time you could cast a sorcery')) {
    const span = at(m);
    sorcerySpans.push(span);
    out.push(makeDiagnostic('outdated-wording', msg('era.sorcery-speed'), span, { cr: ['602.5d'], fixes: [fix(span, 'Activate only as a sorcery')] }));
  }
  for (const m of matchesOf(activation, ACTIVATE_ONLY, 'Activate this ability only')) {
    const span = at(m);
    if (sorcerySpans.some((s) => s.start === span.start)) continue;
    out.push(makeDiagnostic('outdated-wording', msg('era.activate-only'), span, { fixes: [fix(span, 'Activate only')] }));
  }
}

function checkPlay(text: string, offset: number, out: Diagnostic[]): void {
  for (const m of matchesOf(text, PLAY_SPELL, 'play', ' spell')) {
    const span = { start: offset + m.index!, end: offset + m.index! + m[0].length };
    const rep = CAST_FOR[m[1]!]!;
    out.push(makeDiagnostic('outdated-wording', msg('era.cast-not-played', { replacement: rep }), span, { cr: ['601.1a'], fixes: [fix(span, rep)] }));
  }
}

export const wordingEraCheck: Check = {
  name: 'templating-wording-era',
  run: ({ doc }) => {
    const out: Diagnostic[] = [];
    for (const view of facesOf(doc)) {
      const names = view.era === 'modern' && view.lines.length > 0 ? modernNames(view) : [];
      for (const line of view.lines) {
        const reminders = findReminders(line.text, line.span.start).map((p) => ({ start: p.start, end: p.end }));
        const noReminders = blank(line.text, reminders);
        const plain = blank(noReminders, quotedRanges(noReminders));
        checkSelfReference(view, names, plain, line.span.start, out);
        checkWording(view, line.text, noReminders, line.span.start, out);
        checkPlay(noReminders, line.span.start, out);
      }
    }
    return out;
  },
};
