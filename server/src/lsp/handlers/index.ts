// Feature handlers of the language server: each file registers one LSP feature over the ide/ functions.

import type { ServerCapabilities } from 'vscode-languageserver';
import type { ServerContext } from '../server-context';
import type { Validator } from '../validation';

export function capabilities(): Partial<ServerCapabilities> {
  return {};
}

export function registerHandlers(_ctx: ServerContext, _validator: Validator): void {
  // Features register here (hover, completion, symbols, …).
}
