// The words a traveller gets about changing or cancelling a booking (docs/product.md §6.11): the
// terms page's rule in one sentence, and who to write to. Issue 17 turns the rule into a policy
// the server applies; until then it is what staff apply by hand.

export const CANCELLATION_TERMS =
  'Cancelación sin costo hasta 48 horas antes de la fecha y hora de inicio; después, o si no te presentas, el pago puede no ser reembolsable.';

/** How to change or cancel: reply to the e-mail or write on WhatsApp, with the reference. */
export function changeOrCancel(whatsappNumber: string): string {
  return `Para cambiar o cancelar, responde a este correo o escríbenos por WhatsApp al +${whatsappNumber} con tu número de reserva.`;
}
