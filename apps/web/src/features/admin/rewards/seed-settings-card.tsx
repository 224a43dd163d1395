import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeedSettings } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';

// What staff set for spending seeds at checkout (issue 32, docs/decisions/0234-spending-seeds.md):
// the value of one seed, the largest share of a booking seeds may pay, on/off. The server checks
// the figures again and audits every change.

const PATH = '/api/admin/settings/seeds';
const key = ['admin', 'settings', 'seeds'] as const;

export function SeedSettingsCard() {
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => apiGet<SeedSettings>(PATH, { signal }) });
  return query.data ? <SeedSettingsForm stored={query.data} /> : null;
}

function SeedSettingsForm({ stored }: { stored: SeedSettings }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: SeedSettings) => apiSend<SeedSettings>('PUT', PATH, next),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  const [enabled, setEnabled] = useState(stored.enabled);
  const [value, setValue] = useState(String(stored.valueMxn));
  const [share, setShare] = useState(String(stored.maxSharePercent));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ enabled, valueMxn: Number(value), maxSharePercent: Number(share) });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Pagar con semillas" className="grid gap-3 rounded-md border p-4 sm:max-w-md">
      <h2 className="font-display text-lg font-bold">Pagar con semillas</h2>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Los viajeros pueden pagar con semillas
      </label>
      <label className="grid gap-1">
        Valor de una semilla (MXN)
        <input
          className="rounded-md border px-3 py-2"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <label className="grid gap-1">
        Máximo del total que pueden pagar (%)
        <input
          className="rounded-md border px-3 py-2"
          inputMode="numeric"
          value={share}
          onChange={(e) => setShare(e.target.value)}
        />
      </label>
      <button type="submit" className="rounded-md bg-primary px-4 py-2 text-primary-foreground" disabled={save.isPending}>
        Guardar
      </button>
      <p role="status">{save.isSuccess ? 'Cambios guardados' : save.isError ? 'No se pudieron guardar los cambios.' : ''}</p>
    </form>
  );
}
