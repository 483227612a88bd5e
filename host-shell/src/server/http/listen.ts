// Starts a built server on HOST (default every address) and closes it on SIGTERM or SIGINT,
// letting the requests under way finish.
import type { FastifyInstance } from 'fastify';

export async function listenUntilStopped(
  app: FastifyInstance,
  { port, root, env }: { port: number; root: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  const host = env.HOST?.trim() || '0.0.0.0';
  await app.listen({ port, host });
  console.log(`serving ${root} at http://${host}:${port}`);
  let isClosing = false;
  const close = (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    console.log(`${signal}: closing ${root}`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
