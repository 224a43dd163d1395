import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTrip } from '@/test/factories.ts';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import TripsPage from '../trips/trips-page.tsx';
import { listPage } from './test-utils.tsx';

// Issue 16: the cover's preview and shrinking in the browser, and the gallery (docs/product.md §5.5).

const MB = 1024 * 1024;
const bytes = (n: number) => new Uint8Array(n);
/** jsdom has no canvas: compressorjs answers with a file of `shrunkTo` bytes, as a browser would with a smaller JPEG. */
const compressor = vi.hoisted(() => ({ shrunkTo: 0 }));
vi.mock('compressorjs', () => ({
  default: class {
    constructor(file: File, options: { success: (f: File) => void }) {
      const result = new File([new Uint8Array(compressor.shrunkTo)], file.name.replace(/\.\w+$/, '.jpg'), {
        type: 'image/jpeg',
      });
      queueMicrotask(() => options.success(result));
    }
  },
}));

beforeEach(() => {
  compressor.shrunkTo = 600 * 1024;
});
afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

const gallery = [
  { url: '/storage/experience-images/trip-oaxaca-1.webp', alt: 'Monte Albán al amanecer' },
  { url: '/storage/experience-images/trip-oaxaca-2.webp', alt: '' },
  { url: '/storage/experience-images/trip-oaxaca-3.webp', alt: 'Hierve el Agua' },
];

function openEdit(trip = makeTrip({ gallery })) {
  const saved = vi.fn<(body: FormData) => void>();
  const fetchMock = stubFetch((_url, init) => {
    if (init?.method === 'PUT' || init?.method === 'POST') {
      saved(init.body as FormData);
      return jsonResponse(trip);
    }
    return jsonResponse(listPage([trip]));
  });
  const view = renderRoutes([{ path: '/admin/viajes', element: <TripsPage /> }], { path: '/admin/viajes' });
  const dialog = async () => {
    await view.user.click(await screen.findByRole('button', { name: `Acciones: ${trip.destination}` }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    return screen.findByRole('dialog', { name: 'Editar Viaje' });
  };
  return { ...view, fetchMock, saved, dialog, trip };
}

// Each test opens the whole trip dialog (about twenty fields): slow on a busy 2-core machine.
const slow = { timeout: 15_000 };

const dataOf = (body: FormData) => JSON.parse(String(body.get('data'))) as Record<string, unknown>;

describe('the cover field', slow, () => {
  it('shows the current cover, then the chosen photo shrunk before it is sent', async () => {
    const { user, dialog, saved, trip } = openEdit();
    const form = await dialog();
    expect(within(form).getByRole('img', { name: 'Imagen actual' })).toHaveAttribute('src', trip.image_url);

    const phone = new File([bytes(Math.round(7.7 * MB))], 'IMG_2041.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText(/^Imagen de portada/), phone);
    expect(await within(form).findByText('Nueva imagen reducida de 7.7 MB a 600 KB.')).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(within(form).getByRole('img', { name: 'Nueva imagen: IMG_2041.jpg' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/jpeg;base64,/),
      ),
    );
    expect(within(form).queryByRole('img', { name: 'Imagen actual' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const image = saved.mock.calls[0]![0].get('image') as File;
    expect(image.size).toBe(600 * 1024);
    expect(image.type).toBe('image/jpeg');
  });

  it('refuses a photo still over 5 MB after shrinking without sending it', async () => {
    compressor.shrunkTo = 6 * MB;
    const { user, dialog, saved } = openEdit();
    const form = await dialog();
    const huge = new File([bytes(9 * MB)], 'panorama.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText(/^Imagen de portada/), huge);
    await within(form).findByText('Nueva imagen reducida de 9 MB a 6 MB.');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('La imagen es demasiado grande (máximo 5 MB).')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });
});

describe('the gallery field', slow, () => {
  it('lists the photos in order with their descriptions as alt text', async () => {
    const { dialog } = openEdit();
    const form = await dialog();
    const list = within(form).getByRole('list', { name: 'Fotos de la galería' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('img').getAttribute('alt'))).toEqual([
      'Foto 1: Monte Albán al amanecer',
      'Foto 2: sin descripción',
      'Foto 3: Hierve el Agua',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Mover la foto 1 arriba' })).toBeDisabled();
    expect(within(rows[2]!).getByRole('button', { name: 'Mover la foto 3 abajo' })).toBeDisabled();
    expect(within(form).getByText('3 de 8 fotos')).toBeInTheDocument();
  });

  it('reorders with the keyboard, keeping focus on the moved photo, and saves the new order', async () => {
    const { user, dialog, saved } = openEdit();
    const form = await dialog();
    within(form).getByRole('button', { name: 'Mover la foto 3 arriba' }).focus();
    await user.keyboard('{Enter}');
    expect(within(form).getByText('Foto movida a la posición 2 de 3.')).toHaveAttribute('role', 'status');
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Mover la foto 2 arriba' }));
    await user.keyboard('{Enter}');
    // At the top, 'up' is disabled: focus goes to 'down' of the same photo.
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Mover la foto 1 abajo' }));
    expect(within(form).getByRole('img', { name: 'Foto 1: Hierve el Agua' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(dataOf(saved.mock.calls[0]![0]).gallery).toEqual([gallery[2], gallery[0], gallery[1]]);
  });

  it('removes, adds (shrunk) and describes photos; the new files travel as numbered uploads', async () => {
    const { user, dialog, saved } = openEdit();
    const form = await dialog();
    await user.click(within(form).getByRole('button', { name: 'Quitar la foto 2' }));
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Quitar la foto 2' }));
    expect(within(form).getByRole('img', { name: 'Foto 2: Hierve el Agua' })).toBeInTheDocument();

    const cenote = new File([bytes(4 * MB)], 'cenote.jpg', { type: 'image/jpeg' });
    const mercado = new File([bytes(3 * MB)], 'mercado.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText(/^Galería de fotos/), [cenote, mercado]);
    expect(within(form).getByText('2 fotos añadidas. Se subirán al guardar.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(form).getByRole('img', { name: 'Foto 3, nueva: cenote.jpg' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/jpeg;base64,/),
      ),
    );
    await user.click(within(form).getByRole('textbox', { name: 'Descripción de la foto 4' }));
    await user.paste('Mercado Benito Juárez');
    await waitFor(() => expect(within(form).queryByText('Preparando la imagen...')).toBeNull());

    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const body = saved.mock.calls[0]![0];
    expect(dataOf(body).gallery).toEqual([
      gallery[0],
      gallery[2],
      { upload: 0, alt: '' },
      { upload: 1, alt: 'Mercado Benito Juárez' },
    ]);
    const files = body.getAll('gallery') as File[];
    expect(files.map((file) => [file.name, file.size])).toEqual([
      ['cenote.jpg', 600 * 1024],
      ['mercado.jpg', 600 * 1024],
    ]);
  });

  it('stops at 8 photos and says so', async () => {
    const { user, dialog } = openEdit();
    const form = await dialog();
    const many = Array.from({ length: 7 }, (_, i) => new File([bytes(10)], `f${i}.jpg`, { type: 'image/jpeg' }));
    await user.upload(within(form).getByLabelText(/^Galería de fotos/), many);
    expect(within(form).getByText('Solo se añadieron 5 fotos: la galería admite hasta 8.')).toBeInTheDocument();
    expect(within(form).getAllByRole('img', { name: /^Foto \d/ })).toHaveLength(8);
    expect(within(form).getByLabelText(/^Galería de fotos/)).toBeDisabled();
    expect(within(form).getByText('8 de 8 fotos')).toBeInTheDocument();
  });
});
