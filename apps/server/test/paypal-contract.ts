import { readFileSync } from 'node:fs';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { OpenAPIBackend, type Document } from 'openapi-backend';

// PayPal's own OpenAPI documents (test/paypal-openapi/README.md) and one validator per document,
// from openapi-backend (Ajv underneath), for the contract tests of the PayPal client and the
// stand-in (paypal-contract.test.ts).

const DOCUMENTS = ['checkout_orders_v2.json', 'payments_payment_v2.json', 'notifications_webhooks_v1.json'];

type Schema = { [key: string]: unknown };
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const mapValues = (object: Schema, f: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object).map(([k, v]) => [k, f(v)]));

/**
 * PayPal's schemas list their fields but almost never require them or close the object, so a
 * renamed field would still pass. Two house rules tighten the documents, and only them:
 *
 * 1. No field PayPal does not document: every place where a schema describes a whole value (a
 *    response or request body, a property, an array item) gets `unevaluatedProperties: false`
 *    around it. Parts of an `allOf`/`anyOf`/`oneOf` are left open, so a composed object may
 *    carry the fields of all its parts and nothing else.
 * 2. An error body carries `name`, `message` and `debug_id` (PayPal always sends them; the
 *    webhooks document already requires them, the others only list them).
 */
function closeSchema(schema: unknown, whole: boolean, nested = true): unknown {
  if (!isSchema(schema)) return schema;
  const s: Schema = { ...schema };
  if (isSchema(s.properties)) s.properties = mapValues(s.properties, (p) => closeSchema(p, nested, nested));
  if (s.items !== undefined) s.items = closeSchema(s.items, nested, nested);
  if (isSchema(s.additionalProperties)) s.additionalProperties = closeSchema(s.additionalProperties, nested, nested);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(s[key])) s[key] = (s[key] as unknown[]).map((part) => closeSchema(part, false, nested));
  }
  const objectLike = '$ref' in s || 'properties' in s || 'allOf' in s || 'anyOf' in s || 'oneOf' in s || s.type === 'object';
  return whole && objectLike ? { allOf: [s], unevaluatedProperties: false } : s;
}

const ERROR_SCHEMA = /^error(_\d{3})?$/;
/**
 * The issues an error of one status may carry (`400`, `orders.capture-422`…): always combined
 * with `error_<status>` (allOf), whose `details` items (error_details) close the same objects,
 * so nothing inside them is closed on its own.
 */
const ISSUE_LIST = /^(.+-)?\d{3}$/;

function tighten(document: Document): Document {
  const doc = structuredClone(document) as Document & { components: { schemas: Record<string, Schema> } };
  const schemas = doc.components.schemas;
  for (const [name, schema] of Object.entries(schemas)) {
    const open = closeSchema(schema, false, !ISSUE_LIST.test(name)) as Schema;
    if (ERROR_SCHEMA.test(name) && isSchema(open.properties) && 'debug_id' in open.properties) {
      open.required = [...new Set([...((open.required as string[]) ?? []), 'name', 'message', 'debug_id'])];
    }
    schemas[name] = open;
  }
  const closeContent = (content: unknown) => {
    if (!isSchema(content)) return;
    for (const media of Object.values(content)) {
      if (isSchema(media) && media.schema !== undefined) media.schema = closeSchema(media.schema, true);
    }
  };
  for (const response of Object.values((doc.components.responses ?? {}) as Record<string, Schema>))
    closeContent(response.content);
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if (!isSchema(operation)) continue;
      if (isSchema(operation.requestBody)) closeContent(operation.requestBody.content);
      for (const response of Object.values((operation.responses ?? {}) as unknown as Record<string, Schema>)) {
        if (isSchema(response)) closeContent(response.content);
      }
    }
  }
  return doc;
}

export interface ContractRequest {
  method: string;
  /** The path after PayPal's host, e.g. /v2/checkout/orders, with its query if any. */
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface PayPalContract {
  /** The operation a request is for (by method and path), or null if no document has it. */
  operationOf(request: Pick<ContractRequest, 'method' | 'path'>): string | null;
  /** What is wrong with a request, by the document of its operation (empty: it conforms). */
  checkRequest(request: ContractRequest): { operationId: string | null; errors: string[] };
  /** What is wrong with a response of this operation and status (empty: it conforms). */
  checkResponse(operationId: string, status: number, body: unknown): string[];
}

const describe = (errors: { instancePath?: string; message?: string; params?: unknown }[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params ?? {})}`.trim());

const readDocument = (file: string) =>
  JSON.parse(readFileSync(new URL(`./paypal-openapi/${file}`, import.meta.url), 'utf8')) as Document;

export async function loadPayPalContract(): Promise<PayPalContract> {
  const backends = await Promise.all(
    DOCUMENTS.map(async (file) => {
      const document = readDocument(file);
      const api = new OpenAPIBackend({
        definition: tighten(document),
        strict: true,
        // quick: no check of the document itself, which PayPal's would fail (they put descriptions
        // beside $ref, which OpenAPI 3.0's schema refuses) and ours would too (unevaluatedProperties).
        quick: true,
        // unevaluatedProperties (rule 1) needs JSON Schema 2019-09; OpenAPI 3.0's keywords are a subset.
        customizeAjv: (original, options) => {
          // allErrors: every difference is reported, not only the first; PayPal's patterns are not
          // all valid with the u flag (unicodeRegExp).
          const ajv = new Ajv2019({ ...options, strict: false, logger: false, unicodeRegExp: false, allErrors: true });
          for (const [name, format] of Object.entries(original.formats)) ajv.addFormat(name, format as never);
          return ajv as never;
        },
      });
      await api.init();
      return api;
    }),
  );
  const backendOf = (operationId: string) => backends.find((api) => api.getOperation(operationId));

  function operationOf(request: Pick<ContractRequest, 'method' | 'path'>) {
    for (const api of backends) {
      const operation = api.router.matchOperation({ method: request.method, path: request.path, headers: {} });
      if (operation?.operationId) return operation.operationId;
    }
    return null;
  }

  return {
    operationOf,
    checkRequest(request) {
      const operationId = operationOf(request);
      if (!operationId) return { operationId, errors: [`no PayPal document has ${request.method} ${request.path}`] };
      const [path, query] = request.path.split('?');
      const result = backendOf(operationId)!.validator.validateRequest(
        { method: request.method, path: path!, query: query ?? '', headers: request.headers, body: request.body },
        operationId,
      );
      return { operationId, errors: describe(result.errors) };
    },
    checkResponse(operationId, status, body) {
      const api = backendOf(operationId);
      if (!api) return [`no PayPal document has the operation ${operationId}`];
      const operation = api.getOperation(operationId)!;
      const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, { schema?: unknown }> }>;
      const documented = [String(status), `${Math.floor(status / 100)}XX`, 'default']
        .map((key) => responses[key])
        .find((response) => response?.content?.['application/json']?.schema);
      if (!documented) {
        return [`${operationId} documents no JSON body for status ${status}`];
      }
      return describe(api.validator.validateResponse(body, operationId, status).errors);
    },
  };
}
