// The command line's own words: the check report's summary and labels, errors about its arguments.

import { def } from '../define';

export const CLI_MESSAGES = {
  'cli.summary': def('{files, plural, one {# file} other {# files}} checked: {errors, plural, one {# error} other {# errors}}, {warnings, plural, one {# warning} other {# warnings}}, {information, number} information, {hints, plural, one {# hint} other {# hints}}.', { files: 'number', errors: 'number', warnings: 'number', information: 'number', hints: 'number' }),
  'cli.related': def('related: {message}', { message: 'text' }),
  'cli.no-match': def("cardscript: no card files match '{pattern}'", { pattern: 'text' }),
  'cli.no-workspace': def("cardscript: the workspace folder '{folder}' does not exist", { folder: 'text' }),
  'cli.cannot-read': def("cardscript: cannot read '{file}'", { file: 'text' }),
  'cli.lookup.unknown': def('no card named "{name}" in the card database', { name: 'text' }),
  'cli.lookup.unknown-near': def('no card named "{name}" in the card database (did you mean {names}?)', { name: 'text', names: 'text' }),
  'cli.cannot-open-db': def('cardscript: cannot open the card database: {detail}', { detail: 'text' }),

} as const;
