// Quick-fix titles, code lenses, the scenario summary and the editor's errors (rename, running a scenario).

import { def } from '../define';

export const IDE_MESSAGES = {
  'ide.workspace-cut-off': def('The workspace has more than {max, number} card files: only {max, number} are read, so a card defined only in the others is reported as unknown.', { max: 'number' }),
  'fix.all': def('Fix all CardScript problems that have a safe fix'),
  'fix.open-as-scenario': def('{count, plural, one {Open as scenario} other {Open as scenarios}}: the run behind this note', { count: 'number' }),
  'fix.change-to': def('Change to {text}', { text: 'text' }),
  'fix.change-to-quoted': def('Change to "{text}"', { text: 'text' }),
  'fix.add-space-before-cost': def('Add a space before the cost'),
  'fix.acknowledge-card': def('Acknowledge {code} in this card (# cardscript-ignore)', { code: 'text' }),
  'fix.acknowledge-line': def('Acknowledge {code} on this line (# cardscript-ignore)', { code: 'text' }),
  'fix.reorder-to': def('Reorder to {text}', { text: 'text' }),
  'fix.write': def('Write {text}', { text: 'quoted' }),
  'fix.current-reminder': def('Use the current {keyword} reminder text', { keyword: 'message' }),
  'fix.replace-with': def('Replace with {text}', { text: 'text' }),
  'fix.capitalize': def('Capitalize'),
  'fix.lowercase': def('Lowercase'),
  'fix.remove-period': def('Remove the period'),
  'fix.add-period': def('Add a period'),
  'fix.separate-with-commas': def('Separate with commas'),
  'fix.use': def('Use "{text}"', { text: 'text' }),
  'fix.use-em-dash': def('Use an em dash'),

  'lens.run-scenario': def('Run scenario'),
  'scenario.summary': def('{verdict, select, passed {passed} inconclusive {inconclusive} other {failed}}: {held}/{total} expectations hold{inconclusive, plural, =0 {} other {, # inconclusive}}{illegal, plural, =0 {} one {, # illegal step} other {, # illegal steps}}', { verdict: 'text', held: 'number', total: 'number', inconclusive: 'number', illegal: 'number' }),
  'scenario.step-hover.heading': def('Step {step, number} of {name}', { step: 'number', name: 'quoted' }),
  'scenario.step-hover.state': def('State after this step'),
  'scenario.step-hover.state-legend': def('(face-down objects show their origin and entry order; `may-look` is who may see the card, CR 708.5):'),
  'scenario.run-summary': def('Scenario "{name}" {summary}', { name: 'text', summary: 'text' }),
  'scenario.not-found': def('No scenario named "{name}" in {uri}.', { name: 'text', uri: 'text' }),
  'scenario.no-runner': def('This build of the CardScript server has no scenario runner.'),
  'scenario.runner-failed': def('The scenario runner failed: {detail}', { detail: 'text' }),

  'rename.not-on-card': def('Put the cursor on a card name to rename it.'),
  'rename.one-line': def('A card name is one non-empty line.'),
  'rename.exists': def('A card named "{name}" already exists.', { name: 'text' }),
  'document.unknown': def('Unknown document.'),
} as const;
