// A reason of the engine in English, as the edge words it (the catalog's English): what tests read.

import { render } from '../../server/src/i18n';
import { reasonMessage } from '../../server/src/rules';
import type { Reason } from '../../server/src/rules/state/game-state';

export const reasonText = (r: Reason): string => render(reasonMessage(r), 'en');
