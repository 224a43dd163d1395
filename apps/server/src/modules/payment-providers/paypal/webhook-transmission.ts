// A PayPal notification's transmission time, checked by the site's webhook route and by the stand-in's
// verify-webhook-signature alike.

/**
 * How far a notification's PAYPAL-TRANSMISSION-TIME may lie from now, either way. PayPal's Webhooks
 * document calls it the time of the HTTP transmission, so each delivery and each retry carries its
 * own; the signature never expires, so a signed request seen later is a replay (issue 27). Ten
 * minutes leave room for clocks a little apart.
 */
const TRANSMISSION_TOLERANCE_MS = 10 * 60_000;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** Whether a webhook's transmission time (RFC 3339) is close enough to now to be a live delivery. */
export function isFreshTransmission(time: string, now = Date.now()): boolean {
  const at = RFC3339.test(time) ? Date.parse(time) : NaN;
  return Number.isFinite(at) && Math.abs(now - at) <= TRANSMISSION_TOLERANCE_MS;
}
