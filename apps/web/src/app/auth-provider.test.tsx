import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { AuthProvider } from './auth-provider.tsx';

describe('AuthProvider', () => {
  it("shows a full-screen 'Cargando...' until the first session check answers", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(
      (url) =>
        new Promise<Response>((resolve) => {
          expect(url.pathname).toBe('/api/auth/get-session');
          answer = resolve;
        }),
    );

    render(
      <AuthProvider>
        <p>Contenido del sitio</p>
      </AuthProvider>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByText('Contenido del sitio')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());

    await act(async () => answer(jsonResponse(null)));
    expect(await screen.findByText('Contenido del sitio')).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  });
});
