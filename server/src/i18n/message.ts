// A message: an id of the catalog and its typed parameters — what checks, hovers and the engine's reasons carry
// instead of English sentences. Words are chosen at the edge (lsp/, cli/) in the reader's language (format.ts).

import type { MessageDef, ParamKind } from './define';
import type { EN } from './messages.en';

export type MessageId = keyof typeof EN;

/** A parameter's value, by kind (define.ts). */
export interface ParamValue {
  text: string;
  quoted: string;
  number: number;
  message: Message;
  list: readonly (string | Message)[];
  orList: readonly (string | Message)[];
  commas: readonly (string | Message)[];
  term: string;
  ability: string;
  types: readonly string[];
}

type KindsOf<K extends MessageId> = (typeof EN)[K] extends MessageDef<infer P> ? P : never;

/**
 * The parameters of message `K`, typed from its declaration. `noun` (the noun a phrase agrees with: format.ts) may be
 * left out: the message then takes the `noun` of the message it is a parameter of, else `none`.
 */
export type ParamsOf<K extends MessageId> = { readonly [P in Exclude<keyof KindsOf<K>, 'noun'>]: ParamValue[KindsOf<K>[P] & ParamKind] }
  & { readonly [P in Extract<keyof KindsOf<K>, 'noun'>]?: string };

/** The arguments after the id: none for a message without parameters, else its parameters. */
export type MessageArgs<K extends MessageId> = keyof KindsOf<K> extends never ? [] : Exclude<keyof KindsOf<K>, 'noun'> extends never ? [params?: ParamsOf<K>] : [params: ParamsOf<K>];

export interface Message<K extends MessageId = MessageId> {
  readonly id: K;
  readonly params?: ParamsOf<K>;
}

/** A message of the catalog with its parameters: `msg('names.unresolved', { name })`. */
export function msg<K extends MessageId>(id: K, ...args: MessageArgs<K>): Message<K> {
  return args.length ? { id, params: args[0] } : { id };
}

export function isMessage(v: unknown): v is Message {
  return typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string';
}
