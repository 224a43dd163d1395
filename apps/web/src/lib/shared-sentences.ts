import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { sayParam, type Locale, type Said, type SaidKey } from '@hv/shared';
import { ApiRequestError } from './api.ts';
import { useT, type MessageId, type MessageValues } from './i18n.tsx';

/*
 * How the page says what the server and the shared rules say (docs/decisions/0197-messages-travel-as-keys.md).
 * The API sends a refusal as a key of the shared catalogue with its values beside its Spanish
 * `message`; the shared zod schemas give keys as their messages. Both are said here from the
 * catalogues in the page's language; a key the page does not know (an older page, a newer server)
 * is shown as the server's Spanish message. The profile's rules, whose messages are still fixed
 * Spanish sentences, are the one table of those sentences left (profile-messages.ts) until they move
 * to keys; shared-sentences.test.ts fails if another table appears.
 */

export type Translate = (id: MessageId, values?: MessageValues) => string;

export interface SentenceTable {
  /** Each shared sentence and the catalogue message that says it (the same Spanish words). */
  sentences: ReadonlyArray<readonly [string, MessageId]>;
  /** Sentences with a number or a word inside: how to read it back, and the message that says it. */
  patterns?: ReadonlyArray<{ match: RegExp; id: MessageId; values: (found: RegExpExecArray) => MessageValues }>;
  /** Values every message of the table may use ({min}, {max}…). */
  values?: MessageValues;
}

const NO_SENTENCES: SentenceTable = { sentences: [] };

/** A shared Spanish sentence in the page's language (as it came when it is not known, or on a Spanish page). */
export function localizeSentence(text: string, locale: Locale, t: Translate, table: SentenceTable): string {
  if (locale === 'es') return text;
  const id = table.sentences.find(([sentence]) => sentence === text)?.[1];
  if (id) return t(id, table.values);
  for (const pattern of table.patterns ?? []) {
    const found = pattern.match.exec(text);
    if (found) return t(pattern.id, { ...table.values, ...pattern.values(found) });
  }
  return text;
}

/** The same request error with its message and its fields' messages in the page's language. */
function localizeApiError(error: unknown, sayMessage: (said: Said | undefined, text: string) => string): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([name, message]) => [name, sayMessage(error.fieldKeys?.[name], message)]),
      )
    : undefined;
  return new ApiRequestError(
    error.status,
    error.code,
    sayMessage(error.said, error.message),
    fields,
    error.said,
    error.fieldKeys,
  );
}

/** A form's errors (nested for arrays such as the passengers' names) with each message localized. */
function localizeErrors(errors: unknown, localize: (text: string) => string): unknown {
  if (Array.isArray(errors)) return errors.map((entry: unknown) => localizeErrors(entry, localize));
  if (!errors || typeof errors !== 'object') return errors;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element: left alone.
    out[key] =
      key === 'message' && typeof value === 'string' ? localize(value) : key === 'ref' ? value : localizeErrors(value, localize);
  }
  return out;
}

/**
 * The page's way with what the server and the shared rules say: `say(said)` for a key and its
 * values, `text(s)` for a shared schema's message (a key) or a sentence of `table`, `error(e)` for
 * a request error before its messages are shown, `resolver(r)` for a form whose rules are the
 * shared zod schemas.
 */
export function useSharedSentences(table: SentenceTable = NO_SENTENCES) {
  const { locale, t } = useT();
  const { i18n } = useLingui();
  const knows = useCallback((key: string): key is SaidKey => i18n.messages[key] !== undefined, [i18n]);
  const say = useCallback(
    ({ key, params }: Said) =>
      t(key, params && Object.fromEntries(Object.entries(params).map(([name, value]) => [name, sayParam(name, value, locale)]))),
    [t, locale],
  );
  const sayMessage = useCallback(
    (said: Said | undefined, message: string) =>
      said && knows(said.key) ? say(said) : localizeSentence(message, locale, t, table),
    [knows, say, locale, t, table],
  );
  const text = useCallback(
    (value: string) => (knows(value) ? say({ key: value }) : localizeSentence(value, locale, t, table)),
    [knows, say, locale, t, table],
  );
  return useMemo(
    () => ({
      say,
      text,
      /** A message said by key when it came with one, else as its sentence. */
      message: sayMessage,
      error: (error: unknown) => localizeApiError(error, sayMessage),
      /** A request error's own message in the page's language. */
      refusal: (error: ApiRequestError) => sayMessage(error.said, error.message),
      resolver:
        <T extends FieldValues, TContext, TOut>(resolver: Resolver<T, TContext, TOut>): Resolver<T, TContext, TOut> =>
        async (values, context, options) => {
          const result = await resolver(values, context, options);
          return { ...result, errors: localizeErrors(result.errors, text) } as typeof result;
        },
    }),
    [say, text, sayMessage],
  );
}

/** The page's way with what the server and the shared rules say by key (no sentence table). */
export const useSaid = () => useSharedSentences();
