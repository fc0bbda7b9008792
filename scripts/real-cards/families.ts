// Phrase families of rules text the grammar does not read yet, for ranking the work by lines blocked: each family is a
// pattern over the part not understood (the card's own name written "~", numbers "N"). The first family that matches
// names the part; a part no family matches is "other: <its first words>".

import type { LineResult } from './measure';

export const FAMILIES: readonly [string, RegExp][] = [
  // Structure: triggers, reflexive triggers, statics, replacements, restrictions on activating and casting.
  ['trigger: casting', /^(?:When|Whenever) (?:you|a player|an opponent|each opponent|target opponent) casts? /],
  ['trigger: beginning of a step', /^At (?:the beginning|end) of /],
  ['reflexive trigger: when you do', /^When(?:ever)? (?:you|they) do\b/],
  ['trigger: other events', /^(?:When|Whenever|At) /],
  ['restriction: activate only', /^Activate (?:this ability )?only\b|^Any player may activate/],
  ['restriction: cast only', /^Cast (?:this spell|~) only\b|^(?:You|Each player) can't cast|can't cast /],
  ['mana: spend only / add', /^Spend this mana only|^Add |\bmana of any\b/],
  ['static: as long as', /^[Aa]s long as\b/],
  ['replacement: prevent damage', /^Prevent\b|can't be prevented/],
  ['replacement: the next time', /^The next time\b/],
  ['replacement: instead / would', /\binstead\b|\bwould\b/],
  ['replacement: enters tapped / with', /^~ enters the battlefield\b|enters the battlefield (?:tapped|with)/],
  ['emblem', /\bemblem\b/],
  ["type: it's still a land", /\bstill an? \w+$/],
  ['condition: if …', /^[Ii]f /],
  ['amount: where X is', /^(?:, )?where N is\b|^N is\b/],
  ['amount: for each', /^for each\b/],
  ['amount: equal to', /\bequal to\b/],
  ['library: the rest / from among', /\bthe rest\b|\bfrom among\b/],
  ['library: search', /^(?:You may )?[Ss]earch\b/],
  ['library: look / reveal the top', /^(?:Look at|Reveal|reveal) the top\b|the top (?:N )?cards? of/],
  ['damage: deals', /\bdeals? (?:N |X )?damage\b|\bdeals damage\b/],
  ['duration: until end of turn, …', /^Until (?:end of turn|your next turn)\b/],
  ['permission: you may cast / play', /^You may (?:cast|play)\b|\bmay cast\b|\bmay play\b/],
  ['optional: you may …', /^(?:[Yy]ou|[Tt]hat player|[Ee]ach player|[Aa]ny player) may\b/],
  ['energy', /\{E\}/],
  ['combat: attack / block', /\b(?:attacks?|blocks?|attacking|blocking)\b/],
  ['counters', /\bcounters?\b/],
  ['tokens', /\btokens?\b/],
  ['life', /\blife\b/],
  ['control', /\bcontrol of\b/],
  ['types and abilities', /\btypes?\b|\babilit(?:y|ies)\b/],
  ['copies', /\bcop(?:y|ies)\b/],
  ['choose', /^[Cc]hoose\b/],
  ['each player / opponent', /^[Ee]ach (?:player|opponent)\b/],
  ['draft (conspiracy)', /\bdraft/],
];

/** The part with the card's own name as "~" and numbers as "N". */
export function shapeOf(part: string, line: Pick<LineResult, 'card' | 'face'>): string {
  let t = part;
  for (const n of new Set([line.face, line.card, line.face.split(', ')[0]!])) if (n.length > 1) t = t.split(n).join('~');
  return t.replace(/\b(?:\d+|X|one|two|three|four|five|six|seven)\b/g, 'N').replace(/\s+/g, ' ').trim();
}

export function familyOf(part: string, line: Pick<LineResult, 'card' | 'face'>): string {
  const shape = shapeOf(part, line);
  for (const [name, re] of FAMILIES) if (re.test(shape)) return name;
  return `other: ${openingOf(part, line, 3)}`;
}

export function openingOf(part: string, line: Pick<LineResult, 'card' | 'face'>, words: number): string {
  return shapeOf(part, line).split(' ').slice(0, words).join(' ');
}
