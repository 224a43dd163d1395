import { Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, CloudOff, History, ScanLine, UserCheck } from 'lucide-react';
import {
  checkInSchema,
  DESK_MESSAGES,
  formatLongDate,
  PASSENGER_CHECK_IN_MESSAGES,
  type Locale,
  type VoucherCheckInResult,
} from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { schemaResolver } from '@/lib/forms.ts';
import { loadCatalogue, useT } from '@/lib/i18n.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { useCheckIn } from './desk-api.ts';
import { formatInstant, passengersLabel } from './desk-format.tsx';
import { PassengerCheckInList } from './passenger-check-in-list.tsx';
import { QrScanner } from './qr-scanner.tsx';
import { prepareScanSound, scanFeedback } from './scan-feedback.ts';
import { useDeskLive } from './use-desk-live.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { checkInOffline, type OfflineScan } from './offline-scan.ts';
import { isNetworkError } from './use-offline-check-ins.ts';

const TITLE = 'Check-in';
const resolver = schemaResolver<{ code: string }>(checkInSchema);

type Outcome =
  { kind: 'done'; result: VoucherCheckInResult } | { kind: 'refused'; message: string } | { kind: 'offline'; scan: OfflineScan };

/**
 * `/admin/check-in` (docs/product.md §14.4): the voucher's QR through the camera, or its
 * reference typed; the server marks the booking `Presentado` once and says so again after. For a
 * line of people (issue 29 item 6) the camera stays open from one code to the next, each result
 * beeps or buzzes where the device allows, and after `Registrar` the field is empty and focused
 * again, a refused code included.
 */
export default function CheckInPage() {
  useDocumentTitle(withBrand(TITLE));
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, resolver });
  const checkIn = useCheckIn();
  const client = useQueryClient();
  useDeskLive();
  // The desk's words (the offline banner and answers) are fetched while the connection is there:
  // a scan made after it went must not wait for them (decision 0207).
  const { i18n } = useLingui();
  useEffect(() => void loadCatalogue(i18n.locale as Locale, i18n, 'desk'), [i18n]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);

  async function register(code: string, from: 'camera' | 'field') {
    setOutcome(null);
    // Without a connection the voucher is looked up on the manifests this device has and queued (decision 0207).
    const offline = async () => {
      const scan = await checkInOffline(client, code);
      setOutcome({ kind: 'offline', scan });
      scanFeedback(scan.kind === 'queued' ? 'ok' : 'refused');
    };
    try {
      if (!navigator.onLine) await offline();
      else {
        const result = await checkIn.mutateAsync(code);
        setOutcome({ kind: 'done', result });
        scanFeedback(result.result === 'checked_in' ? 'ok' : 'refused');
      }
    } catch (error) {
      if (isNetworkError(error)) await offline();
      else {
        setOutcome({
          kind: 'refused',
          message: error instanceof ApiRequestError ? error.message : 'No pudimos registrar la presentación. Inténtalo de nuevo.',
        });
        scanFeedback('refused');
      }
    }
    if (from === 'field') {
      // The next reference is typed at once: the field is empty (a refused code too) and has the focus.
      // setValue, not reset: reset forgets the field's element until the next render.
      form.setValue('code', '');
      form.setFocus('code');
    }
  }

  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{TITLE}</h1>
        <p className="text-muted-foreground">
          Escanea el código QR del voucher o escribe su referencia. Solo se registran reservas pagadas de hoy.
        </p>
      </div>
      <OfflineBanner />

      <div className="grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-card">
        {scanning ? (
          <QrScanner onCode={(code) => void register(code, 'camera')} onClose={() => setScanning(false)} />
        ) : (
          <Button
            size="lg"
            variant="secondary"
            onClick={() => {
              prepareScanSound();
              setScanning(true);
            }}
          >
            <ScanLine aria-hidden="true" />
            Escanear código QR
          </Button>
        )}
        {/* Under the camera, where the eye is while a line of people is scanned. */}
        <div aria-live="polite" className="empty:-mt-4">
          {outcome ? <OutcomePanel outcome={outcome} /> : null}
        </div>
        <form
          noValidate
          aria-label="Registrar por referencia"
          onSubmit={(event) => void form.handleSubmit((values) => register(values.code, 'field'))(event)}
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
        >
          <FormField
            control={form.control}
            name="code"
            label="Referencia"
            hint="Los 8 caracteres del voucher, por ejemplo A1B2C3D4."
          >
            {(field) => (
              <Input
                {...field}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={500}
                className="font-mono uppercase"
              />
            )}
          </FormField>
          <Button type="submit" size="lg" disabled={checkIn.isPending} className="sm:mt-7">
            <UserCheck aria-hidden="true" />
            Registrar
          </Button>
        </form>
      </div>
    </section>
  );
}

