import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalisePromoCode } from '../../domain/validation';
import { clientKeyOf } from './client-address';
import type { LimitDecision, LimitHit, LimitStore } from './limits/limit-store';
import { rateLimitPluginStore } from './limits/rate-limit-plugin-store';
import { authenticatedSession } from './sessions/session-lookup';

// docs/decisions/0021-rate-limits.md: limits per IP, and per promo code where the body names one; beyond
// either, HTTP 429 with Retry-After and the envelope `{ status: { id: 429, message }, data: null }`.
//
// Per IP: @fastify/rate-limit (installed by `installRateLimits` with `global: false`), as a route's `config`.
// Per code: our own preHandler, because the plugin runs one limiter per route and request (a second one is
// skipped) and the code is only known once the body is parsed and validated.
// Both count in one LimitStore (decision 0092): shared by every instance on PostgreSQL, in memory on PGlite.

const TOO_MANY_REQUESTS = 429;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** An error the app's error handler answers as 429 in the envelope (the caller sets Retry-After). */
export function tooManyRequestsError(retryAfterSeconds: number): Error & { statusCode: number } {
  const unit = retryAfterSeconds === 1 ? 'second' : 'seconds';
  const error = new Error(`Too many requests. Please try again in ${retryAfterSeconds} ${unit}.`);
  return Object.assign(error, { statusCode: TOO_MANY_REQUESTS });
}

/**
 * A route `config` limiting each client IP to `max` requests per `timeWindowMs` (a fixed window).
 * Usage: `app.post(path, { config: perIpLimit(10, MINUTE_MS), … })`.
 * The key is the plugin's default: `request.ip` (the proxy's client address in production, where app.ts
 * trusts the proxy), IPv6 grouped by /64 so one host cannot rotate through its own addresses.
 */
export function perIpLimit(max: number, timeWindowMs: number): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      // Scaled by RATE_LIMIT_IP_FACTOR: many phones behind one carrier NAT share an address (decision 0021).
      max: (request) => perIpMax(request, max),
      timeWindow: timeWindowMs,
      errorResponseBuilder: (_request, context) => tooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** RATE_LIMIT_IP_FACTOR: multiplies every per-IP limit (installRateLimits decorates it; 1 when absent). */
    rateLimitIpFactor?: number;
    /** Where every limit counts (installRateLimits decorates it). */
    limitStore?: LimitStore;
  }
}

const ipFactorOf = (request: FastifyRequest): number => request.server.rateLimitIpFactor ?? 1;

/** A per-address allowance of `max`, scaled by RATE_LIMIT_IP_FACTOR as every per-IP limit is. */
export const perIpMax = (request: FastifyRequest, max: number): number =>
  Math.max(1, Math.round(max * ipFactorOf(request)));

/** The plugin (off by default: each sensitive route sets its own limits) and the store every limit counts in. */
export async function installRateLimits(
  app: FastifyInstance,
  options: { readonly store: LimitStore; readonly ipFactor?: number },
): Promise<void> {
  await app.register(rateLimit, { global: false, store: rateLimitPluginStore(options.store) });
  app.decorate('rateLimitIpFactor', options.ipFactor ?? 1);
  app.decorate('limitStore', options.store);
}

/** Reads the promo code a request names; undefined when it names none (the limit then does not apply). */
export type CodeOf = (request: FastifyRequest) => string | undefined;

function stringField(source: unknown, field: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Readonly<Record<string, unknown>>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** `codeFromBody('vouchercode')`: the code in that body field, if the body has it as a string. */
export const codeFromBody =
  (field: string): CodeOf =>
  (request) =>
    stringField(request.body, field);

/** `codeFromQuery('code')`: the code in that query parameter. */
export const codeFromQuery =
  (field: string): CodeOf =>
  (request) =>
    stringField(request.query, field);

export interface PerCodeLimitOptions {
  /** Milliseconds since the epoch; tests pass their own clock. */
  readonly now?: () => number;
}

/** Codes count case-insensitively, as they are stored (normalisePromoCode), and without surrounding spaces. */
export const promoCodeKey = (code: string): string => normalisePromoCode(code.trim());

/**
 * A preHandler allowing `max` requests per promo code and client address per `windowMs` (a sliding window), the code read by
 * `codeOf` from the validated request. Each route counts apart (its method and path are in the key):
 * `app.post(path, { config: perIpLimit(10, MINUTE_MS), preHandler: perCodeLimit(5, HOUR_MS, (r) => …) }, …)`.
 */
export function perCodeLimit(max: number, windowMs: number, codeOf: CodeOf, options: PerCodeLimitOptions = {}) {
  const now = options.now ?? Date.now;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const code = codeOf(request);
    if (code === undefined || code === '') return;
    // Decision 0104: the code and the client together, so a stranger who knows the code spends only their own
    // allowance, never its owner's.
    const key = `code:${routeOf(request)}:${promoCodeKey(code)}:${clientKeyOf(request)}`;
    await hitOrRefuse(request, reply, { key, limit: max, windowMs, now: now() });
  };
}

interface Hit extends LimitHit {
  readonly now: number;
}

/** A hit on `key` in the app's store; beyond `max` per `windowMs`, HTTP 429 with Retry-After. */
async function hitOrRefuse(request: FastifyRequest, reply: FastifyReply, hit: Hit): Promise<void> {
  await hitEachOrRefuse(request, reply, [hit], hit.now);
}

/**
 * Counts the request in each limit at once (decision 0133: one statement on PostgreSQL); when any refuses, HTTP 429
 * with the longest Retry-After among the refusals.
 */
export async function hitEachOrRefuse(
  request: FastifyRequest,
  reply: FastifyReply,
  hits: readonly LimitHit[],
  now: number = Date.now(),
): Promise<void> {
  refuseWhenAnyRefused(reply, await limitStoreOf(request).hitEach(hits, now));
}

/** The store the app's limits count in. */
export function limitStoreOf(request: FastifyRequest): LimitStore {
  const store = request.server.limitStore;
  if (store === undefined) throw new Error('limits need installRateLimits on the app');
  return store;
}

/** HTTP 429 with the longest Retry-After among the refusals, when any decision refused. */
export function refuseWhenAnyRefused(reply: FastifyReply, decisions: readonly LimitDecision[]): void {
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return;
  const waitMs = Math.max(...refused.map((decision) => decision.waitMs));
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('Retry-After', String(retryAfterSeconds));
  throw tooManyRequestsError(retryAfterSeconds);
}

const routeOf = (request: FastifyRequest): string => `${request.method} ${request.routeOptions.url}`;

/**
 * This route's per-address limit as a hit, for the calls that count it with another limit in one go (the
 * cardholder calls): `max` scaled by RATE_LIMIT_IP_FACTOR, the client keyed as the plugin keys it (its /64 for
 * IPv6), and the plugin's key shape.
 */
export function addressHit(request: FastifyRequest, max: number, windowMs: number): LimitHit {
  return {
    key: `ip:${routeOf(request)}:${clientKeyOf(request)}`,
    limit: perIpMax(request, max),
    windowMs,
  };
}

/** This route's per-session limit as a hit: after a session guard passed, so it only ever counts a session. */
export function sessionHit(request: FastifyRequest, max: number, windowMs: number): LimitHit {
  return sessionHitOf(request, authenticatedSession(request).idHash, max, windowMs);
}

/** This route's per-session limit for the session `idHash`, as a hit (decision 0193: before the session is judged). */
export function sessionHitOf(request: FastifyRequest, idHash: string, max: number, windowMs: number): LimitHit {
  return { key: `session:${routeOf(request)}:${idHash}`, limit: max, windowMs };
}
