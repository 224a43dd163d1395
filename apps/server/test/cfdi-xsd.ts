import { readFileSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

// Validation of a CFDI 4.0 XML against the SAT's published schemas (cfdv40.xsd, tdCFDI.xsd and the
// Timbre Fiscal Digital 1.1), kept in test/fixtures/sat/ — see its README.md for where each file
// comes from and why catCFDI.xsd is a stand-in (docs/decisions/0221-facturas-through-facturapi.md).

const SAT_FILES = [
  'cfd/4/cfdv40.xsd',
  'cfd/catalogos/catCFDI.xsd',
  'cfd/tipoDatos/tdCFDI/tdCFDI.xsd',
  'cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd',
];
const preload: XMLFileInfo[] = SAT_FILES.map((fileName) => ({
  fileName,
  contents: readFileSync(new URL(`./fixtures/sat/${fileName}`, import.meta.url), 'utf8'),
}));

// One schema that brings in both namespaces: xmllint validates against a single schema, and the
// Complemento's strict wildcard needs the Timbre Fiscal Digital's declaration in the same set.
const bothNamespaces = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.sat.gob.mx/cfd/4" schemaLocation="cfd/4/cfdv40.xsd"/>
  <xs:import namespace="http://www.sat.gob.mx/TimbreFiscalDigital" schemaLocation="cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd"/>
</xs:schema>`;

/** The schema errors of a CFDI (empty when it validates). */
export async function cfdiSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'cfdi.xml', contents: xml }],
    schema: [{ fileName: 'cfdi.xsd', contents: bothNamespaces }],
    preload,
  });
  return result.errors.map((e) => e.message);
}
