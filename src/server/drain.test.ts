import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DrainPlan, drainAndExit } from './drain';

// Decision 0094: the drain's order and its bound. Whole processes are drained in replica.test.ts.

function planWith(overrides: Partial<DrainPlan>): DrainPlan & { exit: ReturnType<typeof vi.fn> } {
  const exit = vi.fn();
  return {
    app: Fastify(),
    state: { draining: false },
    drainMs: 10_000,
    noticeMs: 0,
    stopBackground: async () => {},
    closeResources: async () => {},
    log: Fastify().log,
    ...overrides,
    exit,
  };
}

describe('drainAndExit (decision 0094)', () => {
  it('marks the server draining at once, closes the app, stops the background, frees resources, exits 0', async () => {
    const order: string[] = [];
    const plan = planWith({
      stopBackground: async (graceMs) => {
        order.push(`background ${graceMs}`);
      },
      closeResources: async () => {
        order.push('resources');
      },
    });
    plan.app.addHook('onClose', async () => {
      order.push('app');
    });
    const draining = drainAndExit(plan, 'SIGTERM', true);
    expect(plan.state.draining).toBe(true);
    await draining;
    expect(order).toEqual(['background 8500', 'app', 'resources']);
    expect(plan.exit).toHaveBeenCalledWith(0);
  });

  // The drain's timers on a fake clock: the bound and the notice are checked to the millisecond, however busy the
  // machine running the test is.
  describe('on a fake clock', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('exits 1 when the drain time is up, whatever still runs, and not before', async () => {
      const plan = planWith({ drainMs: 10_000, stopBackground: () => new Promise(() => {}) });
      void drainAndExit(plan, 'SIGTERM', false);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(plan.exit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(plan.exit).toHaveBeenCalledWith(1);
    });

    it('waits the notice before it stops listening', async () => {
      const plan = planWith({ noticeMs: 3_000 });
      await plan.app.listen({ port: 0, host: '127.0.0.1' });
      const address = plan.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const draining = drainAndExit(plan, 'SIGTERM', true);
      await vi.advanceTimersByTimeAsync(2_999);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect(plan.app.server.listening).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      await draining;
      expect(plan.app.server.listening).toBe(false);
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
      expect(plan.exit).toHaveBeenCalledWith(0);
    });
  });
});
