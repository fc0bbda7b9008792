// The HTML page shell of the webviews we draw (card preview, set overview): a content security policy that allows
// nothing remote, one nonce for our own style (and script), no external resources.

import { randomBytes } from 'node:crypto';
import { escapeXml } from './xml';

/** The page's resource origin and nonce, as the client sent them (`webview.cspSource`, a random nonce). */
export interface PageOrigin {
  cspSource: string;
  nonce: string;
}

/** One CSP source expression as webviews give them: 'self', a scheme, or a scheme and host (no quote, `;`, `,` or space). */
const SOURCE = /^(?:'self'|[A-Za-z][A-Za-z0-9+.-]*:(?:\/\/[A-Za-z0-9*.-]+(?::(?:\d+|\*))?(?:\/[A-Za-z0-9._~%/-]*)?)?)$/;
const NONCE = /^[A-Za-z0-9+/_-]{1,256}={0,2}$/;

/**
 * The client's values, checked before they go into the Content-Security-Policy (issue 22, F18): a source that is not
 * one source expression is left out (a quote or `;` would end the attribute or add a directive), and a nonce that is
 * not base64 is replaced by a fresh one (the page's own tags carry the same nonce, so it still works).
 */
export function checkedOrigin(origin: PageOrigin): PageOrigin {
  const cspSource = String(origin.cspSource ?? '').split(/\s+/).filter((t) => SOURCE.test(t)).join(' ');
  const nonce = NONCE.test(String(origin.nonce ?? '')) ? origin.nonce : randomBytes(16).toString('base64');
  return { cspSource, nonce };
}

export interface PageHead {
  title: string;
  /** The Content-Security-Policy value. */
  csp: string;
  nonce: string;
  style: string;
  /** Adds the responsive viewport meta tag. */
  viewport?: boolean;
  /** The page's language (`<html lang>`), English unless said. */
  lang?: string;
}

/** The page: the head, then `body` (lines that include the `<body>` tags), one per line. */
export function webviewPage(head: PageHead, body: readonly string[]): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeXml(head.lang ?? 'en')}">`,
    '<head>',
    '<meta charset="UTF-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeXml(head.csp)}">`,
    ...(head.viewport ? ['<meta name="viewport" content="width=device-width, initial-scale=1.0">'] : []),
    `<style nonce="${escapeXml(head.nonce)}">${head.style}</style>`,
    `<title>${escapeXml(head.title)}</title>`,
    '</head>',
    ...body,
    '</html>',
    '',
  ].join('\n');
}
