// Hover documentation of the common keyword abilities, as data: each keyword's CR rule, its kind and how many rules
// its hover states. The words are in the message catalog (i18n/en/keyword-docs.ts and its translations): what each
// does, in a few sentences of our own words, every statement with its CR section, and what becomes of it on a
// face-down permanent. Keywords without an entry get their CR rule in one line (hover.ts). The face-down keywords and
// ward have their own topics (hover-docs.ts).

import { render, t, type Locale, type MessageId } from '../i18n';

export interface KeywordDoc {
  /** The keyword's rule (CR 702.x). */
  cr: string;
  /** Static, evasion, activated or triggered ability (`keyword.kind.<kind>`). */
  kind: 'static' | 'evasion' | 'activated' | 'triggered';
  /** How many rules the catalog holds (`keyword.<slug>.rule.<n>`, from 1). */
  rules: number;
  /** Whether the hover ends with "a face-down creature doesn't have it" (CR 708.2; `keyword.face-down`). */
  faceDown?: boolean;
}

export const KEYWORD_DOCS: Readonly<Record<string, KeywordDoc>> = {
  Flying: { cr: '702.9', kind: 'evasion', rules: 1, faceDown: true },
  Reach: { cr: '702.17', kind: 'static', rules: 1, faceDown: true },
  Haste: { cr: '702.10', kind: 'static', rules: 2 },
  Vigilance: { cr: '702.20', kind: 'static', rules: 1, faceDown: true },
  Trample: { cr: '702.19', kind: 'static', rules: 2, faceDown: true },
  'First strike': { cr: '702.7', kind: 'static', rules: 1, faceDown: true },
  'Double strike': { cr: '702.4', kind: 'static', rules: 1, faceDown: true },
  Deathtouch: { cr: '702.2', kind: 'static', rules: 2, faceDown: true },
  Lifelink: { cr: '702.15', kind: 'static', rules: 1, faceDown: true },
  Menace: { cr: '702.111', kind: 'evasion', rules: 1, faceDown: true },
  Defender: { cr: '702.3', kind: 'static', rules: 2 },
  Flash: { cr: '702.8', kind: 'static', rules: 2 },
  Hexproof: { cr: '702.11', kind: 'static', rules: 1, faceDown: true },
  Shroud: { cr: '702.18', kind: 'static', rules: 1, faceDown: true },
  Indestructible: { cr: '702.12', kind: 'static', rules: 1, faceDown: true },
  Protection: { cr: '702.16', kind: 'static', rules: 1, faceDown: true },
  Equip: { cr: '702.6', kind: 'activated', rules: 3 },
  Enchant: { cr: '702.5', kind: 'static', rules: 3 },
  Prowess: { cr: '702.108', kind: 'triggered', rules: 1, faceDown: true },
  Cycling: { cr: '702.29', kind: 'activated', rules: 2 },
  Intimidate: { cr: '702.13', kind: 'evasion', rules: 1, faceDown: true },
};

/** The catalog slug of a keyword: "First strike" → "first-strike". */
export function keywordSlug(keyword: string): string {
  return keyword.toLowerCase().replace(/ /g, '-');
}

/** The catalog ids of a keyword doc's words: its printed name and its rules, in order. */
export function keywordMessageIds(keyword: string, doc: KeywordDoc): { name: MessageId; rules: MessageId[] } {
  const slug = keywordSlug(keyword);
  const rules = Array.from({ length: doc.rules }, (_, i) => `keyword.${slug}.rule.${i + 1}` as MessageId);
  return { name: `keyword.${slug}.name` as MessageId, rules: doc.faceDown ? [...rules, 'keyword.face-down'] : rules };
}

/** The doc of a keyword as the model names it ("First strike", "Protection", "Enchant"), and its table name. */
export function keywordDoc(keyword: string): { name: string; doc: KeywordDoc } | undefined {
  for (const name of [keyword, keyword.charAt(0).toUpperCase() + keyword.slice(1).toLowerCase()]) {
    const doc = KEYWORD_DOCS[name];
    if (doc) return { name, doc };
  }
  return undefined;
}

/**
 * Markdown in `locale`: the heading line (the keyword as written, the language's printed name beside it), then the
 * rules as a list.
 */
export function renderKeywordDoc(written: string, found: { name: string; doc: KeywordDoc }, locale: Locale = 'en'): string {
  const ids = keywordMessageIds(found.name, found.doc);
  const heading = t(locale, 'hover.keyword-doc.heading', {
    keyword: written, name: { id: ids.name }, kind: { id: `keyword.kind.${found.doc.kind}` }, cr: found.doc.cr,
  });
  return [heading, '', ...ids.rules.map((id) => `- ${render({ id }, locale)}`)].join('\n');
}
