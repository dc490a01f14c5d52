import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/admin.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import type { AppDeps } from './app-deps';
import { authRoutes } from './auth/auth.routes';
import { captchaRoutes } from './captcha/captcha.routes';
import { cardholderDataRoutes } from './cardholder-data/cardholder-data.routes';
import { egcStatusRoutes } from './egc-status/egc-status.routes';
import { importHistoryRoutes } from './import/import-history.routes';
import { languageRoutes } from './language/language.routes';
import { devOutboxRoutes } from './notify/dev-outbox.routes';
import { outboxSummaryRoutes } from './notify/outbox-summary.routes';
import { nudgesRoutes } from './nudges/nudges.routes';
import { pageConfigRoutes } from './page-config/page-config.routes';
import { installApiDefaults } from './platform/api-defaults';
import { fastifyTrustProxy, warnOfUntrustedProxy } from './platform/client-address';
import { installErrorHandler } from './platform/error-handler';
import { closeConnectionsWhileDraining, healthRoutes } from './platform/health.routes';
import { installJsonBodyParser } from './platform/json-body';
import { loggerOptions } from './platform/logging';
import { measureRequests } from './platform/metrics/http-metrics';
import { installRateLimits } from './platform/rate-limits';
import { echoRequestId, requestIdGenerator } from './platform/request-id';
import { refuseCrossSiteRequests } from './platform/same-origin';
import { installSecurityHeaders } from './platform/security';
import { builtInlineSources, serveClient } from './platform/static-client';
import { redeemRoutes } from './redeem/redeem.routes';
import { registrationRoutes } from './registration/registration.routes';
import { reportHistoryRoutes } from './reports/report-history.routes';
import { reportRoutes } from './reports/reports.routes';

/**
 * The largest request body a route takes unless it says otherwise (decision 0103): every body of the contract but
 * a redemption's and the provider's reports is a few fields, under 1 kB with a bot-check answer.
 */
const DEFAULT_BODY_LIMIT = 4 * 1024;

/** The whole HTTP app without listening: main.ts listens, tests use `app.inject`. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger === undefined
      ? { logger: loggerOptions(deps.logLevel ?? 'info') }
      : { loggerInstance: deps.logger }),
    // Decision 0093: only the proxies TRUST_PROXY names may say who the client is; none by default.
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    // Decision 0221: the trusted proxy's X-Request-ID when well formed, else a new one; in every log line.
    genReqId: requestIdGenerator(deps.trustProxy ?? false),
    // Decision 0094: while draining, requests on open connections are still answered (with Connection: close).
    return503OnClosing: false,
    // Decision 0103: no call of the contract needs more (the provider's webhook sets its own).
    bodyLimit: DEFAULT_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  echoRequestId(app);
  measureRequests(app);
  installApiDefaults(app);
  installJsonBodyParser(app);
  refuseCrossSiteRequests(app);
  await installSecurityHeaders(app, {
    https: deps.https,
    ...(deps.clientDir ? { inline: builtInlineSources(deps.clientDir) } : {}),
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  warnOfUntrustedProxy(app, deps.trustProxy ?? false);
  // Off by default; each sensitive route sets its own limits (docs/decisions/0021-rate-limits.md).
  await installRateLimits(app, { store: deps.limits, ipFactor: deps.rateLimitIpFactor });
  await app.register(healthRoutes(deps));
  if (deps.isReady) closeConnectionsWhileDraining(app, deps.isReady);

  await app.register(pageConfigRoutes(deps));
  await app.register(registrationRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(captchaRoutes(deps));
  await app.register(cardholderDataRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(reportRoutes(deps));
  await app.register(reportHistoryRoutes(deps));
  await app.register(importHistoryRoutes(deps));
  await app.register(redeemRoutes(deps));
  await app.register(egcStatusRoutes(deps));
  await app.register(outboxSummaryRoutes(deps));
  await app.register(analyticsRoutes(deps));
  await app.register(nudgesRoutes(deps));
  await app.register(languageRoutes(deps));
  if (!deps.isProduction) await app.register(devOutboxRoutes(deps));

  if (deps.clientDir) serveClient(app, deps.clientDir, { https: deps.https });
  return app;
}
