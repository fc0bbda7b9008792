// The templating check family: costs, type lines, reminder text, wording eras, style and the grammar's Oracle wording, registered in
// checks/index.ts as TEMPLATING_CHECKS.

import type { Check } from '../check';
import { costsCheck } from './costs';
import { oracleWordingCheck } from './oracle-wording';
import { reminderTextCheck } from './reminder-text';
import { styleCheck } from './style';
import { typeLinesCheck } from './type-lines';
import { wordingEraCheck } from './wording-era';

export { costsCheck, oracleWordingCheck, reminderTextCheck, styleCheck, typeLinesCheck, wordingEraCheck };

export const TEMPLATING_CHECKS: readonly Check[] = [costsCheck, typeLinesCheck, reminderTextCheck, wordingEraCheck, styleCheck, oracleWordingCheck];
