import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';
import { profileQueryKey } from './get-profile.ts';

/** POST /api/profile/avatar (multipart field `avatar`); the server checks, re-encodes and stores it, removing the old one. */
export function uploadAvatar(file: File): Promise<Profile> {
  const body = new FormData();
  body.append('avatar', file);
  return apiSend<Profile>('POST', '/api/profile/avatar', body);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(profile.id), profile),
  });
}
