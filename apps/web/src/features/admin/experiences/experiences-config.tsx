import { CalendarDays } from 'lucide-react';
import { experienceFields, experienceFormSchema, type Experience } from '@hv/shared';
import { adminPaths } from '../admin-paths.ts';
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
    {
      key: 'name',
      header: 'Nombre',
      phone: 'title',
      cell: (item) => (
        <NameCell name={item.name} nameEn={item.name_en} description={item.description} descriptionEn={item.description_en} />
      ),
    },
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
    // The fields and their order: experienceFields in @hv/shared (docs/product.md §5.3).
    fields: catalogFormFields(experienceFields),
    toValues: (item) => catalogFormValues(experienceFields, item),
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
