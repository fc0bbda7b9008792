// Bystander cards and the scenario transform of the metamorphic suite: a card's text as CardScript, the check that
// its sentence is really not read by the grammar, and the scenario rewritten (as text, in memory) with one more
// setup line putting the bystander into play. Nothing here writes a file.

import type { Step } from '../../../grammar/src/ast';
import { buildDocument } from '../../../server/src/model/document';
import { INERT_TEMPLATES, REACH_TEMPLATES, type InertPlacement, type Reach, type ReachTemplate } from './templates';

export const BYSTANDER = 'Idle Onlooker';
const BACK = "Onlooker's Shadow";

/** The bystander card: a noncreature permanent; `back` puts the sentence on the back face of a double-faced card. */
export function bystanderCard(sentence: string | undefined, opts: { back?: boolean } = {}): string {
  const text = (s: string | undefined) => (s ? `  text\n    ${s}\n` : '');
  const front = `card "${BYSTANDER}"\n  cost {2}\n  type Enchantment\n`;
  return opts.back ? `${front}  back "${BACK}"\n  type Enchantment\n${text(sentence)}` : `${front}${text(sentence)}`;
}

/** Is the sentence not read (some part not understood, or understood and not carried out)? Asked of the model. */
export function isUnread(sentence: string): boolean {
  const doc = buildDocument('mem:/metamorphic/probe.cards', bystanderCard(sentence));
  const abilities = doc.cards[0]?.card.faces[0]?.abilities ?? [];
  return abilities.length > 0 && abilities.some((a) => a.unmodeled.length > 0 || (a.unsimulated?.length ?? 0) > 0);
}

/** The reach templates the grammar still doesn't read, and those it has learned (left out, and reported). */
export function usableTemplates(): { usable: ReachTemplate[]; learned: ReachTemplate[] } {
  const usable: ReachTemplate[] = [];
  const learned: ReachTemplate[] = [];
  for (const t of REACH_TEMPLATES) (isUnread(t.sentence) ? usable : learned).push(t);
  return { usable, learned };
}

/** The inert sentences the grammar has learned (left out). */
export function learnedInertSentences(): string[] {
  return INERT_TEMPLATES.flatMap((p) => (p.sentences ?? []).map((s) => s.sentence)).filter((s) => !isUnread(s));
}

/** The value an expectation checks (what a bystander's text must reach to matter), or undefined when no text can change it. */
export function reachOf(step: Step): Reach | undefined {
  switch (step.kind) {
    case 'expect-stack': return 'stack';
    case 'expect-illegal': {
      const inner = step.step.kind;
      if (inner === 'cast') return 'legality-cast';
      if (inner === 'activate') return 'legality-activate';
      if (inner === 'attack') return 'legality-attack';
      if (inner === 'block') return 'legality-block';
      if (inner === 'play-land') return 'legality-land';
      if (inner === 'turn-face-up') return 'turn-up';
      return 'legality';
    }
    case 'expect-player': {
      const k = step.predicate.kind;
      if (k === 'life' || k === 'lost') return 'life';
      if (k === 'player-counters') return 'player-counters';
      if (k === 'cards-in') return 'zone';
      if (k === 'controls') return 'count';
      return 'pool';
    }
    case 'expect': {
      const p = step.predicate;
      switch (p.kind) {
        case 'pt': return 'pt';
        case 'colors': return 'color';
        case 'type': return 'type';
        case 'shares': return p.what === 'name' ? 'name' : 'type';
        case 'named': case 'no-name': return 'name';
        case 'mana-value': case 'no-mana-cost': return 'mana-value';
        case 'cast-for': return 'cost';
        case 'has': case 'no-abilities': return 'abilities';
        case 'can-turn-up': return 'turn-up';
        case 'face': return 'face';
        case 'counters': return 'counters';
        case 'tapped': return 'tapped';
        case 'zone': case 'attached': return 'zone';
        case 'revealed': case 'visible': case 'was-revealed': return 'visibility';
        case 'triggered': return 'trigger';
        case 'damage': return 'damage';
        case 'combat': return 'combat';
        case 'controlled-by': return 'control';
        // CR 108.3: a card's owner is the player who started the game with it; no text changes it.
        case 'owned-by': return undefined;
      }
      return undefined;
    }
    default: return undefined;
  }
}

/** FNV-1a: a stable choice among templates, keyed on the case (the same case picks the same template every run). */
export function stableIndex(key: string, n: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h % n;
}

/** The template for an expectation: one of the unread templates whose reach covers its value. */
export function pickTemplate(reach: Reach, key: string, usable: readonly ReachTemplate[]): ReachTemplate | undefined {
  const fits = usable.filter((t) => t.reach.includes(reach));
  return fits.length ? fits[stableIndex(key, fits.length)] : undefined;
}

/** The setup line that puts the bystander where a placement says (the opponent's card). */
export function setupLine(placement: InertPlacement | 'battlefield'): string {
  switch (placement) {
    case 'library': return `opponent has "${BYSTANDER}" in library`;
    case 'exile': return `opponent has "${BYSTANDER}" in exile`;
    case 'face-down': return `opponent has "${BYSTANDER}" on battlefield face down via manifest`;
    default: return `opponent has "${BYSTANDER}" on battlefield`;
  }
}

/** The scenario's text with `line` added as its first step (indented as its steps are). */
export function withFirstStep(scenarioText: string, line: string): string {
  const eol = scenarioText.indexOf('\n');
  if (eol < 0) return `${scenarioText}\n  ${line}`;
  const indent = /^[ \t]*/.exec(scenarioText.slice(eol + 1))?.[0] || '  ';
  return `${scenarioText.slice(0, eol + 1)}${indent}${line}\n${scenarioText.slice(eol + 1)}`;
}
