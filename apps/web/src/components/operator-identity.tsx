import { useT } from '@/lib/i18n.tsx';
import { cn } from '@/lib/cn.ts';
import { useOperator } from '@/lib/use-public-config.ts';

// Who sells the trips, by law (issue 30 item 6): legal name, RFC, RNT (which Mexican tour
// operators must display), full address and phone, from one server setting
// (docs/decisions/0199-checkout-feedback-and-operator-identity.md).

/** The operator's legal identity in one line, as the footer shows it: name · RFC · RNT. */
export function OperatorLine({ className }: { className?: string }) {
  const { t } = useT();
  const operator = useOperator();
  return (
    <p className={className}>
      {/* Each part keeps its label beside its value on a narrow screen; the dots may end a line. */}
      {[
        operator.legal_name,
        t('layout.operator.rfc', { rfc: operator.rfc }),
        t('layout.operator.rnt', { rnt: operator.rnt }),
      ].map((part, i) => (
        <span key={part}>
          {i > 0 ? ' · ' : null}
          <span className="whitespace-nowrap">{part}</span>
        </span>
      ))}
    </p>
  );
}

/** The whole identity as an address block: the legal pages and the voucher (printed too). */
export function OperatorIdentityBlock({ className, headingLevel = 2 }: { className?: string; headingLevel?: 2 | 3 }) {
  const { t } = useT();
  const operator = useOperator();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cn('grid gap-1 text-sm leading-relaxed', className)} aria-label={t('layout.operator.title')}>
      <Heading className="font-semibold">{t('layout.operator.title')}</Heading>
      <address className="grid not-italic">
        <span>{operator.legal_name}</span>
        <span>{t('layout.operator.rfc', { rfc: operator.rfc })}</span>
        <span>{t('layout.operator.rnt', { rnt: operator.rnt })}</span>
        <span>{operator.address}</span>
        <span>{t('layout.operator.phone', { phone: operator.phone })}</span>
      </address>
    </section>
  );
}
