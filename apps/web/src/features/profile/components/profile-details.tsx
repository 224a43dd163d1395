import { useEffect, useState, type FormEvent } from 'react';
import { Pencil } from 'lucide-react';
import type { Profile } from '@hv/shared';
import { CountrySelect } from '@/components/country-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiRequestError } from '@/lib/api.ts';
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

type FieldErrors = Partial<Record<keyof ProfileValues, string>>;

export const valuesOf = (profile: Profile): ProfileValues => ({
  full_name: profile.full_name ?? '',
  phone: profile.phone ?? '',
  country: profile.country ?? '',
  city: profile.city ?? '',
});

const PROFILE_TOASTS = {
  saved: { title: '¡Perfil actualizado!', description: 'Tus datos se guardaron correctamente.' },
  saveFailed: (message: string) => ({
    title: 'Error al actualizar perfil',
    description: message,
    variant: 'destructive' as const,
  }),
  uploadFailed: (message: string) => ({
    title: AVATAR_UPLOAD_ERROR_TITLE,
    description: message,
    variant: 'destructive' as const,
  }),
};

interface PickedAvatar {
  file: File;
  previewUrl: string;
}

/**
 * SPEC §2: avatar, name, role, read-only e-mail, phone, country and city. 'Editar Perfil'
 * unlocks the fields; 'Cancelar' puts the stored values back and drops a picked photo;
 * 'Guardar' uploads the photo first (a failure stops there), then saves the fields.
 */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { refresh } = useAuth();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [avatar, setAvatar] = useState<PickedAvatar | null>(null);
  const updateProfile = useUpdateProfile();
  const uploadAvatar = useUploadAvatar();
  const saving = updateProfile.isPending || uploadAvatar.isPending;

  // While not editing, the fields always show what is stored.
  const values = editing ? draft : valuesOf(profile);
  const displayName = profile.full_name || profile.email;
  const avatarSrc = avatar?.previewUrl ?? profile.avatar_url ?? generatedAvatar(profile.full_name || profile.email);

  // An object URL holds the picked file in memory: freed when the pick is replaced, dropped or the page left.
  useEffect(() => () => dropPreview(avatar), [avatar]);

  const set = (key: keyof ProfileValues) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  function pickAvatar(file: File) {
    setAvatar({ file, previewUrl: URL.createObjectURL(file) });
  }

  function startEditing() {
    setDraft(valuesOf(profile));
    setErrors({});
    setEditing(true);
  }

  function cancel() {
    setAvatar(null);
    setErrors({});
    setEditing(false);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (avatar) {
      try {
        await uploadAvatar.mutateAsync(avatar.file);
      } catch (error) {
        toast(PROFILE_TOASTS.uploadFailed(error instanceof Error ? error.message : 'No se pudo subir la imagen.'));
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
      if (error instanceof ApiRequestError && error.fields) setErrors(error.fields as FieldErrors);
      toast(PROFILE_TOASTS.saveFailed(error instanceof Error ? error.message : 'No se pudo guardar el perfil.'));
      return;
    }
    setErrors({});
    setEditing(false);
    toast(PROFILE_TOASTS.saved);
    // The header greets by the (maybe new) name; SPEC §4: an update reloads the session.
    void refresh();
  }

  return (
    <Card>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-6" aria-label="Datos del perfil">
          <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
            <img
              src={avatarSrc}
              alt={`Foto de perfil de ${displayName}`}
              width={112}
              height={112}
              className="size-28 shrink-0 rounded-full border-4 border-card bg-muted object-cover shadow-card"
            />
            <div className="grid min-w-0 gap-1">
              <h2 className="font-display text-2xl font-bold break-words">{displayName}</h2>
              <p className="text-muted-foreground">{profile.role ?? 'Rol no definido'}</p>
              {editing ? (
                <div className="mt-2 justify-self-center sm:justify-self-start">
                  <AvatarPicker onPick={pickAvatar} />
                </div>
              ) : null}
            </div>
          </div>

          <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Tus datos</legend>
            <Field label="Nombre completo" optional markOptional={false} error={errors.full_name}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="name"
                  disabled={!editing}
                  value={values.full_name}
                  onChange={(e) => set('full_name')(e.target.value)}
                />
              )}
            </Field>
            <Field label="Correo electrónico" optional markOptional={false} hint="El correo no se puede cambiar.">
              {(control) => <Input {...control} type="email" readOnly aria-readonly="true" value={profile.email} />}
            </Field>
            <Field label="Teléfono" optional markOptional={false} error={errors.phone}>
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  autoComplete="tel"
                  disabled={!editing}
                  value={values.phone}
                  onChange={(e) => set('phone')(e.target.value)}
                />
              )}
            </Field>
            <Field label="País" optional markOptional={false} error={errors.country}>
              {(control) => (
                <CountrySelect
                  {...control}
                  autoComplete="country-name"
                  disabled={!editing}
                  value={values.country}
                  onValueChange={set('country')}
                />
              )}
            </Field>
            <Field label="Ciudad" optional markOptional={false} error={errors.city}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="address-level2"
                  disabled={!editing}
                  value={values.city}
                  onChange={(e) => set('city')(e.target.value)}
                />
              )}
            </Field>
          </fieldset>

          <div className="flex flex-wrap justify-end gap-3">
            {editing ? (
              <>
                <Button variant="outline" onClick={cancel} disabled={saving}>
                  Cancelar
                </Button>
                <Button type="submit" disabled={saving}>
                  {saving ? 'Guardando...' : 'Guardar'}
                </Button>
              </>
            ) : (
              <Button onClick={startEditing}>
                <Pencil aria-hidden="true" />
                Editar Perfil
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
