// The baseline: a bare Fastify hello-world on the very fastify package the API runs, in its own
// process, so each hot route is reported as a share of what Fastify alone does on this machine.
// Run by run.mjs: `node bench/hello-server.mjs <port>`.
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../apps/api/package.json'));
const Fastify = requireFromApi('fastify');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 3901), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
