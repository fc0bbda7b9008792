// The templating check family: costs, type lines, reminder text, wording eras and style. The lead registers
// these in checks/index.ts (TEMPLATING_CHECKS, or each by name).

import type { Check } from '../check';
import { costsCheck } from './costs';
import { reminderTextCheck } from './reminder-text';
import { styleCheck } from './style';
import { typeLinesCheck } from './type-lines';
import { wordingEraCheck } from './wording-era';

export { costsCheck, reminderTextCheck, styleCheck, typeLinesCheck, wordingEraCheck };

export const TEMPLATING_CHECKS: readonly Check[] = [costsCheck, typeLinesCheck, reminderTextCheck, wordingEraCheck, styleCheck];
