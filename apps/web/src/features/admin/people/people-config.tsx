import {
  COUNTRY_NAMES,
  DISPLAYED_ID_CHARS,
  isStaff,
  outranks,
  PEOPLE_GROUPS,
  PEOPLE_MESSAGES,
  personCreateSchema,
  personUpdateSchema,
  type PeopleGroup,
  type Role,
} from '@hv/shared';
import { Badge } from '@/components/ui/badge.tsx';
import type { CrudConfig } from '../crud/crud-screen.tsx';
import type { FormField } from '../crud/entity-dialog.tsx';
import { toText, validateWith, type FormValues } from '../crud/form-values.ts';
import type { Column } from '../crud/columns.ts';
import { PersonExperiencesCard, PersonPanel, PurchasedTripsCard } from './person-panel.tsx';
import type { PersonRow } from './people-api.ts';

// docs/product.md §11.3: every text that differs between the three lists.
const GROUP_TEXTS = {
  travellers: {
    title: 'Listado de Hormiguitas',
    searchPlaceholder: 'Buscar hormiguita...',
    loading: 'Cargando hormiguitas...',
    empty: 'No hay hormiguitas registradas.',
    emptySearch: 'No se encontraron hormiguitas.',
    createTitle: 'Añadir Nueva Hormiguita',
    editTitle: 'Editar Hormiguita',
    added: 'Hormiguita añadida.',
    updated: 'Hormiguita actualizada.',
    loadError: 'Error al cargar hormiguitas',
    noExperiences: '',
    experiencesError: '',
  },
  collaborators: {
    title: 'Listado de Colaboradores',
    searchPlaceholder: 'Buscar colaborador...',
    loading: 'Cargando colaboradores...',
    empty: 'No hay colaboradores registrados.',
    emptySearch: 'No se encontraron colaboradores.',
    createTitle: 'Añadir Nuevo Colaborador',
    editTitle: 'Editar Colaborador',
    added: 'Colaborador añadido.',
    updated: 'Colaborador actualizado.',
    loadError: 'Error al cargar colaboradores',
    noExperiences: 'Este colaborador aún no ha creado experiencias.',
    experiencesError: 'No se pudieron cargar las experiencias del colaborador.',
  },
  providers: {
    title: 'Listado de Proveedores',
    searchPlaceholder: 'Buscar proveedor...',
    loading: 'Cargando proveedores...',
    empty: 'No hay proveedores registrados.',
    emptySearch: 'No se encontraron proveedores.',
    createTitle: 'Añadir Nuevo Proveedor',
    editTitle: 'Editar Proveedor',
    added: 'Proveedor añadido.',
    updated: 'Proveedor actualizado.',
    loadError: 'Error al cargar proveedores',
    noExperiences: 'Este proveedor aún no ha creado experiencias.',
    experiencesError: 'No se pudieron cargar las experiencias.',
  },
} as const satisfies Record<PeopleGroup, Record<string, string>>;

const shortId = (id: string) => `${id.slice(0, DISPLAYED_ID_CHARS)}...`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Algo salió mal');

/** Shown under the role when the caller cannot change it (issue 13). */
const ROLE_READ_ONLY_HINT = 'Solo un Administrador puede cambiar el rol.';

/**
 * One people list's screen. `actor` is the signed-in staff member's role (unknown while it
 * loads, treated as the least powerful): only an Administrador chooses roles, adds
 * collaborators or edits someone above themselves; others see the role read-only, as the
 * server enforces (modules/people/admin-routes.ts).
 */
