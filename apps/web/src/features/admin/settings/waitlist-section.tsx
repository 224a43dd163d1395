import { useEffect, useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import type { WaitlistSettings } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField, FormRootError } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useServerErrors } from '@/lib/forms.ts';
import { useT } from '@/lib/i18n.tsx';
import { useSaveWaitlistSettings, useWaitlistSettings } from './settings-api.ts';
import { SettingsSection } from './settings-section.tsx';

/** What the input holds: the hours as typed. */
interface WaitlistValues {
  holdHours: string;
}

const MIN_HOURS = 1;
const MAX_HOURS = 72;

/** The shared schema's bounds (waitlistSettingsSchema: a whole number, 1 to 72), said in the page's words. */
const checkHours =
  (message: string): Resolver<WaitlistValues> =>
  (values): ResolverResult<WaitlistValues> => {
    const text = values.holdHours.trim();
    const n = Number(text);
    if (text !== '' && Number.isInteger(n) && n >= MIN_HOURS && n <= MAX_HOURS) return { values, errors: {} };
    return { values: {}, errors: { holdHours: { type: 'validate', message } } };
  };

/**
 * `Lista de espera` (docs/decisions/0235-waitlist.md, 0239-waitlist-screens.md): how many hours an
 * invitation holds its places. Every staff role reads it; the Administrador changes it with
 * `PUT /api/admin/settings/waitlist` (audited server side, as `pay-later`).
 */
export function WaitlistSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useT('desk');
  const query = useWaitlistSettings();
  return (
    <SettingsSection
      id="lista-de-espera"
      title={t('desk.waitlistSettings.title')}
      description={<p>{t('desk.waitlistSettings.intro')}</p>}
    >
      {query.isPending ? <LoadingState message={t('desk.waitlistSettings.loading')} /> : null}
      {query.error ? (
        <p role="alert" className="font-medium text-destructive">
          {t('desk.waitlistSettings.error')} {query.error.message}
        </p>
      ) : null}
      {query.data && canEdit ? <WaitlistForm settings={query.data} /> : null}
      {query.data && !canEdit ? (
        <div className="grid gap-1">
          <p className="font-semibold">{t('desk.waitlistSettings.current', { count: query.data.holdHours })}</p>
          <p className="text-sm text-muted-foreground">{t('desk.waitlistSettings.readOnly')}</p>
        </div>
      ) : null}
    </SettingsSection>
  );
}

function WaitlistForm({ settings }: { settings: WaitlistSettings }) {
  const { t } = useT('desk');
  const form = useForm<WaitlistValues>({
    defaultValues: { holdHours: String(settings.holdHours) },
    resolver: checkHours(t('desk.waitlistSettings.invalid')),
  });
  const save = useSaveWaitlistSettings();
  const showServerErrors = useServerErrors(form, ['holdHours'], t('desk.waitlistSettings.failed'));
  const [saved, setSaved] = useState(false);
  const { subscribe } = form;
  useEffect(() => subscribe({ formState: { values: true }, callback: () => setSaved(false) }), [subscribe]);

  const submit = async (values: WaitlistValues) => {
    try {
      const stored = await save.mutateAsync({ holdHours: Number(values.holdHours.trim()) });
      form.reset({ holdHours: String(stored.holdHours) });
      setSaved(true);
    } catch (error) {
      showServerErrors(error);
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <FormField
        control={form.control}
        name="holdHours"
        label={t('desk.waitlistSettings.holdHours')}
        hint={t('desk.waitlistSettings.hint')}
        className="max-w-xs"
      >
        {(field) => <Input {...field} inputMode="numeric" autoComplete="off" disabled={save.isPending} />}
      </FormField>
      <FormRootError message={form.formState.errors.root?.message} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('desk.waitlistSettings.saving') : t('desk.waitlistSettings.save')}
        </Button>
        <p role="status" className="text-sm font-medium text-jade-800">
          {saved ? t('desk.waitlistSettings.saved') : ''}
        </p>
      </div>
    </form>
  );
}