function OutcomePanel({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'offline')
    return (
      // Its words load with the desk catalogue (already there: the banner uses it).
      <Suspense fallback={null}>
        <OfflinePanel scan={outcome.scan} />
      </Suspense>
    );
  if (outcome.kind === 'refused') {
    return (
      <div role="alert" className="flex gap-3 rounded-2xl border-2 border-destructive bg-card p-5">
        <CircleAlert className="size-7 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 className="font-display text-xl font-bold text-destructive">No se puede registrar</h2>
          <p>{outcome.message}</p>
        </div>
      </div>
    );
  }
  const { result } = outcome;
  const b = result.booking;
  if (result.result === 'choose') {
    // Some of the booking already showed up: staff switch on who arrives now (decision 0190).
    return (
      <div className="grid gap-3 rounded-2xl border-2 border-marigold-500 bg-card p-5">
        <h2 className="font-display text-xl font-bold">
          {b.reference} · {b.travellerName ?? '—'}
        </h2>
        <p>{PASSENGER_CHECK_IN_MESSAGES.choose}</p>
        <PassengerCheckInList bookingId={b.id} people={result.passengers} />
      </div>
    );
  }
  const first = result.result === 'checked_in';
  return (
    <div className={`grid gap-3 rounded-2xl border-2 bg-card p-5 ${first ? 'border-jade-600' : 'border-marigold-500'}`}>
      <div className="flex items-center gap-3">
        {first ? (
          <CheckCircle2 className="size-8 text-jade-700" aria-hidden="true" />
        ) : (
          <History className="size-8 text-marigold-800" aria-hidden="true" />
        )}
        <h2 className="font-display text-2xl font-bold">{first ? DESK_MESSAGES.checkedIn : DESK_MESSAGES.alreadyCheckedIn}</h2>
      </div>
      <p className="text-sm">
        {first ? 'Registrada' : 'Se registró'} el {result.checkedInAt ? formatInstant(result.checkedInAt) : '—'}
        {result.checkedInBy ? ` por ${result.checkedInBy}` : ''}.
      </p>
      <ScannedBookingFacts
        reference={b.reference}
        traveller={b.travellerName}
        departure={b}
        passengers={b.passengerNames.length ? b.passengerNames.join(', ') : passengersLabel(b.passengers)}
      />
    </div>
  );
}

/** A voucher scanned without a connection: queued (pending sync), already present, pick who, or not on this device. */
function OfflinePanel({ scan }: { scan: OfflineScan }) {
  const { t } = useT('desk');
  if (scan.kind === 'unknown')
    return (
      <div role="alert" className="flex gap-3 rounded-2xl border-2 border-destructive bg-card p-5">
        <CircleAlert className="size-7 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 className="font-display text-xl font-bold text-destructive">No se puede registrar</h2>
          <p>{t('desk.scan.unknown')}</p>
        </div>
      </div>
    );
  const { booking: b, departure: d } = scan;
  const heading =
    scan.kind === 'queued' ? t('desk.scan.queued') : scan.kind === 'already' ? DESK_MESSAGES.alreadyCheckedIn : null;
  return (
    <div
      className={`grid gap-3 rounded-2xl border-2 bg-card p-5 ${scan.kind === 'queued' ? 'border-jade-600' : 'border-marigold-500'}`}
    >
      {heading ? (
        <div className="flex items-center gap-3">
          {scan.kind === 'queued' ? (
            <CloudOff className="size-8 text-jade-700" aria-hidden="true" />
          ) : (
            <History className="size-8 text-marigold-800" aria-hidden="true" />
          )}
          <h2 className="font-display text-2xl font-bold">{heading}</h2>
        </div>
      ) : (
        <h2 className="font-display text-xl font-bold">
          {b.reference} · {b.buyer ?? '—'}
        </h2>
      )}
      {scan.kind === 'queued' ? (
        <p className="text-sm font-semibold text-marigold-800">{t('desk.scan.queuedNote', { count: b.people.length })}</p>
      ) : null}
      {scan.kind === 'choose' ? (
        <>
          <p>{PASSENGER_CHECK_IN_MESSAGES.choose}</p>
          <PassengerCheckInList bookingId={b.id} people={b.people} />
        </>
      ) : (
        <ScannedBookingFacts
          reference={b.reference}
          traveller={b.buyer}
          departure={d}
          passengers={b.people.map((p) => p.name).join(', ')}
        />
      )}
    </div>
  );
}

/** What a scanned voucher names, online or from the kept manifest: reference, traveller, departure, passengers. */
function ScannedBookingFacts({
  reference,
  traveller,
  departure: d,
  passengers,
}: {
  reference: string;
  traveller: string | null;
  departure: { itemName: string; date: string; startTime: string | null };
  passengers: string;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Referencia</dt>
      <dd className="font-mono font-semibold">{reference}</dd>
      <dt className="text-muted-foreground">Viajero</dt>
      <dd>{traveller ?? '—'}</dd>
      <dt className="text-muted-foreground">Experiencia o viaje</dt>
      <dd>
        {d.itemName}, {formatLongDate(d.date)}
        {d.startTime ? `, ${d.startTime} h` : ''}
      </dd>
      <dt className="text-muted-foreground">Pasajeros</dt>
      <dd>{passengers}</dd>
    </dl>
  );
}
