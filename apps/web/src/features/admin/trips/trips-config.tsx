import { tripFields, tripFormSchemaFor, type Trip } from '@hv/shared';
import { ActiveCell, StatusCell } from '../crud/catalog-cells.tsx';
import {
  catalogDeleteError,
  catalogFormFields,
  catalogFormValues,
  catalogSaveError,
  toCatalogBody,
  validateCatalogForm,
} from '../crud/catalog-form.ts';
import type { CrudConfig } from '../crud/crud-screen.tsx';
import { NameCell } from '../crud/name-cell.tsx';
import { RowActions } from '../crud/row-actions.tsx';
import { tripSaveConfirmation } from './trip-save-confirmation.tsx';

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
      cell: (trip) => (
        <NameCell
          name={trip.destination}
          nameEn={trip.destination_en}
          description={trip.description}
          descriptionEn={trip.description_en}
        />
      ),
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
    // The fields and their order: tripFields in @hv/shared (docs/product.md §5.4).
    fields: catalogFormFields(tripFields),
    toValues: (trip) => catalogFormValues(tripFields, trip),
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
