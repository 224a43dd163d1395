// The mail module's public face (docs/architecture.md): other modules use only what is exported here.
export { createMailer, type Mailer, type MailMessage } from './mailer.ts';
export { greeting } from './greeting.ts';
export { withLegalFooter } from './legal-footer.ts';
export { pickupLine } from './pickup-line.ts';
