import { describe, expect, it } from 'vitest';
import {
  bookingReference,
  formatClock,
  formatLongDate,
  formatLongDateTime,
  freeCancellationUntil,
  todayInMexico,
} from '@hv/shared';
import ical from 'node-ical';
import { insertRows } from '../src/db/factories.ts';
import { reminderAt } from '../src/modules/reminders/departures.ts';
import { addDays, saturday } from './dates.ts';
import { TEST_ORIGIN, validTransportRequest } from './helpers.ts';
import { outbox, type OutboxMail } from './hostile-helpers.ts';
import { demoSuite, paymentHelpers } from './payment-helpers.ts';

// Issue 19 (docs/decisions/0159-english-pages.md): a booking made on an English page gets its
// e-mails, its calendar event and its links in English — the item under the English name staff gave
// it —, an account with an English locale its account e-mails; Spanish stays exactly as it was.

const suite = demoSuite(['coordinador']);
const { cookies } = suite;
const { db, makeExperience, createOrder, approve, capture, bookingRow, post, mailTo } = paymentHelpers(() => suite.t, {
  ipBlock: '10.19',
});

const BRAND = 'Hormiga Viajera';
const publicUrl = () => suite.t.config.publicUrl;
type Attachment = NonNullable<OutboxMail['attachments']>[number];
const bytesOf = (a: Attachment) => (a.encoding === 'base64' ? Buffer.from(a.content, 'base64') : Buffer.from(a.content));
const icsEvent = (mail: OutboxMail, filename: string) => {
  const file = mail.attachments?.find((a: Attachment) => a.filename === filename);
  expect(file, `attachment ${filename}`).toBeTruthy();
  const parsed = ical.sync.parseICS(bytesOf(file!).toString('utf8'));
  return Object.values(parsed).find((c) => c?.type === 'VEVENT') as ical.VEvent;
};

/** An experience with English words (name, meeting point), 1 250 MXN per person, at 09:00. */
const bilingualExperience = () =>
  makeExperience({
    name: 'Cenotes del pueblo',
    name_en: 'Village cenotes',
    meeting_point: 'Plaza principal',
    meeting_point_en: 'Main square',
    start_times: ['09:00'],
    price: 1250,
    free_cancellation_hours: 48,
  });

