import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';

// Facturapi's OpenAPI document, the part we use (test/facturapi-openapi/README.md), as validators
// for the contract test of the Facturapi client and stand-in (facturapi-contract.test.ts). The
// document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12: Ajv validates them as they are.

type Schema = { [key: string]: unknown };
type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
};
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const mapValues = (object: Schema, f: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object).map(([k, v]) => [k, f(v)]));

/**
 * Facturapi's schemas list their fields but rarely close the object, so a renamed field would
 * still pass. The house rule (as for PayPal's documents): every place that describes a whole value
 * (a property, an array item, a body) gets `unevaluatedProperties: false` around it; the parts of
 * an allOf/anyOf/oneOf stay open, so a composed object carries the fields of its parts and no other.
 */
function closeSchema(schema: unknown, whole: boolean): unknown {
  if (!isSchema(schema)) return schema;
  const s: Schema = { ...schema };
  if (isSchema(s.properties)) s.properties = mapValues(s.properties, (p) => closeSchema(p, true));
  if (s.items !== undefined) s.items = closeSchema(s.items, true);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(s[key])) s[key] = (s[key] as unknown[]).map((part) => closeSchema(part, false));
  }
  const objectLike = '$ref' in s || 'properties' in s || 'allOf' in s || 'anyOf' in s || 'oneOf' in s || s.type === 'object';
  return whole && objectLike ? { allOf: [s], unevaluatedProperties: false } : s;
}

