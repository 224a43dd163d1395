import { CalendarDays } from 'lucide-react';
import { DEFAULT_FREE_CANCELLATION_HOURS, experienceFormSchema, type Experience } from '@hv/shared';
import { adminPaths } from '../admin-paths.ts';
import { ActiveCell, StatusCell } from '../crud/catalog-cells.tsx';
import {
  catalogDeleteError,
  catalogSaveError,
  toCatalogBody,
  toGalleryEntries,
  validateCatalogForm,
} from '../crud/catalog-form.ts';
import type { CrudConfig } from '../crud/crud-screen.tsx';
import type { FormField } from '../crud/entity-dialog.tsx';
import { toText } from '../crud/form-values.ts';
import { RowActions } from '../crud/row-actions.tsx';

// The experience's fields and form: docs/product.md §5.1 and §5.3.
const fields: FormField[] = [
  { name: 'name', label: 'Nombre', kind: 'text' },
  {
    name: 'name_en',
    label: 'Nombre en inglés',
    kind: 'text',
    optional: true,
    hint: 'Para la página en inglés; sin él, se muestra el texto en español.',
  },
  { name: 'slug', label: 'Slug', kind: 'text', hint: 'Para la dirección: solo minúsculas, números y guiones.' },
  { name: 'code', label: 'Código', kind: 'text', optional: true },
  { name: 'type', label: 'Tipo', kind: 'text', optional: true },
  { name: 'price', label: 'Precio (MXN por persona)', kind: 'number' },
  { name: 'duration', label: 'Duración', kind: 'text', optional: true },
  { name: 'capacity', label: 'Pasajeros mínimos', kind: 'number' },
  { name: 'max_capacity', label: 'Capacidad máxima', kind: 'number' },
  {
    name: 'free_cancellation_hours',
    label: 'Cancelación gratuita (horas antes)',
    kind: 'number',
    hint: '0 = no reembolsable. Horas antes del inicio en que el viajero puede cancelar sin costo.',
  },
  { name: 'description', label: 'Descripción', kind: 'textarea' },
  { name: 'description_en', label: 'Descripción en inglés', kind: 'textarea', optional: true },
  { name: 'bullets', label: 'Qué incluye', kind: 'textarea', optional: true, hint: 'Uno por línea.' },
  { name: 'bullets_en', label: 'Qué incluye en inglés', kind: 'textarea', optional: true, hint: 'Uno por línea.' },
  {
    name: 'start_times',
    label: 'Horas de inicio',
    kind: 'text',
    optional: true,
    hint: 'En formato de 24 horas, separadas por comas; p. ej. 09:00, 13:30. El viajero elige una; el cupo es por hora.',
  },
  { name: 'meeting_point', label: 'Punto de encuentro', kind: 'text', optional: true },
  { name: 'meeting_point_en', label: 'Punto de encuentro en inglés', kind: 'text', optional: true },
  {
    name: 'meeting_point_url',
    label: 'Enlace del mapa',
    kind: 'text',
    optional: true,
    hint: 'Un enlace https:// al punto de encuentro, p. ej. de Google Maps.',
  },
  { name: 'responsible_name', label: 'Responsable', kind: 'text', optional: true },
  { name: 'responsible_phone', label: 'Teléfono del responsable', kind: 'text', optional: true },
  { name: 'responsible_email', label: 'Correo del responsable', kind: 'email', optional: true },
  { name: 'address', label: 'Dirección', kind: 'text', optional: true },
  { name: 'website', label: 'Sitio web', kind: 'text', optional: true },
  { name: 'status', label: 'Estado', kind: 'status' },
  { name: 'is_active', label: 'Activa (visible)', kind: 'switch' },
  { name: 'image', label: 'Imagen de portada', kind: 'image', hint: 'PNG, JPEG o WebP.', wide: true },
  {
    name: 'gallery',
    label: 'Galería de fotos',
    kind: 'gallery',
    optional: true,
    wide: true,
    hint: 'Se muestran después de la portada, en este orden. La descripción es el texto alternativo de cada foto.',
  },
];

