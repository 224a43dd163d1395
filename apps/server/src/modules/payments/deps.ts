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
}
