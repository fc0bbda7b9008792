// The editor's set views over the real protocol: `cardscript/searchSet` (Scryfall-syntax search over the workspace,
// with locations; an unreadable query is an error message) and `cardscript/setOverview` (the overview page: counts,
// as-fan, a table sortable by a nonce'd script, a strict content security policy).

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cardFacts } from '../../server/src/formats/card-facts';
import { setOverviewHtml } from '../../server/src/formats/set-overview';
import { DEFAULT_BOOSTER, setStats } from '../../server/src/formats/stats';
import { buildDocument } from '../../server/src/model/document';
import { startClient, type TestClient } from '../lsp/support/client';
import { expectGolden } from '../support/golden';

const HERE = __dirname;
const SOURCE = readFileSync(path.join(HERE, 'fixtures', 'roundtrip.cards'), 'utf8');
const PAGE = { cspSource: 'vscode-resource:', nonce: 'n0nce' };

describe('set overview page', () => {
  const rows = buildDocument('file:///r.cards', SOURCE).cards.map((b) => ({ ...cardFacts(b.card), cost: b.card.faces[0]?.manaCost?.text ?? '' }));
  const html = setOverviewHtml('Shrouded Vale', rows, setStats(rows), DEFAULT_BOOSTER, PAGE);

  it('golden', () => expectGolden(path.join(HERE, 'golden', 'set-overview.html'), html));

  it('scripts and styles only by nonce; nothing remote', () => {
    expect(html).toContain(`content="default-src 'none'; img-src vscode-resource: data:; style-src 'nonce-n0nce'; script-src 'nonce-n0nce';"`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).not.toMatch(/\bsrc=|\bhref=|https?:|\sstyle="|\bon[a-z]+="/i);
  });

  it('one row per card, with sort keys for colors and rarity', () => {
    expect(html.match(/<tr><td>/g)!.length).toBeGreaterThanOrEqual(rows.length);
    expect(html).toContain('<td data-sort="3">mythic</td>');
  });
});

describe('set views over the protocol', () => {
  let client: TestClient | undefined;
  afterEach(async () => { await client?.dispose(); client = undefined; });

  it('searchSet lists matches with their lines; a bad query answers an error', async () => {
    client = await startClient();
    const uri = 'file:///views/set.cards';
    await client.open(uri, SOURCE);
    const r = await client.request<{ matches: { name: string; line: number; uri: string }[]; error?: string }>('cardscript/searchSet', { query: 'is:disguise or is:megamorph' });
    expect(r.matches.map((m) => [m.name, m.line])).toEqual([['Thornback Sentry', 13], ['Masked Informant', 22]]);
    expect(r.matches[0]!.uri).toBe(uri);
    const bad = await client.request<{ matches: unknown[]; error?: string }>('cardscript/searchSet', { query: 'foo:bar' });
    expect(bad.error).toContain("unknown keyword 'foo:'");
    const deep = await client.request<{ matches: unknown[]; error?: string }>('cardscript/searchSet', { query: '('.repeat(5000) });
    expect(deep).toEqual({ matches: [], error: "parentheses and '-' nest more than 100 deep" });
    const page = await client.request<{ html: string }>('cardscript/setOverview', PAGE);
    expect(page.html).toContain('<h1>Shrouded Vale: 9 cards</h1>');
  });
});
