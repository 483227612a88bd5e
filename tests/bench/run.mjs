#!/usr/bin/env node
// @ts-check
// `npm run bench`: runs the TypeScript bench (tests/bench/src/main.ts) under tsx in a child Node,
// so the bench can import the API's own database code. Signals are passed on, and the child's
// exit code is ours. See tests/bench/README.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess } from '../../scripts/lib/processes.cjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const bench = startProcess({
  name: 'bench',
  command: process.execPath,
  args: ['--import', 'tsx', path.join(here, 'src', 'main.ts'), ...process.argv.slice(2)],
  output: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => bench.child.kill(signal));
}
const { code, signal } = await bench.exited;
process.exit(code ?? (signal ? 1 : 0));
