import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
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

  it('exits 1 when the drain time is up, whatever still runs', async () => {
    const plan = planWith({ drainMs: 200, stopBackground: () => new Promise(() => {}) });
    const started = performance.now();
    void drainAndExit(plan, 'SIGTERM', false);
    await vi.waitFor(() => expect(plan.exit).toHaveBeenCalledWith(1), { timeout: 2_000 });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('waits the notice before it stops listening', async () => {
    const plan = planWith({ noticeMs: 300 });
    await plan.app.listen({ port: 0, host: '127.0.0.1' });
    const address = plan.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const draining = drainAndExit(plan, 'SIGTERM', true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    await draining;
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });
});
