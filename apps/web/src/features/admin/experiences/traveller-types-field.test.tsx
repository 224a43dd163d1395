import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeExperience } from '@/test/factories.ts';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { listPage } from '../crud/test-utils.tsx';
import { openExperienceEdit, sentData } from './test-utils.tsx';

// Issue 32: the 'Tipos de viajero' section of the experience dialog (decision 0232).

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

const openEdit = (experience: ReturnType<typeof makeExperience>) => openExperienceEdit(experience, /Tipos de viajero/);

const adult = {
  id: 'adulto',
  name: 'Adulto',
  nameEn: 'Adult',
  price: 900,
  minAge: 12,
  maxAge: null,
  takesPlace: true,
  sortOrder: 0,
};
const infant = {
  id: 'infante',
  name: 'Infante (0 a 2)',
  nameEn: null,
  price: 0,
  minAge: 0,
  maxAge: 2,
  takesPlace: false,
  sortOrder: 1,
};

describe('Tipos de viajero in the experience dialog', () => {
  it('adds, edits, reorders and removes types and sends them as typed, in the list order', async () => {
    const experience = makeExperience({ traveller_types: [adult, infant] });
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'PUT' ? jsonResponse(experience) : jsonResponse(listPage([experience])),
    );
    const { user, dialog, section } = await openEdit(experience);
    const adultRow = within(section).getByRole('group', { name: 'Adulto' });
    expect(within(adultRow).getByLabelText('Precio (MXN)')).toHaveValue('900');
    expect(within(adultRow).getByLabelText('Edad mínima')).toHaveValue('12');
    expect(within(adultRow).getByRole('checkbox', { name: 'Ocupa lugar' })).toBeChecked();
    expect(
      within(within(section).getByRole('group', { name: 'Infante (0 a 2)' })).getByRole('checkbox', { name: 'Ocupa lugar' }),
    ).not.toBeChecked();

    await user.click(within(section).getByRole('button', { name: 'Añadir tipo de viajero' }));
    const added = within(section).getByRole('group', { name: 'Tipo 3' });
    await user.type(within(added).getByLabelText('Nombre'), 'Niño (3 a 11 años)');
    const child = within(section).getByRole('group', { name: 'Niño (3 a 11 años)' });
    await user.type(within(child).getByLabelText('Nombre en inglés'), 'Child (3 to 11)');
    await user.type(within(child).getByLabelText('Precio (MXN)'), '650,50');
    await user.type(within(child).getByLabelText('Edad mínima'), '3');
    await user.type(within(child).getByLabelText('Edad máxima'), '11');
    await user.click(within(section).getByRole('button', { name: 'Subir Niño (3 a 11 años)' }));
    await user.click(within(section).getByRole('button', { name: 'Quitar Infante (0 a 2)' }));
    await user.clear(within(adultRow).getByLabelText('Precio (MXN)'));
    await user.type(within(adultRow).getByLabelText('Precio (MXN)'), '950');

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Experiencia actualizada correctamente.')).toBeInTheDocument();
    expect(sentData(fetchMock, 'PUT')?.traveller_types).toEqual([
      { id: 'adulto', name: 'Adulto', nameEn: 'Adult', price: '950', minAge: '12', maxAge: '', takesPlace: true, sortOrder: 0 },
      {
        id: 'tipo-3',
        name: 'Niño (3 a 11 años)',
        nameEn: 'Child (3 to 11)',
        price: '650,50',
        minAge: '3',
        maxAge: '11',
        takesPlace: true,
        sortOrder: 1,
      },
    ]);
  });

  it('refuses, under the section and before sending, a set where no type takes a place', async () => {
    const experience = makeExperience({ traveller_types: [adult, infant] });
    const fetchMock = stubFetch(() => jsonResponse(listPage([experience])));
    const { user, dialog, section } = await openEdit(experience);
    await user.click(
      within(within(section).getByRole('group', { name: 'Adulto' })).getByRole('checkbox', { name: 'Ocupa lugar' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Debe haber al menos un tipo de viajero que ocupe lugar.')).toBeInTheDocument();
    expect(sentData(fetchMock, 'PUT')).toBeNull();
  });

  it('shows an item still on the one default type as no types, priced above', async () => {
    const persona = {
      id: 'persona',
      name: 'Persona',
      nameEn: 'Person',
      price: 500,
      minAge: null,
      maxAge: null,
      takesPlace: true,
      sortOrder: 0,
    };
    const experience = makeExperience({ traveller_types: [persona] });
    stubFetch(() => jsonResponse(listPage([experience])));
    const { section } = await openEdit(experience);
    expect(within(section).queryByRole('group')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Añadir tipo de viajero' })).toBeEnabled();
  });
});
