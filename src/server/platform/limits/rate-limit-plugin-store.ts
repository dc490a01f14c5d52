import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitDecision, LimitStore } from './limit-store';

// @fastify/rate-limit keeps its hook, its key (`request.ip`, IPv6 grouped by /64) and its headers; the counting
// goes to our shared store (decision 0092). The plugin makes one child store per route: its keys get the route.

interface RouteInfo {
  readonly routeInfo?: { readonly method?: unknown; readonly url?: unknown };
}

export function rateLimitPluginStore(limits: LimitStore, clock: () => number = Date.now): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private prefix = 'ip:';

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      limits.hit(`${this.prefix}${key}`, max, timeWindow, clock()).then(
        // The plugin refuses when `current` is above `max`, and shows `ttl` as Retry-After.
        (decision: LimitDecision) =>
          callback(null, { current: decision.allowed ? decision.hits : max + 1, ttl: decision.waitMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as RouteInfo).routeInfo;
      const child = new SharedStore();
      child.prefix = `ip:${String(route?.method ?? '')} ${String(route?.url ?? '')}:`;
      return child;
    }
  }
  return SharedStore;
}
