// Every setting the extension contributes (package.json `contributes.configuration`) changes behaviour, read under
// its own key: the server's over the real protocol (workspace/configuration), trace.server by the client.

import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ID, SETTINGS_SECTION } from '../../client/src/settings';
import { startClient, type TestClient } from './support/client';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { contributes: { configuration: { properties: Record<string, { default: unknown }> } } };
const properties = pkg.contributes.configuration.properties;

const uri = 'file:///settings/lookout.cards';
// No `set … templating` line: the era comes from the setting. The last line is text the engine does not model.
const text = 'card "Elder Lookout"\n  cost {1}{G}\n  type Creature — Elf Scout\n  pt 1/2\n  text\n    When Elder Lookout enters the battlefield, scry 1.\n    Whenever a player bids life, draw a card.\n';

let client: TestClient | undefined;
afterEach(async () => { await client?.dispose(); client = undefined; });

async function codesWith(settings: Record<string, unknown>): Promise<string[]> {
  client = await startClient({}, { settings });
  const ds = await client.open(uri, text);
  await client.dispose();
  client = undefined;
  return ds.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}`).sort();
}

/** The card database fixtures (test/carddb), copied. */
function copyCardDb(): { cards: string; rulings: string; rulingsIt: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-settings-'));
  for (const f of ['oracle-cards.json', 'rulings.json', 'rulings.it.json']) copyFileSync(path.join(__dirname, '../carddb/fixtures', f), path.join(dir, f));
  return { cards: path.join(dir, 'oracle-cards.json'), rulings: path.join(dir, 'rulings.json'), rulingsIt: path.join(dir, 'rulings.it.json') };
}

/** The hover text over a real card's name in a card line, with these settings. */
async function realCardHover(settings: Record<string, unknown>, locale?: string): Promise<string> {
  client = await startClient({}, { settings, ...(locale ? { locale } : {}) });
  const docUri = 'file:///settings/real.cards';
  const body = 'card "Veiled Tidecaller"\n  cost {4}{U}\n  type Creature — Merfolk Wizard\n  pt 3/4\n';
  await client.open(docUri, body);
  const hover = await client.request<{ contents: { value: string } } | null>('textDocument/hover', { textDocument: { uri: docUri }, position: client.position(docUri, body.indexOf('Tidecaller')) });
  await client.dispose();
  client = undefined;
  return hover?.contents.value ?? '';
}

/** How each contributed setting is proven to change behaviour (its default vs another value). */
const PROOFS: Record<string, () => Promise<void>> = {
  'cardscript.templatingEra': async () => {
    const modern = await codesWith({ templatingEra: 'modern' });
    const legacy = await codesWith({ templatingEra: 'legacy' });
    expect(modern.some((c) => c.startsWith('outdated-wording'))).toBe(true);
    expect(legacy.some((c) => c.startsWith('outdated-wording'))).toBe(false);
    expect(legacy).not.toEqual(modern);
  },
  'cardscript.showUnmodeledText': async () => {
    const shown = await codesWith({ showUnmodeledText: true });
    const hidden = await codesWith({ showUnmodeledText: false });
    expect(shown.some((c) => c.startsWith('unmodeled-text'))).toBe(true);
    expect(hidden.some((c) => c.startsWith('unmodeled-text'))).toBe(false);
  },
  'cardscript.cardDatabase': async () => {
    const hover = await realCardHover({ cardDatabase: copyCardDb().cards });
    expect(hover).toContain('from your card database');
    expect(await realCardHover({})).not.toContain('from your card database');
  },
  'cardscript.cardRulings': async () => {
    const { cards, rulings } = copyCardDb();
    expect(await realCardHover({ cardDatabase: cards, cardRulings: rulings })).toContain('2014-09-20');
    expect(await realCardHover({ cardDatabase: cards })).not.toContain('2014-09-20');
  },
  'cardscript.localizedRulings': async () => {
    // The rulings file of the client's display language replaces the English rulings, labelled with its language.
    const { cards, rulings, rulingsIt } = copyCardDb();
    const withIt = await realCardHover({ cardDatabase: cards, cardRulings: rulings, localizedRulings: { it: rulingsIt } }, 'it-IT');
    expect(withIt).toContain('Chiarimenti (italiano):\n\n- 2014-09-20: Un chiarimento inventato');
    expect(withIt).not.toContain('An invented ruling');
    const without = await realCardHover({ cardDatabase: cards, cardRulings: rulings }, 'it-IT');
    expect(without).toContain('Chiarimenti (inglese):\n\n- 2014-09-20: An invented ruling');
  },
  'cardscript.trace.server': async () => {
    // Client-side: vscode-languageclient reads `<client id>.trace.server` (refreshTrace) — so the client's id must be
    // the section's name, and the extension must construct its client with that id.
    expect(`${CLIENT_ID}.trace.server`).toBe('cardscript.trace.server');
    const extension = readFileSync('client/src/extension.ts', 'utf8');
    expect(extension).toMatch(/new LanguageClient\(CLIENT_ID,/);
    const library = readFileSync('node_modules/vscode-languageclient/lib/common/client.js', 'utf8');
    expect(library).toMatch(/getConfiguration\(this\._id\)[\s\S]{0,400}config\.get\('trace\.server'/);
  },
};

describe('contributed settings', () => {
  it('every contributed setting has a proof, in the client\'s section', () => {
    expect(Object.keys(properties).length).toBeGreaterThan(0);
    for (const key of Object.keys(properties)) {
      expect(key.startsWith(`${SETTINGS_SECTION}.`)).toBe(true);
      expect(PROOFS[key], `no proof for ${key}`).toBeDefined();
    }
  });
  for (const key of Object.keys(properties)) {
    it(`${key} changes behaviour`, async () => { await PROOFS[key]?.(); });
  }
});
