import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';
import { profileQueryKey } from './get-profile.ts';

/** PATCH /api/profile: only full_name, phone, country and city (docs/product.md §3.5); the server refuses anything else. */
export function updateProfile(input: ProfileUpdate): Promise<Profile> {
  return apiSend<Profile>('PATCH', '/api/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(profile.id), profile),
  });
}
