// One card file as the model sees it: its parse, its built cards, its scenarios and its set metadata.

import type { ParseResult, ScenarioNode } from '../../../grammar/src/ast';
import { parse } from '../../../grammar/src/parse';
import { buildCard, type BuiltCard } from './build-card';

export type TemplatingEra = 'modern' | 'legacy';

export interface SetInfo {
  name?: string;
  code?: string;
  era: TemplatingEra;
  /** The era was written in the file (not taken from the default setting). */
  eraExplicit: boolean;
}

export interface DocumentModel {
  uri: string;
  text: string;
  parse: ParseResult;
  cards: BuiltCard[];
  scenarios: ScenarioNode[];
  set: SetInfo;
}

export function buildDocument(uri: string, text: string, defaultEra: TemplatingEra = 'modern'): DocumentModel {
  const parsed = parse(text);
  const setLine = parsed.ast.set;
  const eraWord = setLine?.templating?.text.toLowerCase();
  const era: TemplatingEra = eraWord === 'legacy' ? 'legacy' : eraWord === 'modern' ? 'modern' : defaultEra;
  const cards: BuiltCard[] = [];
  const scenarios: ScenarioNode[] = [];
  for (const item of parsed.ast.items) {
    if (item.kind === 'card') cards.push(buildCard(item, uri));
    else scenarios.push(item);
  }
  return {
    uri,
    text,
    parse: parsed,
    cards,
    scenarios,
    set: { name: setLine?.name?.value, code: setLine?.code?.text, era, eraExplicit: eraWord === 'legacy' || eraWord === 'modern' },
  };
}
