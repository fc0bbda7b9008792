// The workspace: every open or discovered card file, and the card-name symbol table across them.

import type { Card } from './types';
import { buildDocument, type DocumentModel, type TemplatingEra } from './document';

export class Workspace {
  private readonly docs = new Map<string, DocumentModel>();
  private byName: Map<string, Card[]> | undefined;
  private cardList: Card[] | undefined;
  /** Bumped on every change; caches keyed on it stay valid while it is unchanged. */
  generation = 0;

  constructor(public defaultEra: TemplatingEra = 'modern') {}

  /**
   * Parses and builds `text` as document `uri`, replacing any earlier version. Cards whose text did not change
   * are taken over from the earlier version (moved, not re-parsed); the result equals a build from scratch.
   */
  update(uri: string, text: string): DocumentModel {
    const previous = this.docs.get(uri);
    const doc = buildDocument(uri, text, this.defaultEra, previous);
    this.docs.set(uri, doc);
    this.changed();
    return doc;
  }

  remove(uri: string): void {
    if (this.docs.delete(uri)) this.changed();
  }

  get(uri: string): DocumentModel | undefined {
    return this.docs.get(uri);
  }

  documents(): DocumentModel[] {
    return [...this.docs.values()];
  }

  /**
   * Every card of every document, in order: one list per generation (the same array until a document changes, so what
   * is read of every card can be kept on it; a large document's set-wide analysis asks at each slice, issue 22 F9).
   * Shared: never changed by a caller.
   */
  allCards(): Card[] {
    return (this.cardList ??= this.documents().flatMap((d) => d.cards.map((b) => b.card)));
  }

  /** Card-name symbol table; more than one entry under a name is a duplicate. */
  cardsByName(): Map<string, Card[]> {
    if (!this.byName) {
      const map = new Map<string, Card[]>();
      for (const card of this.allCards()) {
        if (!card.name) continue;
        const list = map.get(card.name);
        if (list) list.push(card);
        else map.set(card.name, [card]);
      }
      this.byName = map;
    }
    return this.byName;
  }

  findCard(name: string): Card | undefined {
    return this.cardsByName().get(name)?.[0];
  }

  private changed(): void {
    this.byName = undefined;
    this.cardList = undefined;
    this.generation++;
  }
}
