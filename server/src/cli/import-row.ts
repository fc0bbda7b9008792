// The `import` command's row of the command table: shared by the whole program (`main.ts`) and the import's own
// bundle (`import-main.ts`), which must reach no other command's module.

import type { CommandRow } from './program';

export const IMPORT_COMMAND: CommandRow = ['import', async () => (await import('./import-command')).registerImport];
