import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressHit, hitEachOrRefuse, MINUTE_MS, sessionHit } from './rate-limits';
import { answerWithoutCardholder, isCardholderLookup } from './sessions/session-guards';
import { type SessionDeps, sessionOf } from './sessions/session-lookup';

// Decision 0103: the cardholder's calls check the session before the body is validated, and
// are limited per client address and per session.

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

/**
 * The session guard and both limits as one preValidation hook. Decision 0133: the two limits count in one statement
 * (they were the plugin's per-address hook and ours, two round trips on PostgreSQL), after the session is read; a
 * request without a cardholder's session counts in the per-address limit only, before it gets its answer.
 */
export function cardholderWithinLimits(deps: SessionDeps, limits: CallLimits): Hook {
  return async (request, reply) => {
    const lookup = await sessionOf(deps, request);
    const signedIn = isCardholderLookup(lookup);
    const hits = [addressHit(request, limits.perIpPerMinute, MINUTE_MS)];
    if (signedIn) hits.push(sessionHit(request, limits.perSessionPerMinute, MINUTE_MS));
    await hitEachOrRefuse(request, reply, hits);
    return signedIn ? undefined : answerWithoutCardholder(reply, lookup);
  };
}

/** Route options for a cardholder call: `app.post(path, { ...cardholderCall(deps, DATA_CALL_LIMITS), schema }, …)`. */
export function cardholderCall(deps: SessionDeps, limits: CallLimits) {
  return { preValidation: cardholderWithinLimits(deps, limits) };
}
