// Test helpers for the editor features: `<|>` cursor markers in fixture text, and workspaces built from fixtures.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Workspace } from '../../server/src/model/workspace';

export const FIXTURES = path.join(__dirname, 'fixtures');

export interface Marked {
  /** The text without its markers. */
  text: string;
  /** Offsets of the markers, in order. */
  offsets: number[];
}

export function readMarkers(marked: string): Marked {
  const offsets: number[] = [];
  let text = '';
  let last = 0;
  for (let i = marked.indexOf('<|>'); i >= 0; i = marked.indexOf('<|>', last)) {
    text += marked.slice(last, i);
    offsets.push(text.length);
    last = i + 3;
  }
  text += marked.slice(last);
  return { text, offsets };
}

export function fixture(name: string): Marked {
  return readMarkers(readFileSync(path.join(FIXTURES, name), 'utf8'));
}

export function fixtureUri(name: string): string {
  return `file:///fixtures/${name}`;
}

/** A workspace holding the given fixtures (markers removed); returns it with each file's markers. */
export function workspaceOf(...names: string[]): { ws: Workspace; files: Map<string, Marked & { uri: string }> } {
  const ws = new Workspace();
  const files = new Map<string, Marked & { uri: string }>();
  for (const n of names) {
    const m = fixture(n);
    const uri = fixtureUri(n);
    ws.update(uri, m.text);
    files.set(n, { ...m, uri });
  }
  return { ws, files };
}

/** Expands a snippet the way an editor does with the given placeholder values (defaults otherwise). */
export function expandSnippet(snippet: string, values: Record<number, string> = {}): string {
  return snippet
    .replace(/\$\{(\d+)\|([^|}]*)[^}]*\|\}/g, (_, n: string, first: string) => values[Number(n)] ?? first)
    .replace(/\$\{(\d+):([^}]*)\}/g, (_, n: string, def: string) => values[Number(n)] ?? def)
    .replace(/\$\{?(\d+)\}?/g, (_, n: string) => values[Number(n)] ?? '')
    .replace(/\\([$}\\])/g, '$1');
}
