import { decisionOf, type LimitStore } from './limit-store';

// Decision 0092: the embedded single-process mode (PGlite) keeps its limits in this process's memory; a restart
// starts them afresh. Memory is bounded by `maxKeys`: past it, the least recently used key goes first.

export function createMemoryLimitStore(maxKeys = 50_000): LimitStore & { readonly size: number } {
  const windows = new Map<string, number[]>();

  const evictOverflow = () => {
    for (const key of windows.keys()) {
      if (windows.size <= maxKeys) return;
      windows.delete(key);
    }
  };

  const store: LimitStore & { readonly size: number } = {
    kind: 'memory',
    get size() {
      return windows.size;
    },
    async hit(key, limit, windowMs, now) {
      const recent = (windows.get(key) ?? []).filter((at) => at > now - windowMs);
      // Deleted and set again: a Map keeps insertion order, so the first keys are the least recently used.
      windows.delete(key);
      const allowed = recent.length < limit;
      if (allowed) recent.push(now);
      windows.set(key, recent);
      evictOverflow();
      return decisionOf(allowed, recent.length, recent[0] ?? now, windowMs, now);
    },
    hitEach(hits, now) {
      return Promise.all(hits.map((each) => store.hit(each.key, each.limit, each.windowMs, now)));
    },
  };
  return store;
}
