// The yardstick: Fastify with one JSON route and nothing else, started as its own process, so
// that the API's figures can be read as a ratio to what this machine does at the moment.
import Fastify from 'fastify';

const port = Number(process.env.HELLO_PORT ?? '0');
const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));

const close = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', close);
process.once('SIGINT', close);

app.listen({ host: '127.0.0.1', port }).catch((error: unknown) => {
  process.stderr.write(`hello server: ${String(error)}\n`);
  process.exit(1);
});