export function peopleConfig(group: PeopleGroup, actor?: Role): CrudConfig<PersonRow> {
  const texts = GROUP_TEXTS[group];
  const { roles, defaultRole } = PEOPLE_GROUPS[group];
  const isAdministrador = actor === 'Administrador';
  // A collaborator's role is staff access: only an Administrador gives it.
  const createsStaff = !isAdministrador && isStaff(defaultRole);
  const fields: FormField[] = [
    { name: 'email', label: 'Correo electrónico', kind: 'email', lockedOnEdit: true },
    { name: 'password', label: 'Contraseña', kind: 'password', createOnly: true, hint: 'Al menos 6 caracteres.' },
    { name: 'full_name', label: 'Nombre completo', kind: 'text', wide: true },
    { name: 'phone', label: 'Teléfono', kind: 'text', optional: true },
    isAdministrador
      ? { name: 'role', label: 'Rol', kind: 'select', options: roles }
      : { name: 'role', label: 'Rol', kind: 'text', readOnly: true, hint: ROLE_READ_ONLY_HINT },
    // The profile's own list (packages/shared countries.ts); the empty choice clears it.
    { name: 'country', label: 'País', kind: 'select', optional: true, options: ['', ...COUNTRY_NAMES] },
    { name: 'city', label: 'Ciudad', kind: 'text', optional: true },
  ];

  const idColumn: Column<PersonRow> = {
    key: 'id',
    header: 'ID',
    className: 'w-32',
    cell: (person) => (
      <span className="font-mono text-xs text-muted-foreground" title={person.id}>
        {shortId(person.id)}
      </span>
    ),
  };
  const nameColumn: Column<PersonRow> = {
    key: 'full_name',
    header: 'Nombre completo',
    phone: 'title',
    cell: (person) => <span className="font-semibold">{person.full_name || 'No especificado'}</span>,
  };
  const emailColumn: Column<PersonRow> = {
    key: 'email',
    header: 'Correo',
    className: 'whitespace-nowrap',
    cell: (person) => person.email,
  };

  return {
    resource: 'people',
    filters: { group },
    title: texts.title,
    searchPlaceholder: texts.searchPlaceholder,
    texts,
    columns: () =>
      group === 'travellers'
        ? [
            idColumn,
            nameColumn,
            { key: 'phone', header: 'Teléfono', className: 'whitespace-nowrap', cell: (person) => person.phone || '—' },
            emailColumn,
          ]
        : [
            idColumn,
            nameColumn,
            { key: 'role', header: 'Rol', cell: (person) => <Badge variant="accent">{person.role}</Badge> },
            emailColumn,
          ],
    renderExpanded: (person, { edit }) => (
      <PersonPanel
        person={person}
        // Someone above the caller is read-only to them.
        onEdit={outranks(person.role, actor) ? undefined : () => edit(person)}
        card={
          group === 'travellers' ? (
            <PurchasedTripsCard personId={person.id} />
          ) : (
            <PersonExperiencesCard personId={person.id} emptyText={texts.noExperiences} errorText={texts.experiencesError} />
          )
        }
      />
    ),
    form: {
      createTitle: texts.createTitle,
      editTitle: texts.editTitle,
      createDescription: createsStaff ? PEOPLE_MESSAGES.onlyAdminCreatesStaff : undefined,
      fields,
      toValues: (person) => ({
        email: toText(person?.email),
        password: '',
        full_name: toText(person?.full_name),
        phone: toText(person?.phone),
        role: person?.role ?? defaultRole,
        country: toText(person?.country),
        city: toText(person?.city),
      }),
      validate: (values, mode) => {
        const errors = validateWith(mode === 'create' ? personCreateSchema : personUpdateSchema, values).errors;
        return mode === 'create' && createsStaff ? { ...errors, role: PEOPLE_MESSAGES.onlyAdminCreatesStaff } : errors;
      },
      toBody: (values: FormValues, mode) => {
        const { email, password, ...profile } = values;
        return mode === 'create' ? { email, password, ...profile } : profile;
      },
    },
    toasts: {
      created: { title: '¡Éxito!', description: texts.added },
      updated: { title: '¡Éxito!', description: texts.updated },
      saveError: (error, mode) => ({
        title: mode === 'create' ? 'Error al crear usuario' : 'Error al actualizar',
        description: messageOf(error),
      }),
      loadError: (error) => ({ title: texts.loadError, description: error.message }),
    },
  };
}
