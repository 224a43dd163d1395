import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, LogOut } from 'lucide-react';
import { INTL_LOCALE, WAITLIST_TOKEN_PARAM, type Locale, type WaitlistInvitation } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useSaid } from '@/lib/shared-sentences.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { leaveWaitlist, useWaitlistInvitation, waitlistInvitationKey } from '../api/waitlist.ts';
import { BOOKING_SECTION_ID } from './booking-section.tsx';

/** Until when the places are held, in the item's own time zone, with the zone said. */
const heldUntil = (iso: string, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));

/**
 * `/lista-de-espera/:token` (`/en/waitlist/:token`), the waitlist e-mail's link (docs/decisions/0235,
 * 0239): the departure, the places held and until when; `Reservar mis lugares` opens the item's
 * booking with them, `Salir de la lista` takes the traveller off it. The token is the only key.
 */
export function WaitlistInvitationPage() {
  const { token = '' } = useParams();
  const { t } = useT('booking');
  useDocumentTitle(withBrand(t('booking.invitation.title')));
  const query = useWaitlistInvitation(token);
  return (
    <section aria-labelledby="lista-titulo" className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <h1 id="lista-titulo" className="font-display text-3xl font-bold sm:text-4xl">
        {t('booking.invitation.title')}
      </h1>
      {query.isPending ? <LoadingState message={t('booking.invitation.loading')} /> : null}
      {query.error ? (
        <p role="alert" className="font-semibold text-destructive">
          {'isNotFound' in query.error && query.error.isNotFound
            ? t('booking.invitation.unknown')
            : t('booking.invitation.failed')}
        </p>
      ) : null}
      {query.data ? <Invitation token={token} invitation={query.data} /> : null}
    </section>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: WaitlistInvitation }) {
  const { t, locale, paths, longDate, time, content } = useT('booking');
  const words = useSaid();
  const queryClient = useQueryClient();
  const [leftNow, setLeftNow] = useState(false);
  const leave = useMutation({
    mutationFn: () => leaveWaitlist(token),
    onSuccess: () => {
      setLeftNow(true);
      queryClient.setQueryData<WaitlistInvitation>(waitlistInvitationKey(token), (old) =>
        old ? { ...old, status: 'left', holdExpiresAt: null } : old,
      );
    },
  });
  const name = content(invitation.name, invitation.nameEn);
  const itemPath = invitation.kind === 'experience' ? paths.experience(invitation.slug) : paths.trip(invitation.slug);
  const bookPath = `${itemPath}?${new URLSearchParams({ [WAITLIST_TOKEN_PARAM]: token })}#${BOOKING_SECTION_ID}`;
  const when = invitation.startTime
    ? t('booking.invitation.dateAt', { date: longDate(invitation.date), time: time(invitation.startTime) })
    : longDate(invitation.date);
  const status = invitation.status;

  return (
    <Card className="grid gap-4 p-5 sm:p-7">
      <div className="grid gap-1">
        <h2 className="font-display text-xl font-bold" lang={name.lang}>
          {name.value}
        </h2>
        <p>{when}</p>
        <p className="text-sm text-muted-foreground">{t('booking.invitation.places', { count: invitation.places })}</p>
      </div>
      <div role="status" className="grid gap-2">
        {status === 'invited' && invitation.holdExpiresAt ? (
          <>
            <p className="font-semibold text-jade-800">
              {t('booking.invitation.held', {
                count: invitation.places,
                until: heldUntil(invitation.holdExpiresAt, invitation.timeZone, locale),
              })}
            </p>
            <p className="text-sm text-muted-foreground">{t('booking.invitation.heldNote')}</p>
          </>
        ) : null}
        {status === 'waiting' ? <p>{t('booking.invitation.waiting')}</p> : null}
        {status === 'expired' ? <p className="font-semibold">{t('booking.invitation.expired')}</p> : null}
        {status === 'booked' ? <p className="font-semibold">{t('booking.invitation.booked')}</p> : null}
        {status === 'left' ? (
          <p className="font-semibold">{leftNow ? t('waitlist.left') : t('booking.invitation.left')}</p>
        ) : null}
      </div>
      {leave.error ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {(words.error(leave.error) as Error).message}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {status === 'invited' ? (
          <Button asChild size="lg">
            {/* A document load: the browser itself lands on the booking section, which renders as it comes near. */}
            <Link to={bookPath} reloadDocument>
              <CalendarCheck aria-hidden="true" />
              {t('booking.invitation.book')}
            </Link>
          </Button>
        ) : null}
        {status === 'expired' || status === 'left' ? (
          <Button asChild variant="outline">
            <Link to={`${itemPath}#${BOOKING_SECTION_ID}`}>{t('booking.invitation.seeItem')}</Link>
          </Button>
        ) : null}
        {status === 'waiting' || status === 'invited' ? (
          <Button variant="outline" size="lg" disabled={leave.isPending} onClick={() => leave.mutate()}>
            <LogOut aria-hidden="true" />
            {leave.isPending ? t('booking.invitation.leaving') : t('booking.invitation.leave')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
