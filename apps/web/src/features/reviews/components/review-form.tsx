import { useId, useMemo } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Star } from 'lucide-react';
import {
  createReviewSchema,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_RATING_MAX,
  type CreateReview,
  type PublicReview,
} from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { FormField, FormRootError } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { schemaResolver, useServerErrors } from '@/lib/forms.ts';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import { useSaid } from '@/lib/shared-sentences.ts';

interface ReviewValues {
  rating: number | undefined;
  body: string;
}

const resolver = schemaResolver<ReviewValues, CreateReview>(createReviewSchema, { raw: false });
const SERVER_FIELDS = ['rating', 'body'] as const;
const RATINGS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => REVIEW_RATING_MAX - i);
/** What each number of stars means ('Excelente' for 5). */
const RATING_WORDS: Record<number, MessageId> = {
  1: 'reviews.form.rating1',
  2: 'reviews.form.rating2',
  3: 'reviews.form.rating3',
  4: 'reviews.form.rating4',
  5: 'reviews.form.rating5',
};

/**
 * `Califica tu experiencia`: 1 to 5 stars as a radio group whose labels are visible, the text,
 * and `Publicar reseña`; the shared schema checks it here and on the server.
 */
export function ReviewForm({ onPublish }: { onPublish: (input: CreateReview) => Promise<PublicReview> }) {
  const { t } = useT();
  const words = useSaid();
  const localizedResolver = useMemo(() => words.resolver(resolver), [words]);
  const form = useForm<ReviewValues, unknown, CreateReview>({
    defaultValues: { rating: undefined, body: '' },
    resolver: localizedResolver,
  });
  const showServerErrors = useServerErrors(form, SERVER_FIELDS, t('reviews.form.failed'));
  const busy = form.formState.isSubmitting;
  const body = useWatch({ control: form.control, name: 'body' });

  const submit = async (input: CreateReview) => {
    try {
      await onPublish(input);
    } catch (error) {
      showServerErrors(words.error(error));
    }
  };

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <RatingField form={form} disabled={busy} />
      <FormField
        control={form.control}
        name="body"
        label={t('reviews.form.body')}
        hint={t('reviews.form.bodyHint', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX, length: body.length })}
      >
        {(field) => <Textarea {...field} rows={5} maxLength={REVIEW_BODY_MAX} disabled={busy} />}
      </FormField>
      <FormRootError message={form.formState.errors.root?.message} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('reviews.form.publishing') : t('reviews.form.publish')}
        </Button>
      </div>
    </form>
  );
}

function RatingField({
  form,
  disabled,
}: {
  form: ReturnType<typeof useForm<ReviewValues, unknown, CreateReview>>;
  disabled: boolean;
}) {
  const { t } = useT();
  const { say } = useSaid();
  const { field, fieldState } = useController({ control: form.control, name: 'rating' });
  const errorId = useId();
  const name = useId();
  const legendId = useId();
  return (
    // A radiogroup, which (unlike a plain group) may say it is required and invalid.
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      className="grid gap-2"
      aria-invalid={fieldState.error ? true : undefined}
      aria-describedby={fieldState.error ? errorId : undefined}
      aria-required
    >
      <legend id={legendId} className="mb-2 text-sm font-semibold">
        {t('reviews.form.rating')}{' '}
        <span aria-hidden="true" className="text-primary">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {RATINGS.map((n, index) => (
          <label
            key={n}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-border bg-card px-3 text-sm',
              'has-[:checked]:border-marigold-500 has-[:checked]:bg-marigold-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring/40',
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={field.value === n}
              onChange={() => field.onChange(n)}
              onBlur={field.onBlur}
              // react-hook-form focuses the first radio when the rating is missing.
              ref={index === 0 ? field.ref : undefined}
              disabled={disabled}
              className="size-4 accent-terracotta-700"
            />
            <span className="inline-flex items-center gap-1 font-semibold">
              {t('reviews.form.stars', { count: n })}
              <Star aria-hidden="true" className="size-4 fill-marigold-400 text-marigold-500" />
            </span>
            <span className="text-muted-foreground">{t(RATING_WORDS[n]!)}</span>
          </label>
        ))}
      </div>
      {fieldState.error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {fieldState.error.message ?? say({ key: 'review.ratingRequired' })}
        </p>
      ) : null}
    </fieldset>
  );
}
