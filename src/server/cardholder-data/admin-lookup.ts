import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { TokenSchema } from '../../contract/primitives';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { auditAdminAction } from '../platform/audit-trail';
import { DATA_CALL_LIMITS } from '../platform/cardholder-call-limits';
import { lookedUpCardholder, lookupExpired } from '../platform/lookup-token';
import { addressHit, hitEachOrRefuse, MINUTE_MS } from '../platform/rate-limits';
import { requireAdmin } from '../platform/sessions/session-guards';
import { loadOrders, loadTransactions } from './cardholder-data.repository';

// spec §7 gives the admin transactions and orders calls the cardholder's method and path plus `?token=`. The
// cardholder-data routes dispatch on that query: with it, an admin session and the looked-up cardholder's rows.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'https' | 'campaignId' | 'keys'>;

/** The shared routes' query: the cardholder's calls send none, the admin's a look-up token. */
export const LookupQuerySchema = z.object({ token: z.optional(TokenSchema) });

function hasLookupToken(request: FastifyRequest): boolean {
  const query = request.query as Readonly<Record<string, unknown>> | undefined;
  return query?.token !== undefined;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The two shared routes' hooks, both before validation (decision 0103): with a token the admin guard (401/403)
 * like every admin call's; without one `cardholder`, the cardholder's guard (1/-1) and the data calls' limits.
 */
export function guardByLookupToken(deps: Deps, cardholder: Hook) {
  const admin = requireAdmin(deps, 'view');
  return {
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!hasLookupToken(request)) return cardholder(request, reply);
      // The cardholder's hook counts the per-address limit itself; the admin's reading counts it here.
      await hitEachOrRefuse(request, reply, [addressHit(request, DATA_CALL_LIMITS.perIpPerMinute, MINUTE_MS)]);
      return admin(request, reply);
    },
  };
}

export async function answerAdminTransactions(deps: Deps, request: FastifyRequest, token: string) {
  const cardholder = await lookedUpCardholder(deps, request, token);
  if (cardholder === undefined) return lookupExpired();
  await auditAdminAction(deps, request, 'view-transactions', { cardholderId: cardholder.id });
  return { status: { id: STATUS.success }, data: await loadTransactions(deps.db, cardholder.id, deps.clock()) };
}

export async function answerAdminOrders(deps: Deps, request: FastifyRequest, token: string) {
  const cardholder = await lookedUpCardholder(deps, request, token);
  if (cardholder === undefined) return lookupExpired();
  await auditAdminAction(deps, request, 'view-orders', { cardholderId: cardholder.id });
  const at = { now: deps.clock(), campaignId: deps.campaignId };
  return { status: { id: STATUS.success }, data: await loadOrders(deps.db, cardholder.id, at) };
}
