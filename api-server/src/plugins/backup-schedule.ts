import { Cron } from 'croner';
import fp from 'fastify-plugin';
import { runScheduledBackup } from '../backup/scheduled';

/** The schedule's cron job, in India's time zone (exported for its test). */
export function backupJob(
  config: { schedule: string; timezone: string },
  run: () => Promise<void>,
): Cron {
  // protect: a backup still running when the next one is due is not started twice.
  return new Cron(config.schedule, { timezone: config.timezone, protect: true }, run);
}

/**
 * With BACKUP_DIR or BACKUP_S3_BUCKET set, a backup every day (BACKUP_SCHEDULE, 02:30 in India by
 * default), keeping 7 daily and 4 weekly ones (decision 097). The outcome is written to each
 * target's last-run.json, which the dashboard and the metrics read.
 */
export const backupSchedulePlugin = fp(
  (fastify, _opts, done) => {
    const { config } = fastify;
    if (!config.backup.dir && !config.backup.s3) {
      done();
      return;
    }
    let running: Promise<void> | null = null;
    const backUp = async () => {
      try {
        const outcome = await runScheduledBackup(config, fastify.db);
        if (outcome.ran) {
          const { result, removed } = outcome;
          fastify.log.info(
            { backup: result.name, bytes: result.bytes, ms: result.durationMs, removed },
            'scheduled backup complete',
          );
        } else fastify.log.info({ reason: outcome.reason }, 'scheduled backup skipped');
      } catch (error) {
        fastify.log.error({ err: error }, 'scheduled backup failed');
      }
    };
    const job = backupJob(config.backup, () => {
      running = backUp().finally(() => {
        running = null;
      });
      return running;
    });
    // A backup under way finishes before the database it reads is closed.
    fastify.addHook('onClose', async () => {
      job.stop();
      await running;
    });
    done();
  },
  { name: 'backup-schedule', fastify: '5.x', dependencies: ['env', 'db'] },
);
