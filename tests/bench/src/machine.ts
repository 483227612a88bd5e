import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { REPO_ROOT } from '../../e2e/support/paths';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  loadAverage: number[];
  node: string;
  os: string;
  chromium: string;
  gitCommit: string;
  gitDirty: boolean;
}

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

/** What the figures were measured on; the load average says how busy the machine was. */
export function describeMachine(): MachineInfo {
  const cpus = os.cpus();
  const release = run('sh', ['-c', '. /etc/os-release && echo "$PRETTY_NAME"']);
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    node: process.version,
    os: `${release} (${os.type()} ${os.release()} ${os.arch()})`,
    chromium: run(chromiumPath(), ['--version']),
    gitCommit: run('git', ['rev-parse', '--short', 'HEAD']),
    gitDirty: run('git', ['status', '--porcelain']).length > 0,
  };
}
