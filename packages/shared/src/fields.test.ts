import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { experienceFormSchema, tripFormSchema } from './admin-catalog.ts';
import { AUDIT_FIELD_LABELS, auditFieldLabel } from './audit.ts';
import { experienceSchema, publicExperienceSchema, tripSchema } from './catalog.ts';
import { experienceFields, tripFields } from './catalog-fields.ts';
import {
  auditLabelsOf,
  choicesRule,
  defineFields,
  fieldValueText,
  formSchemaOf,
  manifestFactsOf,
  publicSchemaOf,
  recordSchemaOf,
  resolveFields,
} from './fields.ts';

// docs/decisions/0170-one-source-per-field.md: an entity's fields declared once, the rest read from them.

const sample = defineFields({
  id: { api: z.string() },
  title: { label: 'Título', input: 'text', hint: 'Corto.', form: z.string().min(1, 'Falta el título.'), api: z.string() },
  title_en: { en: 'title', form: z.string().nullish(), api: z.string().nullable() },
  tags: { label: 'Qué incluye', audit: 'Puntos destacados', input: 'lines', form: z.array(z.string()), api: z.array(z.string()) },
  tags_en: { en: 'tags', form: z.array(z.string()), api: z.array(z.string()) },
  contact: { label: 'Contacto', input: 'email', staff: true, form: z.string().nullish(), api: z.string().nullable() },
});

describe('a field list', () => {
  it("names an English version after its Spanish field, with the field's control and hint, always optional", () => {
    expect(resolveFields(sample).find((field) => field.key === 'title_en')).toMatchObject({
      label: 'Título en inglés',
      audit: 'Título en inglés',
      input: 'text',
      hint: 'Corto.',
      optional: true,
    });
    expect(resolveFields(sample).find((field) => field.key === 'tags_en')).toMatchObject({
      label: 'Qué incluye en inglés',
      audit: 'Puntos destacados en inglés',
    });
  });

  it('keeps the declared order', () => {
    expect(resolveFields(sample).map((field) => field.key)).toEqual(['id', 'title', 'title_en', 'tags', 'tags_en', 'contact']);
  });

  it('makes the form of the fields with a rule, and the public and staff records', () => {
    expect(Object.keys(formSchemaOf(sample).shape)).toEqual(['title', 'title_en', 'tags', 'tags_en', 'contact']);
    expect(formSchemaOf(sample).safeParse({ title: '', tags: [], tags_en: [] }).error?.issues[0]?.message).toBe(
      'Falta el título.',
    );
    expect(Object.keys(publicSchemaOf(sample).shape)).toEqual(['id', 'title', 'title_en', 'tags', 'tags_en']);
    const record = { id: '1', title: 'a', title_en: null, tags: [], tags_en: [] };
    expect(recordSchemaOf(sample).parse(record)).toEqual(record);
    expect(recordSchemaOf(sample).parse({ ...record, contact: 'x@y.mx' }).contact).toBe('x@y.mx');
  });

  it('names in the audit trail only the fields that have a name (not the id)', () => {
    expect(auditLabelsOf(sample)).toEqual({
      title: 'Título',
      title_en: 'Título en inglés',
      tags: 'Puntos destacados',
      tags_en: 'Puntos destacados en inglés',
      contact: 'Contacto',
    });
  });
});

