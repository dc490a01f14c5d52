import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CardholderRead, readAsCardholder } from './cardholder-read.repository';
import {
  addressHit,
  hitEachOrRefuse,
  limitStoreOf,
  MINUTE_MS,
  refuseWhenAnyRefused,
  sessionHit,
  sessionHitOf,
} from './rate-limits';
import { answerWithoutCardholder, isCardholderLookup } from './sessions/session-guards';
import {
  noteSessionSeen,
  type SessionDeps,
  sessionCookieOf,
  sessionOf,
  settleSessionLookup,
  touchMayBeDue,
} from './sessions/session-lookup';
import { needsTouch, sessionBounds } from './sessions/session-policy';
import { touchSession } from './sessions/sessions.repository';

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
function cardholderWithinLimits(deps: SessionDeps, limits: CallLimits): Hook {
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

/**
 * A cardholder data call in one statement (decision 0193): the guard and limits of `cardholderWithinLimits`, with
 * the same answers (429 with Retry-After, spec §4's -1 and 1), and the call's data read in the statement that reads
 * the session and counts the limits. Usage: `const credits = cardholderReadCall(deps, DATA_CALL_LIMITS, readOf)`,
 * `app.post(path, { preValidation: credits.preValidation, … }, (request) => … credits.answerOf(request) …)`.
 */
export function cardholderReadCall<T>(
  deps: SessionDeps,
  limits: CallLimits,
  readOf: (request: FastifyRequest) => CardholderRead<T>,
) {
  const withoutSession = cardholderWithinLimits(deps, limits);
  const reads = new WeakMap<FastifyRequest, { read: CardholderRead<T>; json: string | null; config: string | null }>();
  const preValidation: Hook = async (request, reply) => {
    const cookie = sessionCookieOf(deps, request);
    // No session to read: the per-address limit alone (no statement at all with the memory store).
    if (cookie.state !== 'read') return withoutSession(request, reply);
    const now = deps.clock();
    const limitsNow = Date.now();
    const store = limitStoreOf(request);
    const address = addressHit(request, limits.perIpPerMinute, MINUTE_MS);
    const session = sessionHitOf(request, cookie.idHash, limits.perSessionPerMinute, MINUTE_MS);
    const counter = store.inStatement;
    const read = readOf(request);
    // The idle time's write goes in the statement unless this process knows it is not due (touchMayBeDue).
    const touch = cookie.touch && touchMayBeDue(deps, cookie.idHash, now);
    const input = {
      idHash: cookie.idHash,
      bounds: sessionBounds(now),
      touch,
      limits: counter ? { address, session, now: limitsNow } : null,
    };
    const result = await readAsCardholder(deps.db, input, read);
    const lookup = settleSessionLookup(request, result.stored, now);
    if (lookup.state === 'active' && result.stored !== undefined) {
      const due = cookie.touch && needsTouch(result.stored, now);
      // Due although the process saw it written within the minute: the row was set back (by hand); write it now.
      if (due && !touch) await touchSession(deps.db, cookie.idHash, now);
      noteSessionSeen(deps, cookie.idHash, due ? now : result.stored.lastSeenAt);
    }
    const signedIn = isCardholderLookup(lookup);
    if (signedIn !== result.cardholderLive)
      throw new Error('the statement and session-policy.ts judged a session apart');
    const hits = signedIn ? [address, session] : [address];
    const decisions = counter ? counter.decide(hits, result.recorded, limitsNow) : await store.hitEach(hits, limitsNow);
    refuseWhenAnyRefused(reply, decisions);
    if (!signedIn) return answerWithoutCardholder(reply, lookup);
    reads.set(request, { read, json: result.json, config: result.configText });
    return undefined;
  };
  return {
    preValidation,
    /** In the route's handler, after the hook let the request through: the data its statement read. */
    answerOf(request: FastifyRequest): T {
      const got = reads.get(request);
      if (got === undefined) throw new Error(`no cardholder read on ${request.method} ${request.url}`);
      return got.read.answer(got.json, got.config);
    },
  };
}
