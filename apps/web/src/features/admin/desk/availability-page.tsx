import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, CalendarCheck, CalendarX, Lock } from 'lucide-react';
import { todayInMexico, type AvailabilityMonth } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { toast } from '@/lib/use-toast.ts';
import { adminPaths } from '../admin-paths.ts';
import { useAdminMe } from '../shell/use-admin-me.ts';
import { useT } from '@/lib/i18n.tsx';
import {
  AvailabilityCalendar,
  dayName,
  dayPlaces,
  isFull,
  placesWords,
  soldText,
  type AvailabilityDay,
} from './availability-calendar.tsx';
import { useAvailabilityMonth, useDateClosure } from './availability-api.ts';
import { CloseDateDialog } from './close-date-dialog.tsx';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * `Disponibilidad` of an experience (docs/product.md §14.5): a month of places sold per start
 * time, full and closed dates. Administrador and Coordinador close and reopen dates; an
 * Organizador reads (the server refuses the others too).
 */
export default function AvailabilityPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const today = todayInMexico();
  const asked = params.get('mes') ?? '';
  const month = MONTH.test(asked) ? asked : today.slice(0, 7);
  const [selected, setSelected] = useState<string | null>(null);
  const [closing, setClosing] = useState<string | null>(null);
  const query = useAvailabilityMonth(id, month);
  const { close, reopen } = useDateClosure(id);
  const role = useAdminMe().data?.role;
  const canClose = role === 'Administrador' || role === 'Coordinador';
  const data = query.data;
  const title = data ? `Disponibilidad: ${data.name}` : 'Disponibilidad';
  useDocumentTitle(withBrand(title));

  const changeMonth = (next: string) => {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('mes', next);
      return copy;
    });
    setSelected(null);
  };
  const selectedDay = selected && data?.month === month ? (data.days.find((d) => d.date === selected) ?? null) : null;

  async function closeSelected(reason: string) {
    if (!closing) return;
    try {
      await close.mutateAsync({ date: closing, ...(reason ? { reason } : {}) });
      toast({ title: 'Fecha cerrada.', description: `Nadie podrá reservar el ${dayName(closing)}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'No se pudo cerrar la fecha.', description: messageOf(error) });
    } finally {
      setClosing(null);
    }
  }

  function reopenDay(date: string) {
    reopen.mutate(date, {
      onSuccess: () => toast({ title: 'Fecha abierta.', description: `El ${dayName(date)} vuelve a admitir reservas.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'No se pudo abrir la fecha.', description: messageOf(error) }),
    });
  }

  const notFound = query.error instanceof ApiRequestError && query.error.isNotFound;
  return (
    <section className="grid gap-6">
      <div className="grid gap-2">
        <Link
          to={adminPaths.experiences}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Experiencias
        </Link>
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">
          Lugares vendidos por hora de inicio en cada fecha que se puede reservar (fines de semana).
          {canClose ? ' Elige una fecha para cerrarla o volver a abrirla.' : ' Elige una fecha para ver su detalle.'}
        </p>
      </div>

      {query.error ? (
        <p role="alert" className="font-medium text-destructive">
          {notFound ? 'No encontramos esa experiencia.' : `No se pudo cargar la disponibilidad. ${query.error.message}`}
        </p>
      ) : null}

      {notFound ? null : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <AvailabilityCalendar
            data={data}
            month={month}
            onMonthChange={changeMonth}
            selected={selected}
            onSelect={setSelected}
            today={today}
            busy={query.isFetching}
          />
          <DayPanel
            day={selectedDay}
            data={data}
            loading={query.isPending || (query.isFetching && data?.month !== month)}
            canClose={canClose}
            readOnly={role !== undefined && !canClose}
            busy={close.isPending || reopen.isPending}
            onClose={setClosing}
            onReopen={reopenDay}
          />
        </div>
      )}

      <CloseDateDialog date={closing} onOpenChange={(open) => !open && setClosing(null)} onConfirm={closeSelected} />
    </section>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

interface DayPanelProps {
  day: AvailabilityDay | null;
  data: AvailabilityMonth | undefined;
  loading: boolean;
  canClose: boolean;
  /** The role is known and may not close dates. */
  readOnly: boolean;
  busy: boolean;
  onClose: (date: string) => void;
  onReopen: (date: string) => void;
}

/** The picked day: its places per start time, its closure and, for managers, the action. */
function DayPanel({ day, data, loading, canClose, readOnly, busy, onClose, onReopen }: DayPanelProps) {
  const { t } = useT('desk');
  if (loading)
    return (
      <p role="status" className="rounded-2xl border border-border bg-card p-4 text-muted-foreground shadow-card">
        Cargando disponibilidad...
      </p>
    );
  if (!day || !data)
    return (
      <aside
        aria-label="Detalle de la fecha"
        className="rounded-2xl border border-dashed border-border p-4 text-muted-foreground"
      >
        <p>Elige una fecha del calendario para ver sus lugares vendidos{canClose ? ' y cerrarla o abrirla' : ''}.</p>
        <Legend />
      </aside>
    );
  const capacity = data.capacity;
  const full = !day.closed && day.bookable && isFull(day, capacity);
  return (
    <aside
      aria-label="Detalle de la fecha"
      aria-live="polite"
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-card"
    >
      <h2 className="font-display text-lg font-bold first-letter:uppercase">{dayName(day.date)}</h2>
      {day.closed ? (
        <p>
          <span className="font-semibold text-destructive">Cerrada</span>
          {day.reason ? ` · Motivo: ${day.reason}` : ' · Sin motivo escrito'}
        </p>
      ) : full ? (
        <p className="font-semibold text-marigold-800">Agotado</p>
      ) : !day.bookable ? (
        <p className="text-muted-foreground">No se reserva: solo fines de semana, de hoy a 18 meses.</p>
      ) : null}
      <ul className="grid gap-1 text-sm">
        {day.sold.map((s) => (
          <li key={s.startTime ?? 'dia'} className={s.passengers >= capacity ? 'font-semibold text-destructive' : undefined}>
            {soldText(s, capacity)}
            {s.passengers < capacity ? ` (${placesWords(dayPlaces({ ...day, sold: [s] }, capacity), t).join(', ')})` : ''}
          </li>
        ))}
      </ul>
      {canClose && day.closed ? (
        <Button variant="outline" disabled={busy} onClick={() => onReopen(day.date)}>
          <CalendarCheck aria-hidden="true" />
          Abrir fecha
        </Button>
      ) : null}
      {canClose && !day.closed && day.bookable ? (
        <Button variant="outline" disabled={busy} onClick={() => onClose(day.date)}>
          <CalendarX aria-hidden="true" />
          Cerrar fecha
        </Button>
      ) : null}
      {readOnly ? (
        <p className="text-xs text-muted-foreground">Solo un Administrador o un Coordinador cierra o abre fechas.</p>
      ) : null}
    </aside>
  );
}

function Legend() {
  return (
    <ul aria-label="Leyenda" className="mt-3 grid gap-1.5 text-sm text-foreground">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-4 rounded-sm border border-jade-200 bg-jade-50" />
        Se puede reservar: hora · vendidos/capacidad
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-4 rounded-sm border border-marigold-300 bg-marigold-50" />
        Agotado
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-flex size-4 items-center justify-center rounded-sm border border-terracotta-200 bg-terracotta-50"
        >
          <Lock className="size-3 text-destructive" />
        </span>
        Cerrada por el personal
      </li>
    </ul>
  );
}
