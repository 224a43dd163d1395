import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeExperience } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { ExperiencesPage } from './experiences-page.tsx';

const renderList = () => renderPage('/experiencias', <ExperiencesPage />, '/experiencias');

/** The list on its English address. */
const renderInEnglish = () => renderEnglishPage('/en/experiences', <ExperiencesPage />);

describe('experiences list page', () => {
  it('shows the loading text, then one card per experience with its es-MX price', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        data: [
          makeExperience({ name: 'Nado en cenotes', slug: 'nado-en-cenotes', price: 1250 }),
          makeExperience({ name: 'Tour de mezcal', slug: 'tour-de-mezcal', price: 980.5 }),
        ],
      }),
    );
    renderList();

    expect(screen.getByText('Cargando experiencias...')).toBeInTheDocument();
    expect(await screen.findByText('$1,250.00')).toBeInTheDocument();
    expect(screen.getByText('$980.50')).toBeInTheDocument();
    expect(screen.queryByText('Cargando experiencias...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestras Experiencias' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/experiences');
  });

  it('previews the first 100 characters of the description followed by an ellipsis', async () => {
    const description = 'a'.repeat(100) + 'TEXTO QUE NO SE MUESTRA';
    stubFetch(() => jsonResponse({ data: [makeExperience({ description })] }));
    renderList();

    const preview = await screen.findByText(`${'a'.repeat(100)}...`);
    expect(preview).toBeInTheDocument();
    expect(screen.queryByText(/TEXTO QUE NO SE MUESTRA/)).not.toBeInTheDocument();
  });

  it("links each card to the experience's detail page, by the name it shows (its price as the link's description)", async () => {
    stubFetch(() => jsonResponse({ data: [makeExperience({ name: 'Nado en cenotes', slug: 'nado-en-cenotes', price: 1250 })] }));
    const { user, router } = renderList();

    // WCAG 2.5.3: the link's accessible name is exactly its visible text (e2e checks the whole card is its target).
    const link = await screen.findByRole('link', { name: 'Nado en cenotes' });
    expect(link).toHaveAttribute('href', '/experiencia/nado-en-cenotes');
    expect(link).toHaveAccessibleDescription('$1,250.00');
    expect(within(link.closest('li')!).getByText('Ver más →')).toBeInTheDocument();
    expect(within(link.closest('li')!).getByRole('img', { name: 'Nado en cenotes' })).toBeInTheDocument();

    await user.click(link);
    expect(router.state.location.pathname).toBe('/experiencia/nado-en-cenotes');
  });

  it('shows the duration and serves stored photos as a srcset, loading later cards lazily', async () => {
    stubFetch(() =>
      jsonResponse({
        data: Array.from({ length: 4 }, (_, i) =>
          makeExperience({ slug: `exp-${i}`, name: `Experiencia ${i}`, image_url: `/storage/experience-images/e${i}.webp` }),
        ),
      }),
    );
    renderList();

    const first = await screen.findByRole('img', { name: 'Experiencia 0' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first.getAttribute('srcset')).toContain('/storage/experience-images/e0-480.webp 480w');
    expect(screen.getByRole('img', { name: 'Experiencia 3' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByText('6 horas')).toHaveLength(4);
  });

  it('shows the empty message when there are no experiences', async () => {
    stubFetch(() => jsonResponse({ data: [] }));
    renderList();

    expect(await screen.findByText('No hay experiencias disponibles en este momento.')).toBeInTheDocument();
    expect(screen.getByText('Vuelve a consultar pronto para nuevas aventuras.')).toBeInTheDocument();
  });

  it('shows the same empty message when the request fails, and logs the error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => apiErrorResponse(500, 'internal', 'Algo salió mal. Inténtalo de nuevo más tarde.'));
    renderList();

    expect(await screen.findByText('No hay experiencias disponibles en este momento.')).toBeInTheDocument();
    expect(screen.getByText('Vuelve a consultar pronto para nuevas aventuras.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("titles the document 'Experiencias | Hormiga Viajera'", async () => {
    stubFetch(() => jsonResponse({ data: [] }));
    renderList();
    await screen.findByText('No hay experiencias disponibles en este momento.');
    expect(document.title).toBe('Experiencias | Hormiga Viajera');
  });
});

describe('the English list (issue 19)', () => {
  it('shows each card with staff\'s English name and description, else the Spanish marked lang="es"', async () => {
    stubFetch(() =>
      jsonResponse({
        data: [
          makeExperience({
            name: 'Nado en cenotes',
            name_en: 'Cenote swim',
            slug: 'nado-en-cenotes',
            description: 'Sumérgete en tres cenotes sagrados.',
            description_en: 'Dive into three sacred cenotes.',
            price: 1250,
          }),
          makeExperience({ name: 'Tour de mezcal', slug: 'tour-de-mezcal', description: 'Destilerías de Oaxaca.' }),
        ],
      }),
    );
    renderInEnglish();

    expect(screen.getByText('Loading experiences...')).toBeInTheDocument();
    const translated = await screen.findByRole('link', { name: 'Cenote swim' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Experiences' })).toBeInTheDocument();
    expect(document.title).toBe('Experiences | Hormiga Viajera');

    expect(translated).toHaveAttribute('href', '/en/experience/nado-en-cenotes');
    expect(translated).not.toHaveAttribute('lang');
    expect(translated).toHaveAccessibleDescription('MX$1,250.00');
    const first = translated.closest('li')!;
    expect(within(first).getByRole('img', { name: 'Cenote swim' })).toBeInTheDocument();
    expect(within(first).getByText('Dive into three sacred cenotes....')).not.toHaveAttribute('lang');
    expect(within(first).getByText('See more →')).toBeInTheDocument();

    const untranslated = screen.getByRole('link', { name: 'Tour de mezcal' });
    expect(untranslated).toHaveAttribute('href', '/en/experience/tour-de-mezcal');
    expect(untranslated).toHaveAttribute('lang', 'es');
    expect(within(untranslated.closest('li')!).getByText('Destilerías de Oaxaca....')).toHaveAttribute('lang', 'es');
  });

  it('says in English that there is nothing to show', async () => {
    stubFetch(() => jsonResponse({ data: [] }));
    renderInEnglish();
    expect(await screen.findByText('There are no experiences available right now.')).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new adventures.')).toBeInTheDocument();
  });
});
