import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { reportRoutes } from '../reports/reports.routes';
import { adminCardholderRoutes } from './admin-cardholders.routes';
import { adminDownloadRoutes } from './admin-downloads.routes';
import { adminLoginRoutes } from './admin-login.routes';

/**
 * spec §6, §7 admin calls: login, inquiry, user info, update, change log, downloads and report requests. The
 * admin transactions and orders share the cardholder's paths (cardholder-data.routes.ts dispatches on ?token).
 */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(adminLoginRoutes(deps));
    await app.register(adminCardholderRoutes(deps));
    await app.register(adminDownloadRoutes(deps));
    await app.register(reportRoutes(deps));
  };
}
