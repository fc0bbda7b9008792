// Runs the workspaces of test/rules/precision (one per folder: which cards are in the game decides some answers).

import * as path from 'node:path';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

/** The transcript of one folder, as `cardscript simulate <folder>` prints it. */
export const simulate = async (folder: string) => (await runCli(['simulate', `test/rules/precision/${folder}`], ROOT)).out;

/** The transcript of one scenario (from its header to the next one's). */
export const scenario = (out: string, id: string) => out.slice(out.indexOf(`scenario "${id}`)).split(/\n(?=\S+: scenario ")/)[0]!;
