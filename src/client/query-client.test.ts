import { afterEach, describe, expect, it } from 'vitest';
import { sessionExpiry } from './lib/session-expiry';
import { createQueryClient } from './query-client';

afterEach(() => sessionExpiry.clear());

const sessionProblem = { kind: 'status', statusId: -1, data: null } as const;

describe('createQueryClient: the session-expired check (spec §4)', () => {
  it('a query answering 1 or -1 opens the session-expired dialog', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['orders'], queryFn: async () => sessionProblem });
    expect(sessionExpiry.isExpired()).toBe(true);
  });

  it('a query answering 0 does not', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['orders'], queryFn: async () => ({ kind: 'success', statusId: 0 }) });
    expect(sessionExpiry.isExpired()).toBe(false);
  });

  it('a mutation opts in with meta.sessionCheck (redeem, resend)', async () => {
    const client = createQueryClient();
    const run = (meta?: Record<string, unknown>) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: async () => sessionProblem, ...(meta ? { meta } : {}) })
        .execute(undefined);
    await run();
    expect(sessionExpiry.isExpired()).toBe(false);
    await run({ sessionCheck: true });
    expect(sessionExpiry.isExpired()).toBe(true);
  });
});