export const readFacturapiDocument = () =>
  JSON.parse(readFileSync(new URL('./facturapi-openapi/facturapi_invoices_v2.json', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema>; responses: Record<string, { content: Record<string, { schema: Schema }> }> };
  };

const collectFormats = (value: unknown, into: Set<string>) => {
  if (Array.isArray(value)) value.forEach((v) => collectFormats(v, into));
  else if (isSchema(value)) {
    if (typeof value.format === 'string') into.add(value.format);
    Object.values(value).forEach((v) => collectFormats(v, into));
  }
};

const FORMATS: Record<string, RegExp> = {
  'date-time': /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/,
  uri: /^https?:\/\/\S+$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
  'ISO 3166-1 alpha-3': /^[A-Z]{3}$/,
};

export interface FacturapiContract {
  /** The operation of a request (by method and path), or null if the document has none. */
  operationOf(method: string, path: string): { operationId: string; template: string } | null;
  /** What is wrong with a request by its operation's parameters and body schema (empty: it conforms). */
  checkRequest(request: { method: string; path: string; body?: unknown }): { operationId: string | null; errors: string[] };
  /** What is wrong with an answer of this operation and status (empty: it conforms). */
  checkResponse(operationId: string, status: number, contentType: string, body: Buffer): string[];
  /** A component schema's validator, closed (for the bite checks). */
  validate(schemaName: string, value: unknown): string[];
}

export function loadFacturapiContract(): FacturapiContract {
  const doc = readFacturapiDocument();
  const schemas = mapValues(doc.components.schemas, (s) => closeSchema(s, false)) as Record<string, Schema>;
  // The one place the document contradicts itself: RelatedDocumentInput requires `related`, a
  // field it does not describe, while RelatedDocument (which it extends) describes `documents`,
  // the UUIDs, as Facturapi's guide and examples send them. We require the described field.
  const related = schemas.RelatedDocumentInput!.allOf as Schema[];
  related[0] = { ...related[0], required: ['relationship', 'documents'] };
  const formats = new Set<string>();
  collectFormats(doc, formats);
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  for (const format of formats) ajv.addFormat(format, FORMATS[format] ?? true);
  ajv.addSchema({ $id: 'facturapi', components: { ...doc.components, schemas } });
  const validator = (ref: string) => ajv.compile({ allOf: [{ $ref: `facturapi${ref}` }], unevaluatedProperties: false });
  const cache = new Map<string, ReturnType<typeof validator>>();
  const run = (ref: string, value: unknown) => {
    if (!cache.has(ref)) cache.set(ref, validator(ref));
    const v = cache.get(ref)!;
    return v(value) ? [] : (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  };
  const validateInline = (schema: Schema, value: unknown) => {
    const v = ajv.compile({ $id: `inline-${Math.random()}`, ...(closeSchema(schema, true) as Schema) });
    return v(value) ? [] : (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  };

  const operations = Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => method !== 'parameters')
      .map(([method, operation]) => ({
        template,
        method: method.toUpperCase(),
        operation,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
        names: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
      })),
  );
  // A literal path (/invoices/{id}/email) wins over a templated one (/invoices/{id}/{format}).
  const templated = (template: string) => template.split('{').length;
  operations.sort((a, b) => templated(a.template) - templated(b.template));

  const find = (method: string, path: string) => {
    const [pathname] = path.split('?');
    return operations.find((o) => o.method === method && o.pattern.test(pathname!)) ?? null;
  };

  return {
    operationOf(method, path) {
      const o = find(method, path);
      return o ? { operationId: o.operation.operationId, template: o.template } : null;
    },
    checkRequest({ method, path, body }) {
      const o = find(method, path);
      if (!o) return { operationId: null, errors: [`the document has no ${method} ${path}`] };
      const [pathname, search] = path.split('?');
      const values: Record<string, Record<string, string | undefined>> = {
        path: Object.fromEntries(o.names.map((name, i) => [name, decodeURIComponent(pathname!.match(o.pattern)![i + 1]!)])),
        query: Object.fromEntries(new URLSearchParams(search ?? '')),
      };
      const errors: string[] = [];
      const documented = o.operation.parameters ?? [];
      for (const p of documented) {
        const value = values[p.in]?.[p.name];
        if (value === undefined) {
          if (p.required) errors.push(`${p.in} parameter ${p.name} is required`);
          continue;
        }
        errors.push(...validateInline(p.schema, value).map((e) => `${p.in} ${p.name}: ${e}`));
      }
      for (const name of Object.keys(values.query!)) {
        if (!documented.some((p) => p.in === 'query' && p.name === name)) errors.push(`query ${name} is not documented`);
      }
      if (o.operation.operationId === 'createInvoice') {
        // The document's discriminator (by `status`) cannot pick the body's schema; its `type` does.
        const type = isSchema(body) ? body.type : undefined;
        errors.push(...run(`#/components/schemas/${type === 'E' ? 'InvoiceEgresoInput' : 'InvoiceIngresoInput'}`, body));
      } else if (o.operation.operationId === 'sendInvoiceByEmail') {
        const schema = (o.operation as unknown as { requestBody: { content: Record<string, { schema: Schema }> } }).requestBody
          .content['application/json']!.schema;
        errors.push(...validateInline(schema, body ?? {}));
      } else if (body !== undefined) errors.push(`${o.operation.operationId} takes no body`);
      return { operationId: o.operation.operationId, errors };
    },
    checkResponse(operationId, status, contentType, body) {
      const o = operations.find((op) => op.operation.operationId === operationId);
      if (!o) return [`no operation ${operationId}`];
      let response = o.operation.responses[String(status)];
      if (!response) return [`${operationId} documents no ${status} answer`];
      if (response.$ref) response = doc.components.responses[response.$ref.split('/').pop()!]!;
      const [media, described] = Object.entries(response.content ?? {})[0] ?? [];
      if (!media || !described?.schema) return [`${operationId} documents no body for ${status}`];
      if (!contentType.startsWith(media)) return [`content-type ${contentType}, documented ${media}`];
      if (media !== 'application/json') return body.length ? [] : ['empty file'];
      const value: unknown = JSON.parse(body.toString('utf8'));
      const ref = described.schema.$ref as string | undefined;
      if (ref) return run(ref, value);
      // createInvoice's 200 is "an Invoice" by a discriminator on status (valid, canceled…: Invoice).
      if (isSchema(described.schema.discriminator)) return run('#/components/schemas/Invoice', value);
      return validateInline(described.schema, value);
    },
    validate: (name, value) => run(`#/components/schemas/${name}`, value),
  };
}
