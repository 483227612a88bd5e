import { table } from './markdown';
import type { BackupSectionResult } from './section-backup';

/** Backup time and size per size, and the list's p99 without and during backups. */
export function backupTables(result: BackupSectionResult | undefined): string[] {
  if (!result) return [];
  return [
    '## Backups (SQLite, `npm run backup`)',
    table(
      [
        'Properties',
        'Backup s',
        'MB',
        'List p99 ms, no backup',
        'p99 ms, backups running',
        'req/s, no backup / during',
        'Backups in the set',
        'failed',
      ],
      result.steps.map((step) => [
        step.properties,
        step.backupSeconds,
        step.backupMegabytes,
        step.idle.p99Ms,
        step.duringBackup.p99Ms,
        `${step.idle.rps} / ${step.duringBackup.rps}`,
        step.backupsDuringLoad,
        step.idle.non2xx + step.idle.errors + step.duringBackup.non2xx + step.duringBackup.errors,
      ]),
    ),
    'The backup time includes starting Node; the list is loaded at 10 connections while backups run back to back.',
  ];
}
