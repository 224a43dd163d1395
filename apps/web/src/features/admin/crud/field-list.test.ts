import { describe, expect, it } from 'vitest';
import { experienceFields, experienceFormSchema, tripFields } from '@hv/shared';
import { makeExperience, makeTrip } from '@/test/factories.ts';
import { catalogFormFields, catalogFormValues } from './catalog-form.ts';

// The experience and trip dialogs read from their shared field lists (docs/decisions/0170-one-source-per-field.md):
// the same controls, in the same order, with the same values as when each screen listed them by hand.

const controls = (fields: ReturnType<typeof catalogFormFields>) =>
  fields.map(({ name, label, kind, optional }) => `${name}:${kind}:${label}${optional ? ' (opcional)' : ''}`);

describe('the catalogue dialogs from their field lists', () => {
  it('ask for an experience’s fields in the order of docs/product.md §5.3', () => {
    expect(controls(catalogFormFields(experienceFields))).toEqual([
      'name:text:Nombre',
      'name_en:text:Nombre en inglés (opcional)',
      'slug:text:Slug',
      'code:text:Código (opcional)',
      'type:text:Tipo (opcional)',
      'price:number:Precio (MXN por persona)',
      'duration_hours:number:Duración en horas (opcional)',
      'duration:text:Duración (opcional)',
      'guide_languages:choices:Idiomas del guía',
      'capacity:number:Pasajeros mínimos',
      'max_capacity:number:Capacidad máxima',
      'decision_hours:number:Horas para decidir si sale (opcional)',
      'traveller_types:travellerTypes:Tipos de viajero (opcional)',
      'free_cancellation_hours:number:Cancelación gratuita (horas antes)',
      'description:textarea:Descripción',
      'description_en:textarea:Descripción en inglés (opcional)',
      'bullets:textarea:Qué incluye (opcional)',
      'bullets_en:textarea:Qué incluye en inglés (opcional)',
      'start_times:text:Horas de inicio (opcional)',
      'time_zone:select:Zona horaria',
      'weekdays:choices:Días en que opera',
      'seasons:textarea:Temporada (opcional)',
      'meeting_point:text:Punto de encuentro (opcional)',
      'meeting_point_en:text:Punto de encuentro en inglés (opcional)',
      'meeting_point_url:text:Enlace del mapa (opcional)',
      'pickups:pickups:Puntos de recogida (opcional)',
      'responsible_name:text:Responsable (opcional)',
      'responsible_phone:text:Teléfono del responsable (opcional)',
      'responsible_email:email:Correo del responsable (opcional)',
      'address:text:Dirección (opcional)',
      'website:text:Sitio web (opcional)',
      'status:status:Estado',
      'is_active:switch:Activa (visible)',
      'image:image:Imagen de portada',
      'gallery:gallery:Galería de fotos (opcional)',
    ]);
  });

  it('ask for a trip’s fields in the order of docs/product.md §5.4', () => {
    expect(controls(catalogFormFields(tripFields))).toEqual([
      'destination:text:Destino',
      'destination_en:text:Destino en inglés (opcional)',
      'slug:text:Slug',
      'price_mxn:number:Precio MXN',
      'price_usd:number:Precio USD (opcional)',
      'departure_date:date:Fecha de salida',
      'departure_time:time:Hora de salida',
      'return_date:date:Fecha de regreso (opcional)',
      'return_time:time:Hora de regreso (opcional)',
      'time_zone:select:Zona horaria',
      'capacity:number:Capacidad mínima',
      'max_capacity:number:Capacidad máxima',
      'decision_hours:number:Horas para decidir si sale (opcional)',
      'traveller_types:travellerTypes:Tipos de viajero (opcional)',
      'free_cancellation_hours:number:Cancelación gratuita (horas antes)',
      'duration_days:number:Duración en días (opcional)',
      'duration_nights:number:Duración en noches (opcional)',
      'duration:text:Duración (opcional)',
      'status:status:Estado',
      'description:textarea:Descripción (opcional)',
      'description_en:textarea:Descripción en inglés (opcional)',
      'bullets:textarea:Qué incluye (opcional)',
      'bullets_en:textarea:Qué incluye en inglés (opcional)',
      'responsible_name:text:Responsable (opcional)',
      'responsible_phone:text:Teléfono del responsable (opcional)',
      'address:text:Dirección (opcional)',
      'website:text:Sitio web (opcional)',
      'is_active:switch:Activo (visible)',
      'image:image:Imagen de portada',
      'gallery:gallery:Galería de fotos (opcional)',
    ]);
  });

  it('give each control its hint', () => {
    const hints = (fields: ReturnType<typeof catalogFormFields>) =>
      Object.fromEntries(fields.filter((field) => field.hint).map((field) => [field.name, field.hint]));
    const english = 'Para la página en inglés; sin él, se muestra el texto en español.';
    const images = {
      image: 'PNG, JPEG o WebP.',
      gallery: 'Se muestran después de la portada, en este orden. La descripción es el texto alternativo de cada foto.',
    };
    const common = {
      slug: 'Para la dirección: solo minúsculas, números y guiones.',
      free_cancellation_hours: '0 = no reembolsable. Horas antes del inicio en que el viajero puede cancelar sin costo.',
      decision_hours:
        'Tantas horas antes del inicio, una salida que no llegó al mínimo de pasajeros (y que nadie confirmó a mano) se cancela y se reembolsa. En blanco: nunca se cancela sola.',
      bullets: 'Uno por línea.',
      bullets_en: 'Uno por línea.',
      time_zone:
        'La del lugar: las horas de inicio, el calendario, los recordatorios y la cancelación gratuita se cuentan en ella.',
      duration: 'Solo si no cabe en los números de duración (p. ej. «Medio día»): se muestra tal cual, en español.',
      traveller_types: 'Sin tipos se vende como «Persona» al precio de arriba. Al menos un tipo debe ocupar lugar.',
      ...images,
    };
    expect(hints(catalogFormFields(experienceFields))).toEqual({
      ...common,
      name_en: english,
      duration_hours: 'P. ej. 5 o 1,5: cada página la escribe en su idioma.',
      start_times: 'En formato de 24 horas, separadas por comas; p. ej. 09:00, 13:30. El viajero elige una; el cupo es por hora.',
      meeting_point_url: 'Un enlace https:// al punto de encuentro, p. ej. de Google Maps.',
      pickups:
        'Hoteles o zonas donde pasa la camioneta, en el orden de la ruta. Sin puntos, el viajero llega al punto de encuentro.',
      guide_languages: 'Los que habla el guía; se muestran en la página de la experiencia y en el manifiesto.',
      weekdays: 'Solo en estos días se puede reservar.',
      seasons:
        'Una por línea, DD/MM - DD/MM; p. ej. 01/01 - 31/03. Puede cruzar el fin de año (01/12 - 31/01). Vacío: todo el año.',
    });
    expect(hints(catalogFormFields(tripFields))).toEqual({ ...common, destination_en: english });
  });

  it('offer Mexico’s time zones by their Spanish names, Mexico City’s for a new item (issue 30)', () => {
    const zone = catalogFormFields(experienceFields).find((field) => field.name === 'time_zone')!;
    expect(zone.choices).toContainEqual(['America/Cancun', expect.stringContaining('Quintana Roo')]);
    expect(zone.choices).toContainEqual(['America/Mazatlan', expect.stringContaining('Baja California Sur')]);
    expect(zone.choices).toContainEqual(['America/Tijuana', expect.stringContaining('Baja California')]);
    expect(catalogFormValues(experienceFields, undefined).time_zone).toBe('America/Mexico_City');
    expect(catalogFormValues(tripFields, makeTrip({ time_zone: 'America/Cancun' })).time_zone).toBe('America/Cancun');
  });

  it('start a new item empty but for its defaults', () => {
    expect(catalogFormValues(experienceFields, undefined)).toMatchObject({
      name: '',
      price: '',
      free_cancellation_hours: '48',
      guide_languages: ['es'],
      bullets: '',
      start_times: '',
      status: 'Borrador',
      is_active: true,
      image: null,
      gallery: [],
    });
  });

  it('fill an edit with the item as the inputs show it', () => {
    const experience = makeExperience({ start_times: ['09:00', '13:30'], capacity: null, free_cancellation_hours: 0 });
    expect(catalogFormValues(experienceFields, experience)).toMatchObject({
      name: experience.name,
      price: '1250',
      capacity: '',
      free_cancellation_hours: '0',
      bullets: experience.bullets.join('\n'),
      start_times: '09:00, 13:30',
      website: '',
      is_active: true,
      image: experience.image_url,
    });
    const trip = makeTrip({ departure_time: '07:00:00', return_time: null, is_active: false });
    expect(catalogFormValues(tripFields, trip)).toMatchObject({
      departure_time: '07:00',
      return_time: '',
      price_usd: '',
      is_active: false,
    });
  });

  it('show the weekdays as checkboxes and the seasons one per line, day first, and read the lines back (issue 30 item 7)', () => {
    expect(catalogFormValues(experienceFields, undefined)).toMatchObject({ weekdays: ['sat', 'sun'], seasons: '' });
    const whales = makeExperience({
      weekdays: ['fri', 'sat', 'sun'],
      seasons: [
        { from: '01-01', to: '03-31' },
        { from: '12-15', to: '12-31' },
      ],
    });
    const values = catalogFormValues(experienceFields, whales);
    expect(values).toMatchObject({ weekdays: ['fri', 'sat', 'sun'], seasons: '01/01 - 31/03\n15/12 - 31/12' });
    const form = experienceFormSchema.pick({ seasons: true, weekdays: true });
    expect(form.parse({ seasons: values.seasons, weekdays: ['sun', 'sat'] })).toEqual({
      seasons: whales.seasons,
      weekdays: ['sat', 'sun'],
    });
    expect(form.safeParse({ seasons: '31/02 - 01/03' }).error?.issues[0]?.message).toBe(
      'Escribe cada temporada como DD/MM - DD/MM, p. ej. 01/01 - 31/03.',
    );
    expect(form.parse({ seasons: '' }).seasons).toEqual([]);
  });
});
