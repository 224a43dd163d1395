import { DEFAULT_FREE_CANCELLATION_HOURS, tripFormSchemaFor, type Trip } from '@hv/shared';
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
import { tripSaveConfirmation } from './trip-save-confirmation.tsx';

// The trip's fields and form: docs/product.md §5.1 and §5.4.
const fields: FormField[] = [
  { name: 'destination', label: 'Destino', kind: 'text' },
  {
    name: 'destination_en',
    label: 'Destino en inglés',
    kind: 'text',
    optional: true,
    hint: 'Para la página en inglés; sin él, se muestra el texto en español.',
  },
  { name: 'slug', label: 'Slug', kind: 'text', hint: 'Para la dirección: solo minúsculas, números y guiones.' },
  { name: 'price_mxn', label: 'Precio MXN', kind: 'number' },
  { name: 'price_usd', label: 'Precio USD', kind: 'number', optional: true },
  { name: 'departure_date', label: 'Fecha de salida', kind: 'date' },
  { name: 'departure_time', label: 'Hora de salida', kind: 'time' },
  { name: 'return_date', label: 'Fecha de regreso', kind: 'date', optional: true },
  { name: 'return_time', label: 'Hora de regreso', kind: 'time', optional: true },
  { name: 'capacity', label: 'Capacidad mínima', kind: 'number' },
  { name: 'max_capacity', label: 'Capacidad máxima', kind: 'number' },
  {
    name: 'free_cancellation_hours',
    label: 'Cancelación gratuita (horas antes)',
    kind: 'number',
    hint: '0 = no reembolsable. Horas antes del inicio en que el viajero puede cancelar sin costo.',
  },
  { name: 'duration', label: 'Duración', kind: 'text', optional: true },
  { name: 'status', label: 'Estado', kind: 'status' },
  { name: 'description', label: 'Descripción', kind: 'textarea', optional: true },
  { name: 'description_en', label: 'Descripción en inglés', kind: 'textarea', optional: true },
  { name: 'bullets', label: 'Qué incluye', kind: 'textarea', optional: true, hint: 'Uno por línea.' },
  { name: 'bullets_en', label: 'Qué incluye en inglés', kind: 'textarea', optional: true, hint: 'Uno por línea.' },
  { name: 'responsible_name', label: 'Responsable', kind: 'text', optional: true },
  { name: 'responsible_phone', label: 'Teléfono del responsable', kind: 'text', optional: true },
  { name: 'address', label: 'Dirección', kind: 'text', optional: true },
  { name: 'website', label: 'Sitio web', kind: 'text', optional: true },
  { name: 'is_active', label: 'Activo (visible)', kind: 'switch' },
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

export const tripsConfig: CrudConfig<Trip> = {
  resource: 'trips',
  title: 'Gestión de Viajes',
  searchPlaceholder: 'Buscar viaje...',
  texts: { loading: 'Cargando viajes...', empty: 'No hay viajes creados.', emptySearch: 'No se encontraron viajes.' },
  columns: ({ edit, remove }) => [
    {
      key: 'active',
      header: 'Activo',
      className: 'w-20',
      cell: (trip) => (
        <ActiveCell resource="trips" row={trip} name={trip.destination} successText="Visibilidad del viaje actualizada." />
      ),
    },
    {
      key: 'destination',
      header: 'Destino',
      phone: 'title',
      cell: (trip) => <span className="font-semibold">{trip.destination}</span>,
    },
    {
      key: 'status',
      header: 'Estado',
      cell: (trip) => (
        <StatusCell
          resource="trips"
          row={trip}
          name={trip.destination}
          successText="Estado del viaje actualizado."
          confirm={(status) => tripSaveConfirmation({ departure_date: trip.departure_date, status }, trip, 'edit')}
        />
      ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      className: 'w-24 text-right',
      phone: 'end',
      cell: (trip) => (
        <RowActions label={`Acciones: ${trip.destination}`} onEdit={() => edit(trip)} onDelete={() => remove(trip)} />
      ),
    },
  ],
  form: {
    createTitle: 'Añadir Nuevo Viaje',
    editTitle: 'Editar Viaje',
    createDescription: 'Completa los detalles para registrar un nuevo viaje.',
    editDescription: 'Modifica los detalles del viaje.',
    fields,
    toValues: (trip) => ({
      destination: toText(trip?.destination),
      destination_en: toText(trip?.destination_en),
      slug: toText(trip?.slug),
      price_mxn: toText(trip?.price_mxn),
      price_usd: toText(trip?.price_usd),
      departure_date: toText(trip?.departure_date),
      departure_time: toText(trip?.departure_time).slice(0, 5),
      return_date: toText(trip?.return_date),
      return_time: toText(trip?.return_time).slice(0, 5),
      capacity: toText(trip?.capacity),
      max_capacity: toText(trip?.max_capacity),
      free_cancellation_hours: toText(trip?.free_cancellation_hours ?? DEFAULT_FREE_CANCELLATION_HOURS),
      duration: toText(trip?.duration),
      status: trip?.status ?? 'Borrador',
      description: toText(trip?.description),
      description_en: toText(trip?.description_en),
      bullets: (trip?.bullets ?? []).join('\n'),
      bullets_en: (trip?.bullets_en ?? []).join('\n'),
      responsible_name: toText(trip?.responsible_name),
      responsible_phone: toText(trip?.responsible_phone),
      address: toText(trip?.address),
      website: toText(trip?.website),
      is_active: trip?.is_active ?? true,
      image: trip?.image_url ?? null,
      gallery: toGalleryEntries(trip?.gallery),
    }),
    // An unchanged past departure stays valid on edit (docs/product.md §5.4, decision 0111).
    validate: (values, mode, trip) =>
      validateCatalogForm(tripFormSchemaFor({ keepDepartureDate: trip?.departure_date }), values, mode),
    toBody: toCatalogBody,
    confirmSave: tripSaveConfirmation,
  },
  toasts: {
    created: { title: 'Viaje creado correctamente.' },
    updated: { title: 'Viaje actualizado correctamente.' },
    saveError: (error) => catalogSaveError(error, 'No se pudo guardar el viaje.'),
    loadError: () => ({ title: 'Error', description: 'No se pudieron cargar los viajes.' }),
    deleted: { title: '¡Eliminado!', description: 'El viaje ha sido eliminado.' },
    deleteError: (error) => catalogDeleteError(error, 'No se pudo eliminar el viaje.'),
  },
  deleteText: 'Esta acción no se puede deshacer. Esto eliminará permanentemente el viaje.',
};
