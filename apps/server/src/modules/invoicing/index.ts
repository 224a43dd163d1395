// Facturas (CFDI 4.0) through Facturapi (docs/decisions/0221-facturas-through-facturapi.md): the
// module's public face; other modules and app.ts use only what is exported here.
export {
  createFacturapiClient,
  FACTURAPI_API,
  FacturapiApiError,
  type CancellationMotive,
  type FacturapiClient,
  type FacturapiCreditNoteInput,
  type FacturapiCustomer,
  type FacturapiInvoice,
  type FacturapiInvoiceInput,
  type FacturapiItem,
} from './facturapi-client.ts';
export { realFacturapi, usesRealFacturapi, type FacturapiConnection } from './connection.ts';
export { DEFAULT_FISCAL_SETTINGS, FISCAL_KEY, readFiscalSettings, type FiscalSettings } from './fiscal-settings.ts';
export { invoiceDeadline, paymentFormOf, requestInvoice, MAIL_JOB, STAMP_JOB, type InvoiceRow } from './request-invoice.ts';
export { registerInvoicing, type InvoicingDeps } from './stamp-job.ts';
export {
  GLOBAL_JOB,
  lastClosedPeriod,
  PUBLIC_NAME,
  PUBLIC_RFC,
  scheduleGlobalInvoice,
  writeGlobalInvoice,
  type GlobalConcept,
  type GlobalCustomer,
} from './global-invoice.ts';
export { INVOICE_CANCEL_JOB as CANCEL_JOB } from '../bookings/index.ts';
export { invoicingRoutes } from './routes.ts';
export { taxProfileRoutes } from './tax-profiles.ts';
export { profileInvoiceRoutes } from './profile-invoices.ts';
export { invoicingAdminRoutes } from './admin-routes.ts';
