import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from './api.ts';

/*
 * The form pattern (issue 14, docs/decisions/0078-one-form-pattern.md): react-hook-form holds values, errors and
 * focus; a shared zod schema from @hv/shared (the server's own rules) checks them through
 * @hookform/resolvers; `FormField` (components/ui/field.tsx) shows each field's error; the
 * server stays the authority, and its per-field messages land on the same fields.
 */

type ZodSchema = z.ZodType<unknown, FieldValues>;

interface ResolverOptions {
  /** Hand the submit handler the values as typed (default) rather than the schema's output. */
  raw?: boolean;
  /** The message for rules the schema left without one. */
  fallbackMessage?: string;
}

/** The zod resolver with this project's defaults: raw values, one fallback message. */
export function schemaResolver<T extends FieldValues, TOut = T>(
  schema: ZodSchema,
  { raw = true, fallbackMessage }: ResolverOptions = {},
): Resolver<T, unknown, TOut> {
  const params: z.core.ParseContext<z.core.$ZodIssue> | undefined = fallbackMessage
    ? { error: () => fallbackMessage }
    : undefined;
  const resolver = raw ? zodResolver(schema, params, { raw: true }) : zodResolver(schema, params);
  return resolver as unknown as Resolver<T, unknown, TOut>;
}

export interface LazyResolver<T extends FieldValues, TOut = T> extends Resolver<T, unknown, TOut> {
  /** Starts the download; forms call it on their first focus, so it is there by the time they are sent. */
  preload: () => void;
}

/**
 * A schema resolver whose schema module (and zod with it, ~25 KB gzipped) is imported on first
 * use. Public pages (landing, detail pages, the sign-in dialog) keep zod out of their first
 * load; the submit waits for the module if it is still on its way. A failed download is not
 * kept: the next attempt tries again, and the submit handler's caller sees the error.
 */
export function lazySchemaResolver<T extends FieldValues, TOut = T>(
  load: () => Promise<ZodSchema>,
  options?: ResolverOptions,
): LazyResolver<T, TOut> {
  let pending: Promise<Resolver<T, unknown, TOut>> | undefined;
  const get = () =>
    (pending ??= load().then(
      (schema) => schemaResolver<T, TOut>(schema, options),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<T, unknown, TOut> = async (values, context, resolverOptions) =>
    (await get())(values, context, resolverOptions);
  return Object.assign(resolver, { preload: () => void get().catch(() => {}) });
}

/**
 * Shows a failed request's per-field messages (`ApiRequestError.fields`) on the form's own
 * fields, and focuses the first of them (in `names` order, the form's order) once `busy` is
 * false: pass what disables the fields during a save (default: the form is submitting), so the
 * control can take the focus. Returns `show(error)`, true when a message landed on a field.
 */
export function useServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus' | 'formState'>,
  names: readonly FieldPath<T>[],
  busy: boolean = form.formState.isSubmitting,
): (error: unknown) => boolean {
  const focusNext = useRef<FieldPath<T> | null>(null);
  const { setFocus } = form;
  useEffect(() => {
    if (busy || focusNext.current === null) return;
    setFocus(focusNext.current);
    focusNext.current = null;
  });
  return (error) => {
    const fields = error instanceof ApiRequestError ? error.fields : undefined;
    if (!fields) return false;
    const shown = names.filter((name) => fields[name]);
    for (const name of shown) form.setError(name, { type: 'server', message: fields[name] });
    focusNext.current = shown[0] ?? null;
    return shown.length > 0;
  };
}

/**
 * A server refusal on a form: under its fields when it names them (useServerFieldErrors), else as
 * the form's own message (`root`, shown by FormRootError) — the server's Spanish sentence, or
 * `fallback` when it sent none (the network failed).
 */
export function useServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus' | 'formState'>,
  names: readonly FieldPath<T>[],
  fallback: string,
): (error: unknown) => void {
  const showFields = useServerFieldErrors(form, names);
  return (error) => {
    if (showFields(error)) return;
    form.setError('root', { type: 'server', message: error instanceof ApiRequestError ? error.message : fallback });
  };
}
