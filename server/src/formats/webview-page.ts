// The HTML page shell of the webviews we draw (card preview, set overview): a content security policy that allows
// nothing remote, one nonce for our own style (and script), no external resources.

import { escapeXml } from './xml';

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
    `<meta http-equiv="Content-Security-Policy" content="${head.csp}">`,
    ...(head.viewport ? ['<meta name="viewport" content="width=device-width, initial-scale=1.0">'] : []),
    `<style nonce="${escapeXml(head.nonce)}">${head.style}</style>`,
    `<title>${escapeXml(head.title)}</title>`,
    '</head>',
    ...body,
    '</html>',
    '',
  ].join('\n');
}
