import { Link } from 'react-router';
import type { CheckoutQuote } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import { Message, useT } from '@/lib/i18n.tsx';

interface BookingSummaryProps {
  passengers: number;
  unitPrice: number;
  total: number;
  /** The server's figures once it priced the checkout (a coupon, a gift card). */
  quote: CheckoutQuote | null;
  /** With traveller types: each type's count and price, said instead of `N × price por persona` (decision 0237). */
  lines?: { name: string; count: number; price: number }[];
  /** A chosen pickup with a charge: said beside the tours, its charge per place (decision 0233). */
  pickup?: { name: string; places: number; charge: number };
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn('flex justify-between gap-x-4 text-sm', className)}>
      <dt>{label}</dt>
      {/* An amount is one word: a "−" never wraps alone (issue 30 item 13). */}
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * 'Total a Pagar' = passengers × price (docs/product.md §6.4), in es-MX MXN. Once the server priced the
 * checkout: its coupon discount, then what seeds and the gift card pay and what is left for PayPal.
 */
export function BookingSummary({ passengers, unitPrice, total, quote, lines, pickup }: BookingSummaryProps) {
  const { t, money, paths } = useT('booking');
  const discounted = quote !== null && quote.discount > 0;
  const giftCard = quote !== null && quote.giftCardAmount > 0 ? quote : null;
  // Seeds pay first, then the gift card; what is left is the provider's (decision 0234).
  const seeds = quote !== null && (quote.seedsSpent ?? 0) > 0 ? quote : null;
  return (
    <div className="grid gap-2 rounded-2xl border border-marigold-200 bg-white p-4 sm:p-5">
      {/* The figures are read where they stand: the floating contact button steps aside from them (issue 30). */}
      <dl data-keep-clear className="grid gap-1.5">
        {discounted ? (
          <>
            <Row label={t('booking.summary.subtotal')} value={money(quote.subtotal)} />
            <Row
              label={t('booking.summary.couponDiscount')}
              value={`−${money(quote.discount)}`}
              className="font-semibold text-jade-800"
            />
          </>
        ) : null}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <dt className="font-semibold">{t('booking.summary.total')}</dt>
          <dd className="whitespace-nowrap font-display text-3xl font-bold text-terracotta-800 tabular-nums">
            {money(quote?.total ?? total)}
          </dd>
        </div>
        {seeds ? (
          <Row
            label={t('booking.summary.seeds', { count: seeds.seedsSpent ?? 0 })}
            value={`−${money(seeds.seedsAmount ?? 0)}`}
            className="font-semibold text-jade-800"
          />
        ) : null}
        {giftCard ? (
          <Row
            label={t('booking.summary.giftCard')}
            value={`−${money(giftCard.giftCardAmount)}`}
            className="font-semibold text-jade-800"
          />
        ) : null}
        {giftCard || seeds ? (
          <Row
            label={t('booking.summary.paypalPart')}
            value={money((giftCard ?? seeds)!.amount)}
            className="text-base font-bold"
          />
        ) : null}
      </dl>
      <p className="text-sm text-muted-foreground">
        {lines
          ? lines
              .filter((line) => line.count > 0)
              .map((line) => t('booking.summary.typeLine', { count: line.count, name: line.name, price: money(line.price) }))
              .join(' · ')
          : t('booking.summary.perPerson', {
              passengers: t('booking.passengers.count', { count: passengers }),
              price: money(unitPrice),
            })}
        {pickup
          ? ` · ${t('booking.summary.pickupLine', { count: pickup.places, name: pickup.name, price: money(pickup.charge) })}`
          : ''}{' '}
        {t('booking.summary.taxes')}
      </p>
      {giftCard?.giftCard ? (
        <p className="text-sm text-muted-foreground">
          {t('booking.summary.giftCardRemaining', {
            series: giftCard.giftCard.series,
            amount: money(giftCard.giftCard.remaining),
          })}
        </p>
      ) : null}
      {/* The consumer law asks for the terms accepted to be at hand where the price is paid. */}
      <p className="text-sm">
        <Message
          id="booking.summary.consent"
          components={{
            0: <Link to={paths.terms} className="font-semibold text-primary underline" />,
            1: <Link to={paths.privacy} className="font-semibold text-primary underline" />,
          }}
        />
      </p>
    </div>
  );
}
