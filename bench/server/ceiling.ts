// The ceiling: a bare Fastify process (no plugins, no hooks, no database) answering with the
// very bytes the real server sends, so the bench can tell framework and machine cost from ours.
// Like the server's catalogue cache, it compresses each body once (brotli, quality 5) and sends
// that to clients that take br, for bodies of 1 KB or more; smaller ones go as they are.
// BENCH_CEILING_ROUTES names a JSON file: { "/path": "file holding the JSON body", "/page":
// { "file": "file holding the body", "type": "text/html; charset=utf-8" }, … }.
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import Fastify from 'fastify';

type Route = string | { file: string; type: string };
const routes = JSON.parse(readFileSync(process.env.BENCH_CEILING_ROUTES!, 'utf8')) as Record<string, Route>;
const app = Fastify({ logger: false });

for (const [path, route] of Object.entries(routes)) {
  const { file, type } = typeof route === 'string' ? { file: route, type: 'application/json; charset=utf-8' } : route;
  const body = readFileSync(file, 'utf8');
  const br = body.length >= 1024 ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : null;
  app.get(path, (request, reply) => {
    reply.type(type);
    if (br && /\bbr\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'br').send(br);
    return reply.send(body);
  });
}
app.get('/health', () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
