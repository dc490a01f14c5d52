import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { TokenSchema } from '../../contract/primitives';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { loadOrders, loadTransactions } from '../cardholder-data/cardholder-data.repository';
import { requireAdmin, requireCardholder } from '../sessions/session-guards';
import { findCardholderById, type LookedUpCardholder } from './admin-cardholders.repository';
import { readLookupToken } from './lookup-token';

// spec §7 gives the admin transactions and orders calls the cardholder's method and path plus `?token=`. The
// cardholder-data routes dispatch on that query: with it, an admin session and the looked-up cardholder's rows.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'https' | 'campaignId' | 'secret'>;

/** The shared routes' query: the cardholder's calls send none, the admin's a look-up token. */
export const LookupQuerySchema = z.object({ token: z.optional(TokenSchema) });

export const LOOKUP_EXPIRED_TEXT = 'The cardholder look-up has expired. Please search for the cardholder again.';

/** Decision 0012: a bad or expired look-up token answers 2 (the spec's invalid-token id). */
export const lookupExpired = () => ({ status: { id: STATUS.invalidToken, message: LOOKUP_EXPIRED_TEXT }, data: null });

export function hasLookupToken(request: FastifyRequest): boolean {
  const query = request.query as Readonly<Record<string, unknown>> | undefined;
  return query?.token !== undefined;
}

/**
 * The two shared routes' hooks: with a token the admin guard (401/403) runs before validation like every admin
 * call's; without one the cardholder guard (1/-1) runs where it always did.
 */
export function guardByLookupToken(deps: Deps) {
  const admin = requireAdmin(deps);
  const cardholder = requireCardholder(deps);
  return {
    preValidation: async (request: FastifyRequest, reply: FastifyReply) =>
      hasLookupToken(request) ? admin(request, reply) : undefined,
    preHandler: async (request: FastifyRequest, reply: FastifyReply) =>
      hasLookupToken(request) ? undefined : cardholder(request, reply),
  };
}

/** The cardholder a token names, if it is genuine, unexpired, of this campaign and not blocked. */
export async function lookedUpCardholder(deps: Deps, token: string): Promise<LookedUpCardholder | undefined> {
  const cardholderId = readLookupToken(deps.secret, token, deps.clock());
  return cardholderId === undefined ? undefined : findCardholderById(deps.db, deps.campaignId, cardholderId);
}

export async function answerAdminTransactions(deps: Deps, token: string) {
  const cardholder = await lookedUpCardholder(deps, token);
  if (cardholder === undefined) return lookupExpired();
  return { status: { id: STATUS.success }, data: await loadTransactions(deps.db, cardholder.id, deps.clock()) };
}

export async function answerAdminOrders(deps: Deps, token: string) {
  const cardholder = await lookedUpCardholder(deps, token);
  if (cardholder === undefined) return lookupExpired();
  return { status: { id: STATUS.success }, data: await loadOrders(deps.db, cardholder.id, deps.clock()) };
}
