// `cardscript render PATHS --out DIR [--card NAME] [--png | --html]`: each card drawn (formats/render-card.ts): its
// faces and its face-down version(s), as SVG, or as PNG with --png (render-png.ts); --html writes the preview page
// instead. A name, type line or text that could only fit its box by being cut is reported (the picture shows "…").

import * as path from 'node:path';
import type { Command } from 'commander';
import { cardPreview, previewHtml, type PreviewPanel } from '../formats/card-preview';
import { forgeFileName } from '../formats/forge';
import { loadSet } from './export-command';
import { displayPath } from './files';
import { localeOption } from './help';
import { cliLocale, raiseExit, type CliIO } from './io';
import { t, type Locale, type MessageId } from '../i18n';
import { UniqueNames, writeForCommand, type OutputFile } from './output-files';
import { RasterizerMissing, svgToPng } from './render-png';

export interface RenderOptions {
  out: string;
  card?: string;
  html?: boolean;
  png?: boolean;
  locale?: string;
}

/** A file name for the card: its name's letters, short enough for any file system with the suffixes added. */
const slug = (name: string) => forgeFileName(name).replace(/\.txt$/, '').slice(0, 100);

const PART_NAMES = { name: 'cli.render.part.name', type: 'cli.render.part.type', text: 'cli.render.part.text', stat: 'cli.render.part.stat' } as const satisfies Record<string, MessageId>;

function reportCuts(card: string, p: PreviewPanel, io: CliIO, locale: Locale): void {
  if (!p.cut.length) return;
  io.err(`${t(locale, 'cli.render.cut', { card, panel: p.title, parts: p.cut.map((c) => ({ id: PART_NAMES[c] })) })}\n`);
}

export async function runRender(paths: string[], opts: RenderOptions, io: CliIO): Promise<void> {
  const locale = cliLocale(io, opts.locale);
  if (opts.png && opts.html) { io.err(`${t(locale, 'cli.render.png-and-html')}\n`); raiseExit(io, 2); return; }
  const set = loadSet(paths, io, locale);
  if (!set) return;
  const cards = set.located.map((l) => l.card).filter((c) => !opts.card || c.name.toLowerCase() === opts.card.toLowerCase());
  if (!cards.length) { io.err(`${opts.card ? t(locale, 'cli.render.no-card-named', { name: opts.card }) : t(locale, 'cli.render.no-cards')}\n`); raiseExit(io, 1); return; }
  const out = path.resolve(io.cwd, opts.out);
  // Every file is made first and written at the end, all or none (output-files.ts).
  const files: OutputFile[] = [];
  const names = new UniqueNames();
  const renamed: string[] = [];
  const add = async (file: string, svg: string) => {
    files.push(opts.png ? { file: path.join(out, `${file}.png`), data: await svgToPng(svg) } : { file: path.join(out, `${file}.svg`), data: svg + '\n' });
  };
  try {
    for (const card of cards) {
      const p = cardPreview(card, locale);
      // One base name per card (two cards never share one: `Fire // Ice` and `Fire Ice` differ by a suffix).
      const { name: base, collided } = names.claim(slug(card.name), '');
      if (collided) renamed.push(slug(card.name) ? t(locale, 'cli.render.renamed-taken', { card: card.name, base, wanted: slug(card.name) }) : t(locale, 'cli.render.renamed-nameless', { card: card.name, base }));
      for (const panel of [...p.faces, ...p.faceDown]) reportCuts(card.name, panel, io, locale);
      if (opts.html) {
        // A standalone page: no webview origin, so only inline (nonce'd) styles and data: images.
        files.push({ file: path.join(out, `${base}.html`), data: previewHtml(p, { cspSource: "'self'", nonce: 'cardscript-render' }, locale) });
        continue;
      }
      for (const [i, f] of p.faces.entries()) await add(`${base}${i ? '-back' : ''}`, f.svg);
      for (const [i, f] of p.faceDown.entries()) await add(`${base}-face-down${p.faceDown.length > 1 ? `-${i + 1}` : ''}`, f.svg);
    }
  } catch (e) {
    if (!(e instanceof RasterizerMissing)) throw e;
    io.err(`${t(locale, 'cli.render.no-rasterizer', { detail: e.detail })}\n`);
    raiseExit(io, 2);
    return;
  }
  if (!writeForCommand(files, io, locale)) return;
  for (const r of renamed) io.err(`${t(locale, 'cli.warning-text', { text: r })}\n`);
  io.err(`${t(locale, 'cli.render.done', { cards: cards.length, files: files.length, folder: displayPath(out, io.cwd) })}\n`);
  if (renamed.length) raiseExit(io, 1);
}

export function registerRender(program: Command, io: CliIO, help: Locale = 'en'): void {
  program
    .command('render')
    .description(t(help, 'cli.help.render'))
    .argument('[paths...]', t(help, 'cli.help.paths'))
    .requiredOption('--out <dir>', t(help, 'cli.help.render.out'))
    .option('--card <name>', t(help, 'cli.help.render.card'))
    .option('--png', t(help, 'cli.help.render.png'), false)
    .option('--html', t(help, 'cli.help.render.html'), false)
    .addOption(localeOption(help))
    .action((paths: string[], opts: RenderOptions) => runRender(paths, opts, io));
}
