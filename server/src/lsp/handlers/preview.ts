// `cardscript/preview`: the card preview page (formats/card-preview.ts) for the card at a position; the client puts
// it in a webview. The client sends its webview's CSP source and a fresh nonce; the page loads nothing remote.

import type { Position } from 'vscode-languageserver';
import { cardPreview, previewHtml } from '../../formats/card-preview';
import { builtCardAt } from '../../ide/locate';
import type { ServerContext } from '../server-context';
import { toOffset } from './documents';

export interface PreviewParams {
  uri: string;
  position: Position;
  cspSource: string;
  nonce: string;
}

export const PREVIEW_METHOD = 'cardscript/preview';

export function handlePreview(ctx: ServerContext, params: PreviewParams): { html: string; card?: string } {
  const a = ctx.host.analysis(params.uri);
  const built = a ? builtCardAt(a.model, toOffset(a.document, params.position)) : undefined;
  const preview = built ? cardPreview(built.card, ctx.locale) : undefined;
  return { html: previewHtml(preview, { cspSource: params.cspSource, nonce: params.nonce }, ctx.locale), ...(built ? { card: built.card.name } : {}) };
}

export function registerPreview(ctx: ServerContext): void {
  ctx.connection.onRequest(PREVIEW_METHOD, (params: PreviewParams) => handlePreview(ctx, params));
}
