import type { AdminReviewRow, HideReview } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';
import { adminPath } from '../crud/admin-resource.ts';
import { useAdminMutation } from '../crud/use-admin-mutations.ts';

/** POST …/hide with the reason, or …/show; the list is read again afterwards. */
export function useSetReviewHidden() {
  return useAdminMutation('reviews', ({ id, hide }: { id: string; hide: HideReview | null }) =>
    hide
      ? apiSend<AdminReviewRow>('POST', adminPath('reviews', `/${encodeURIComponent(id)}/hide`), hide)
      : apiSend<AdminReviewRow>('POST', adminPath('reviews', `/${encodeURIComponent(id)}/show`)),
  );
}
