// The ceiling: a bare Fastify process (no plugins, no hooks, no database) answering with the
// very bytes the real server sends, so the bench can tell framework and machine cost from ours.
// BENCH_CEILING_ROUTES names a JSON file: { "/path": "file holding the body", … }.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.env.BENCH_CEILING_ROUTES!, 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });

for (const [path, file] of Object.entries(routes)) {
  const body = readFileSync(file, 'utf8');
  app.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
app.get('/health', () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
