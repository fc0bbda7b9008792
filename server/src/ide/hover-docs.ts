// Our own documentation of the face-down keywords and keyword actions, as data (shown on hover and in
// completion): which topics there are, their CR sections and how many rules and rulings each has. The words are
// in the message catalog (i18n/en/topics.ts and its translations), every statement with its CR section.

import { KEYWORD_ABILITIES } from '../data/cr-vocabulary';
import { render, t, type Locale, type Message, type MessageId } from '../i18n';

export type TopicId =
  | 'morph' | 'megamorph' | 'disguise' | 'manifest' | 'manifest-dread' | 'cloak' | 'ward' | 'face-down' | 'turned-face-up'
  // The interaction vocabulary: what these effects do to a face-down permanent.
  | 'loses-all-abilities' | 'copy' | 'base-pt' | 'blink' | 'bounce';

export interface TopicDoc {
  id: TopicId;
  /** "Keyword ability", "Keyword action", "Status"… (`topic.kind.<kind>`). */
  kind: 'keyword-ability' | 'keyword-action' | 'status' | 'special-action' | 'ability-removing' | 'copy-effect' | 'pt-setting' | 'zone-change';
  /** The main CR sections (shown in the heading line). */
  cr: string[];
  /** How many rules (`topic.<id>.rule.<n>`) and rulings (`topic.<id>.ruling.<n>`) the catalog holds, from 1. */
  rules: number;
  rulings: number;
}

// The words are the catalog's (i18n/en/topics.ts: `topic.<id>.title`, `.summary`, `.rule.<n>`, `.ruling.<n>`).
export const TOPICS: Record<TopicId, TopicDoc> = {
  morph: { id: 'morph', kind: 'keyword-ability', cr: ['702.37', '702.37e'], rules: 4, rulings: 7 },
  megamorph: { id: 'megamorph', kind: 'keyword-ability', cr: ['702.37b'], rules: 3, rulings: 3 },
  disguise: { id: 'disguise', kind: 'keyword-ability', cr: ['702.168'], rules: 3, rulings: 4 },
  manifest: { id: 'manifest', kind: 'keyword-action', cr: ['701.40'], rules: 5, rulings: 5 },
  'manifest-dread': { id: 'manifest-dread', kind: 'keyword-action', cr: ['701.62'], rules: 3, rulings: 3 },
  cloak: { id: 'cloak', kind: 'keyword-action', cr: ['701.58'], rules: 3, rulings: 3 },
  ward: { id: 'ward', kind: 'keyword-ability', cr: ['702.21'], rules: 2, rulings: 2 },
  'face-down': { id: 'face-down', kind: 'status', cr: ['708', '110.5'], rules: 4, rulings: 5 },
  'turned-face-up': { id: 'turned-face-up', kind: 'special-action', cr: ['116.2b', '708.8'], rules: 4, rulings: 3 },
  // ---- The interaction vocabulary: what these effects do to a face-down permanent. ----
  'loses-all-abilities': { id: 'loses-all-abilities', kind: 'ability-removing', cr: ['613.1f'], rules: 4, rulings: 2 },
  copy: { id: 'copy', kind: 'copy-effect', cr: ['707.2', '708.10'], rules: 4, rulings: 1 },
  'base-pt': { id: 'base-pt', kind: 'pt-setting', cr: ['613.4b'], rules: 2, rulings: 1 },
  blink: { id: 'blink', kind: 'zone-change', cr: ['400.7', '708.9'], rules: 3, rulings: 1 },
  bounce: { id: 'bounce', kind: 'zone-change', cr: ['400.7', '708.9'], rules: 3, rulings: 1 },
};

const sentenceCase = (s: string): string => s.charAt(0) + s.slice(1).toLowerCase();

/**
 * Keyword abilities and their CR 702 rule, for a one-line hover or completion detail: every keyword of the CR
 * (generated data), spelled as the CR does and in Oracle's sentence case ("Double strike"), plus megamorph.
 */
export const KEYWORD_CR: Readonly<Record<string, string>> = Object.fromEntries([
  ...KEYWORD_ABILITIES.flatMap((k) => [[k.name, k.rule], [sentenceCase(k.name), k.rule]] as const),
  ['Megamorph', '702.37b'], // a variant of morph
]);

const numbered = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

/** The catalog ids of a topic's words: its title, summary, rules and rulings. */
export function topicMessageIds(doc: TopicDoc): { title: MessageId; summary: MessageId; rules: MessageId[]; rulings: MessageId[] } {
  const id = (rest: string) => `topic.${doc.id}.${rest}` as MessageId;
  return {
    title: id('title'),
    summary: id('summary'),
    rules: numbered(doc.rules).map((n) => id(`rule.${n}`)),
    rulings: numbered(doc.rulings).map((n) => id(`ruling.${n}`)),
  };
}

/** What the topic does, in one or two sentences (completion documentation), to be worded in the reader's language. */
export function topicMessage(topic: TopicId): Message {
  return { id: topicMessageIds(TOPICS[topic]).summary };
}

/** What the topic does, in one or two sentences, in `locale`. */
export function topicSummary(topic: TopicId, locale: Locale = 'en'): string {
  return render(topicMessage(topic), locale);
}

/** Renders a topic as Markdown (hover), in `locale`. */
export function renderTopic(doc: TopicDoc, locale: Locale = 'en'): string {
  const ids = topicMessageIds(doc);
  const say = (id: MessageId) => render({ id }, locale);
  const lines = [
    t(locale, 'hover.topic.heading', { title: { id: ids.title }, kind: { id: `topic.kind.${doc.kind}` }, cr: doc.cr.join(', ') }),
    '',
    say(ids.summary),
    '',
    ...ids.rules.map((r) => `- ${say(r)}`),
  ];
  if (ids.rulings.length) lines.push('', t(locale, 'hover.topic.rulings'), '', ...ids.rulings.map((r) => `- ${say(r)}`));
  return lines.join('\n');
}
