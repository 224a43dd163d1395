// What the Facturapi stand-in stamps (docs/decisions/0221-facturas-through-facturapi.md; test
// mode, not the product): a CFDI 4.0 XML as the SAT's Anexo 20 writes it, and a one-page PDF of it.

export interface CfdiIssuer {
  rfc: string;
  name: string;
  taxSystem: string;
  zip: string;
}

export interface CfdiConcept {
  productKey: string;
  unitKey: string;
  unitName: string;
  description: string;
  quantity: number;
  /** The concept's price per unit, IVA included (Facturapi's tax_included). */
  price: number;
  /** NoIdentificacion: Facturapi's product sku (a booking's reference; in a global invoice the operation's number). */
  sku?: string;
}

export interface CfdiDocument {
  type: 'I' | 'E';
  series: string;
  folio: number;
  /** Local time of the issuer's place, as the SAT writes it (no zone). */
  date: string;
  paymentForm: string;
  paymentMethod: string;
  issuer: CfdiIssuer;
  receiver: {
    rfc: string;
    name: string;
    zip: string;
    taxSystem: string;
    use: string;
    country?: string;
    foreignTaxId?: string;
  };
  concepts: CfdiConcept[];
  global?: { periodicity: string; months: string; year: number };
  related?: { relationship: string; uuids: string[] };
  uuid: string;
  stampedAt: string;
}

const cents = (value: number) => Math.round(value * 100);
const money = (centavos: number) => (centavos / 100).toFixed(2);
const xmlAttr = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attrs = (pairs: Record<string, string | number | undefined>) =>
  Object.entries(pairs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlAttr(v!)}"`)
    .join('');

/** c_Periodicidad of the global invoice, from Facturapi's names. */
const PERIODICITY: Record<string, string> = { day: '01', week: '02', fortnight: '03', month: '04', two_months: '05' };

/**
 * A concept's money in centavos: the IVA-included total split into base and IVA as Facturapi does
 * with tax_included (base = total / 1.16 rounded to the centavo, IVA the rest), so base + IVA is
 * the price paid to the centavo.
 */
export function conceptMoney(concept: CfdiConcept) {
  const total = cents(concept.price * concept.quantity);
  const base = Math.round(total / 1.16);
  return { total, base, iva: total - base };
}

/** The document's totals in centavos: sums of its concepts. */
export function documentMoney(concepts: CfdiConcept[]) {
  const each = concepts.map(conceptMoney);
  const sum = (pick: (m: ReturnType<typeof conceptMoney>) => number) => each.reduce((acc, m) => acc + pick(m), 0);
  return { subtotal: sum((m) => m.base), iva: sum((m) => m.iva), total: sum((m) => m.total) };
}

const SAT = 'http://www.sat.gob.mx';
const TEST_CERTIFICATE = '30001000000500003416';
const TEST_SAT_CERTIFICATE = '30001000000500003456';

