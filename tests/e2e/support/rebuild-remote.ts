import path from 'node:path';
import { runProcess } from '../../../scripts/lib/processes.cjs';
import { REMOTE_PACKAGES, REPO_ROOT, type RemoteName } from './paths';

/**
 * Builds a remote again, in production mode, into `outputPath`, with one visible text changed in
 * its sources: what a remote team's redeploy looks like to the running host.
 */
export async function rebuildRemoteWithText(
  name: RemoteName,
  { from, to, outputPath }: { from: string; to: string; outputPath: string },
): Promise<void> {
  const webpackCli = path.join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const config = path.join(__dirname, 'relabel-remote.webpack.cjs');
  const appDir = path.join(REPO_ROOT, REMOTE_PACKAGES[name]);
  await runProcess({
    name: `rebuild of ${name}`,
    command: process.execPath,
    args: [webpackCli, '--config', config, '--mode', 'production'],
    cwd: appDir,
    env: {
      ...process.env,
      E2E_APP_DIR: appDir,
      E2E_OUTPUT_PATH: outputPath,
      E2E_REPLACE_FROM: from,
      E2E_REPLACE_TO: to,
    },
  });
}
