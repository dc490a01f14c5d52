import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLogCall } from '../../../../contract/admin';
import { HttpError } from '../../../lib/api';
import { stubFetch } from '../../../testing/stub-fetch';
import {
  AdminSessionEndedError,
  AdminStatusError,
  adminFailure,
  adminRead,
  refusedFields,
  retryTransientFailure,
} from './admin-call';

afterEach(() => vi.unstubAllGlobals());

const read = () => adminRead(changeLogCall, { params: { id: 1 }, body: { id: 1, userID: 2 } });

describe('adminRead / adminFailure', () => {
  it('answers the success data', async () => {
    stubFetch({ statusId: 0, data: [] });
    await expect(read()).resolves.toEqual([]);
  });

  it.each([{ statusId: 1 }, { statusId: -1 }, { httpStatus: 401 }, { httpStatus: 403 }])(
    "spec §4: 1 or -1 (and the server's 401/403 for an admin call) end the admin session: %j",
    async (answer) => {
      stubFetch(answer);
      const error = await read().catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(AdminSessionEndedError);
      expect(adminFailure(error)).toEqual({ kind: 'sessionEnded' });
    },
  );

  it('2 (invalid token) on a look-up read: the look-up has expired', async () => {
    stubFetch({ statusId: 2 });
    expect(adminFailure(await read().catch((thrown: unknown) => thrown))).toEqual({ kind: 'lookupExpired' });
  });

  it('spec §8: another status id is an error built from the id (generic set, then the generic failure)', async () => {
    stubFetch({ statusId: 4 });
    const error = await read().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AdminStatusError);
    expect(adminFailure(error)).toMatchObject({ kind: 'failed', message: { title: 'An error occurred' } });
  });

  it("spec §8: 'Any HTTP failure' other than a session's is the generic message", async () => {
    stubFetch({ httpStatus: 500 });
    const error = await read().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(HttpError);
    expect(adminFailure(error)).toMatchObject({ kind: 'failed', message: { title: 'An error occurred' } });
  });

  it.each([
    [0, new Error('x'), true],
    [1, new Error('x'), false],
    [0, new AdminSessionEndedError(), false],
    [0, new AdminStatusError('x', 4), false],
    [0, new HttpError(500), true],
    [0, new HttpError(400, null, { id: 400, message: '/to The range may cover at most 366 days' }), false],
  ])(
    'retries a failed read once, never an ended session, a refused request nor a status id (failures %i)',
    (count, error, expected) => {
      expect(retryTransientFailure(count, error)).toBe(expected);
    },
  );
});

describe('refusedFields (decision 0217)', () => {
  it("a 400's message is put beside the fields it names", () => {
    const error = new HttpError(400, null, { id: 400, message: '/to The range may cover at most 366 days' });
    expect(refusedFields(error)).toEqual({ fields: { to: 'The range may cover at most 366 days' }, other: [] });
  });

  it.each([new HttpError(500), new HttpError(400), new Error('x')])(
    'any other failure names no field (%o)',
    (error) => {
      expect(refusedFields(error)).toBeNull();
    },
  );
});
