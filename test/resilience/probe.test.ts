import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Workspace } from '../../server/src/model/workspace';
import { checkDocument } from '../../server/src/checks';
import { formatText } from '../../server/src/ide/format';
it('probe', () => {
  const base = readFileSync('examples/shrouded-vale.cards', 'utf8').replace(/^set .*$/m, '');
  const parts: string[] = [];
  let size = 0; let i = 0;
  while (size < Number(process.env.SZ)) { const p = base.replace(/^card "([^"]*)"/gm, (_m, n) => `card "${n} ${i}"`); parts.push(p); size += p.length; i++; }
  const text = parts.join('\n');
  console.log('size', text.length, 'copies', i);
  let t = performance.now();
  const ws = new Workspace(); ws.update('file:///big.cards', text); console.log('model', performance.now() - t);
  t = performance.now(); const d = checkDocument(ws, 'file:///big.cards'); console.log('checks', performance.now() - t, d.length, d.filter(x => x.code === 'internal-error').map(x=>x.message));
  t = performance.now(); formatText(text); console.log('format', performance.now() - t);
}, 600000);
