// Regression cases found by the fuzz suites (regressions.json): every property of support/properties.ts on each.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Workspace } from '../../server/src/model/workspace';
import { checksProperty, fixesProperty, formatProperty, modelProperty, parseProperty } from './support/properties';

const { cases } = JSON.parse(readFileSync(path.join(__dirname, 'regressions.json'), 'utf8')) as { cases: { name: string; text: string }[] };

describe('fuzz regressions', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThan(0));
  it.each(cases)('$name', ({ text }) => {
    parseProperty(text);
    modelProperty(text);
    formatProperty(text);
    const ws = new Workspace();
    ws.update('file:///regression.cards', text);
    fixesProperty(text, checksProperty(ws, 'file:///regression.cards'));
  });
});
