// Hover: keyword docs with CR sections, mana symbols and costs, card summaries face up and face down, diagnostic codes.

import { describe, expect, it } from 'vitest';
import { makeDiagnostic } from '../../server/src/diagnostics/diagnostic';
import { getHover } from '../../server/src/ide/hover';
import { TOPICS, topicMessageIds } from '../../server/src/ide/hover-docs';
import { render, t } from '../../server/src/i18n';
import { workspaceOf } from './support';

const { ws, files } = workspaceOf('hover.cards');
const f = files.get('hover.cards')!;
const at = (i: number, opts = {}) => getHover(ws, f.uri, f.offsets[i]!, opts);
const hovered = (i: number) => { const h = at(i)!; return f.text.slice(h.span.start, h.span.end); };

describe('hover', () => {
  it('on a card name: face-up and face-down characteristics, how it turns face up (CR 702.37e, 708.2a, 701.40b)', () => {
    const h = at(0)!;
    expect(hovered(0)).toBe('"Veiled Tidecaller"');
    expect(h.markdown).toContain('Creature — Merfolk Wizard');
    expect(h.markdown).toContain('mana value 5');
    expect(h.markdown).toContain('2/2, colorless, no name, mana value 0');
    expect(h.markdown).toContain('{2}{U}{U}');
    expect(h.markdown).toContain('CR 702.37e');
    expect(h.markdown).toContain('mana cost {4}{U}, even after losing its abilities (CR 701.40b, 701.58b)');
    expect(h.markdown).toContain('for its morph cost, unless it would have no morph ability face up (CR 701.40c, 701.58c, 702.37e)');
  });

  it('on a mana symbol of a cost: the symbol and the mana value and colors of the cost (CR 202.3, 202.2)', () => {
    const h = at(1)!;
    expect(hovered(1)).toBe('{U}');
    expect(h.markdown).toContain('one blue mana');
    expect(h.markdown).toContain('mana value 5 (CR 202.3), blue (CR 202.2)');
  });

  it.each([
    [2, 'morph', 'Morph'], [3, 'turned-face-up', 'turned face up'], [4, 'disguise', 'Disguise'],
    [5, 'manifest', 'manifest'], [6, 'manifest-dread', 'Manifest dread'], [7, 'cloak', 'Cloak'],
    [8, 'face-down', 'Face-down'], [9, 'megamorph', 'Megamorph'], [10, 'ward', 'Ward'],
  ] as const)('marker %i documents %s', (i, topic, word) => {
    const h = at(i)!;
    expect(h.markdown).toContain(`**${t('en', topicMessageIds(TOPICS[topic]).title)}**`);
    expect(h.markdown).toContain(`CR ${TOPICS[topic].cr.join(', ')}`);
    expect(hovered(i)).toContain(word);
  });

  it('names the CR sections of morph: 702.37 and 702.37e', () => {
    expect(at(2)!.markdown).toMatch(/CR 702\.37, 702\.37e/);
  });

  it('on a symbol that is not mana (CR 107.4)', () => {
    expect(at(11)!.markdown).toContain('**{Z}** is not a mana symbol');
  });

  it('on a scenario reference: the card it resolves to', () => {
    expect(hovered(12)).toBe('"Veiled Tidecaller"');
    expect(at(12)!.markdown).toContain('Merfolk Wizard');
  });

  it('on a scenario expectation: "turned face up" (CR 116.2b)', () => {
    expect(at(13)!.markdown).toContain('**Turned face up**');
  });

  it('on a diagnostic: its code, summary, documentation and link', () => {
    const span = { start: f.offsets[11]! - 1, end: f.offsets[11]! + 2 };
    const d = makeDiagnostic('unknown-mana-symbol', 'Not a mana symbol.', span);
    const h = at(11, { diagnostics: [d], docsBase: (code: string) => `file:///docs/diagnostics.md#${code}` })!;
    expect(h.markdown).toContain('**`unknown-mana-symbol`**');
    expect(h.markdown).toContain('](file:///docs/diagnostics.md#unknown-mana-symbol)');
  });

  it('a manifested instant is only revealed (CR 701.40g)', () => {
    const card = ws.findCard('Sudden Insight')!;
    const h = getHover(ws, f.uri, card.nameSpan.start + 1)!;
    expect(h.markdown).toContain('701.40g');
  });

  it('nothing on plain rules text', () => {
    const off = f.text.indexOf('Draw two cards.') + 2;
    expect(getHover(ws, f.uri, off)).toBeUndefined();
  });
});

describe('hover docs (data)', () => {
  it.each(Object.values(TOPICS).map((t) => [t.id, t] as const))('%s: every rule and ruling cites the CR', (_id, t) => {
    expect(t.cr.length).toBeGreaterThan(0);
    const ids = topicMessageIds(t);
    for (const line of [...ids.rules, ...ids.rulings].map((id) => render({ id }, 'en'))) expect(line).toMatch(/\((?:CR \d{3}(?:\.\d+[a-z]?)?(?:, \d{3}(?:\.\d+[a-z]?)?)*)\)\.?$/);
  });

  it('covers every face-down keyword and keyword action of the issue, and the interaction vocabulary (issue 29)', () => {
    expect(Object.keys(TOPICS).sort()).toEqual([
      'base-pt', 'blink', 'bounce', 'cloak', 'copy', 'disguise', 'face-down', 'loses-all-abilities', 'manifest', 'manifest-dread', 'megamorph', 'morph', 'turned-face-up', 'ward',
    ]);
    expect(TOPICS.morph.cr).toEqual(['702.37', '702.37e']);
    expect(TOPICS.disguise.cr).toEqual(['702.168']);
    expect(TOPICS.manifest.cr).toEqual(['701.40']);
    expect(TOPICS.cloak.cr).toEqual(['701.58']);
    expect(TOPICS['manifest-dread'].cr).toEqual(['701.62']);
    expect(TOPICS['face-down'].cr).toContain('708');
    expect(TOPICS['turned-face-up'].cr).toEqual(['116.2b', '708.8']);
  });
});
