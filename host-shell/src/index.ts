// The async boundary: shared singletons are negotiated before any app code runs.
//
// The shared libraries are evaluated one task each, the largest first, and the main thread is given
// back between them (docs/decisions/073). Evaluated in one task with the shell, as an import of
// './bootstrap' alone does, they held a phone's main thread for 300 ms and more at once; in tasks of
// their own, a tap or a frame waits for one library at most.
const giveWay = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // Out of the task that ran the federation runtime's own start.
  await giveWay();
  await import('react-dom/client');
  await giveWay();
  await import('styled-components');
  await giveWay();
  await import('shared-ui');
  await giveWay();
  await import('shared-api');
  await giveWay();
  await import('./bootstrap');
}

void start();
