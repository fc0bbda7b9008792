// One diagnostics provider, or two: a client that can register providers (VS Code) gets the documents' own findings
// from the provider the server announces, and the set-wide analysis's from a second one it registers — two
// collections, pulled apart, so the large, rarely changing set-wide part is not sent (and redrawn) on every keystroke.

import { DocumentDiagnosticRequest, type Connection } from 'vscode-languageserver';
import type { ServerContext } from './server-context';

/** The announced provider's identifier. */
export const DIAGNOSTICS_IDENTIFIER = 'cardscript';
/** The registered second provider's identifier: the set-wide analysis. */
export const SET_WIDE_IDENTIFIER = 'cardscript-set-wide';

/** Which findings a pull is about: all of them (one provider), the documents' own, or the set-wide analysis's. */
export type ProviderPart = 'all' | 'own' | 'setWide';

export function providerPart(ctx: ServerContext, identifier: string | undefined): ProviderPart {
  if (!ctx.twoProviders) return 'all';
  return identifier === SET_WIDE_IDENTIFIER ? 'setWide' : 'own';
}

/**
 * Registers the second provider (after `initialized`; ctx.twoProviders was set when the client said it can, so that
 * no pull answered meanwhile shows the set-wide notes twice). If the client refuses, the announced provider answers
 * everything again, and the client is asked to pull again (`refresh`).
 */
export async function registerSetWideProvider(ctx: ServerContext, connection: Connection, refresh: () => void): Promise<void> {
  try {
    await connection.client.register(DocumentDiagnosticRequest.type, {
      documentSelector: [{ language: 'cardscript' }],
      identifier: SET_WIDE_IDENTIFIER,
      interFileDependencies: true,
      workspaceDiagnostics: true,
    });
  } catch {
    ctx.twoProviders = false;
    refresh();
  }
}
