import type { FastifyInstance } from 'fastify';
import type { OperationsStatus } from 'shared-api/contract';
import { cachedBackupHealth } from '../backup/status';
import { countOutboxByStatus } from '../repositories/outbox-counts';

/** What the administrator's dashboard shows of backups and the outbox (decision 097). */
export function operationsService(fastify: FastifyInstance) {
  const backupHealth = cachedBackupHealth(fastify.config);
  return {
    backupHealth,
    async status(): Promise<OperationsStatus> {
      const [backup, counts] = await Promise.all([backupHealth(), countOutboxByStatus(fastify.db)]);
      return {
        backup,
        outbox: {
          backlog: (counts.pending ?? 0) + (counts.sending ?? 0),
          failed: counts.failed ?? 0,
        },
      };
    },
  };
}
