import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/index.ts';

/** What the payment services need from the app (index.ts builds it). */
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
}