export const experiencesConfig: CrudConfig<Experience> = {
  resource: 'experiences',
  title: 'Gestión de Experiencias',
  searchPlaceholder: 'Buscar por nombre o estado...',
  texts: {
    loading: 'Cargando experiencias...',
    empty: 'No hay experiencias creadas.',
    emptySearch: 'No se encontraron experiencias.',
  },
  columns: ({ edit, remove }) => [
    {
      key: 'active',
      header: 'Activo',
      className: 'w-20',
      cell: (item) => (
        <ActiveCell resource="experiences" row={item} name={item.name} successText="Visibilidad de la experiencia actualizada." />
      ),
    },
    { key: 'name', header: 'Nombre', phone: 'title', cell: (item) => <span className="font-semibold">{item.name}</span> },
    {
      key: 'status',
      header: 'Estado',
      cell: (item) => (
        <StatusCell resource="experiences" row={item} name={item.name} successText="Estado de la experiencia actualizado." />
      ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      className: 'w-24 text-right',
      phone: 'end',
      cell: (item) => (
        <RowActions
          label={`Acciones: ${item.name}`}
          onEdit={() => edit(item)}
          onDelete={() => remove(item)}
          links={[
            {
              label: 'Disponibilidad',
              to: adminPaths.availability(item.id),
              icon: <CalendarDays aria-hidden="true" />,
            },
          ]}
        />
      ),
    },
  ],
  form: {
    createTitle: 'Añadir Nueva Experiencia',
    editTitle: 'Editar Experiencia',
    createDescription: 'Completa los detalles para registrar una nueva experiencia.',
    editDescription: 'Modifica los detalles de la experiencia.',
    fields,
    toValues: (item) => ({
      name: toText(item?.name),
      name_en: toText(item?.name_en),
      slug: toText(item?.slug),
      code: toText(item?.code),
      type: toText(item?.type),
      price: toText(item?.price),
      duration: toText(item?.duration),
      capacity: toText(item?.capacity),
      max_capacity: toText(item?.max_capacity),
      free_cancellation_hours: toText(item?.free_cancellation_hours ?? DEFAULT_FREE_CANCELLATION_HOURS),
      description: toText(item?.description),
      description_en: toText(item?.description_en),
      bullets: (item?.bullets ?? []).join('\n'),
      bullets_en: (item?.bullets_en ?? []).join('\n'),
      start_times: (item?.start_times ?? []).join(', '),
      meeting_point: toText(item?.meeting_point),
      meeting_point_en: toText(item?.meeting_point_en),
      meeting_point_url: toText(item?.meeting_point_url),
      responsible_name: toText(item?.responsible_name),
      responsible_phone: toText(item?.responsible_phone),
      responsible_email: toText(item?.responsible_email),
      address: toText(item?.address),
      website: toText(item?.website),
      status: item?.status ?? 'Borrador',
      is_active: item?.is_active ?? true,
      image: item?.image_url ?? null,
      gallery: toGalleryEntries(item?.gallery),
    }),
    validate: (values, mode) => validateCatalogForm(experienceFormSchema, values, mode),
    toBody: toCatalogBody,
  },
  toasts: {
    created: { title: 'Experiencia creada correctamente.' },
    updated: { title: 'Experiencia actualizada correctamente.' },
    saveError: (error) => catalogSaveError(error, 'No se pudo guardar la experiencia.'),
    loadError: () => ({ title: 'Error', description: 'No se pudieron cargar las experiencias.' }),
    deleted: { title: '¡Eliminada!', description: 'La experiencia ha sido eliminada.' },
    deleteError: (error) => catalogDeleteError(error, 'No se pudo eliminar la experiencia.'),
  },
  deleteText: 'Esta acción no se puede deshacer. Esto eliminará permanentemente la experiencia.',
};
