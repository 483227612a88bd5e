import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { startMetricsServer } from '../../src/plugins/metrics';
import { build, type TestApp } from '../helpers/build';

const run = promisify(execFile);

let t: TestApp;
let server: Awaited<ReturnType<typeof startMetricsServer>>;
let text: string;

beforeAll(async () => {
  t = await build();
  server = await startMetricsServer(t.app.metrics, { host: '127.0.0.1', port: 0 });
  for (let index = 0; index < 3; index += 1) {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  }
  await t.app.inject({ url: '/api/property/properties?limit=5' });
  await t.app.inject({ url: '/no/such/page/12345' });
  const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  text = await response.text();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function hasPromtool(): Promise<boolean> {
  return run('promtool', ['--version']).then(
    () => true,
    () => false,
  );
}

describe('the metrics page on METRICS_PORT', () => {
  it('is valid Prometheus text format (promtool check metrics where installed, else a parser)', async () => {
    if (await hasPromtool()) {
      const child = execFile('promtool', ['check', 'metrics']);
      const done = new Promise<{ code: number | null; output: string }>((resolve) => {
        let output = '';
        child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => resolve({ code, output }));
      });
      child.stdin?.end(text);
      // 0: it parses and lints clean; 3: it parses, with lint remarks, of which the only ones
      // allowed are prom-client's own process gauges named `_total` (1 would be a parse error).
      const { code, output } = await done;
      const remarks = output.split('\n').filter(Boolean);
      const allowed =
        /^nodejs_active_\w+_total non-counter metrics should not have "_total" suffix$/;
      expect({
        code: code === 3 ? 0 : code,
        other: remarks.filter((line) => !allowed.test(line)),
      }).toEqual({ code: 0, other: [] });
    } else {
      console.warn('promtool is not installed: the metrics page is checked by a parser only');
    }
    expect(parsePrometheusTextFormat(text).length).toBeGreaterThan(10);
  });

  it('has the request duration histogram per route pattern, the process metrics, the outbox and the last backup', () => {
    const families = new Map(
      parsePrometheusTextFormat(text).map((family) => [family.name, family]),
    );
    const durations = families.get('http_request_duration_seconds');
    expect(durations?.type).toBe('HISTOGRAM');
    // The parser keeps a histogram's buckets, not its labels: those are read from the text.
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 3',
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/property\/properties",status_code="200"\} 1$/m,
    );
    // An unknown address is one series, not one per address.
    expect(text).toContain('route="unmatched",status_code="404"} 1');
    expect(text).not.toContain('12345');
    expect(families.get('process_cpu_user_seconds_total')?.type).toBe('COUNTER');
    expect(families.get('nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE');
    const outbox = families.get('outbox_messages');
    expect(outbox?.metrics.map((metric) => metric.labels?.status).sort()).toEqual([
      'cancelled',
      'failed',
      'pending',
      'sending',
      'sent',
    ]);
    // No backup target in this app: no backup, so 0.
    expect(families.get('backup_last_success_timestamp_seconds')?.metrics).toEqual([
      { value: '0' },
    ]);
  });

  it('answers nothing but /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
  });
});
