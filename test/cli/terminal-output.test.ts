// The CLI's text output shows control characters from card names and card databases as \uXXXX (issue 22, F15): an
// escape sequence in a name recoloured or rewrote the terminal. JSON output still reads back as the same values, and
// a file's content written to stdout (format, import) stays as it is.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showControls } from '../../server/src/cli/io';
import { runCli } from '../support/run-cli';

const ESC = '\u001b';
const NAME = `Red${ESC}[31m${ESC}]0;pwned\u0007 Alert\u202E\u009b2J`;
const RAW = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const quoted = (s: string) => `"${s.replace(/["\\]/g, '\\$&')}"`;
const TEXT = `card ${quoted(NAME)}\n  cost {1}{R}\n  type Instant\n  text\n    Draw a card. ${ESC}[2K\n\ncard "Other"\n  type Instantt\n`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-terminal-'));
  writeFileSync(path.join(dir, 'set.cards'), TEXT);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('terminal output (F15)', () => {
  it('showControls keeps tab and line feed, shows the rest as \\uXXXX', () => {
    expect(showControls(`a\tb\nc${ESC}[0m\r\u0085\u2066`)).toBe('a\tb\nc\\u001b[0m\\u000d\\u0085\\u2066');
  });

  it.each([
    ['check', ['check', 'set.cards', '--hints']],
    ['search', ['search', 't:instant', 'set.cards']],
    ['stats', ['stats', 'set.cards']],
    ['simulate', ['simulate', 'set.cards']],
    ['format --check', ['format', '--check', 'set.cards']],
  ])('%s: no raw control character reaches the terminal', async (_label, args) => {
    const r = await runCli(args, dir);
    expect(r.out + r.err).not.toMatch(RAW);
  });

  it('search shows the name with its controls escaped', async () => {
    const r = await runCli(['search', 't:instant', 'set.cards'], dir);
    expect(r.out).toContain('Red\\u001b[31m\\u001b]0;pwned\\u0007 Alert\\u202e\\u009b2J');
  });

  it('lookup: a card database\'s text is shown escaped too', async () => {
    const db = path.join(dir, 'db.json');
    writeFileSync(db, JSON.stringify([{ object: 'card', name: 'Evil', type_line: 'Instant', oracle_text: `Draw.${ESC}[2J${ESC}]52;c;cHduZWQ=\u0007`, oracle_id: 'o1' }]));
    const r = await runCli(['lookup', 'Evil', '--card-db', db], dir);
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(RAW);
    expect(r.out).toContain('Draw.\\u001b[2J');
  });

  it('JSON output reads back as the same name', async () => {
    // The card twice: the duplicate's diagnostic names it.
    writeFileSync(path.join(dir, 'set.cards'), TEXT + '\n' + TEXT.split('\n\n')[0] + '\n');
    const r = await runCli(['check', 'set.cards', '--format', 'json'], dir);
    expect(r.out).not.toMatch(RAW);
    const messages: string[] = JSON.stringify(JSON.parse(r.out)).match(/"message":"(?:[^"\\]|\\.)*"/g)!.map((m) => JSON.parse(m.slice(10)) as string);
    expect(messages.some((m) => m.includes(NAME))).toBe(true);
  });

  it('a file\'s content on stdout (format, import) is written as it is', async () => {
    const r = await runCli(['format', 'set.cards'], dir);
    expect(r.out).toContain(NAME);
  });
});
