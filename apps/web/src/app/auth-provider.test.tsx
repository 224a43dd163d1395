import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { authClient } from '@/lib/auth-client.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { AuthProvider } from './auth-provider.tsx';

describe('AuthProvider', () => {
  it('renders the page at once and tells it the session is loading until the first check answers', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(
      (url) =>
        new Promise<Response>((resolve) => {
          expect(url.pathname).toBe('/api/auth/get-session');
          answer = resolve;
        }),
    );
    function Who() {
      const { isLoading, user } = useAuth();
      return <p>{isLoading ? 'Sesión por confirmar' : user ? `Hola ${user.email}` : 'Sin sesión'}</p>;
    }

    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <p>Contenido del sitio</p>
          <Who />
        </AuthProvider>
      </QueryClientProvider>,
    );

    // Server-rendered public pages must not be replaced by a spinner while the browser checks the session.
    expect(screen.getByText('Contenido del sitio')).toBeInTheDocument();
    expect(screen.getByText('Sesión por confirmar')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());

    await act(async () => answer(jsonResponse(null)));
    expect(await screen.findByText('Sin sesión')).toBeInTheDocument();
  });
});

describe('AuthProvider and the profile cache (docs/product.md §3.2)', () => {
  const now = new Date().toISOString();
  const signedIn = {
    session: { id: 's1', userId: 'u1', token: 't', expiresAt: now, createdAt: now, updatedAt: now },
    user: { id: 'u1', email: 'viajero@example.com', name: 'Valeria', emailVerified: true, createdAt: now, updatedAt: now },
  };

  /** The session answer can change between checks, as it does on sign-in and sign-out. */
  async function renderProvider(firstAnswer: unknown) {
    let answer = firstAnswer;
    stubFetch(() => jsonResponse(answer));
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <p>Contenido del sitio</p>
        </AuthProvider>
      </QueryClientProvider>,
    );
    // better-auth keeps one session store per page: re-check so this test sees its own answer.
    await act(async () => authClient.$store.notify('$sessionSignal'));
    await screen.findByText('Contenido del sitio');
    const sessionChangesTo = async (next: unknown) => {
      answer = next;
      await act(async () => authClient.$store.notify('$sessionSignal'));
    };
    return { queryClient, sessionChangesTo };
  }

  it('reloads the profile when a session starts', async () => {
    const { queryClient, sessionChangesTo } = await renderProvider(null);
    queryClient.setQueryData(['profile', 'u1'], { id: 'u1' });

    await sessionChangesTo(signedIn);
    await waitFor(() => expect(queryClient.getQueryState(['profile', 'u1'])?.isInvalidated).toBe(true));
  });

  it('forgets the profile when the session ends', async () => {
    const { queryClient, sessionChangesTo } = await renderProvider(signedIn);
    queryClient.setQueryData(['profile', 'u1'], { id: 'u1' });

    await sessionChangesTo(null);
    await waitFor(() => expect(queryClient.getQueryData(['profile', 'u1'])).toBeUndefined());
  });
});
