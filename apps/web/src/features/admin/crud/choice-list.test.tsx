import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-routes.tsx';
import { EntityDialog, type FormField } from './entity-dialog.tsx';
import type { FieldErrors, FormValues } from './form-values.ts';

// A field of several choices (`choices`, docs/decisions/0170-one-source-per-field.md): one checkbox each.

const field: FormField = {
  name: 'colours',
  label: 'Colores',
  kind: 'choices',
  hint: 'Los que lleva el grupo.',
  choices: [
    ['r', 'Rojo'],
    ['g', 'Verde'],
    ['b', 'Azul'],
  ],
};

function renderDialog(initial: string[], validate: (values: FormValues) => FieldErrors | null = () => null) {
  const onSubmit = vi.fn(async (_values: FormValues) => {});
  const view = renderRoutes([
    {
      path: '/',
      element: (
        <EntityDialog
          open
          onOpenChange={() => {}}
          mode="edit"
          title="Editar"
          fields={[field]}
          initialValues={{ colours: initial }}
          validate={validate}
          onSubmit={onSubmit}
        />
      ),
    },
  ]);
  return { ...view, onSubmit };
}

describe('a field of choices in the admin dialog', () => {
  it('is a labelled group of checkboxes, the stored ones ticked, with its hint', async () => {
    renderDialog(['b']);
    const group = await screen.findByRole('group', { name: 'Colores' });
    expect(group).toHaveAccessibleDescription('Los que lleva el grupo.');
    expect(within(group).getByRole('checkbox', { name: 'Azul' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Rojo' })).not.toBeChecked();
  });

  it('saves the ticked values in the order of the choices', async () => {
    const { user, onSubmit } = renderDialog(['b']);
    const group = await screen.findByRole('group', { name: 'Colores' });
    await user.click(within(group).getByRole('checkbox', { name: 'Rojo' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Verde' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Verde' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ colours: ['r', 'b'] }));
  });

  it('shows its error and moves the focus to its first box', async () => {
    const { user, onSubmit } = renderDialog(['b'], (values) =>
      Array.isArray(values.colours) && values.colours.length ? null : { colours: 'Elige al menos un color.' },
    );
    const group = await screen.findByRole('group', { name: 'Colores' });
    await user.click(within(group).getByRole('checkbox', { name: 'Azul' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elige al menos un color.')).toBeInTheDocument();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(within(group).getByRole('checkbox', { name: 'Rojo' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
