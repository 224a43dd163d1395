import { randomBytes } from 'node:crypto';

// PayPal's error bodies as its OpenAPI documents spell them (Orders v2, Payments v2, Webhooks v1;
// copies in apps/server/test/paypal-openapi/): each status has one error name and one message,
// each issue its description. The stand-in answers with these texts so that the contract tests
// (test/paypal-contract.test.ts) can hold it to the documents.

/** The error name and message of each status. */
const BY_STATUS: Record<number, { name: string; message: string }> = {
  400: { name: 'INVALID_REQUEST', message: 'Request is not well-formed, syntactically incorrect, or violates schema.' },
  401: {
    name: 'AUTHENTICATION_FAILURE',
    message: 'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  },
  403: { name: 'NOT_AUTHORIZED', message: 'Authorization failed due to insufficient permissions.' },
  404: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' },
  409: { name: 'RESOURCE_CONFLICT', message: 'The server has detected a conflict while processing this request.' },
  415: { name: 'UNSUPPORTED_MEDIA_TYPE', message: "The server does not support the request payload's media type." },
  422: {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  },
  500: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' },
  503: { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' },
};

/**
 * Issue descriptions. Orders v2 spells some differently per operation (MISSING_REQUIRED_PARAMETER
 * on create and on capture): `operation` picks the capture's.
 */
const ISSUES: Record<string, string> = {
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  MISSING_REQUIRED_PARAMETER: 'A required parameter is missing.',
  INVALID_PARAMETER_VALUE: 'A parameter value is not valid.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long',
  INVALID_ARRAY_MIN_ITEMS: 'The number of items in an array parameter is too small.',
  INVALID_ARRAY_MAX_ITEMS: 'The number of items in an array parameter is too large.',
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  INVALID_CURRENCY_CODE:
    'Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.',
  MULTI_CURRENCY_ORDER:
    'Multiple differing values of currency_code are not supported. Entire Order request must have the same currency_code.',
  DUPLICATE_REFERENCE_ID: '`reference_id` must be unique if multiple `purchase_unit` are provided.',
  UNSUPPORTED_INTENT: '`intent=AUTHORIZE` is not supported for multiple purchase units. Only `intent=CAPTURE` is supported.',
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  ORDER_COMPLETION_IN_PROGRESS:
    'The order was created with processing_instruction of ORDER_COMPLETE_ON_PAYMENT_APPROVAL. The customer has approved the payment and PayPal is still in the process of capturing the order on your behalf as instructed. Please try your request again.',
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  TRANSACTION_REFUSED: 'The request was refused.',
  PREVIOUS_REQUEST_IN_PROGRESS:
    'A previous request on this resource is currently in progress. Please wait for sometime and try again. It is best to space out the initial and the subsequent request(s) to avoid receiving this error.',
  PERMISSION_DENIED: 'You do not have permission to access or perform operations on this resource.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded',
  REFUND_CAPTURE_CURRENCY_MISMATCH: 'Refund must be in the same currency as the capture',
  REFUND_NOT_ALLOWED: 'Capture cannot be refunded.',
  REFUND_AMOUNT_EXCEEDED: 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  PENDING_CAPTURE:
    'Cannot initiate a refund as the capture is pending. Capture is typically pending when the payer has funded the transaction using e-check/bank funded.',
};
const CAPTURE_ISSUES: Record<string, string> = {
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing',
};

export interface PayPalErrorDetail {
  issue: string;
  /** JSON pointer of the field at fault, e.g. /purchase_units/0/amount/value. */
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'query';
}

export interface PayPalErrorBody {
  name: string;
  message: string;
  debug_id: string;
  details?: (PayPalErrorDetail & { description?: string })[];
  links: { href: string; rel: string; method: 'GET' }[];
}

/** PayPal's correlation id: 13 lowercase hexadecimal characters. */
export const debugId = () => randomBytes(7).toString('hex').slice(0, 13);

/**
 * An error body for `status` as PayPal documents it. A status PayPal gives no name of its own
 * keeps `fallbackName`; 5xx bodies carry no details (error_500 has none).
 */
export function paypalError(
  status: number,
  detail?: PayPalErrorDetail,
  opts: { operation?: 'capture'; fallbackName?: string } = {},
): PayPalErrorBody {
  const known = BY_STATUS[status] ?? {
    name: opts.fallbackName ?? 'UNKNOWN_ERROR',
    message: opts.fallbackName ?? 'Unknown error.',
  };
  const description = detail
    ? ((opts.operation === 'capture' ? CAPTURE_ISSUES[detail.issue] : undefined) ?? ISSUES[detail.issue])
    : undefined;
  return {
    name: known.name,
    message: known.message,
    debug_id: debugId(),
    ...(detail && status < 500 ? { details: [{ ...detail, ...(description ? { description } : {}) }] } : {}),
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${detail?.issue ?? known.name}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  };
}

/** verify-webhook-signature's refusal (Webhooks v1 documents one `error` shape for it). */
export function webhooksValidationError(field: string): PayPalErrorBody {
  return {
    name: 'VALIDATION_ERROR',
    message: 'Invalid request - see details',
    debug_id: debugId(),
    details: [{ field, location: 'body', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field is missing.' }],
    links: [],
  };
}
