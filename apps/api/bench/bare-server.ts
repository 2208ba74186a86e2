// The baseline of the accounts benchmark: a bare Fastify server answering one JSON route, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare/', async () => ({
  id: 1,
  email: 'bench@example.com',
  first_name: 'B',
  last_name: 'B',
  did_checkout: false,
  email_verified: false,
}));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
