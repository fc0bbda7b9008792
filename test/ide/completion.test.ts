// Completion: keywords with cost snippets and official reminder text (rules-digest §7.1), trigger templates,
// field names, mana symbols, types and subtypes, card names and scenario verbs.

import { describe, expect, it } from 'vitest';
import { getCompletions, REMINDER } from '../../server/src/ide/completion';
import { expandSnippet, workspaceOf } from './support';

const { ws, files } = workspaceOf('completion.cards');
const f = files.get('completion.cards')!;
const at = (i: number) => getCompletions(ws, f.uri, f.offsets[i]!);
const labels = (i: number) => at(i).map((c) => c.label);

describe('completion in a text block at line start', () => {
  const items = at(1);
  const find = (label: string) => items.find((c) => c.label === label)!;

  it('offers the face-down keywords, ward and evergreen keywords', () => {
    for (const l of ['Morph', 'Megamorph', 'Disguise', 'Ward', 'Flying', 'Vigilance']) expect(items.map((c) => c.label)).toContain(l);
  });

  it('Morph: a cost snippet followed by the official reminder text (CR 702.37, rules-digest §7.1)', () => {
    const morph = find('Morph');
    expect(morph.snippet).toBe(true);
    expect(morph.insertText).toBe('Morph {${1:cost}} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)');
    expect(expandSnippet(morph.insertText, { 1: '2}{U}{U' })).toBe(`Morph {2}{U}{U} ${REMINDER.Morph}`);
  });

  it('Megamorph and Disguise use their own templates (CR 702.37b, 702.168)', () => {
    expect(expandSnippet(find('Megamorph').insertText, { 1: '1}{G' })).toBe(`Megamorph {1}{G} ${REMINDER.Megamorph}`);
    expect(expandSnippet(find('Disguise').insertText, { 1: 'W' })).toBe(`Disguise {W} ${REMINDER.Disguise}`);
    expect(REMINDER.Disguise).toContain('face down for {3} as a 2/2 creature with ward {2}');
  });

  it('the expanded keyword line is read by the model as the keyword with that cost', () => {
    const line = expandSnippet(find('Morph').insertText, { 1: '2}{U}{U' });
    const text = f.text.slice(0, f.offsets[1]!) + line + f.text.slice(f.offsets[1]!);
    ws.update('file:///scratch.cards', text);
    const face = ws.get('file:///scratch.cards')!.cards[0]!.card.faces[0]!;
    const kw = face.abilities.flatMap((a) => (a.kind === 'keyword' ? a.keywords : [])).find((k) => k.keyword === 'Morph');
    expect(kw?.cost?.text).toBe('{2}{U}{U}');
    ws.remove('file:///scratch.cards');
  });

  it('offers the trigger templates with the modern self-reference (CR 603.2, 614.1e)', () => {
    const inserts = items.map((c) => c.insertText);
    expect(inserts).toContain('When this creature is turned face up, ');
    expect(inserts).toContain('As this creature is turned face up, ');
    expect(inserts).toContain('When this creature enters or is turned face up, ');
  });

  it('offers the face-down effect vocabulary with reminder text (CR 701.40, 701.58, 701.62)', () => {
    const inserts = items.map((c) => c.insertText);
    expect(inserts).toContain(`Manifest the top card of your library. ${REMINDER.manifest}`);
    expect(inserts).toContain(`Cloak the top card of your library. ${REMINDER.cloak}`);
    expect(inserts).toContain(`Manifest dread. ${REMINDER['manifest-dread']}`);
  });

  it('also offers the field names that end the block', () => {
    expect(items.map((c) => c.label)).toContain('flavor');
  });

  it('replaces nothing at an empty position', () => {
    expect(find('Morph').replace).toEqual({ start: f.offsets[1]!, end: f.offsets[1]! });
  });
});

describe('completion elsewhere', () => {
  it('after `type … —`: subtypes of the card types on the line (CR 205.3)', () => {
    const l = labels(0);
    expect(l).toContain('Merfolk');
    expect(l).toContain('Wizard');
    expect(l).not.toContain('Aura');
  });
  it('after `cost`: mana symbols', () => {
    expect(labels(2)).toEqual(expect.arrayContaining(['{U}', '{2}', '{W/U}', '{2/B}', '{G/P}', '{X}', '{C}']));
  });
  it('after `type`: supertypes and card types (CR 205.2a, 205.4)', () => {
    expect(labels(3)).toEqual(expect.arrayContaining(['Legendary', 'Creature', 'Artifact', 'Instant']));
  });
  it('after `rarity`: the rarities', () => {
    expect(labels(4)).toEqual(['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus']);
  });
  it('after a comma of a keyword line: keywords in lower case', () => {
    expect(labels(5)).toContain('vigilance');
  });
  it('at the start of a scenario line: steps', () => {
    const l = labels(6);
    expect(l).toEqual(expect.arrayContaining(['you cast … face down', 'expect … is face down', 'resolve', 'you manifest dread']));
  });
  it('after `you`: the verbs', () => {
    expect(labels(7)).toEqual(expect.arrayContaining(['cast', 'have', 'has', 'activate', 'manifest', 'cloak', 'turn']));
  });
  it('inside a quoted name: card names, closing the quote', () => {
    const items = at(8);
    const c = items.find((x) => x.label === 'Veiled Tidecaller')!;
    expect(c.insertText).toBe('Veiled Tidecaller"');
    expect(f.text.slice(c.replace.start, c.replace.end)).toBe('Veil');
  });
  it('after `expect "X"`: the predicates', () => {
    expect(labels(9)).toEqual(expect.arrayContaining(['is', 'has', 'lacks', 'can', "can't"]));
  });
  it('at a top-level position: card, scenario, set', () => {
    expect(getCompletions(ws, f.uri, 0).map((c) => c.label)).toEqual(expect.arrayContaining(['card', 'scenario', 'set']));
  });
});

describe('completion in a legacy set', () => {
  it('trigger templates name the card (legacy templating)', () => {
    const { ws: lw, files: lf } = workspaceOf('legacy.cards');
    const l = lf.get('legacy.cards')!;
    const inserts = getCompletions(lw, l.uri, l.offsets[0]!).map((c) => c.insertText);
    expect(inserts).toContain('When Cloudstep Kite is turned face up, ');
    expect(inserts).toContain('When Cloudstep Kite enters the battlefield or is turned face up, ');
  });
});