describe('the catalogue field lists', () => {
  it('give the forms and the API shapes of experiences and trips', () => {
    const editable = (fields: object) =>
      resolveFields(fields as never)
        .filter((field) => field.form)
        .map((field) => field.key)
        .sort();
    expect(Object.keys(experienceFormSchema.shape).sort()).toEqual(editable(experienceFields));
    expect(Object.keys(tripFormSchema.shape).sort()).toEqual(editable(tripFields));
    expect(Object.keys(experienceSchema.shape).sort()).toEqual(Object.keys(experienceFields).sort());
    expect(Object.keys(tripSchema.shape).sort()).toEqual(Object.keys(tripFields).sort());
  });

  it("never let the public experience carry the responsible's contact (issue 13)", () => {
    for (const key of ['responsible_name', 'responsible_phone', 'responsible_email']) {
      expect(publicExperienceSchema.shape).not.toHaveProperty(key);
    }
  });

  it('name every edited field in the audit trail, the same for an experience and a trip', () => {
    for (const fields of [experienceFields, tripFields]) {
      for (const field of resolveFields(fields).filter((f) => f.input)) {
        expect(auditFieldLabel(field.key), field.key).toBe(field.audit);
      }
    }
    const shared = Object.keys(experienceFields).filter((key) => key in tripFields);
    for (const key of shared) expect(auditLabelsOf(experienceFields)[key], key).toBe(auditLabelsOf(tripFields)[key]);
  });

  it('keep the names the trail has always shown', () => {
    expect(AUDIT_FIELD_LABELS).toMatchObject({
      slug: 'Dirección (slug)',
      bullets: 'Puntos destacados',
      bullets_en: 'Puntos destacados en inglés',
      price: 'Precio',
      is_active: 'Activo',
      capacity: 'Capacidad',
      max_capacity: 'Capacidad',
      start_times: 'Horarios',
      meeting_point_url: 'Mapa del punto de encuentro',
      name_en: 'Nombre en inglés',
      destination_en: 'Destino en inglés',
      image_url: 'Imagen de portada',
      gallery: 'Galería',
    });
  });

  it('name the free-cancellation hours in the trail (its old label was filed under another key)', () => {
    expect(auditFieldLabel('free_cancellation_hours')).toBe('Cancelación gratuita (horas)');
  });
});

describe('a field of choices', () => {
  const colours = [
    ['r', 'Rojo'],
    ['g', 'Verde'],
    ['b', 'Azul'],
  ] as const;
  const rule = choicesRule(colours, { unknown: 'Elige colores de la lista.', empty: 'Elige al menos un color.' });

  it('keeps the chosen values in the order of the options, once each', () => {
    expect(rule.parse(['b', 'r', 'b'])).toEqual(['r', 'b']);
  });

  it('refuses a value that is not an option, and an empty choice, in Spanish', () => {
    expect(rule.safeParse(['r', 'x']).error?.issues).toEqual([
      expect.objectContaining({ path: [], message: 'Elige colores de la lista.' }),
    ]);
    expect(rule.safeParse('r').error?.issues[0]?.message).toBe('Elige colores de la lista.');
    expect(rule.safeParse([]).error?.issues[0]?.message).toBe('Elige al menos un color.');
  });

  it('stays undefined when left out, so a new record gets the default and an edit keeps its value', () => {
    expect(rule.parse(undefined)).toBeUndefined();
  });

  it('reads as its labels, joined', () => {
    expect(fieldValueText({ options: colours }, ['r', 'b'])).toBe('Rojo, Azul');
    expect(fieldValueText({}, 'texto')).toBe('texto');
    expect(fieldValueText({}, null)).toBe('');
  });
});

describe("a manifest's facts", () => {
  const fields = defineFields({
    id: { api: z.string() },
    colours: {
      label: 'Colores',
      input: 'choices',
      options: [
        ['r', 'Rojo'],
        ['b', 'Azul'],
      ],
      manifest: true,
      api: z.array(z.string()),
    },
    note: { label: 'Nota', input: 'text', manifest: true, api: z.string().nullable() },
    secret: { label: 'Interno', input: 'text', api: z.string() },
  });

  it('are the fields marked for it that have a value, in words, in order', () => {
    expect(manifestFactsOf(fields, { id: '1', colours: ['b', 'r'], note: null, secret: 'x' })).toEqual([
      { label: 'Colores', value: 'Azul, Rojo' },
    ]);
    expect(manifestFactsOf(fields, { colours: [], note: 'Traer gorra' })).toEqual([{ label: 'Nota', value: 'Traer gorra' }]);
  });
});
