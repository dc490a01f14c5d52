import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledBody, calledUrl, stubFetch } from '../../../testing/stub-fetch';
import { autoLogin } from './auto-login';

afterEach(() => vi.unstubAllGlobals());

describe('autoLogin (spec §2 "On entry to home with a code … it auto-logs in")', () => {
  it('spec §7: posts the link token in the query and the body; 0 signs in', async () => {
    const fetch = stubFetch({ statusId: 0 });
    expect(await autoLogin(7, 'nonce.signature')).toBe(true);
    expect(calledUrl(fetch, 0)).toBe('/api/bpi/spend/v2/login/7?token=nonce.signature');
    expect(calledBody(fetch, 0)).toEqual({ token: 'nonce.signature', id: 7 });
  });

  it.each([[{ statusId: 2 }], [{ statusId: 4 }], [{ httpStatus: 429 }], [{ httpStatus: 503 }]])(
    'a refused token or a failed call leaves the user signed out (%j)',
    async (answer) => {
      stubFetch(answer);
      expect(await autoLogin(7, 'bad.token')).toBe(false);
    },
  );
});
