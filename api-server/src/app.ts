import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { MASTERS } from 'shared-api/contract';
import { createDatabase } from './db/database';
import type { Database } from './db/schema';
import { authPlugin } from './plugins/auth';
import { backupSchedulePlugin } from './plugins/backup-schedule';
import { clientAddressPlugin } from './plugins/client-address';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { envPlugin, type AppConfig } from './plugins/env';
import { errorHandlerPlugin } from './plugins/error-handler';
import { httpLimitsPlugin, httpServerOptions } from './plugins/http-limits';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin, openApiUiPlugin } from './plugins/openapi';
import { outboxPlugin } from './plugins/outbox';
import { passwordsPlugin } from './plugins/passwords';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { retentionPlugin } from './plugins/retention';
import { throttlePlugin } from './plugins/throttle';
import { authRoutes } from './routes/auth';
import { buyerRoutes } from './routes/buyer';
import { dashboardRoutes } from './routes/dashboard';
import { enquiryRoutes } from './routes/enquiries';
import { exportRoutes } from './routes/exports';
import { healthRoutes } from './routes/health';
import { historyRoutes } from './routes/history';
import { masterRoutes } from './routes/masters/master-routes';
import { operationsRoutes } from './routes/operations';
import { messageRoutes } from './routes/messages';
import { peopleRoutes } from './routes/people';
import { profileRoutes } from './routes/profile';
import { propertyRoutes } from './routes/property';
import { publicRoutes } from './routes/public';
import { requirementRoutes } from './routes/requirements';
import { siteRoutes } from './routes/site';
import { unsubscribeRoutes } from './routes/unsubscribe';
import { userRoutes } from './routes/users';
import { multipartPlugin } from './uploads/multipart';
import { serveUploadsPlugin } from './uploads/serve-uploads';
import { uploadsPlugin } from './uploads/uploads-plugin';

export interface BuildOptions {
  /** An existing database (already migrated); by default one is opened from the config. */
  db?: Kysely<Database>;
}

/** Assembles the API. The database is closed when the app closes. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...httpServerOptions(config.http),
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Every JSON body of the API (a registration, a user, a lookup value) fits in a few KB; uploads
    // are multipart, read as streams with limits per kind (uploads/multipart.ts).
    bodyLimit: 16 * 1024,
    // Tokens and ids only: no reason to accept long URLs.
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envPlugin, { config });
  await app.register(dbPlugin, { db: options.db ?? createDatabase(config) });
  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(httpLimitsPlugin);
  await app.register(corsPlugin);
  await app.register(clientAddressPlugin);
  await app.register(rateLimitPlugin);
  await app.register(throttlePlugin);
  await app.register(retentionPlugin);
  await app.register(outboxPlugin);
  await app.register(backupSchedulePlugin);
  await app.register(passwordsPlugin);
  await app.register(openApiPlugin);
  await app.register(authPlugin);
  await app.register(multipartPlugin);
  await app.register(uploadsPlugin);
  await app.register(serveUploadsPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  for (const master of MASTERS) {
    await app.register(masterRoutes, { prefix: '/api/master_table', master });
  }
  await app.register(userRoutes, { prefix: '/api/master_table' });
  await app.register(publicRoutes, { prefix: '/api/master_table' });
  await app.register(propertyRoutes, { prefix: '/api/property' });
  await app.register(enquiryRoutes, { prefix: '/api/enquiries' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(operationsRoutes, { prefix: '/api/operations' });
  await app.register(peopleRoutes, { prefix: '/api/people' });
  await app.register(buyerRoutes, { prefix: '/api/buyer' });
  await app.register(requirementRoutes, { prefix: '/api/requirements' });
  await app.register(siteRoutes, { prefix: '/api/site' });
  await app.register(messageRoutes, { prefix: '/api/messages' });
  await app.register(unsubscribeRoutes, { prefix: '/api/unsubscribe' });
  await app.register(profileRoutes, { prefix: '/api/profile' });
  await app.register(historyRoutes, { prefix: '/api/history' });
  await app.register(exportRoutes, { prefix: '/api' });
  await app.register(openApiUiPlugin);
  return app;
}
