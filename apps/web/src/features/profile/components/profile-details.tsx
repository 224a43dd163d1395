import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Pencil } from 'lucide-react';
import { profileUpdateSchema, type Profile, type Role } from '@hv/shared';
import { CountrySelect } from '@/components/country-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Field, FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { schemaResolver, useServerFieldErrors } from '@/lib/forms.ts';
import { useT, type MessageId, type MessageValues } from '@/lib/i18n.tsx';
import { useSaid } from '@/lib/shared-sentences.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { toast } from '@/lib/use-toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { generatedAvatar } from '../lib/generated-avatar.ts';
import { AVATAR_UPLOAD_ERROR_TITLE, AvatarPicker } from './avatar-picker.tsx';

export interface ProfileValues {
  full_name: string;
  phone: string;
  country: string;
  city: string;
}

const PROFILE_FIELDS = ['full_name', 'phone', 'country', 'city'] as const;

// Locked fields show the stored values: normal text on a muted ground, not faded like a placeholder
// (the controls' default disabled look), so saved data stays readable (docs/product.md §3.5). The text
// fill colour is for Safari, which greys disabled text with it.
const STORED_VALUE_CLASS =
  'disabled:bg-muted/60 disabled:text-foreground disabled:opacity-100 disabled:[-webkit-text-fill-color:currentColor]';

// The server's own rules for these fields (@hv/shared): lengths, a country from the list. Their
// messages are keys of the shared catalogue, said in the page's language (docs/decisions/0197-messages-travel-as-keys.md).
const profileResolver = schemaResolver<ProfileValues>(profileUpdateSchema);

export const valuesOf = (profile: Profile): ProfileValues => ({
  full_name: profile.full_name ?? '',
  phone: profile.phone ?? '',
  country: profile.country ?? '',
  city: profile.city ?? '',
});

const profileToasts = (t: (id: MessageId, values?: MessageValues) => string) => ({
  saved: { title: t('profile.details.saved.title'), description: t('profile.details.saved.description') },
  saveFailed: (message: string) => ({
    title: t('profile.details.saveFailed.title'),
    description: message,
    variant: 'destructive' as const,
  }),
  uploadFailed: (message: string) => ({
    title: t(AVATAR_UPLOAD_ERROR_TITLE),
    description: message,
    variant: 'destructive' as const,
  }),
});

/** The roles' names on the profile (docs/product.md §4: the values are Spanish words). */
const ROLE_NAMES: Record<Role, MessageId> = {
  Viajero: 'profile.role.viajero',
  Coordinador: 'profile.role.coordinador',
  Organizador: 'profile.role.organizador',
  Administrador: 'profile.role.administrador',
  Proveedor: 'profile.role.proveedor',
};

interface PickedAvatar {
  file: File;
  previewUrl: string;
}

