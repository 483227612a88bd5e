// @ts-check
// The visitor of ssr-fairness.ts in a thread of its own: one request at a time over one
// kept-alive connection, timed in its own event loop, so that the other client's load generator
// (autocannon, in the bench's main thread) never delays the visitor's own reading of its answers.
// workerData: { url, headers, seconds }; posts { times } (milliseconds) or { error }.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {unknown} */
const given = workerData;
const { url, headers, seconds } =
  /** @type {{ url: string, headers: Record<string, string>, seconds: number }} */ (given);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** @returns {Promise<number>} the answer's status, once its body has been read */
function ask() {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers, timeout: 30_000 }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** @type {number[]} */
const times = [];
const deadline = performance.now() + seconds * 1000;
try {
  while (performance.now() < deadline) {
    const started = performance.now();
    const status = await ask();
    if (status < 200 || status >= 300) throw new Error(`${url} answered ${status}`);
    times.push(performance.now() - started);
  }
  parentPort?.postMessage({ times });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
} finally {
  agent.destroy();
}
