import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';

// docs/decisions/0010-sign-in-limits.md: limits per IP, and per promo code where the body names one; beyond
// either, HTTP 429 with Retry-After and the envelope `{ status: { id: 429, message }, data: null }`.
//
// Per IP: @fastify/rate-limit (registered in app.ts with `global: false`), as a route's `config`.
// Per code: our own preHandler, because the plugin runs one limiter per route and request (a second one is
// skipped) and the code is only known once the body is parsed and validated.

export const TOO_MANY_REQUESTS = 429;

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
      // Scaled by RATE_LIMIT_IP_FACTOR: many phones behind one carrier NAT share an address (decision 10).
      max: (request) => Math.max(1, Math.round(max * ipFactorOf(request))),
      timeWindow: timeWindowMs,
      errorResponseBuilder: (_request, context) => tooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** RATE_LIMIT_IP_FACTOR: multiplies every per-IP limit (app.ts decorates it; 1 when absent). */
    rateLimitIpFactor?: number;
  }
}

const ipFactorOf = (request: FastifyRequest): number => request.server.rateLimitIpFactor ?? 1;

/** Counts hits per key over a sliding window; memory is bounded by `maxKeys` (least recently used go first). */
export class SlidingWindowCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Records a hit at `now` and answers 0, or, over the limit, records nothing and answers ms to wait. */
  hit(key: string, now: number): number {
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
    this.hits.delete(key);
    const oldest = recent[0];
    if (oldest !== undefined && recent.length >= this.max) {
      this.hits.set(key, recent);
      return oldest + this.windowMs - now;
    }
    recent.push(now);
    this.hits.set(key, recent);
    this.evictOverflow();
    return 0;
  }

  get size(): number {
    return this.hits.size;
  }

  private evictOverflow(): void {
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) return;
      this.hits.delete(key);
    }
  }
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
  readonly maxKeys?: number;
}

/** Codes compare case-insensitively (registration stores them upper-case). */
export const promoCodeKey = (code: string): string => code.trim().toUpperCase();

/**
 * A preHandler allowing `max` requests per promo code per `windowMs` (a sliding window), the code read by
 * `codeOf` from the validated request. Each call makes its own counter, so call it once per route:
 * `app.post(path, { config: perIpLimit(10, MINUTE_MS), preHandler: perCodeLimit(5, HOUR_MS, (r) => …) }, …)`.
 */
export function perCodeLimit(max: number, windowMs: number, codeOf: CodeOf, options: PerCodeLimitOptions = {}) {
  const counter = new SlidingWindowCounter(max, windowMs, options.maxKeys);
  const now = options.now ?? Date.now;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const code = codeOf(request);
    if (code === undefined || code === '') return;
    const waitMs = counter.hit(promoCodeKey(code), now());
    if (waitMs === 0) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    reply.header('Retry-After', String(retryAfterSeconds));
    throw tooManyRequestsError(retryAfterSeconds);
  };
}
