import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { adminAccountRoutes } from './admin-accounts.routes';
import { adminApprovalRoutes } from './admin-approvals.routes';
import { adminAuditRoutes } from './admin-audit.routes';
import { adminCardholderRoutes } from './admin-cardholders.routes';
import { adminDownloadRoutes } from './admin-downloads.routes';
import { adminFindRoutes } from './admin-find.routes';
import { adminImportRoutes } from './admin-import.routes';
import { adminLoginRoutes } from './admin-login.routes';
import { adminOverviewRoutes } from './admin-overview.routes';
import { adminPagedRoutes } from './admin-paged.routes';

/**
 * spec §6, §7 admin calls: login, inquiry, user info, update, change log and downloads. Report requests are
 * reports/'s; the admin transactions and orders share the cardholder's paths (cardholder-data/admin-lookup.ts).
 */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(adminLoginRoutes(deps));
    await app.register(adminCardholderRoutes(deps));
    await app.register(adminPagedRoutes(deps));
    await app.register(adminDownloadRoutes(deps));
    await app.register(adminAccountRoutes(deps));
    await app.register(adminAuditRoutes(deps));
    await app.register(adminOverviewRoutes(deps));
    await app.register(adminFindRoutes(deps));
    await app.register(adminImportRoutes(deps));
    await app.register(adminApprovalRoutes(deps));
  };
}
