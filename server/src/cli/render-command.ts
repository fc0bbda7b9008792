// `cardscript render PATHS --out DIR [--card NAME] [--png | --html]`: each card drawn (formats/render-card.ts): its
// faces and its face-down version(s), as SVG, or as PNG with --png (render-png.ts); --html writes the preview page
// instead. A name, type line or text that could only fit its box by being cut is reported (the picture shows "…").

import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import { cardPreview, previewHtml, type PreviewPanel } from '../formats/card-preview';
import { forgeFileName } from '../formats/forge';
import { loadSet } from './export-command';
import { displayPath } from './files';
import { raiseExit, type CliIO } from './io';
import { RasterizerMissing, svgToPng } from './render-png';

export interface RenderOptions {
  out: string;
  card?: string;
  html?: boolean;
  png?: boolean;
}

/** A file name for the card: its name's letters, short enough for any file system with the suffixes added. */
const slug = (name: string) => forgeFileName(name).replace(/\.txt$/, '').slice(0, 100);

const PART_NAMES = { name: 'the name', type: 'the type line', text: 'the rules text', stat: 'the P/T, loyalty or defense' } as const;

function reportCuts(card: string, p: PreviewPanel, io: CliIO): void {
  if (!p.cut.length) return;
  io.err(`cardscript: ${card} (${p.title}): ${p.cut.map((c) => PART_NAMES[c]).join(', ')} did not fit even at the smallest size and was cut ("…")\n`);
}

export async function runRender(paths: string[], opts: RenderOptions, io: CliIO): Promise<void> {
  if (opts.png && opts.html) { io.err('cardscript: --png and --html are two different outputs: choose one\n'); raiseExit(io, 2); return; }
  const set = loadSet(paths, io);
  if (!set) return;
  const cards = set.located.map((l) => l.card).filter((c) => !opts.card || c.name.toLowerCase() === opts.card.toLowerCase());
  if (!cards.length) { io.err(`cardscript: no card${opts.card ? ` named "${opts.card}"` : 's'} to render\n`); raiseExit(io, 1); return; }
  const out = path.resolve(io.cwd, opts.out);
  mkdirSync(out, { recursive: true });
  let files = 0;
  const write = async (file: string, svg: string) => {
    if (opts.png) writeFileSync(path.join(out, `${file}.png`), await svgToPng(svg));
    else writeFileSync(path.join(out, `${file}.svg`), svg + '\n', 'utf8');
    files++;
  };
  try {
    for (const card of cards) {
      const p = cardPreview(card);
      const base = slug(card.name);
      for (const panel of [...p.faces, ...p.faceDown]) reportCuts(card.name, panel, io);
      if (opts.html) {
        // A standalone page: no webview origin, so only inline (nonce'd) styles and data: images.
        writeFileSync(path.join(out, `${base}.html`), previewHtml(p, { cspSource: "'self'", nonce: 'cardscript-render' }), 'utf8');
        files++;
        continue;
      }
      for (const [i, f] of p.faces.entries()) await write(`${base}${i ? '-back' : ''}`, f.svg);
      for (const [i, f] of p.faceDown.entries()) await write(`${base}-face-down${p.faceDown.length > 1 ? `-${i + 1}` : ''}`, f.svg);
    }
  } catch (e) {
    if (!(e instanceof RasterizerMissing)) throw e;
    io.err(`cardscript: ${e.message}\n`);
    raiseExit(io, 2);
    return;
  }
  io.err(`rendered ${cards.length} card${cards.length === 1 ? '' : 's'} to ${files} file${files === 1 ? '' : 's'} in ${displayPath(out, io.cwd)}\n`);
}

export function registerRender(program: Command, io: CliIO): void {
  program
    .command('render')
    .description('Draw cards as SVG or PNG (faces and face-down versions), or as preview pages with --html.')
    .argument('[paths...]', 'files, directories or globs (default: the current directory)')
    .requiredOption('--out <dir>', 'folder for the files')
    .option('--card <name>', 'only this card')
    .option('--png', 'write PNG images (630×880) instead of SVG', false)
    .option('--html', 'write the preview page (faces beside face-down versions) instead of SVG files', false)
    .action((paths: string[], opts: RenderOptions) => runRender(paths, opts, io));
}
