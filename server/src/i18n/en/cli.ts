// The command line's own words: the check report's summary and labels, errors about its arguments, and what each
// command says about its run (fixes applied, files formatted or exported, cards rendered or matched, the summary's
// overview). Command names, option flags, file paths and card names are never translated.

import { def } from '../define';

export const CLI_MESSAGES = {
  'cli.summary': def('{files, plural, one {# file} other {# files}} checked: {errors, plural, one {# error} other {# errors}}, {warnings, plural, one {# warning} other {# warnings}}, {information, number} information, {hints, plural, one {# hint} other {# hints}}.', { files: 'number', errors: 'number', warnings: 'number', information: 'number', hints: 'number' }),
  'cli.related': def('related: {message}', { message: 'text' }),
  'cli.no-match': def("cardscript: no card files match '{pattern}'", { pattern: 'text' }),
  'cli.no-workspace': def("cardscript: the workspace folder '{folder}' does not exist", { folder: 'text' }),
  'cli.cannot-read': def("cardscript: cannot read '{file}'", { file: 'text' }),
  'cli.cannot-read-unquoted': def('cardscript: cannot read {file}', { file: 'text' }),
  'cli.cannot-read-because': def('cardscript: cannot read {file}: {detail}', { file: 'text', detail: 'text' }),
  'cli.lookup.unknown': def('no card named "{name}" in the card database', { name: 'text' }),
  'cli.lookup.unknown-near': def('no card named "{name}" in the card database (did you mean {names}?)', { name: 'text', names: 'text' }),
  'cli.cannot-open-db': def('cardscript: cannot open the card database: {detail}', { detail: 'text' }),
  'cli.internal-error': def('cardscript: internal error: {detail}', { detail: 'text' }),
  'cli.option-one-of': def('cardscript: {option} must be one of {values}', { option: 'text', values: 'text' }),
  'cli.option-required': def('cardscript: {option} is required', { option: 'text' }),
  'cli.warning': def('warning: {text}', { text: 'message' }),
  'cli.warning-text': def('warning: {text}', { text: 'text' }),
  'cli.cannot-read-quoted-because': def("cardscript: cannot read '{file}': {detail}", { file: 'text', detail: 'text' }),

  // which workspace a run read (`check`, `simulate`: where a card name was looked for)
  'cli.workspace.given': def('the {count, plural, one {# card file} other {# card files}} given', { count: 'number' }),
  'cli.workspace.under': def('{count, plural, one {# card file} other {# card files}} under {where}/ ({why})', { count: 'number', where: 'text', why: 'text' }),
  'cli.workspace.why.option': def('given with --workspace'),
  'cli.workspace.why.marker': def('marked by {marker}', { marker: 'text' }),
  'cli.workspace.why.set': def('the set of {file}', { file: 'text' }),

  // counts
  'cli.count.errors': def('{count, plural, one {# error} other {# errors}}', { count: 'number' }),
  'cli.count.warnings': def('{count, plural, one {# warning} other {# warnings}}', { count: 'number' }),
  'cli.count.information': def('{count, number} information', { count: 'number' }),
  'cli.count.hints': def('{count, plural, one {# hint} other {# hints}}', { count: 'number' }),

  // check --fix, format
  'cli.fix.file': def('{file}: {count, plural, one {# fix} other {# fixes}} applied', { file: 'text', count: 'number' }),
  'cli.fix.total': def('{total, plural, one {# fix} other {# fixes}} {dryRun, select, yes {would apply} other {applied}} in {files, plural, one {# file} other {# files}}.', { total: 'number', dryRun: 'text', files: 'number' }),
  'cli.format.formatted': def('formatted {file}', { file: 'text' }),
  'cli.format.not-formatted': def('{count, plural, one {# file is} other {# files are}} not formatted (run cardscript format --write)', { count: 'number' }),

  // simulate
  'cli.simulate.missing-card': def('{where}: note: no card named "{name}" was loaded ({workspace}); steps naming it can\'t find it', { where: 'text', name: 'text', workspace: 'text' }),
  'cli.simulate.no-scenario': def('cardscript: no scenario named "{name}"', { name: 'text' }),
  'cli.simulate.totals': def('{count, plural, one {# scenario} other {# scenarios}}: {passed, number} passed, {failed, number} failed{inconclusive, plural, =0 {} other {, # inconclusive}}', { count: 'number', passed: 'number', failed: 'number', inconclusive: 'number' }),

  // import (what a reader could not keep: i18n/en/import.ts)
  'cli.import.bad-era': def('cardscript: --era must be modern, legacy or mixed'),
  'cli.import.done': def('imported {count, plural, one {# card} other {# cards}} (templating {era}){warnings, plural, =0 {} one {, # warning} other {, # warnings}}', { count: 'number', era: 'text', warnings: 'number' }),
  'cli.import.refused': def('cardscript: not written: {detail}', { detail: 'message' }),
  'cli.import.default-set-name': def('Imported cards'),
  'cli.import.cannot-import': def('cardscript: {file}: {why}', { file: 'text', why: 'message' }),

  // export, render, search, stats
  'cli.export.bad-date': def('cardscript: --date must be YYYY-MM-DD'),
  'cli.export.default-set-name': def('Custom set'),
  'cli.export.syntax-errors': def('{file}: {count, plural, one {# syntax error} other {# syntax errors}}; lines with errors are not exported', { file: 'text', count: 'number' }),
  'cli.export.no-flavor': def('flavor text of {count, plural, one {# card} other {# cards}}: {format, select, forge {Forge scripts} other {Cockatrice databases}} hold none', { count: 'number', format: 'text' }),
  'cli.export.not-written': def('not written: {text}', { text: 'message' }),
  'cli.export.playless': def("not written as Forge script (Oracle text only, Forge won't play it): {count, plural, one {# ability} other {# abilities}}", { count: 'number' }),
  'cli.export.done': def('exported {count, plural, one {# card} other {# cards}} to {out} ({format})', { count: 'number', out: 'text', format: 'text' }),
  'cli.export.renamed-taken': def("{card}: written to {file} ({wanted} is another card's)", { card: 'text', file: 'text', wanted: 'text' }),
  'cli.export.renamed-nameless': def('{card}: written to {file} (its name has no letter or digit for a file name)', { card: 'text', file: 'text' }),
  'cli.render.png-and-html': def('cardscript: --png and --html are two different outputs: choose one'),
  'cli.render.no-cards': def('cardscript: no cards to render'),
  'cli.render.no-card-named': def('cardscript: no card named "{name}" to render', { name: 'text' }),
  'cli.render.cut': def('cardscript: {card} ({panel}): {parts} did not fit even at the smallest size and was cut ("…")', { card: 'text', panel: 'text', parts: 'commas' }),
  'cli.render.part.name': def('the name'),
  'cli.render.part.type': def('the type line'),
  'cli.render.part.text': def('the rules text'),
  'cli.render.part.stat': def('the P/T, loyalty or defense'),
  'cli.render.no-rasterizer': def('cardscript: PNG output needs the @resvg/resvg-js package, which did not load here ({detail}); run `npm ci` in the CardScript folder, or render SVG without --png', { detail: 'text' }),
  'cli.render.done': def('rendered {cards, plural, one {# card} other {# cards}} to {files, plural, one {# file} other {# files}} in {folder}', { cards: 'number', files: 'number', folder: 'text' }),
  'cli.render.renamed-taken': def("{card}: written as {base}…, {wanted} is another card's", { card: 'text', base: 'text', wanted: 'text' }),
  'cli.render.renamed-nameless': def('{card}: written as {base}…, its name has no letter or digit for a file name', { card: 'text', base: 'text' }),
  'cli.search.bad-query': def('cardscript: cannot read the query: {why}', { why: 'text' }),
  'cli.search.matches': def('{count, plural, one {# card matches} other {# cards match}}', { count: 'number' }),
  'cli.stats.bad-booster': def('cardscript: --booster: {why}', { why: 'text' }),

  // what export, render and import --out write (cli/output-files.ts): a file-system failure in one line
  'cli.output.nothing-written': def('cardscript: {problem}; nothing was written', { problem: 'message' }),
  'cli.output.cannot-write': def('cannot write {path}: {why}', { path: 'text', why: 'message' }),
  'cli.output.cannot-make-folder': def('cannot make the folder {path}: {why}', { path: 'text', why: 'message' }),
  'cli.output.reason.coded': def('{reason} ({code})', { reason: 'message', code: 'text' }),
  'cli.output.reason.system': def('{text}', { text: 'text' }),
  'cli.output.reason.system-coded': def('{text} ({code})', { text: 'text', code: 'text' }),
  'cli.output.reason.no-folder': def('no such folder'),
  'cli.output.reason.file-in-way-of-folder': def('a file is in the way of a folder'),
  'cli.output.reason.file-in-way': def('a file is in the way'),
  'cli.output.reason.is-folder': def('it is a folder'),
  'cli.output.reason.permission': def('permission denied'),
  'cli.output.reason.read-only': def('read-only file system'),
  'cli.output.reason.no-space': def('no space left on the device'),
  'cli.output.reason.name-too-long': def('the name is too long'),
  'cli.output.reason.quota': def('disk quota exceeded'),

  // summary
  'cli.summary.head': def('CardScript checked {files, plural, one {# file} other {# files}} in {target}: {cards, plural, one {# card} other {# cards}}, {scenarios, plural, one {# scenario} other {# scenarios}}.', { files: 'number', target: 'text', cards: 'number', scenarios: 'number' }),
  'cli.summary.label.checks': def('Checks'),
  'cli.summary.label.scenarios': def('Scenarios'),
  'cli.summary.scenarios': def('{passed, number} passed, {failed, number} failed{inconclusive, plural, =0 {} other {, # inconclusive}}', { passed: 'number', failed: 'number', inconclusive: 'number' }),
  'cli.summary.where': def('Where the errors and warnings are (with what each file says it is):'),
  'cli.summary.folder': def('{folder} ({count, plural, one {# file} other {# files}})', { folder: 'text', count: 'number' }),
  'cli.summary.failed': def('Failed scenarios:'),
  'cli.summary.failed-or-inconclusive': def('Failed or inconclusive scenarios:'),
  'cli.summary.inconclusive-mark': def('(inconclusive)'),
  'cli.summary.try-next': def('Try next:'),
  'cli.summary.try.check': def('every finding, with its line, code and rule'),
  'cli.summary.try.fix-dry-run': def('what the quick fixes would change'),
  'cli.summary.try.why-failed': def('why it failed, step by step'),
  'cli.summary.try.why-inconclusive': def('which text it rests on, step by step'),
  'cli.summary.try.transcript': def("a scenario's transcript, step by step"),
  'cli.summary.try.verbose': def('this summary, then every finding and transcript'),
  'cli.summary.vscode': def('In VS Code, open a .cards file with the CardScript extension for squiggles, hovers and quick fixes.'),
  'cli.summary.docs': def('The language: docs/language.md · every diagnostic code: docs/diagnostics.md'),
  'cli.summary.every-finding': def('Every finding ({command}):', { command: 'text' }),
  'cli.summary.every-scenario': def('Every scenario ({command}):', { command: 'text' }),
} as const;
