import { useMutation } from '@tanstack/react-query';
import type { TransportRequest } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';

export interface TransportRequestCreated {
  id: string;
  status: 'pending';
}

/** POST /api/transport-requests: 201 when stored, 400 with per-field messages, 429 when sent too often. */
export function createTransportRequest(input: TransportRequest): Promise<TransportRequestCreated> {
  return apiSend<TransportRequestCreated>('POST', '/api/transport-requests', input);
}

export function useCreateTransportRequest() {
  return useMutation({ mutationFn: createTransportRequest });
}
