import { useId } from 'react';
import { Camera } from 'lucide-react';
import { AVATAR_MAX_BYTES } from '@hv/shared';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import { toast } from '@/lib/use-toast.ts';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export const AVATAR_UPLOAD_ERROR_TITLE: MessageId = 'profile.avatar.uploadFailed';

/**
 * "Cambiar foto": picks a PNG, JPEG or WebP up to 5 MB; the server checks the content again. A file
 * refused here is reported to `onReject`, so the form drops any photo picked before it instead of
 * uploading that one on 'Guardar' while the toast says the pick failed.
 */
export function AvatarPicker({ onPick, onReject }: { onPick: (file: File) => void; onReject: () => void }) {
  const id = useId();
  const { t } = useT('account');
  return (
    <div className="has-[:focus-visible]:rounded-full has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
      <input
        id={id}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Picking the same file again after a cancel must fire `change` again.
          event.target.value = '';
          if (!file) return;
          // The server's own refusals, by their keys in the shared catalogue (docs/decisions/0197-messages-travel-as-keys.md).
          const problem: MessageId | null = !ACCEPTED_TYPES.includes(file.type)
            ? 'upload.type'
            : file.size > AVATAR_MAX_BYTES
              ? 'upload.tooLarge'
              : null;
          if (problem) {
            toast({ title: t(AVATAR_UPLOAD_ERROR_TITLE), description: t(problem), variant: 'destructive' });
            onReject();
            return;
          }
          onPick(file);
        }}
      />
      <label htmlFor={id} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'cursor-pointer' })}>
        <Camera aria-hidden="true" />
        {t('profile.avatar.change')}
      </label>
    </div>
  );
}