/**
 * docs/product.md §3.5: avatar, name, role, read-only e-mail, phone, country and city. 'Editar Perfil'
 * unlocks the fields; 'Cancelar' puts the stored values back and drops a picked photo;
 * 'Guardar' uploads the photo first (a failure stops there), then saves the fields.
 */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { refresh } = useAuth();
  const { t } = useT('account');
  const toasts = profileToasts(t);
  const [editing, setEditing] = useState(false);
  const words = useSaid();
  const resolver = useMemo(() => words.resolver(profileResolver), [words]);
  const form = useForm<ProfileValues>({ defaultValues: valuesOf(profile), resolver });
  const { control } = form;
  const [avatar, setAvatar] = useState<PickedAvatar | null>(null);
  const updateProfile = useUpdateProfile();
  const uploadAvatar = useUploadAvatar();
  // Only while the requests run: an invalid field must stay focusable after the checks.
  const saving = updateProfile.isPending || uploadAvatar.isPending;
  const showServerErrors = useServerFieldErrors(form, PROFILE_FIELDS, saving);

  // While not editing, the fields always show what is stored.
  const stored = valuesOf(profile);
  const displayName = profile.full_name || profile.email;
  // A role this page does not know (newer than its code) shows as stored.
  const roleName = profile.role
    ? ROLE_NAMES[profile.role]
      ? t(ROLE_NAMES[profile.role])
      : profile.role
    : t('profile.details.noRole');
  const avatarSrc = avatar?.previewUrl ?? profile.avatar_url ?? generatedAvatar(profile.full_name || profile.email);

  // An object URL holds the picked file in memory: freed when the pick is replaced, dropped or the page left.
  useEffect(() => () => dropPreview(avatar), [avatar]);

  function pickAvatar(file: File) {
    setAvatar({ file, previewUrl: URL.createObjectURL(file) });
  }

  function startEditing() {
    form.reset(valuesOf(profile));
    setEditing(true);
  }

  function cancel() {
    setAvatar(null);
    form.clearErrors();
    setEditing(false);
  }

  async function save(draft: ProfileValues) {
    if (avatar) {
      try {
        await uploadAvatar.mutateAsync(avatar.file);
      } catch (error) {
        toast(
          toasts.uploadFailed(error instanceof Error ? words.text(error.message) : t('profile.details.uploadFailed.fallback')),
        );
        return;
      }
      // Stored now: a failed field save below must not upload it a second time.
      setAvatar(null);
    }
    try {
      await updateProfile.mutateAsync({
        full_name: draft.full_name.trim() || null,
        phone: draft.phone.trim() || null,
        country: draft.country || null,
        city: draft.city.trim() || null,
      });
    } catch (error) {
      const said = words.error(error);
      showServerErrors(said);
      toast(toasts.saveFailed(said instanceof Error ? said.message : t('profile.details.saveFailed.fallback')));
      return;
    }
    setEditing(false);
    toast(toasts.saved);
    // The header greets by the (maybe new) name; docs/product.md §3.2: an update reloads the session.
    void refresh();
  }

  return (
    <Card>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(save)(event)}
          className="grid gap-6"
          aria-label={t('profile.details.formLabel')}
        >
          <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
            <img
              src={avatarSrc}
              alt={t('profile.details.photoAlt', { name: displayName })}
              width={112}
              height={112}
              className="size-28 shrink-0 rounded-full border-4 border-card bg-muted object-cover shadow-card"
            />
            <div className="grid min-w-0 gap-1">
              <h2 className="font-display text-2xl font-bold break-words">{displayName}</h2>
              <p className="text-muted-foreground">{roleName}</p>
              {editing ? (
                <div className="mt-2 justify-self-center sm:justify-self-start">
                  <AvatarPicker onPick={pickAvatar} onReject={() => setAvatar(null)} />
                </div>
              ) : null}
            </div>
          </div>

          <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">{t('profile.details.yourDetails')}</legend>
            <FormField control={control} name="full_name" label={t('profile.details.fullName')} optional markOptional={false}>
              {(field) => (
                <Input
                  {...field}
                  autoComplete="name"
                  disabled={!editing}
                  value={editing ? field.value : stored.full_name}
                  className={STORED_VALUE_CLASS}
                />
              )}
            </FormField>
            {/* Shown, never sent: the e-mail is not a form field. */}
            <Field label={t('profile.details.email')} optional markOptional={false} hint={t('profile.details.emailHint')}>
              {(control) => <Input {...control} type="email" readOnly aria-readonly="true" value={profile.email} />}
            </Field>
            <FormField control={control} name="phone" label={t('profile.details.phone')} optional markOptional={false}>
              {(field) => (
                <Input
                  {...field}
                  type="tel"
                  autoComplete="tel"
                  disabled={!editing}
                  value={editing ? field.value : stored.phone}
                  className={STORED_VALUE_CLASS}
                />
              )}
            </FormField>
            <FormField control={control} name="country" label={t('profile.details.country')} optional markOptional={false}>
              {({ onChange, ...field }) => (
                <CountrySelect
                  {...field}
                  autoComplete="country-name"
                  disabled={!editing}
                  value={editing ? field.value : stored.country}
                  onValueChange={onChange}
                  className={STORED_VALUE_CLASS}
                />
              )}
            </FormField>
            <FormField control={control} name="city" label={t('profile.details.city')} optional markOptional={false}>
              {(field) => (
                <Input
                  {...field}
                  autoComplete="address-level2"
                  disabled={!editing}
                  value={editing ? field.value : stored.city}
                  className={STORED_VALUE_CLASS}
                />
              )}
            </FormField>
          </fieldset>

          <div className="flex flex-wrap justify-end gap-3">
            {editing ? (
              <>
                <Button variant="outline" onClick={cancel} disabled={saving}>
                  {t('profile.details.cancel')}
                </Button>
                <Button type="submit" disabled={saving}>
                  {saving ? t('profile.details.saving') : t('profile.details.save')}
                </Button>
              </>
            ) : (
              <Button onClick={startEditing}>
                <Pencil aria-hidden="true" />
                {t('profile.details.edit')}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function dropPreview(avatar: PickedAvatar | null): void {
  if (avatar) URL.revokeObjectURL(avatar.previewUrl);
}
