import { Suspense } from 'react';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedNamespaces, loadI18n, useT, type Namespace } from './i18n.tsx';

const files = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../features/admin/**', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const spanish = import.meta.glob('../locales/es/*.json', { import: 'default', eager: true }) as Record<string, object>;
const NAMESPACE_OF = new Map<string, string>(
  Object.entries(spanish).flatMap(([file, messages]) =>
    Object.keys(messages).map((id) => [id, /([a-z]+)\.json$/.exec(file)![1]!] as const),
  ),
);

function Terms({ namespace }: { namespace?: Namespace }) {
  const { t } = useT(namespace);
  return <h1>{t('legal.terms.s1.title')}</h1>;
}

describe('message namespaces', () => {
  it('loads a namespace where a part asks for it', async () => {
    const i18n = await loadI18n('en');
    expect(loadedNamespaces(i18n, 'en')).toEqual([]);
    // The part suspends while its namespace arrives; React resumes it inside act.
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <p>around</p>
          <Suspense fallback={<p>waiting</p>}>
            <Terms namespace="terms" />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: '1. Bookings and Payments' })).toBeInTheDocument();
    expect(screen.getByText('around')).toBeInTheDocument();
    expect(loadedNamespaces(i18n, 'en')).toEqual(['terms']);
  });

  it('shows no message of a namespace nobody asked for (the id stands in its place)', async () => {
    const i18n = await loadI18n('en');
    render(
      <I18nProvider i18n={i18n}>
        <Terms />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'legal.terms.s1.title' })).toBeInTheDocument();
  });

  it("every part that reads a namespace's messages with useT() asks for that namespace", () => {
    const wrong = Object.entries(files).flatMap(([file, source]) => {
      if (!source.includes('useT()')) return [];
      const ids = [...source.matchAll(/['"`]([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)['"`]/g)].map((m) => m[1]!);
      const outside = ids.filter((id) => (NAMESPACE_OF.get(id) ?? 'core') !== 'core');
      return outside.length ? [`${file}: ${outside.join(', ')}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
