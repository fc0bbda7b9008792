// Go to definition, find references and rename for card names across files (scenario references
// "Card Name" resolve to the card with that name), and for @aliases inside a scenario.

import type { ScenarioNode } from '../../../grammar/src/ast';
import type { Span } from '../../../grammar/src/span';
import { stepRefs } from '../checks/card-names';
import type { TextEdit } from '../diagnostics/diagnostic';
import type { DocumentModel } from '../model/document';
import type { Workspace } from '../model/workspace';
import { contains, innerSpan } from './locate';
import { msg, type Message } from '../i18n';

export interface Location {
  uri: string;
  span: Span;
}

type Target =
  | { kind: 'card'; name: string; span: Span }
  | { kind: 'alias'; name: string; span: Span; scenario: ScenarioNode };

/** The card name or alias under `offset`, if any. */
function targetAt(doc: DocumentModel, offset: number): Target | undefined {
  for (const { card } of doc.cards) {
    if (card.name && contains(card.nameSpan, offset) && doc.text[card.nameSpan.start] !== undefined && card.nameSpan.end > card.nameSpan.start) {
      const header = doc.parse.ast.items.find((i) => i.kind === 'card' && i.name && i.name.span.start === card.nameSpan.start);
      if (header) return { kind: 'card', name: card.name, span: card.nameSpan };
    }
  }
  for (const scenario of doc.scenarios) {
    if (!contains(scenario.span, offset)) continue;
    for (const line of scenario.steps) {
      if (!contains(line.span, offset)) continue;
      const alias = 'alias' in line.step ? line.step.alias : undefined;
      if (alias && contains(alias.span, offset)) return { kind: 'alias', name: alias.text, span: alias.span, scenario };
      for (const ref of stepRefs(line.step)) {
        if (!contains(ref.span, offset)) continue;
        if (ref.kind === 'card-ref') return { kind: 'card', name: ref.name, span: ref.span };
        return { kind: 'alias', name: ref.name, span: ref.span, scenario };
      }
    }
  }
  return undefined;
}

function docsInOrder(workspace: Workspace): DocumentModel[] {
  return workspace.documents().sort((a, b) => a.uri.localeCompare(b.uri));
}

function cardDefinitions(workspace: Workspace, name: string): Location[] {
  return (workspace.cardsByName().get(name) ?? []).map((c) => ({ uri: c.uri, span: c.nameSpan }));
}

function aliasDefinition(t: Extract<Target, { kind: 'alias' }>): Span | undefined {
  for (const line of t.scenario.steps) {
    const a = 'alias' in line.step ? line.step.alias : undefined;
    if (a && a.text === t.name) return a.span;
  }
  return undefined;
}

export function getDefinition(workspace: Workspace, uri: string, offset: number): Location[] {
  const doc = workspace.get(uri);
  const t = doc && targetAt(doc, offset);
  if (!t) return [];
  if (t.kind === 'card') return cardDefinitions(workspace, t.name);
  const def = aliasDefinition(t);
  return def ? [{ uri, span: def }] : [];
}

/** Whole-word occurrences of a card's name in its own rules text (legacy self-reference). */
function selfMentions(doc: DocumentModel, name: string): Span[] {
  const out: Span[] = [];
  if (!name) return out;
  const re = new RegExp(`(?<![\\p{L}\\p{N}'’-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}’-]|'(?!s\\b))`, 'gu');
  for (const item of doc.parse.ast.items) {
    if (item.kind !== 'card' || item.name?.value !== name) continue;
    for (const face of item.faces) {
      for (const line of face.text?.lines ?? []) {
        for (const m of line.text.matchAll(re)) out.push({ start: line.span.start + m.index!, end: line.span.start + m.index! + m[0].length });
      }
    }
  }
  return out;
}

export function getReferences(workspace: Workspace, uri: string, offset: number, includeDeclaration = true): Location[] {
  const doc = workspace.get(uri);
  const t = doc && targetAt(doc, offset);
  if (!t || !doc) return [];
  if (t.kind === 'alias') {
    const out: Location[] = [];
    const def = aliasDefinition(t);
    if (def && includeDeclaration) out.push({ uri, span: def });
    for (const line of t.scenario.steps) for (const r of stepRefs(line.step)) if (r.kind === 'alias-ref' && r.name === t.name) out.push({ uri, span: r.span });
    return out;
  }
  const out: Location[] = includeDeclaration ? cardDefinitions(workspace, t.name) : [];
  for (const d of docsInOrder(workspace)) {
    for (const s of d.scenarios) {
      for (const line of s.steps) {
        for (const r of stepRefs(line.step)) if (r.kind === 'card-ref' && r.name === t.name) out.push({ uri: d.uri, span: r.span });
      }
    }
    for (const span of selfMentions(d, t.name)) out.push({ uri: d.uri, span });
  }
  return out;
}

export interface PrepareRenameResult {
  /** The text the editor selects (the name without its quotes). */
  span: Span;
  placeholder: string;
}

export function prepareRename(workspace: Workspace, uri: string, offset: number): PrepareRenameResult | undefined {
  const doc = workspace.get(uri);
  const t = doc && targetAt(doc, offset);
  if (!t || !doc || t.kind !== 'card') return undefined;
  return { span: innerSpan(doc.text, t.span), placeholder: t.name };
}

/** The edits, or why there are none (a catalog message, worded at the edge). */
export type RenameResult = { edits: Map<string, TextEdit[]> } | { error: Message };

function quoted(original: string, name: string): string {
  if (original.startsWith('\u201C') && !name.includes('\u201D')) return `\u201C${name}\u201D`;
  return `"${name.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** Edits renaming the card under `offset` to `newName` everywhere: definitions, scenario references, self-references. */
export function getRenameEdits(workspace: Workspace, uri: string, offset: number, newName: string): RenameResult {
  const doc = workspace.get(uri);
  const t = doc && targetAt(doc, offset);
  if (!t || !doc || t.kind !== 'card') return { error: msg('rename.not-on-card') };
  const name = newName.trim();
  if (!name || /[\r\n]/.test(name)) return { error: msg('rename.one-line') };
  if (name !== t.name && workspace.cardsByName().has(name)) return { error: msg('rename.exists', { name }) };
  const edits = new Map<string, TextEdit[]>();
  const add = (u: string, e: TextEdit) => {
    const list = edits.get(u) ?? [];
    if (!list.some((x) => x.span.start === e.span.start)) list.push(e);
    edits.set(u, list);
  };
  const textOf = (u: string) => workspace.get(u)?.text ?? '';
  for (const loc of cardDefinitions(workspace, t.name)) add(loc.uri, { span: loc.span, newText: quoted(textOf(loc.uri).slice(loc.span.start, loc.span.end), name) });
  for (const d of docsInOrder(workspace)) {
    for (const s of d.scenarios) {
      for (const line of s.steps) {
        for (const r of stepRefs(line.step)) {
          if (r.kind === 'card-ref' && r.name === t.name) add(d.uri, { span: r.span, newText: quoted(d.text.slice(r.span.start, r.span.end), name) });
        }
      }
    }
    for (const span of selfMentions(d, t.name)) add(d.uri, { span, newText: name });
  }
  for (const list of edits.values()) list.sort((a, b) => a.span.start - b.span.start);
  return { edits };
}
