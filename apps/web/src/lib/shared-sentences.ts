import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { sayParam, type Said, type SaidKey } from '@hv/shared';
import { ApiRequestError } from './api.ts';
import { useT, type MessageId, type MessageValues } from './i18n.tsx';

/*
 * How the page says what the server and the shared rules say (docs/decisions/0197-messages-travel-as-keys.md).
 * The API sends a refusal as a key of the shared catalogue with its values beside its Spanish
 * `message`; the shared zod schemas give keys as their messages. Both are said here from the
 * catalogues in the page's language; a message without a key the page knows (an older page, a newer
 * server, a sentence a module still says in Spanish) is shown as it came. No Spanish sentence is
 * read back into a translation: shared-sentences.test.ts fails if a table of sentences comes back.
 */

export type Translate = (id: MessageId, values?: MessageValues) => string;

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
 * values, `text(s)` for a shared schema's message (a key), `error(e)` for
 * a request error before its messages are shown, `resolver(r)` for a form whose rules are the
 * shared zod schemas.
 */
export function useSaid() {
  const { locale, t } = useT();
  const { i18n } = useLingui();
  const knows = useCallback((key: string): key is SaidKey => i18n.messages[key] !== undefined, [i18n]);
  const say = useCallback(
    ({ key, params }: Said) =>
      t(key, params && Object.fromEntries(Object.entries(params).map(([name, value]) => [name, sayParam(name, value, locale)]))),
    [t, locale],
  );
  const sayMessage = useCallback(
    (said: Said | undefined, message: string) => (said && knows(said.key) ? say(said) : message),
    [knows, say],
  );
  const text = useCallback((value: string) => (knows(value) ? say({ key: value }) : value), [knows, say]);
  return useMemo(
    () => ({
      say,
      text,
      /** A message said by key when it came with one, else as it came. */
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
