import { describe, expect, it } from 'vitest';
import { apiGet, apiSend, ApiRequestError } from './api.ts';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';

describe('api client', () => {
  it('returns the parsed JSON body and sends the session cookie', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: 'ok' }));

    await expect(apiGet('/api/health')).resolves.toEqual({ status: 'ok' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('turns the JSON error shape into an ApiRequestError with status, code, message and fields', async () => {
    stubFetch(() =>
      jsonResponse(
        { error: { code: 'validation', message: 'Revisa los datos enviados.', fields: { slug: 'Este slug ya existe.' } } },
        400,
      ),
    );

    const error = await apiSend('POST', '/api/admin/experiences', { slug: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Revisa los datos enviados.',
      fields: { slug: 'Este slug ya existe.' },
    });
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }, 201));

    await apiSend('POST', '/api/transport-requests', { name: 'Ana' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"Ana"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('gives a Spanish fallback message when the error body is not ours', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiGet('/api/experiences')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Algo salió mal. Inténtalo de nuevo más tarde.',
    });
  });

  it('reports an unreachable server as status 0', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    await expect(apiGet('/api/experiences')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
