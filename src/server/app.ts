import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/admin.routes';
import type { AppDeps } from './app-deps';
import { authRoutes } from './auth/auth.routes';
import { bonusRoutes } from './bonus/bonus.routes';
import { captchaRoutes } from './captcha/captcha.routes';
import { cardholderDataRoutes } from './cardholder-data/cardholder-data.routes';
import { devOutboxRoutes } from './notify/dev-outbox.routes';
import { pageConfigRoutes } from './page-config/page-config.routes';
import { installErrorHandler } from './platform/error-handler';
import { installSecurityHeaders } from './platform/security';
import { serveClient } from './platform/static-client';
import { redeemRoutes } from './redeem/redeem.routes';
import { registrationRoutes } from './registration/registration.routes';

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
  // Off by default; each sensitive route sets its own limits (docs/decisions/0010-sign-in-limits.md).
  await app.register(rateLimit, { global: false });
  app.decorate('rateLimitIpFactor', deps.rateLimitIpFactor ?? 1);

  await app.register(pageConfigRoutes(deps));
  await app.register(registrationRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(captchaRoutes(deps));
  await app.register(cardholderDataRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(redeemRoutes(deps));
  await app.register(bonusRoutes(deps));
  if (!deps.isProduction) await app.register(devOutboxRoutes(deps));

  if (deps.clientDir) serveClient(app, deps.clientDir, { https: deps.https });
  return app;
}
