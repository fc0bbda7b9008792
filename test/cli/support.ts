// The CLI suites' helpers: running the CLI in-process, and goldens (a missing golden fails, `UPDATE_GOLDENS=1`
// writes them), both shared with the other suites.

export { runCli } from '../support/run-cli';
export { expectGolden } from '../support/golden';
