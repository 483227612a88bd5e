#!/usr/bin/env node
// `npm run bench`: runs the TypeScript bench (tests/bench/src/main.ts) under tsx in a child Node,
// so the bench can import the API's own database code. Signals are passed on, and the child's
// exit code is ours. See tests/bench/README.md.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(here, 'src', 'main.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: path.resolve(here, '..', '..') },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
