// The server's settings, read from the client's `cardscript` configuration section under the keys the
// extension contributes (package.json `contributes.configuration`); test/lsp/settings.test.ts proves each one.

import { DEFAULT_ANALYSIS_SETTINGS } from '../analysis/analysis-host';
import type { ServerSettings } from './server-context';

/** The configuration section of the server's settings. */
export const SETTINGS_SECTION = 'cardscript';

/** The keys of the `cardscript` section the server reads (`trace.server` is read by the client itself). */
export const SERVER_SETTING_KEYS = ['templatingEra', 'showUnmodeledText', 'cardDatabase', 'cardRulings', 'localizedRulings'] as const;

export const DEFAULT_SETTINGS: ServerSettings = { ...DEFAULT_ANALYSIS_SETTINGS };

/** Settings from the configuration section (anything malformed falls back to the default). */
export function readSettings(section: unknown): ServerSettings {
  const s = (section && typeof section === 'object' ? section : {}) as Record<string, unknown>;
  return {
    templatingEra: s['templatingEra'] === 'legacy' ? 'legacy' : 'modern',
    showUnmodeled: typeof s['showUnmodeledText'] === 'boolean' ? s['showUnmodeledText'] : DEFAULT_SETTINGS.showUnmodeled,
    ...(typeof s['cardDatabase'] === 'string' && s['cardDatabase'] ? { cardDatabase: s['cardDatabase'] } : {}),
    ...(typeof s['cardRulings'] === 'string' && s['cardRulings'] ? { cardRulings: s['cardRulings'] } : {}),
    ...localizedRulings(s['localizedRulings']),
  };
}

/** `cardscript.localizedRulings`: a rulings file per language code ({ "it": "rulings-it.json" }); other values dropped. */
function localizedRulings(v: unknown): { localizedRulings?: Record<string, string> } {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const files = Object.fromEntries(Object.entries(v as Record<string, unknown>).filter((e): e is [string, string] => /^[a-z]{2}$/.test(e[0]) && typeof e[1] === 'string' && e[1] !== ''));
  return Object.keys(files).length ? { localizedRulings: files } : {};
}
