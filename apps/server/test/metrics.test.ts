import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

describe('/metrics', () => {
  it('counts requests by route pattern with a latency histogram, readable from loopback', async () => {
    await t.app.inject('/api/experiences');
    await t.app.inject('/api/experiences/no-existe');

    const res = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.body).toMatch(/hv_http_requests_total\{method="GET",route="\/api\/experiences",status="200"\} 1/);
    // Slugs collapse into the route pattern, so the series stay few.
    expect(res.body).toMatch(/route="\/api\/experiences\/:slug",status="404"\} 1/);
    // prom-client writes the bucket's `le` label first.
    expect(res.body).toMatch(/hv_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/experiences"\} 1/);
    expect(res.body).toMatch(/^hv_bookings_paid \d+$/m);
    expect(res.body).toMatch(/^hv_process_resident_memory_bytes \d+$/m);
  });

  it('answers 404 to anyone else, unless they bring the token', async () => {
    const outside = { remoteAddress: '203.0.113.7' };
    expect((await t.app.inject({ url: '/metrics', ...outside })).statusCode).toBe(404);
    const wrong = await t.app.inject({
      url: '/metrics',
      ...outside,
      headers: { authorization: 'Bearer not-the-token-at-all-xx' },
    });
    expect(wrong.statusCode).toBe(404);
    const right = await t.app.inject({ url: '/metrics', ...outside, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE hv_http_requests_total counter');
  });

  it('gives every answer a request id that its log line carries', async () => {
    const a = await t.app.inject('/api/health');
    const b = await t.app.inject('/api/health');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    // Without TRUST_PROXY a client cannot choose its own id.
    const forged = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged' } });
    expect(forged.headers['x-request-id']).not.toBe('forged');
  });
});
