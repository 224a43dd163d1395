import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Save } from 'lucide-react';
import type { TransportRequestRow } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/lib/use-toast.ts';
import { errorText, useUpdateTransportRequest } from './transport-api.ts';
import { formatDayAndTime, formatReceived, statusLabel, vehicleLabel } from './transport-format.ts';

const NOT_SPECIFIED = 'No especificado';
const NOTE_MAX = 2000;

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'grid gap-0.5 sm:col-span-2' : 'grid gap-0.5'}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="break-words whitespace-pre-line">{children ?? NOT_SPECIFIED}</dd>
    </div>
  );
}

const orNull = (text: string | null) => (text?.trim() ? text : null);

/** Everything the landing form stored, plus the staff note. */
export function TransportPanel({ row }: { row: TransportRequestRow }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <section className="grid content-start gap-3 rounded-2xl border border-border bg-card p-4">
        <h3 className="font-display text-lg font-bold">Datos de la solicitud</h3>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Nombre">{row.name}</Detail>
          <Detail label="Correo">
            <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${row.email}`}>
              {row.email}
            </a>
          </Detail>
          <Detail label="Teléfono">
            <a className="text-primary underline-offset-4 hover:underline" href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>
              {row.phone}
            </a>
          </Detail>
          <Detail label="Destino">{row.destination}</Detail>
          <Detail label="Salida">{formatDayAndTime(row.departure_date, row.departure_time)}</Detail>
          <Detail label="Regreso">{formatDayAndTime(row.return_date, row.return_time)}</Detail>
          <Detail label="Tipo de vehículo">{vehicleLabel(row.vehicle_type)}</Detail>
          {row.passengers !== null ? <Detail label="Pasajeros">{row.passengers}</Detail> : null}
          <Detail label="Estado">{statusLabel(row.status)}</Detail>
          <Detail label="Itinerario" wide>
            {orNull(row.itinerary)}
          </Detail>
          <Detail label="Peticiones especiales" wide>
            {orNull(row.special_requests)}
          </Detail>
          <Detail label="Recibida" wide>
            {formatReceived(row.created_at)}
          </Detail>
        </dl>
      </section>
      <StaffNote row={row} />
    </div>
  );
}

// Not on the react-hook-form pattern (issue 14): one optional note whose only rule, 2 000 characters, the textarea enforces.
function StaffNote({ row }: { row: TransportRequestRow }) {
  const id = useId();
  const saved = row.staff_note ?? '';
  const [draft, setDraft] = useState(saved);
  const update = useUpdateTransportRequest();
  const dirty = draft.trim() !== saved.trim();

  const blocked = !dirty || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    update.mutate(
      { id: row.id, body: { staff_note: draft } },
      {
        onSuccess: (updated) => {
          setDraft(updated.staff_note ?? '');
          toast({ title: '¡Éxito!', description: updated.staff_note ? 'Nota guardada.' : 'Nota eliminada.' });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'No se pudo guardar la nota.',
            description: errorText(error, 'Inténtalo de nuevo.'),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid content-start gap-3 rounded-2xl border border-border bg-card p-4">
      <label htmlFor={`${id}-note`} className="font-display text-lg font-bold">
        Nota del personal
      </label>
      <Textarea
        id={`${id}-note`}
        value={draft}
        maxLength={NOTE_MAX}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setDraft(event.target.value)}
        className="min-h-32"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Solo la ve el personal. Deja el campo vacío para borrarla.
      </p>
      <div>
        {/* aria-disabled rather than disabled: the button keeps keyboard focus through a save. */}
        <Button type="submit" aria-disabled={blocked} className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60">
          <Save aria-hidden="true" />
          {update.isPending ? 'Guardando...' : 'Guardar nota'}
        </Button>
      </div>
    </form>
  );
}
