import type { OperatorIdentity } from '@hv/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import { translator } from '../../lib/i18n.ts';
import type { Mailer } from './mailer.ts';

/**
 * Every e-mail about a sale ends with who sells the trip, by law: legal name, RFC, RNT, address
 * and phone (issue 30 item 6, docs/decisions/0199-checkout-feedback-and-operator-identity.md). Signed
 * here, once, in the e-mail's own language, so no e-mail can forget it; e-mails without a
 * language (to the operator, account security) go as they are.
 */
export function withLegalFooter(mailer: Mailer, operator: OperatorIdentity): Mailer {
  return {
    send(message) {
      if (!message.locale) return mailer.send(message);
      const legal = translator(message.locale).t('mail.operator', {
        legalName: operator.legal_name,
        rfc: operator.rfc,
        rnt: operator.rnt,
        address: operator.address,
        phone: operator.phone,
      });
      return mailer.send({
        ...message,
        text: `${message.text}\n${legal}`,
        html: `${message.html}<p><small>${escapeHtml(legal)}</small></p>`,
      });
    },
  };
}
