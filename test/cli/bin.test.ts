// `npx cardscript` before a build: the bin script says how to build instead of throwing a stack trace.

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = path.join(__dirname, '..', '..', 'bin', 'cardscript.js');

describe('bin/cardscript.js', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'cardscript-bin-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('without dist/cli.js prints how to build and exits 2, with no stack trace', () => {
    mkdirSync(path.join(root, 'bin'));
    copyFileSync(BIN, path.join(root, 'bin', 'cardscript.js'));
    const r = spawnSync(process.execPath, [path.join(root, 'bin', 'cardscript.js'), 'check', '.'], { encoding: 'utf8', cwd: root });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('npm run build');
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack frames
  });

  it('stops quietly when the reader of its output goes away (`cardscript check … | head`)', () => {
    const dir = path.join(root, 'many');
    mkdirSync(dir);
    // thousands of findings: far more output than a pipe holds, so writes continue after `head` exits
    writeFileSync(path.join(dir, 'many.cards'), Array.from({ length: 3000 }, (_, i) => `card "Card ${i}"\n  type Creature\n`).join('\n'));
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" check . | head -c 200 >/dev/null`], { encoding: 'utf8', cwd: dir });
    expect(r.status).toBe(0);
    expect(r.stderr).not.toMatch(/EPIPE|\n\s+at /);
  });
});
