// Every CR number the product can show (hover docs, diagnostic messages and registry docs, engine notes and
// reasons, docs/*.md) exists in the Comprehensive Rules and still says what we cite it for (citation-topics.ts).
// Needs the CR text (../shared/data/cr or $CARDSCRIPT_CR); without it this file is skipped, nothing else is.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument, DEFAULT_CHECK_OPTIONS } from '../../server/src/checks';
import { Workspace } from '../../server/src/model/workspace';
import { allCitations, citingFiles, crFile, loadRules, ruleWithSubrules } from '../support/cr';
import { CITATION_TOPICS } from './citation-topics';

const ROOT = path.resolve(__dirname, '../..');
const FILE = crFile();

function normalize(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
}

describe.skipIf(!FILE)('CR citations', () => {
  const rules = FILE ? loadRules(FILE) : new Map<string, string>();
  const citations = allCitations(ROOT);
  const cited = [...new Set(citations.map((c) => c.rule))].sort();

  it('reads the rules and finds the citations', () => {
    expect(rules.size).toBeGreaterThan(3000);
    expect(rules.get('702.37e')).toMatch(/morph/);
    expect(cited.length).toBeGreaterThan(200);
  });

  it('every cited CR number exists', () => {
    const missing = citations.filter((c) => !rules.has(c.rule)).map((c) => `${c.rule} at ${c.at}`);
    expect(missing).toEqual([]);
  });

  it('every cited CR number has a topic row', () => {
    expect(cited.filter((n) => !(n in CITATION_TOPICS))).toEqual([]);
  });

  it('no topic row for a number nothing cites (the table stays the list of what we cite)', () => {
    expect(Object.keys(CITATION_TOPICS).filter((n) => !cited.includes(n))).toEqual([]);
  });

  it('each cited rule still says what we cite it for', () => {
    const wrong: string[] = [];
    for (const [num, words] of Object.entries(CITATION_TOPICS)) {
      const text = normalize(ruleWithSubrules(rules, num) ?? '');
      for (const w of words) if (!text.includes(normalize(w))) wrong.push(`${num} does not mention "${w}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('user-visible text names no internal document', () => {
    const hits: string[] = [];
    for (const f of citingFiles(ROOT)) {
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        const code = line.replace(/\/\/.*$|^\s*\*.*$|\/\*\*.*$/, ''); // comments are not shown
        if (/digest §|rules-digest/.test(code)) hits.push(`${path.relative(ROOT, f)}:${i + 1}`);
      });
    }
    expect(hits).toEqual([]);
  });

  it('no diagnostic shows a citation twice or two citation lists', () => {
    const ws = new Workspace();
    const files = ['examples', 'test/fixtures'].flatMap((d) => walkCards(path.join(ROOT, d)));
    for (const f of files) ws.update(f, readFileSync(f, 'utf8'));
    const doubled: string[] = [];
    for (const f of files) {
      for (const d of checkDocument(ws, f, DEFAULT_CHECK_OPTIONS)) {
        if (!d.cr?.length || !d.message.includes('(CR ')) continue;
        // The editor and CLI append "(CR …)" unless every number is already in the message.
        if (!d.cr.every((c) => d.message.includes(c))) doubled.push(`${d.code}: ${d.message} + (CR ${d.cr.join(', ')})`);
      }
    }
    expect(doubled).toEqual([]);
  });
});

function walkCards(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((n) => {
    const full = path.join(dir, n);
    return statSync(full).isDirectory() ? walkCards(full) : /\.cards?$/.test(n) ? [full] : [];
  });
}
