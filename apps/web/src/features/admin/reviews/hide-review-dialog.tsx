import { useForm } from 'react-hook-form';
import { hideReviewSchema, REVIEW_HIDE_REASON_MAX, REVIEW_MESSAGES, type AdminReviewRow, type HideReview } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { schemaResolver, useServerFieldErrors } from '@/lib/forms.ts';
import { toast } from '@/lib/use-toast.ts';
import { useSetReviewHidden } from './reviews-api.ts';

const resolver = schemaResolver<HideReview, HideReview>(hideReviewSchema, { raw: false });
const SERVER_FIELDS = ['reason'] as const;

/** `Ocultar` asks why (required): the reason stays with the review for staff; the public stops seeing it. */
export function HideReviewDialog({ review, onClose }: { review: AdminReviewRow | null; onClose: () => void }) {
  return (
    <TitledDialog
      open={review !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<>Ocultar la reseña de {review?.authorName}</>}
      description={
        <>
          Deja de verse en la página de {review?.itemName}, en la portada y en el promedio. Puedes mostrarla de nuevo cuando
          quieras.
        </>
      }
    >
      {review ? <HideForm review={review} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

function HideForm({ review, onDone }: { review: AdminReviewRow; onDone: () => void }) {
  const form = useForm<HideReview, unknown, HideReview>({ defaultValues: { reason: '' }, resolver });
  const setHidden = useSetReviewHidden();
  const showServerErrors = useServerFieldErrors(form, SERVER_FIELDS);
  const busy = form.formState.isSubmitting;

  const submit = async (hide: HideReview) => {
    try {
      await setHidden.mutateAsync({ id: review.id, hide });
      toast({ title: REVIEW_MESSAGES.hidden });
      onDone();
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          variant: 'destructive',
          title: 'No se pudo ocultar la reseña.',
          description: error instanceof ApiRequestError ? error.message : undefined,
        });
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <FormField control={form.control} name="reason" label="Motivo" hint="Solo lo ve el personal.">
        {(field) => <Textarea {...field} maxLength={REVIEW_HIDE_REASON_MAX} disabled={busy} />}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" className="bg-destructive hover:bg-red-800" disabled={busy}>
          {busy ? 'Ocultando...' : 'Ocultar reseña'}
        </Button>
      </div>
    </form>
  );
}