let dateCounter = 0;
/** A booking paid through the stand-in without an account, from a page in `locale` (none: the Spanish checkout, which sends none). */
async function paid(opts: {
  item: { kind: 'experience' | 'trip'; id: string };
  date?: string;
  passengers?: number;
  email: string;
  locale?: 'es' | 'en';
}) {
  const date = opts.date ?? saturday(4 + (++dateCounter % 20));
  const passengers = opts.passengers ?? 2;
  const order = await createOrder({
    ...opts.item,
    date,
    passengers,
    ...(opts.item.kind === 'experience' ? { startTime: '09:00' } : {}),
    contactName: 'Ann Smith',
    contactEmail: opts.email,
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  expect(order.statusCode, order.body).toBe(201);
  const { orderId, bookingId } = order.json() as { orderId: string; bookingId: string };
  expect((await approve(orderId)).statusCode).toBe(200);
  const captured = await capture(orderId);
  expect(captured.statusCode, captured.body).toBe(200);
  const confirmationPath = (captured.json() as { confirmationPath: string }).confirmationPath;
  const token = new URL(confirmationPath, TEST_ORIGIN).searchParams.get('t')!;
  return { orderId, bookingId, reference: bookingReference(bookingId), date, confirmationPath, token };
}

/** The operator's legal identity (the demo's OPERATOR_* values) as English e-mails end with it. */
const ENGLISH_LEGAL_LINE =
  'Hormiga Viajera Turismo, S.A. de C.V. · RFC (tax ID) HVT150310AB1 · RNT (National Tourism Registry) 04090150123456 · Av. Álvaro Obregón 121, Roma Norte, Cuauhtémoc, 06700 Ciudad de México, CDMX, México · Phone +52 55 1234 5678';

describe('the confirmation e-mail', () => {
  it('of an English booking is in English: subject, greeting, labels, MX$ money, the English date, the /en/booking/ link, the English item name and meeting point, and the calendar event', async () => {
    const exp = await bilingualExperience();
    const email = 'english.traveller@example.com';
    const b = await paid({ item: { kind: 'experience', id: exp.id }, email, locale: 'en' });
    expect((await bookingRow(b.bookingId)).locale).toBe('en');
    // The browser goes to the English confirmation page after paying, and after a lost tab.
    expect(b.confirmationPath).toMatch(new RegExp(`^/en/booking/${b.reference}\\?t=[\\w-]{22}$`));
    const resumed = await post(`/api/payments/orders/${b.orderId}/resume`);
    expect(resumed.json()).toMatchObject({ state: 'paid', confirmationPath: b.confirmationPath });

    const mail = await mailTo(email, b.reference);
    expect(mail.subject).toBe(`Booking confirmed ${b.reference}: Village cenotes`);
    const englishDate = formatLongDate(b.date, 'en');
    expect(englishDate).toMatch(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
    );
    const link = `${publicUrl()}${b.confirmationPath}`;
    for (const line of [
      'Hello Ann Smith,',
      `Thank you for your purchase. Your booking with ${BRAND} is confirmed and paid.`,
      `Booking: ${b.reference}`,
      'Experience or trip: Village cenotes',
      `Date: ${englishDate}`,
      // A 12-hour clock for English readers ('9:00 AM').
      `Start time: ${formatClock('09:00', 'en')}`,
      'Meeting point: Main square',
      'Passengers: Pasajero 1 Prueba, Pasajero 2 Prueba',
      'Total paid: MX$2,500.00',
      `Your voucher, with the QR code to check in at the departure, ready to print: ${link}`,
      'Your booking is attached as a calendar event (.ics).',
      'Free cancellation up to 48 hours before the start date and time; after that, or if you do not show up, the payment is not refundable.',
      // Issue 30 item 8: the voucher's own buttons while the policy allows, and WhatsApp written as read.
      `Change date: ${link}#cambios`,
      `Cancel booking: ${link}#cambios`,
      'If you need help, reply to this email or message us on WhatsApp at +52 55 1234 5678 with your booking number.',
      'WhatsApp: https://wa.me/525512345678',
    ])
      expect(mail.text.split('\n')).toContain(line);
    for (const spanish of ['Reserva', 'Pasajeros:', 'Cenotes del pueblo', 'Plaza principal', '/reserva/'])
      expect(mail.text).not.toContain(spanish);
    expect(mail.text).not.toMatch(/(^|[^X])\$2,500\.00/); // pesos as MX$, never a bare $
    expect(mail.html).toContain(`<a href="${link}">View my voucher</a>`);
    expect(mail.html).toContain(`alt="QR code of booking ${b.reference} to check in at the departure"`);

    const event = icsEvent(mail, `booking-${b.reference}.ics`);
    expect(String(event.summary)).toBe(`Village cenotes (${BRAND})`);
    expect(event.location).toBe('Main square');
    expect(String(event.description)).toBe(`Booking ${b.reference} · 2 passengers. Your voucher: ${link}`);
    expect(mail.attachments?.map((a: Attachment) => a.filename)).not.toContain(`reserva-${b.reference}.ics`);
  });

  it('of a Spanish booking is unchanged, character for character, though the item has English words', async () => {
    const exp = await bilingualExperience();
    const email = 'spanish.traveller@example.com';
    const b = await paid({ item: { kind: 'experience', id: exp.id }, email });
    expect((await bookingRow(b.bookingId)).locale).toBe('es');
    expect(b.confirmationPath).toMatch(new RegExp(`^/reserva/${b.reference}\\?t=[\\w-]{22}$`));

    const mail = await mailTo(email, b.reference);
    const link = `${publicUrl()}${b.confirmationPath}`;
    expect(mail.subject).toBe(`Reserva confirmada ${b.reference}: Cenotes del pueblo`);
    expect(mail.text).toBe(
      [
        'Hola, Ann Smith:',
        '',
        `Gracias por tu compra. Tu reserva en ${BRAND} está confirmada y pagada.`,
        '',
        `Reserva: ${b.reference}`,
        'Experiencia o viaje: Cenotes del pueblo',
        `Fecha: ${formatLongDate(b.date)}`,
        'Hora de inicio: 09:00',
        'Punto de encuentro: Plaza principal',
        'Pasajeros: Pasajero 1 Prueba, Pasajero 2 Prueba',
        'Total pagado: $2,500.00',
        '',
        `Tu voucher, con el código QR para registrarte en la salida y listo para imprimir: ${link}`,
        'Adjuntamos tu reserva como evento de calendario (.ics).',
        '',
        'Cancelación gratuita hasta 48 horas antes de la fecha y hora de inicio; después, o si no te presentas, el pago no es reembolsable.',
        // Issue 30 item 8: self-service links while the policy allows; WhatsApp written as read, linked through wa.me.
        `Puedes cambiar la fecha o cancelar sin costo hasta el ${formatLongDateTime(freeCancellationUntil(b.date, '09:00', 48))}, desde tu reserva:`,
        `Cambiar fecha: ${link}#cambios`,
        `Cancelar reserva: ${link}#cambios`,
        'Si necesitas ayuda, responde a este correo o escríbenos por WhatsApp al +52 55 1234 5678 con tu número de reserva.',
        'WhatsApp: https://wa.me/525512345678',
        '',
        `— ${BRAND}`,
        // Issue 30 item 6: who sells the trip, by law.
        'Hormiga Viajera Turismo, S.A. de C.V. · RFC HVT150310AB1 · RNT 04090150123456 · Av. Álvaro Obregón 121, Roma Norte, Cuauhtémoc, 06700 Ciudad de México, CDMX, México · Tel. +52 55 1234 5678',
      ].join('\n'),
    );
    const qr = mail.attachments?.find((a: Attachment) => a.contentType === 'image/png');
    expect(mail.html).toBe(
      [
        '<p>Hola, Ann Smith:</p>',
        `<p>Gracias por tu compra. Tu reserva en ${BRAND} está confirmada y pagada.</p>`,
        '<table>',
        `<tr><th align="left">Reserva</th><td>${b.reference}</td></tr>`,
        '<tr><th align="left">Experiencia o viaje</th><td>Cenotes del pueblo</td></tr>',
        `<tr><th align="left">Fecha</th><td>${formatLongDate(b.date)}</td></tr>`,
        '<tr><th align="left">Hora de inicio</th><td>09:00</td></tr>',
        '<tr><th align="left">Punto de encuentro</th><td>Plaza principal</td></tr>',
        '<tr><th align="left">Pasajeros</th><td>Pasajero 1 Prueba, Pasajero 2 Prueba</td></tr>',
        '<tr><th align="left">Total pagado</th><td>$2,500.00</td></tr>',
        '</table>',
        `<p><a href="${link}">Ver mi voucher</a></p>`,
        `<p><img src="cid:${qr!.cid}" width="200" height="200" alt="Código QR de la reserva ${b.reference} para registrarte en la salida"></p><p>Muestra este código QR al llegar; también está en tu voucher.</p>`,
        '<p>Adjuntamos tu reserva como evento de calendario (.ics).</p>',
        '<p>Cancelación gratuita hasta 48 horas antes de la fecha y hora de inicio; después, o si no te presentas, el pago no es reembolsable.</p>',
        `<p>Puedes cambiar la fecha o cancelar sin costo hasta el ${formatLongDateTime(freeCancellationUntil(b.date, '09:00', 48))}, desde tu reserva: <a href="${link}#cambios">Cambiar fecha</a> · <a href="${link}#cambios">Cancelar reserva</a></p>`,
        '<p>Si necesitas ayuda, responde a este correo o escríbenos por WhatsApp al <a href="https://wa.me/525512345678">+52 55 1234 5678</a> con tu número de reserva.</p>',
        `<p>— ${BRAND}</p>`,
        '<p><small>Hormiga Viajera Turismo, S.A. de C.V. · RFC HVT150310AB1 · RNT 04090150123456 · Av. Álvaro Obregón 121, Roma Norte, Cuauhtémoc, 06700 Ciudad de México, CDMX, México · Tel. +52 55 1234 5678</small></p>',
      ].join(''),
    );
    const event = icsEvent(mail, `reserva-${b.reference}.ics`);
    expect(String(event.summary)).toBe(`Cenotes del pueblo (${BRAND})`);
    expect(event.location).toBe('Plaza principal');
    expect(String(event.description)).toBe(`Reserva ${b.reference} · 2 pasajero(s). Tu voucher: ${link}`);
  });

  it('of a trip booked in English names its English destination and its date in English (March 15, 2099)', async () => {
    const trip = await insertRows(db()).trip({
      destination: 'Barrancas del Cobre',
      destination_en: 'Copper Canyon',
      departure_date: '2099-03-15',
    });
    const email = 'english.trip@example.com';
    const b = await paid({ item: { kind: 'trip', id: trip.id }, date: '2099-03-15', passengers: 1, email, locale: 'en' });
    const mail = await mailTo(email, b.reference);
    expect(mail.subject).toBe(`Booking confirmed ${b.reference}: Copper Canyon`);
    expect(mail.text).toContain(
      `Experience or trip: Copper Canyon\nDate: March 15, 2099\nStart time: ${formatClock('08:00', 'en')}\n`,
    );
    expect(mail.text).toContain('Total paid: MX$5,000.00');
    expect(String(icsEvent(mail, `booking-${b.reference}.ics`).description)).toContain(' · 1 passenger. ');
  });
});

describe("an English booking's other e-mails", () => {
  it("a staff refund and the traveller's own cancellation are told in English, the traveller's reason too", async () => {
    const exp = await bilingualExperience();
    const email = 'english.refund@example.com';
    const b = await paid({ item: { kind: 'experience', id: exp.id }, email, locale: 'en' });
    const englishDate = formatLongDate(b.date, 'en');

    const partial = await post(
      `/api/admin/bookings/${b.bookingId}/refund`,
      { amount: 500, reason: 'The boat broke down' },
      cookies.coordinador,
    );
    expect(partial.statusCode, partial.body).toBe(200);
    const first = await mailTo(email, 'Refund of your booking');
    expect(first.subject).toBe(`Refund of your booking ${b.reference}: MX$500.00`);
    expect(first.text).toBe(
      [
        'Hello Ann Smith,',
        '',
        `We have refunded MX$500.00 of your booking ${b.reference} (Village cenotes, ${englishDate}).`,
        'Reason: The boat broke down',
        '',
        'Where the money goes back:',
        '- MX$500.00 to your PayPal account or the card you paid with (PayPal may take a few days to show it).',
        '',
        'Your booking is still confirmed; you have now paid MX$2,000.00 in all.',
        '',
        `— ${BRAND}`,
        // Issue 30 item 6: every e-mail about a sale says who sells it, by law, in its language.
        ENGLISH_LEGAL_LINE,
      ].join('\n'),
    );

    const cancelled = await post(`/api/bookings/${b.reference}/cancel?t=${b.token}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const second = await mailTo(email, `Refund of your booking ${b.reference}: MX$2,000.00`);
    expect(second.text).toContain('Reason: You cancelled your booking.\n');
    expect(second.text).toContain('Your booking has been cancelled and refunded in full.');
    expect(second.text).not.toContain('Cancelaste');
  });

  it('a move to another date and the link asked for again are in English, with the /en/booking/ link', async () => {
    const exp = await bilingualExperience();
    const email = 'english.moves@example.com';
    const b = await paid({ item: { kind: 'experience', id: exp.id }, email, locale: 'en' });
    const link = `${publicUrl()}${b.confirmationPath}`;

    const to = addDays(b.date, 7);
    const moved = await post(`/api/bookings/${b.reference}/reschedule?t=${b.token}`, { date: to, startTime: '09:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    const move = await mailTo(email, 'has a new date');
    expect(move.subject).toBe(`Your booking ${b.reference} has a new date`);
    expect(move.text).toBe(
      [
        'Hello Ann Smith,',
        '',
        `Your booking has moved to ${formatLongDate(to, 'en')}, ${formatClock('09:00', 'en')} (Village cenotes, 2 passengers).`,
        `Your voucher with the new date: ${link}`,
        '',
        BRAND,
        ENGLISH_LEGAL_LINE,
      ].join('\n'),
    );

    expect((await post('/api/bookings/find', { reference: b.reference, email })).statusCode).toBe(202);
    const found = await mailTo(email, `Your booking ${b.reference} with ${BRAND}`);
    expect(found.text).toContain(`You asked us for the link to your booking ${b.reference} (Village cenotes).`);
    expect(found.text).toContain(`Open it here: ${link}\n`);
    expect(found.html).toContain(`<a href="${link}">View my booking</a>`);
    expect(found.text.endsWith(`\n${ENGLISH_LEGAL_LINE}`)).toBe(true);
  });

  it('the reminder before the departure and the review request after it are in English', async () => {
    const exp = await bilingualExperience();
    const email = 'english.reminder@example.com';
    const booking = await insertRows(db()).booking(
      { experience: exp },
      {
        booking_date: addDays(todayInMexico(), 12),
        start_time: '09:00',
        status: 'Pagada',
        paid_at: new Date(Date.now() - 30 * 24 * 3_600_000),
        contact_email: email,
        contact_name: 'Ann Smith',
        locale: 'en',
      },
    );
    const reference = bookingReference(booking.id);
    const due = reminderAt(booking.booking_date, '09:00', suite.t.config.REMINDER_HOURS);
    await suite.t.app.jobs.runDue(due);
    await suite.t.app.jobs.runDue(new Date(due.getTime() + 5 * 60_000));
    const reminder = await mailTo(email, `Reminder ${reference}`);
    expect(reminder.subject).toBe(
      `Reminder ${reference}: Village cenotes, ${formatLongDate(booking.booking_date, 'en')}, ${formatClock('09:00', 'en')}`,
    );
    expect(reminder.text).toContain('Hello Ann Smith,\n');
    expect(reminder.text).toContain('Meeting point: Main square\n');
    expect(reminder.text).toMatch(new RegExp(`Your voucher: ${publicUrl()}/en/booking/${reference}\\?t=[\\w-]{22}\\n`));
    expect(reminder.html).toContain('Message us on WhatsApp</a>');

    const tenAm = reminderAt(addDays(booking.booking_date, 1), '10:00', 0);
    await suite.t.app.jobs.runDue(new Date(tenAm.getTime() - 60 * 60_000));
    await suite.t.app.jobs.runDue(tenAm);
    await suite.t.app.jobs.runDue(new Date(tenAm.getTime() + 24 * 60 * 60_000));
    const review = await mailTo(email, 'Review your booking');
    expect(review.subject).toBe(`How did it go? Review your booking ${reference}`);
    expect(review.text).toContain(`Thank you for travelling with ${BRAND}. How was Village cenotes?`);
    for (const mail of [reminder, review]) expect(mail.text.endsWith(`\n${ENGLISH_LEGAL_LINE}`)).toBe(true);
    expect(review.text).toMatch(new RegExp(`Write your review: ${publicUrl()}/en/booking/${reference}\\?t=[\\w-]{22}#resena`));
  });
});

describe('account e-mails', () => {
  const authPost = (url: string, payload: object) =>
    suite.t.app.inject({
      method: 'POST',
      url: `/api/auth${url}`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload,
    });

  it('an account with an English locale gets its address confirmation and its password reset in English', async () => {
    const email = 'english.account@example.com';
    const signUp = await authPost('/sign-up/email', {
      email,
      password: 'secreto1',
      name: 'Ann Smith',
      fullName: 'Ann Smith',
      locale: 'en-US',
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const verify = await mailTo(email, 'Confirm your email');
    expect(verify.subject).toBe(`Confirm your email for ${BRAND}`);
    expect(verify.text).toMatch(
      /^Hello Ann Smith,\n\nThank you for creating your account with Hormiga Viajera\. You can book right away\./,
    );
    expect(verify.text).toMatch(
      /\n\nConfirm my email: http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+\n\nIf you did not create this account, you can ignore this message\.$/,
    );
    expect(verify.html).toContain('<html lang="en-US">');
    expect(verify.html).toContain('<h1 style="font-size:22px">Confirm your email address</h1>');

    expect((await authPost('/request-password-reset', { email, redirectTo: '/en/password-reset' })).statusCode).toBe(200);
    const reset = await mailTo(email, 'password');
    expect(reset.subject).toBe(`Reset your ${BRAND} password`);
    expect(reset.text).toContain('We received a request to reset your password. The link is valid for 1 hour.');
    expect(reset.text).toMatch(
      /Create a new password: http:\/\/localhost:3000\/en\/password-reset#access_token=[^&\s]+&type=recovery\n/,
    );
  });
});

describe('a transport request', () => {
  it("sent from the English page gets the requester's copy in English; the operator's stays Spanish", async () => {
    const email = 'english.transport@example.com';
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/transport-requests',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '10.19.250.1',
      payload: { ...validTransportRequest, email, locale: 'en' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = await mailTo(email, 'transport');
    expect(copy.subject).toBe('Your transport request to Valle de Bravo');
    expect(copy.text).toContain('Hello Lucía Pérez,\n');
    expect(copy.text).toContain('nothing has been charged yet');
    expect(copy.text).toContain(`Departure: May 10, 2099, ${formatClock('08:30', 'en')}\n`);
    expect(copy.text).toContain('Vehicle: Mercedes Sprinter (up to 19 people)\n');
    expect(copy.text).toContain('Passengers: 12\n');

    await expect
      .poll(() =>
        outbox(suite.t.config.dataDir).some((m) => m.subject.startsWith('Solicitud de transporte') && m.text.includes(email)),
      )
      .toBe(true);
    const operator = outbox(suite.t.config.dataDir).find((m) => m.text.includes(email) && m.to[0]?.address !== email)!;
    expect(operator.text).toContain('Vehículo: Mercedes Sprinter (hasta 19 personas)');
    expect(operator.text).toContain('Salida: 10 de mayo de 2099, 08:30');
  });
});
