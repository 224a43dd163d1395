import { DEFAULT_PAY_LATER_SETTINGS, type OperatorIdentity, type PayLaterSettings } from '@hv/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviders } from '../payment-providers/index.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/index.ts';

/** What the booking services need from the app (app.ts builds it). */
export interface PaymentDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  brand: string;
  publicUrl: string;
  /** Signs the confirmation page's links (confirmation-link.ts). */
  secret: string;
  /** Replies to booking e-mails reach the operator (docs/product.md §6.9). */
  operatorEmail: string;
  /** The site's WhatsApp (digits with country code): the fallback when an item names no responsible phone. */
  whatsappNumber: string;
  /** The operator's legal identity for the e-mails (OPERATOR_*; the demo values when left out). */
  operator?: OperatorIdentity;
  /** The payment providers (modules/payment-providers): a booking's goes back to the one that took it. */
  providers: PaymentProviders;
  /** What staff set for installments and cash payments (decision 0216); the defaults when left out. */
  payLater?: () => Promise<PayLaterSettings>;
}

/** What staff set for installments and cash payments, or the defaults (decision 0216). */
export const payLaterSettings = (deps: Pick<PaymentDeps, 'payLater'>): Promise<PayLaterSettings> =>
  deps.payLater?.() ?? Promise.resolve(DEFAULT_PAY_LATER_SETTINGS);
