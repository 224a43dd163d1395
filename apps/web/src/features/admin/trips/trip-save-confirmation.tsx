import { formatLongDate, type Trip, type TripBookingsAffected } from '@hv/shared';
import { Link } from 'react-router';
import { apiGet } from '@/lib/api.ts';
import { adminPaths } from '../admin-paths.ts';
import type { SaveConfirmation } from '../crud/confirm-save.tsx';
import type { DialogMode } from '../crud/entity-dialog.tsx';
import type { FormValues } from '../crud/form-values.ts';

// docs/product.md §14.5, decision 0123: a trip's new departure date or its cancellation is
// confirmed first when the departure has paid bookings, listing them and saying what follows.

export function affectedTitle(count: number): string {
  return count === 1 ? 'Esta salida tiene 1 reserva pagada' : `Esta salida tiene ${count} reservas pagadas`;
}

/** `CrudConfig.form.confirmSave` of trips: asks the server only when the date or the cancellation changes. */
export async function tripSaveConfirmation(
  values: FormValues,
  trip: Trip | null,
  mode: DialogMode,
): Promise<SaveConfirmation | null> {
  if (mode !== 'edit' || !trip) return null;
  const newDate = String(values.departure_date ?? '');
  const moved = newDate !== '' && newDate !== trip.departure_date;
  const cancelled = values.status === 'Cancelado' && trip.status !== 'Cancelado';
  if (!moved && !cancelled) return null;
  const affected = await apiGet<TripBookingsAffected>(`/api/admin/trips/${encodeURIComponent(trip.id)}/bookings-affected`);
  if (affected.count === 0) return null;
  const what = [
    moved
      ? `Las reservas pasarán a la nueva fecha. Salida: ${formatLongDate(newDate)} (antes, ${formatLongDate(trip.departure_date)}).`
      : null,
    cancelled ? 'Las reservas no se reembolsan solas: reembolsa cada una desde Reservas.' : null,
  ];
  return {
    title: affectedTitle(affected.count),
    description: what.filter(Boolean).join(' '),
    details: (
      <>
        <AffectedBookings affected={affected} />
        {cancelled ? <CancelDepartureLink trip={trip} /> : null}
      </>
    ),
    confirmLabel: 'Confirmar cambio',
    cancelLabel: 'Volver',
  };
}

/** The same departure's `Cancelar salida` (docs/product.md §15.4): every booking refunded at once, with a reason. */
function CancelDepartureLink({ trip }: { trip: Trip }) {
  const query = new URLSearchParams({ kind: 'trip', id: trip.id, date: trip.departure_date });
  return (
    <p className="text-sm">
      Para reembolsarlas todas a la vez, con un motivo y un correo a cada viajero, usa{' '}
      <Link className="font-semibold underline underline-offset-4" to={`${adminPaths.manifest}?${query.toString()}`}>
        Cancelar salida en su manifiesto
      </Link>
      .
    </p>
  );
}

const phoneLink = (phone: string | null) =>
  phone ? (
    <a className="underline-offset-4 hover:underline" href={`tel:${phone}`}>
      {phone}
    </a>
  ) : (
    '—'
  );

/** The bookings: a table from 640 px, one card each on a phone (four columns do not fit 360 px). */
function AffectedBookings({ affected }: { affected: TripBookingsAffected }) {
  return (
    <>
      <ul aria-label="Reservas pagadas de esta salida" className="grid max-h-64 gap-2 overflow-auto sm:hidden">
        {affected.data.map((b) => (
          <li key={b.id} className="grid gap-0.5 rounded-xl border border-border p-3 text-sm">
            <span className="font-semibold">{b.buyer ?? '—'}</span>
            <span>
              <span className="font-mono">{b.reference}</span> · {b.passengers === 1 ? '1 pasajero' : `${b.passengers} pasajeros`}
            </span>
            <span>{phoneLink(b.phone)}</span>
          </li>
        ))}
      </ul>
      <TableOfBookings affected={affected} />
    </>
  );
}

function TableOfBookings({ affected }: { affected: TripBookingsAffected }) {
  return (
    <div className="hidden max-h-64 overflow-auto rounded-xl border border-border sm:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Reservas pagadas de esta salida</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Referencia
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Comprador
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Teléfono
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Pasajeros
            </th>
          </tr>
        </thead>
        <tbody>
          {affected.data.map((b) => (
            <tr key={b.id} className="border-t border-border">
              <td className="px-3 py-2 font-mono">{b.reference}</td>
              <td className="px-3 py-2">{b.buyer ?? '—'}</td>
              <td className="px-3 py-2 whitespace-nowrap">{phoneLink(b.phone)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{b.passengers}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
