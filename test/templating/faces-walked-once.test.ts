// The templating checks share one walk of a document's faces (checks/templating/faces.ts facesOf: kept per document
// model). That is only the same as each check walking the faces itself if no check changes what it is given: after
// every check has run, the views are the ones walked first, unchanged, and a fresh walk of the same text (another
// document model) lines up with them view by view.
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../server/src/checks';
import { facesOf, type FaceView } from '../../server/src/checks/templating/faces';
import { Workspace } from '../../server/src/model/workspace';

const TEXT = `set "Walk" templating modern

card "Alpha"
  cost {2}{U}
  type Creature — Bird
  pt 2/2
  text
    Flying.
    Choose one —
    - Draw a card.
    - Discard a card.
    When Alpha enters the battlefield, draw a card.

card "Tidecaller"
  cost {1}{R}
  type Creature — Merfolk
  pt 1/1
  text
    Tidecaller deals 2 damage to any target.
  back "Tidecaller Unveiled"
  type Creature — Merfolk
  pt 3/3
  text
    Activate this ability only any time you could cast a sorcery.
    Play this spell only during your turn.

card "Morpher"
  cost {G}{1}
  type Creature — Beast
  pt 3/3
  text
    When this creature enters, draw a card.
    Megamoprh {1}{G}
`;

/** What a view holds, as references and values (the lines' list copied: a change to the list shows). */
const snapshot = (views: readonly FaceView[]) => views.map((v) => ({ card: v.card, face: v.face, node: v.node, lines: [...v.lines], era: v.era, index: v.index }));

function documentOf(uri: string) {
  const ws = new Workspace();
  ws.update(uri, TEXT);
  return { ws, doc: ws.get(uri)! };
}

describe('facesOf: one walk per document, shared by the checks', () => {
  it('is walked once, and no check changes it', () => {
    const { ws, doc } = documentOf('file:///walk.cards');
    const views = facesOf(doc);
    expect(views.length).toBe(4);
    const before = snapshot(views);
    const found = checkDocument(ws, 'file:///walk.cards');
    // The checks had something to say here (else running them proves little).
    for (const code of ['style', 'outdated-wording', 'unknown-keyword', 'mana-symbol-order']) expect(found.some((d) => d.code === code), code).toBe(true);
    expect(facesOf(doc)).toBe(views);
    const after = snapshot(views);
    expect(after.length).toBe(before.length);
    after.forEach((v, i) => {
      const b = before[i]!;
      expect(v.card).toBe(b.card);
      expect(v.face).toBe(b.face);
      expect(v.node).toBe(b.node);
      expect(v.era).toBe(b.era);
      expect(v.index).toBe(b.index);
      expect(v.lines.length).toBe(b.lines.length);
      v.lines.forEach((l, j) => expect(l).toBe(b.lines[j]));
    });
  });

  it('lines up with a fresh walk of the same text', () => {
    const first = documentOf('file:///one.cards');
    checkDocument(first.ws, 'file:///one.cards');
    const second = documentOf('file:///one.cards');
    const a = facesOf(first.doc);
    const b = facesOf(second.doc);
    expect(b).not.toBe(a);
    expect(b.map((v) => [v.card.name, v.face.name, v.index, v.era, v.lines.map((l) => [l.text, l.span.start])])).toEqual(
      a.map((v) => [v.card.name, v.face.name, v.index, v.era, v.lines.map((l) => [l.text, l.span.start])]),
    );
    expect(checkDocument(second.ws, 'file:///one.cards')).toEqual(checkDocument(first.ws, 'file:///one.cards'));
  });
});
