// The card preview: a card's faces drawn face up, beside the face-down version it can have (CR 708.2a: a nameless
// 2/2 with no text; with ward {2} when disguised, CR 702.168a, or cloaked, CR 701.58a) and what each player sees of
// it (CR 708.5). `previewHtml` is the whole webview page, with a content security policy and no remote content.

import { t, type Locale } from '../i18n';
import type { Card } from '../model/types';
import { cardFacts } from './card-facts';
import { cardData } from './from-model';
import type { FaceDownOrigin } from './render/card-layout';
import { renderFace, type CutPart } from './render-card';
import { webviewPage } from './webview-page';
import { escapeXml } from './xml';

export interface PreviewPanel {
  title: string;
  svg: string;
  /** Face-down versions: how it got face down. */
  origin?: FaceDownOrigin;
  /** The parts that did not fit their box even at the smallest size and were cut ("…"). */
  cut: CutPart[];
  /** What each player sees (face-down versions only). */
  note?: string;
}

export interface CardPreview {
  name: string;
  faces: PreviewPanel[];
  faceDown: PreviewPanel[];
}

/** The card's panels, their titles and notes in `locale` (the card itself is drawn as written). */
export function cardPreview(card: Card, locale: Locale = 'en'): CardPreview {
  const data = cardData(card);
  const faces = data.faces.map((f, i) => ({
    title: data.faces.length > 1 ? t(locale, i === 0 ? 'page.preview.front' : 'page.preview.back', { name: f.name }) : f.name,
    ...renderFace(f, { rarity: data.rarity, idPrefix: `f${i}-` }),
  }));
  const families = cardFacts(card).families;
  const front = data.faces[0] ?? { name: card.name };
  const versions: { title: string; origin: FaceDownOrigin; ward: boolean }[] = [];
  if (families.includes('morph') || families.includes('megamorph')) {
    const origin = families.includes('megamorph') ? 'megamorph' : 'morph';
    versions.push({ title: t(locale, origin === 'megamorph' ? 'page.preview.face-down-megamorph' : 'page.preview.face-down-morph'), origin, ward: false });
  }
  if (families.includes('disguise')) versions.push({ title: t(locale, 'page.preview.face-down-disguise'), origin: 'disguise', ward: true });
  if (!versions.length) versions.push({ title: t(locale, 'page.preview.if-manifested'), origin: 'manifest', ward: false }, { title: t(locale, 'page.preview.if-cloaked'), origin: 'cloak', ward: true });
  const faceDown = versions.map((v, i) => ({
    title: v.title,
    origin: v.origin,
    ...renderFace(front, { faceDown: v.origin, idPrefix: `d${i}-` }),
    note: t(locale, 'page.preview.note', { name: card.name, ward: v.ward ? 'yes' : 'no' }),
  }));
  return { name: card.name, faces, faceDown };
}

export interface PreviewPageOptions {
  /** The webview's resource origin (`webview.cspSource`); styles come only from the page's own nonce'd block. */
  cspSource: string;
  nonce: string;
}

const STYLE = `
body { font-family: var(--vscode-font-family, sans-serif); color: var(--vscode-foreground, #222); background: var(--vscode-editor-background, #fff); margin: 12px; }
h1 { font-size: 1.1em; margin: 0 0 8px; }
.row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
figure { margin: 0; max-width: 320px; }
figcaption { font-size: 0.9em; margin: 4px 0; }
.note { font-size: 0.85em; opacity: 0.85; }
.empty { opacity: 0.7; }`;

function panel(p: PreviewPanel): string {
  return `<figure><figcaption>${escapeXml(p.title)}</figcaption>${p.svg}${p.note ? `<p class="note">${escapeXml(p.note)}</p>` : ''}</figure>`;
}

/** The webview page for a card (or a hint when the cursor is on none). */
export function previewHtml(preview: CardPreview | undefined, opts: PreviewPageOptions, locale: Locale = 'en'): string {
  const csp = `default-src 'none'; img-src ${opts.cspSource} data:; style-src 'nonce-${opts.nonce}';`;
  const body = preview
    ? `<h1>${escapeXml(preview.name)}</h1><div class="row">${preview.faces.map(panel).join('')}${preview.faceDown.map(panel).join('')}</div>`
    : `<p class="empty">${escapeXml(t(locale, 'page.preview.empty'))}</p>`;
  return webviewPage({ title: t(locale, 'page.preview.title'), csp, nonce: opts.nonce, style: STYLE, viewport: true, lang: locale }, [`<body>${body}</body>`]);
}
