import { useCallback, useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { Locale } from '@hv/shared';
import { ApiRequestError } from './api.ts';
import { useT, type MessageId, type MessageValues } from './i18n.tsx';

/*
 * The rules shared with the server live in @hv/shared, and their messages are fixed Spanish
 * sentences (a field's error, a refused coupon): the browser shows them when it checks a form, the
 * server sends them back when it refuses one. On an English page each known sentence is said from
 * the catalogues instead (docs/decisions/0159-english-pages.md); one not listed is shown as it came.
 * On a Spanish page nothing changes. Each feature lists the sentences it shows.
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
function localizeApiError(error: unknown, localize: (text: string) => string): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [name, localize(message)]))
    : undefined;
  return new ApiRequestError(error.status, error.code, localize(error.message), fields);
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
 * The page's way with a table of shared sentences: `text(s)` for one sentence, `error(e)` for a
 * request error before its messages are shown, `resolver(r)` for a form whose rules are the shared
 * zod schemas.
 */
export function useSharedSentences(table: SentenceTable) {
  const { locale, t } = useT();
  const text = useCallback((value: string) => localizeSentence(value, locale, t, table), [locale, t, table]);
  return useMemo(
    () => ({
      text,
      error: (error: unknown) => (locale === 'es' ? error : localizeApiError(error, text)),
      resolver: <T extends FieldValues, TContext, TOut>(resolver: Resolver<T, TContext, TOut>): Resolver<T, TContext, TOut> =>
        locale === 'es'
          ? resolver
          : async (values, context, options) => {
              const result = await resolver(values, context, options);
              return { ...result, errors: localizeErrors(result.errors, text) } as typeof result;
            },
    }),
    [locale, text],
  );
}
