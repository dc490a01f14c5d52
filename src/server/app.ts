import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { pageConfigRoutes } from './page-config/page-config.routes';
import { installErrorHandler } from './platform/error-handler';
import { installSecurityHeaders } from './platform/security';
import { serveClient } from './platform/static-client';

/** The whole HTTP app without listening: main.ts listens, tests use `app.inject`. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.logLevel ?? 'info' },
    trustProxy: deps.isProduction,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await installSecurityHeaders(app, { https: deps.https });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);

  await app.register(pageConfigRoutes(deps));

  if (deps.clientDir) serveClient(app, deps.clientDir);
  return app;
}
