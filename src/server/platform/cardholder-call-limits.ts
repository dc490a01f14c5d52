import type { FastifyReply, FastifyRequest } from 'fastify';
import { MINUTE_MS, perIpLimit, perSessionLimit } from './rate-limits';
import { requireCardholder } from './sessions/session-guards';
import type { SessionDeps } from './sessions/session-lookup';

// Decision 0103 (issue 18 finding 1): the cardholder's calls check the session before the body is validated, and
// are limited per client address (before anything is read) and per session.

interface CallLimits {
  /** Requests a minute from one address (scaled by RATE_LIMIT_IP_FACTOR: carrier NATs share addresses). */
  readonly perIpPerMinute: number;
  /** Requests a minute from one signed-in session. */
  readonly perSessionPerMinute: number;
}

/** Credits, transactions, orders, categories, eGCs: home reads five at most per visit, a refresh five more. */
export const DATA_CALL_LIMITS: CallLimits = { perIpPerMinute: 300, perSessionPerMinute: 60 };

/** Redeem, bonus redeem and resend: a person claims or resends a few times a minute at most. */
export const ORDER_CALL_LIMITS: CallLimits = { perIpPerMinute: 30, perSessionPerMinute: 10 };

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The session guard then the session's limit, as one preValidation hook. */
export function cardholderWithinLimits(deps: SessionDeps, limits: CallLimits): Hook {
  const guard = requireCardholder(deps);
  const limit = perSessionLimit(limits.perSessionPerMinute, MINUTE_MS);
  return async (request, reply) => {
    const answered = await guard(request, reply);
    if (answered !== undefined) return answered;
    return limit(request, reply);
  };
}

/** Route options for a cardholder call: `app.post(path, { ...cardholderCall(deps, DATA_CALL_LIMITS), schema }, …)`. */
export function cardholderCall(deps: SessionDeps, limits: CallLimits) {
  return {
    config: perIpLimit(limits.perIpPerMinute, MINUTE_MS),
    preValidation: cardholderWithinLimits(deps, limits),
  };
}
