import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@hv/shared';

export interface MailMessage {
  to: string;
  /** Where a reply goes when it should reach a person rather than the no-reply sender. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Files (an .ics calendar event) and inline images, referenced from the HTML as cid:<cid>. */
  attachments?: { filename: string; content: Buffer | string; contentType: string; cid?: string }[];
  /**
   * The language of an e-mail about a sale (booking, payment link, reminder, refund, date change):
   * the mailer signs it with the operator's legal identity in that language (withLegalFooter).
   */
  locale?: Locale;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise nodemailer's JSON transport, written as one file per
 * message under DATA_DIR/outbox (subject, recipient and body with links intact) and logged.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
        opts.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(opts.outboxDir, { recursive: true });
      // Sorted by time; unique even for two apps in one process (tests run two) writing in the same millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      const file = join(opts.outboxDir, name);
      // Written aside, then renamed: whoever reads the outbox (a person, a test) never sees half a message.
      await writeFile(`${file}.part`, JSON.stringify(JSON.parse(String(info.message)), null, 2));
      await rename(`${file}.part`, file);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
