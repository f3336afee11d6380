// The framework's floor: a bare Fastify with one trivial JSON route, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/trivial', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
