// "Open as scenario": the scenarios behind a set-wide `interaction` note (checks/interactions.ts), by card name, as
// the note was made from them — written at the end of the note's document by a code action, printed by
// `check --explain-notes`. Running them reproduces the note (test/checks/notes-are-scenarios.test.ts).

import type { Diagnostic, TextEdit } from '../diagnostics/diagnostic';
import type { Workspace } from '../model/workspace';
import { t, type Locale } from '../i18n';
import { interactionCacheOf, noteScenarios } from '../checks/interactions';

/** The words a note starts with, before its count or its "same outcomes" link: which effect family it is about. */
const prefixOf = (message: string) => message.replace(/ \(\d+ cards?.*$| ?:.*$/s, '');

/** The scenarios behind the `interaction` note `d` of document `uri` (its source card is the one whose text holds it). */
export function scenariosBehindNote(workspace: Workspace, uri: string, d: Diagnostic): string[] | undefined {
  if (d.code !== 'interaction') return undefined;
  const doc = workspace.get(uri);
  const source = doc?.cards.map((b) => b.card).find((c) => c.span.start <= d.span.start && d.span.end <= c.span.end);
  if (!source) return undefined;
  const prefix = prefixOf(d.message);
  const found = noteScenarios(source, workspace.allCards(), interactionCacheOf(workspace))
    .find((n) => n.note.span.start === d.span.start && n.note.span.end === d.span.end && prefixOf(n.note.message) === prefix);
  return found?.scenarios;
}

/** The edit that writes the scenarios behind note `d` at the end of its document, ready to run and extend. */
export function openAsScenarioEdit(workspace: Workspace, uri: string, d: Diagnostic, locale: Locale = 'en'): { title: string; edits: TextEdit[] } | undefined {
  const scenarios = scenariosBehindNote(workspace, uri, d);
  const doc = workspace.get(uri);
  if (!scenarios?.length || !doc) return undefined;
  const end = doc.text.length;
  const gap = doc.text.endsWith('\n\n') ? '' : doc.text.endsWith('\n') ? '\n' : '\n\n';
  const text = `${gap}# The scenario${scenarios.length === 1 ? '' : 's'} behind the note: ${prefixOf(d.message)}\n${scenarios.join('\n')}`;
  return { title: t(locale, 'fix.open-as-scenario', { count: scenarios.length }), edits: [{ span: { start: end, end }, newText: text }] };
}
