// Document symbols (the outline: set, cards with their faces, scenarios) and workspace symbols (every card and
// scenario of every file, filtered by a query).

import type { Span } from '../../../grammar/src/span';
import type { DocumentModel } from '../model/document';
import type { Workspace } from '../model/workspace';

export type SymbolKind = 'set' | 'card' | 'face' | 'scenario';

export interface DocSymbol {
  name: string;
  detail?: string;
  kind: SymbolKind;
  /** The whole construct. */
  span: Span;
  /** The name (what the editor selects and reveals). */
  selection: Span;
  children: DocSymbol[];
}

export function getDocumentSymbols(doc: DocumentModel): DocSymbol[] {
  const out: DocSymbol[] = [];
  const set = doc.parse.ast.set;
  if (set) {
    out.push({
      name: set.name?.value || '(set)', detail: [set.code?.text, set.templating?.text].filter(Boolean).join(' · ') || undefined,
      kind: 'set', span: set.span, selection: set.name?.span ?? set.span, children: [],
    });
  }
  let cardIndex = 0;
  for (const item of doc.parse.ast.items) {
    if (item.kind === 'card') {
      const built = doc.cards[cardIndex++];
      const card = built?.card;
      const faces = item.faces.length > 1
        ? item.faces.map((f, i) => ({
          name: f.header.name?.value || '(unnamed face)', detail: card?.faces[i]?.typeLine?.text ?? (i === 0 ? 'front face' : 'back face'),
          kind: 'face' as const, span: f.span, selection: f.header.name?.span ?? f.header.span, children: [],
        }))
        : [];
      out.push({
        name: item.name?.value || '(unnamed card)', detail: card?.faces[0]?.typeLine?.text, kind: 'card',
        span: item.span, selection: item.name?.span ?? item.span, children: faces,
      });
    } else {
      out.push({
        name: item.name?.value || '(unnamed scenario)', detail: `${item.steps.length} step${item.steps.length === 1 ? '' : 's'}`,
        kind: 'scenario', span: item.span, selection: item.name?.span ?? item.header.span, children: [],
      });
    }
  }
  return out;
}

export interface WorkspaceSymbol {
  name: string;
  kind: SymbolKind;
  uri: string;
  span: Span;
  container?: string;
}

/** Case-insensitive subsequence match, the way editors filter symbol lists. */
export function matchesQuery(name: string, query: string): boolean {
  const n = name.toLowerCase();
  let i = 0;
  for (const ch of query.toLowerCase()) {
    if (ch === ' ') continue;
    i = n.indexOf(ch, i);
    if (i < 0) return false;
    i++;
  }
  return true;
}

export function getWorkspaceSymbols(workspace: Workspace, query: string, limit = 500): WorkspaceSymbol[] {
  const out: WorkspaceSymbol[] = [];
  const docs = workspace.documents().sort((a, b) => a.uri.localeCompare(b.uri));
  for (const doc of docs) {
    for (const { card } of doc.cards) {
      if (card.name && matchesQuery(card.name, query)) out.push({ name: card.name, kind: 'card', uri: doc.uri, span: card.nameSpan, container: doc.set.name });
      for (const face of card.faces.slice(1)) {
        if (face.name && matchesQuery(face.name, query)) out.push({ name: face.name, kind: 'face', uri: doc.uri, span: face.nameSpan, container: card.name });
      }
    }
    for (const s of doc.scenarios) {
      const name = s.name?.value;
      if (name && matchesQuery(name, query)) out.push({ name, kind: 'scenario', uri: doc.uri, span: s.name!.span, container: doc.set.name });
    }
    if (out.length >= limit) break;
  }
  return out.slice(0, limit);
}
