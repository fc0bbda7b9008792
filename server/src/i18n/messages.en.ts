// The English catalog: every message id CardScript shows, its English text and typed parameters. The source of
// truth: the other languages (catalogs/*.json) are data keyed by these ids. One family per file under en/.
// A new message: a `def(text, params)` row in its family's file, then the same id in catalogs/{it,es,de}.json
// (test/i18n lists what a catalog lacks).

import { CHECK_MESSAGES } from './en/checks';
import { CLI_MESSAGES } from './en/cli';
import { CLI_HELP_MESSAGES } from './en/cli-help';
import { CODE_MESSAGES } from './en/codes';
import { EXPECT_MESSAGES } from './en/expect';
import { GLOSSARY_MESSAGES } from './en/glossary';
import { RULES_TRIGGER_MESSAGES } from './en/rules-triggers';
import { RULES_COST_MESSAGES } from './en/rules-costs';
import { RULES_EFFECT_MESSAGES } from './en/rules-effects';
import { RULES_ZONE_MESSAGES } from './en/rules-zones';
import { RULES_ACTION_MESSAGES } from './en/rules-actions';
import { RULES_GAME_MESSAGES } from './en/rules-game';
import { RULES_QUERY_MESSAGES } from './en/rules-queries';
import { EVENT_MESSAGES } from './en/events';
import { TRANSCRIPT_MESSAGES } from './en/transcript';
import { COMPLETION_MESSAGES } from './en/completion';
import { HOVER_MESSAGES } from './en/hover';
import { IDE_MESSAGES } from './en/ide';
import { IMPORT_MESSAGES } from './en/import';
import { KEYWORD_DOC_MESSAGES } from './en/keyword-docs';
import { NOTE_MESSAGES } from './en/notes';
import { REAL_CARD_MESSAGES } from './en/real-cards';
import { SET_VIEW_MESSAGES } from './en/set-views';
import { RULES_MESSAGES } from './en/rules';
import { TOPIC_MESSAGES } from './en/topics';

export const EN = {
  ...CODE_MESSAGES,
  ...TOPIC_MESSAGES,
  ...KEYWORD_DOC_MESSAGES,
  ...HOVER_MESSAGES,
  ...CHECK_MESSAGES,
  ...IDE_MESSAGES,
  ...CLI_MESSAGES,
  ...CLI_HELP_MESSAGES,
  ...IMPORT_MESSAGES,
  ...SET_VIEW_MESSAGES,
  ...REAL_CARD_MESSAGES,
  ...COMPLETION_MESSAGES,
  ...NOTE_MESSAGES,
  ...RULES_MESSAGES,
  ...EVENT_MESSAGES,
  ...EXPECT_MESSAGES,
  ...RULES_ZONE_MESSAGES,
  ...RULES_TRIGGER_MESSAGES,
  ...RULES_COST_MESSAGES,
  ...RULES_EFFECT_MESSAGES,
  ...RULES_ACTION_MESSAGES,
  ...RULES_GAME_MESSAGES,
  ...RULES_QUERY_MESSAGES,
  ...TRANSCRIPT_MESSAGES,
  ...GLOSSARY_MESSAGES,
} as const;