export function cfdiXml(doc: CfdiDocument, seal: string): string {
  const totals = documentMoney(doc.concepts);
  const traslado = (base: number, iva: number) =>
    `<cfdi:Traslado${attrs({ Base: money(base), Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.160000', Importe: money(iva) })}/>`;
  const r = doc.receiver;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<cfdi:Comprobante${attrs({
      'xmlns:cfdi': `${SAT}/cfd/4`,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xmlns:tfd': `${SAT}/TimbreFiscalDigital`,
      'xsi:schemaLocation': `${SAT}/cfd/4 ${SAT}/sitio_internet/cfd/4/cfdv40.xsd ${SAT}/TimbreFiscalDigital ${SAT}/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd`,
      Version: '4.0',
      Serie: doc.series,
      Folio: doc.folio,
      Fecha: doc.date,
      Sello: seal,
      FormaPago: doc.paymentForm,
      NoCertificado: TEST_CERTIFICATE,
      Certificado: Buffer.from(`stand-in certificate ${doc.issuer.rfc}`).toString('base64'),
      SubTotal: money(totals.subtotal),
      Moneda: 'MXN',
      Total: money(totals.total),
      TipoDeComprobante: doc.type,
      Exportacion: '01',
      MetodoPago: doc.paymentMethod,
      LugarExpedicion: doc.issuer.zip,
    })}>`,
    ...(doc.global
      ? [
          `  <cfdi:InformacionGlobal${attrs({
            Periodicidad: PERIODICITY[doc.global.periodicity] ?? '04',
            Meses: doc.global.months,
            Año: doc.global.year,
          })}/>`,
        ]
      : []),
    ...(doc.related
      ? [
          `  <cfdi:CfdiRelacionados TipoRelacion="${xmlAttr(doc.related.relationship)}">`,
          ...doc.related.uuids.map((uuid) => `    <cfdi:CfdiRelacionado UUID="${xmlAttr(uuid)}"/>`),
          '  </cfdi:CfdiRelacionados>',
        ]
      : []),
    `  <cfdi:Emisor${attrs({ Rfc: doc.issuer.rfc, Nombre: doc.issuer.name, RegimenFiscal: doc.issuer.taxSystem })}/>`,
    `  <cfdi:Receptor${attrs({
      Rfc: r.rfc,
      Nombre: r.name,
      DomicilioFiscalReceptor: r.zip,
      ResidenciaFiscal: r.country,
      NumRegIdTrib: r.foreignTaxId,
      RegimenFiscalReceptor: r.taxSystem,
      UsoCFDI: r.use,
    })}/>`,
    '  <cfdi:Conceptos>',
    ...doc.concepts.flatMap((c) => {
      const m = conceptMoney(c);
      return [
        `    <cfdi:Concepto${attrs({
          ClaveProdServ: c.productKey,
          ...(c.sku ? { NoIdentificacion: c.sku } : {}),
          Cantidad: c.quantity,
          ClaveUnidad: c.unitKey,
          Unidad: c.unitName,
          Descripcion: c.description,
          ValorUnitario: (m.base / 100 / c.quantity).toFixed(6),
          Importe: money(m.base),
          ObjetoImp: '02',
        })}>`,
        `      <cfdi:Impuestos><cfdi:Traslados>${traslado(m.base, m.iva)}</cfdi:Traslados></cfdi:Impuestos>`,
        '    </cfdi:Concepto>',
      ];
    }),
    '  </cfdi:Conceptos>',
    `  <cfdi:Impuestos TotalImpuestosTrasladados="${money(totals.iva)}">`,
    `    <cfdi:Traslados>${traslado(totals.subtotal, totals.iva)}</cfdi:Traslados>`,
    '  </cfdi:Impuestos>',
    '  <cfdi:Complemento>',
    `    <tfd:TimbreFiscalDigital${attrs({
      Version: '1.1',
      UUID: doc.uuid.toUpperCase(),
      FechaTimbrado: doc.stampedAt,
      RfcProvCertif: 'SPR190613I52',
      SelloCFD: seal,
      NoCertificadoSAT: TEST_SAT_CERTIFICATE,
      SelloSAT: Buffer.from(`stand-in SAT seal ${doc.uuid}`).toString('base64'),
    })}/>`,
    '  </cfdi:Complemento>',
    '</cfdi:Comprobante>',
    '',
  ];
  return lines.join('\n');
}

/**
 * A one-page PDF listing the CFDI's main data. Hand-written (PDF 1.4, one Helvetica text stream,
 * WinAnsi text) because no PDF library is in the repository and the stand-in needs only a valid,
 * readable page, not Facturapi's layout.
 */
export function cfdiPdf(doc: CfdiDocument): Buffer {
  const totals = documentMoney(doc.concepts);
  const text = [
    `CFDI 4.0 - ${doc.type === 'E' ? 'Nota de credito (egreso)' : 'Factura (ingreso)'} ${doc.series}-${doc.folio}`,
    `Folio fiscal (UUID): ${doc.uuid.toUpperCase()}`,
    `Emisor: ${doc.issuer.name} - RFC ${doc.issuer.rfc}`,
    `Receptor: ${doc.receiver.name} - RFC ${doc.receiver.rfc} - Uso ${doc.receiver.use}`,
    ...doc.concepts.map(
      (c) => `${c.quantity} x ${c.description} (${c.productKey}, ${c.unitKey}): $${c.price.toFixed(2)} IVA incluido`,
    ),
    `Subtotal: $${money(totals.subtotal)}   IVA 16%: $${money(totals.iva)}   Total: $${money(totals.total)} MXN`,
    `Forma de pago ${doc.paymentForm} - Metodo de pago ${doc.paymentMethod} - Fecha ${doc.date}`,
    'Documento de prueba del simulador de Facturapi: sin validez fiscal.',
  ];
  // WinAnsi (latin1) covers Spanish letters; parentheses and backslashes are escaped in PDF strings.
  const pdfString = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  const stream = ['BT', '/F1 10 Tf', '14 TL', '50 800 Td', ...text.map((line) => `${pdfString(line)} '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
