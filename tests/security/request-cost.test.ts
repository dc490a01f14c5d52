import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../src/server/testing/test-app';
import { CONTRACT_CALLS, pathOf } from './support/contract-calls';
import { measureCost } from './support/request-cost';

// Decision 0103: no anonymous request costs the server much. Each body is the worst we could build for
// about a megabyte (Fastify's default limit): 15,500 distinct rewards (the duplicate check was quadratic), one
// huge string, 60,000 unknown keys (each named in the 400's message), arrays nested 300,000 deep.

const rewards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    merchant: { id: index + 1 },
    denomination: { id: index + 1 },
    quantity: 1,
  }));
const unknownKeys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 0]));
const nested = (depth: number) => `{"rewards":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** Today's limit for every call but the provider's webhook (decision 0103); the bodies below stay just under it. */
const BODY_LIMIT = 16 * 1024;

const WORST_BODIES: readonly (readonly [string, string])[] = [
  // Just under Fastify's default of 1 MiB: what the security review sent.
  ['15,500 distinct rewards (1 MB)', JSON.stringify({ rewards: rewards(15_500), id: 1 })],
  ['one string of 1,000,000 characters', JSON.stringify({ token: 'a'.repeat(1_000_000), id: 1 })],
  ['60,000 unknown keys (1 MB)', JSON.stringify(unknownKeys(60_000))],
  ['arrays nested 300,000 deep (600 kB)', nested(300_000)],
  // Just under today's limit: what still gets read and validated.
  ['240 distinct rewards (16 kB)', JSON.stringify({ rewards: rewards(240), id: 1 })],
  ['one string of 16,000 characters', JSON.stringify({ token: 'a'.repeat(16_000), id: 1 })],
  ['1,500 unknown keys (16 kB)', JSON.stringify(unknownKeys(1_500))],
  ['arrays nested 8,000 deep (16 kB)', nested(8_000)],
];

/**
 * Median CPU per anonymous request, ms: a ceiling that tells a bounded request from an unbounded one on a busy
 * machine, not a speed measurement. Before the fix the worst bodies cost 150–692 ms; measured alone they now cost
 * ~2 ms (decision 0103, against a 5 ms target); inside `npm test`, sharing two cores with every other suite, the
 * median reached 16 ms in one CI run, so a tighter ceiling here would fail on load, not on code.
 */
const CPU_BUDGET_MS = 50;
// No ceiling on the event loop's longest stall: on a shared machine it measures the machine (another process
// holding the core, a collection), not the request, and no figure from the same run tells the two apart. A request
// that holds the loop with its own work spends CPU the median above counts; REQUEST_COST_REPORT prints the stall.

const POST_CALLS = CONTRACT_CALLS.filter((call) => call.method === 'POST');

describe('the worst anonymous bodies cost little (decision 0103)', () => {
  it('the small bodies are under the limit', () => {
    for (const [label, payload] of WORST_BODIES.slice(4)) {
      expect(Buffer.byteLength(payload), label).toBeLessThan(BODY_LIMIT);
    }
  });

  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await openTestApp('pglite', { rateLimitIpFactor: 1_000 });
  });
  afterAll(async () => testApp.close());

  describe.each(WORST_BODIES)('%s', (_label, payload) => {
    it.each(POST_CALLS.map((call) => [call.name, call] as const))('to %s', async (_name, call) => {
      const send = () =>
        testApp.app.inject({
          method: 'POST',
          url: pathOf(call, testApp.campaignId),
          headers: { 'content-type': 'application/json' },
          payload,
        });
      await send();
      const cost = await measureCost(7, send);
      if (process.env.REQUEST_COST_REPORT) {
        const { statusCode } = await send();
        const figures = `${cost.cpuMs.toFixed(1)} ms CPU | loop ${cost.loopDelayMaxMs.toFixed(0)} ms | HTTP ${statusCode}`;
        process.stdout.write(`COST ${call.name} | ${_label} | ${figures}\n`);
      }
      expect(cost.cpuMs).toBeLessThan(CPU_BUDGET_MS);
      const answer = await send();
      expect(answer.statusCode).toBeLessThan(500);
    });
  });
});
