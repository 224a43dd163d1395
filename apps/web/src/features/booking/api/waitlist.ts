import { useMutation, useQuery } from '@tanstack/react-query';
import type { JoinWaitlist, WaitlistInvitation } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';

// The waitlist of a full departure (docs/decisions/0235-waitlist.md, 0239-waitlist-screens.md).

type Answer = { message: string };

/** POST /api/waitlist: `Avísame si se libera un lugar` (409 while the departure still has room). */
export function useJoinWaitlist() {
  return useMutation({ mutationFn: (input: JoinWaitlist) => apiSend<Answer>('POST', '/api/waitlist', input) });
}

export const waitlistInvitationKey = (token: string) => ['waitlist', token] as const;

/** GET /api/waitlist/:token: the e-mail's invitation (404 for a token nobody holds). */
export function useWaitlistInvitation(token: string | null) {
  return useQuery({
    queryKey: waitlistInvitationKey(token ?? ''),
    queryFn: ({ signal }) => apiGet<WaitlistInvitation>(`/api/waitlist/${encodeURIComponent(token!)}`, { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** POST /api/waitlist/:token/leave: off the list, waiting or invited (a POST, so a mail scanner cannot do it). */
export function leaveWaitlist(token: string): Promise<Answer> {
  return apiSend<Answer>('POST', `/api/waitlist/${encodeURIComponent(token)}/leave`);
}
