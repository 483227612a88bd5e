import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTE_PACKAGES, REPO_ROOT, type RemoteName } from './paths';

/**
 * Builds a remote again, in production mode, into `outputPath`, with one visible text changed in
 * its sources: what a remote team's redeploy looks like to the running host.
 */
export function rebuildRemoteWithText(
  name: RemoteName,
  { from, to, outputPath }: { from: string; to: string; outputPath: string },
): Promise<void> {
  const webpackCli = path.join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const config = path.join(__dirname, 'relabel-remote.webpack.cjs');
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [webpackCli, '--config', config, '--mode', 'production'],
      {
        cwd: path.join(REPO_ROOT, REMOTE_PACKAGES[name]),
        env: {
          ...process.env,
          E2E_APP_DIR: path.join(REPO_ROOT, REMOTE_PACKAGES[name]),
          E2E_OUTPUT_PATH: outputPath,
          E2E_REPLACE_FROM: from,
          E2E_REPLACE_TO: to,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`rebuild of ${name} failed (${code}):\n${output}`)),
    );
  });
}
