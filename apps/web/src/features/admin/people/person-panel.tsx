import { useEffect, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { formatLongDate, formatMXN } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/use-toast.ts';
import { StatusBadge } from '../crud/status-select.tsx';
import { usePersonBookings, usePersonExperiences, type PersonRow } from './people-api.ts';

const NOT_SPECIFIED = 'No especificado';
const READ_ONLY_NOTE = 'Solo lectura: esta persona tiene un rol superior al tuyo.';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="break-words">{value?.trim() ? value : NOT_SPECIFIED}</dd>
    </div>
  );
}

function PanelCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-3 rounded-2xl border border-border bg-card p-4">
      <h3 className="font-display text-lg font-bold">{title}</h3>
      {children}
    </section>
  );
}

/** docs/product.md §11.3: the detail panel under a person's row. */
/** Without `onEdit` the profile is read-only to the caller (someone above their role). */
export function PersonPanel({ person, onEdit, card }: { person: PersonRow; onEdit?: () => void; card: ReactNode }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <PanelCard title="Datos del perfil">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Nombre completo" value={person.full_name} />
          <Detail label="Correo" value={person.email} />
          <Detail label="Teléfono" value={person.phone} />
          <Detail label="País" value={person.country} />
          <Detail label="Ciudad" value={person.city} />
          <Detail label="Rol" value={person.role} />
        </dl>
        {onEdit ? (
          <div>
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Editar Perfil
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{READ_ONLY_NOTE}</p>
        )}
      </PanelCard>
      {card}
    </div>
  );
}

/**
 * Travellers: their paid bookings, 'Viajes Adquiridos' (docs/product.md §11.3; issue 6 replaced
 * the earlier "under construction" note once bookings were recorded).
 */
export function PurchasedTripsCard({ personId }: { personId: string }) {
  const bookings = usePersonBookings(personId);
  const rows = bookings.data ?? [];
  return (
    <PanelCard title="Viajes Adquiridos">
      {bookings.isPending ? (
        <p className="text-sm text-muted-foreground">Cargando...</p>
      ) : bookings.isError ? (
        <p className="text-sm text-muted-foreground">No se pudieron cargar los viajes adquiridos.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Esta hormiguita aún no ha adquirido viajes.</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((booking) => (
            <li
              key={booking.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted/60 px-3 py-2 text-sm"
            >
              <span className="font-semibold">{booking.item_name}</span>
              <span className="text-muted-foreground">
                {formatLongDate(booking.booking_date)} · {booking.passengers} pax · {formatMXN(booking.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

/** Collaborators and providers: the experiences they are responsible for. */
export function PersonExperiencesCard({
  personId,
  emptyText,
  errorText,
}: {
  personId: string;
  emptyText: string;
  errorText: string;
}) {
  const experiences = usePersonExperiences(personId);
  const { isError } = experiences;
  useEffect(() => {
    if (isError) toast({ variant: 'destructive', title: 'Error', description: errorText });
  }, [isError, errorText]);
  const rows = experiences.data ?? [];
  return (
    <PanelCard title="Lista de Experiencias">
      {experiences.isPending ? (
        <p className="text-sm text-muted-foreground">Cargando...</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-2 rounded-xl bg-muted/60 px-3 py-2 text-sm">
              <span className="font-semibold">{item.name}</span>
              <StatusBadge status={item.status} />
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}
