// Hover for the interaction vocabulary (issue 29): "loses all abilities" (an Aura's too), copy effects, base P/T,
// blink and bounce say what they do to a face-down permanent, with CR numbers; keywords get their rules in a few
// sentences, not one line. Keywords without a doc keep their one-line CR reference.

import { describe, expect, it } from 'vitest';
import { getHover } from '../../server/src/ide/hover';
import { t } from '../../server/src/i18n';
import { TOPICS, topicMessageIds } from '../../server/src/ide/hover-docs';
import { workspaceOf } from './support';

const { ws, files } = workspaceOf('hover-interactions.cards');
const f = files.get('hover-interactions.cards')!;
const at = (i: number) => getHover(ws, f.uri, f.offsets[i]!)!;
const hovered = (i: number) => { const h = at(i); return f.text.slice(h.span.start, h.span.end); };

describe('hover on the interaction vocabulary', () => {
  it.each([
    [0, 'loses-all-abilities', 'loses all abilities', ['613.1f', '702.37e', '702.168d', '701.40b', '708.8']],
    [1, 'copy', 'as a copy of', ['707.2', '708.10', '707.5']],
    [2, 'copy', 'becomes a copy of', ['707.2', '708.10']],
    [3, 'base-pt', 'base power and toughness', ['613.4b', '708.8']],
    [4, 'blink', 'Exile target creature you control, then return it to the battlefield', ['708.9', '400.7', '603.6a']],
    [5, 'bounce', "Return target creature to its owner's hand", ['708.9', '400.7']],
  ] as const)('marker %i: %s on "%s"', (i, topic, words, crs) => {
    const h = at(i);
    expect(hovered(i)).toBe(words);
    expect(h.markdown).toContain(`**${t('en', topicMessageIds(TOPICS[topic]).title)}**`);
    expect(h.markdown).toMatch(/face[- ]down/i);
    for (const cr of crs) expect(h.markdown).toContain(cr);
  });

  it('an Aura\'s "Enchanted creature loses all abilities" says the morph or disguise cost can\'t be paid while it lasts (CR 702.37e, 702.168d)', () => {
    expect(at(0).markdown).toContain("can't be turned face up for its morph or disguise cost while the effect lasts");
  });
});

describe('keyword hovers with their rules', () => {
  it('Equip: how it is activated and what happens to a face-down creature it equips (CR 702.6a, 708.8)', () => {
    const h = at(6);
    expect(hovered(6)).toBe('Equip {2}');
    expect(h.markdown).toContain('**Equip** — activated ability (CR 702.6)');
    expect(h.markdown.split('\n').filter((l) => l.startsWith('- ')).length).toBeGreaterThanOrEqual(3);
    expect(h.markdown).toContain('702.6a');
    expect(h.markdown).toContain('708.8');
  });

  it('Flying: its rule, and that a face-down creature doesn\'t have it (CR 702.9b, 708.2)', () => {
    const h = at(7);
    expect(h.markdown).toContain('**Flying** — evasion ability (CR 702.9)');
    expect(h.markdown).toContain('702.9b');
    expect(h.markdown).toContain('708.2');
  });

  it('a keyword without a doc keeps its one-line CR reference', () => {
    expect(at(8).markdown).toBe('**Bushido** — keyword ability (CR 702.45)');
  });
});

describe('in the reader\'s language', () => {
  const inLocale = (i: number, locale: 'it' | 'es' | 'de') => getHover(ws, f.uri, f.offsets[i]!, { locale })!.markdown;

  it.each([
    ['de', '**Flying** (Fliegend) — Ausweichfähigkeit (CR 702.9)', 'verdeckt'],
    ['it', '**Flying** (Volare) — abilità di evasione (CR 702.9)', 'a faccia in giù'],
    ['es', '**Flying** (Vuela) — habilidad de evasión (CR 702.9)', 'boca abajo'],
  ] as const)('%s: a keyword hover names the keyword as printed in that language, and its rules (CR 702.9b, 708.2)', (locale, heading, faceDown) => {
    const md = inLocale(7, locale);
    expect(md.split('\n')[0]).toBe(heading);
    expect(md).toContain('702.9b');
    expect(md).toContain(faceDown);
  });

  it.each([
    ['de', '**Verliert alle Fähigkeiten** — Fähigkeiten entfernender Effekt (Schicht 6) (CR 613.1f)'],
    ['it', '**Perde tutte le abilità** — Effetto che rimuove abilità (livello 6) (CR 613.1f)'],
    ['es', '**Pierde todas las habilidades** — Efecto que quita habilidades (capa 6) (CR 613.1f)'],
  ] as const)('%s: the interaction vocabulary\'s topics too (CR 613.1f)', (locale, heading) => {
    const md = inLocale(0, locale);
    expect(md.split('\n')[0]).toBe(heading);
    for (const cr of ['702.37e', '702.168d', '701.40b', '708.8']) expect(md).toContain(cr);
  });
});
