// Inlay hints (face-down characteristics, mana value) and semantic tokens (card names, unknown symbols,
// modeled vs unmodeled rules text).

import { describe, expect, it } from 'vitest';
import { getInlayHints } from '../../server/src/ide/inlay-hints';
import { getSemanticTokens } from '../../server/src/ide/semantic-tokens';
import { workspaceOf } from './support';

const { ws, files } = workspaceOf('hover.cards');
const f = files.get('hover.cards')!;
const doc = ws.get(f.uri)!;
const before = (offset: number) => doc.text.slice(doc.text.lastIndexOf('\n', offset - 1) + 1, offset);

describe('inlay hints', () => {
  const hints = getInlayHints(doc);

  it('after Morph {2}{U}{U}: the face-down characteristics (CR 702.37c, 708.2a)', () => {
    const h = hints.find((x) => before(x.offset).trim() === 'Morph {2}{U}{U}')!;
    expect(h.label).toBe('face down: 2/2, colorless, no name, mana value 0');
  });

  it('after Disguise: the same plus ward {2} (CR 702.168a)', () => {
    const h = hints.find((x) => before(x.offset).trim() === 'Disguise {1}{W}')!;
    expect(h.label).toBe('face down: 2/2, colorless, no name, mana value 0, ward {2}');
  });

  it('after Megamorph too', () => {
    expect(hints.some((x) => before(x.offset).trim() === 'Megamorph {3}{G}' && x.label.startsWith('face down: 2/2'))).toBe(true);
  });

  it('after a cost field: the mana value (CR 202.3)', () => {
    const h = hints.find((x) => before(x.offset).trim() === 'cost {4}{U}')!;
    expect(h.label).toBe('MV 5');
    expect(hints.find((x) => before(x.offset).trim() === 'cost {3}{G}{G}')!.label).toBe('MV 5');
  });

  it('only inside the requested range', () => {
    const start = doc.text.indexOf('card "Mistcloak Sentry"');
    const end = doc.text.indexOf('card "Hushwood Stalker"');
    expect(getInlayHints(doc, { start, end }).map((h) => h.label)).toEqual(['MV 3', 'face down: 2/2, colorless, no name, mana value 0, ward {2}']);
  });
});

describe('semantic tokens', () => {
  const tokens = getSemanticTokens(ws, f.uri);
  const text = (t: { span: { start: number; end: number } }) => doc.text.slice(t.span.start, t.span.end);

  it('marks card names where defined and where referenced', () => {
    expect(tokens.filter((t) => t.type === 'class' && t.modifiers.includes('declaration')).map(text)).toContain('"Veiled Tidecaller"');
    const refs = tokens.filter((t) => t.type === 'class' && !t.modifiers.includes('declaration'));
    expect(refs.map(text)).toEqual(['"Veiled Tidecaller"', '"Veiled Tidecaller"']);
  });

  it('marks mana symbols Magic does not have', () => {
    expect(tokens.filter((t) => t.modifiers.includes('deprecated')).map(text)).toEqual(['{Z}']);
  });

  it('marks keywords, modeled effects, unmodeled text and reminder text', () => {
    expect(tokens.filter((t) => t.type === 'keyword').map(text)).toEqual(expect.arrayContaining(['Flying', 'Morph', 'Disguise', 'Megamorph', 'Ward']));
    expect(tokens.some((t) => t.type === 'function' && /manifest/i.test(text(t)))).toBe(true);
    expect(tokens.some((t) => t.type === 'comment' && t.modifiers.includes('documentation') && text(t).startsWith('(You may cast'))).toBe(true);
  });

  it('never overlaps and stays on one line', () => {
    for (let i = 1; i < tokens.length; i++) expect(tokens[i]!.span.start).toBeGreaterThanOrEqual(tokens[i - 1]!.span.end);
    for (const t of tokens) expect(text(t)).not.toContain('\n');
  });
});
