import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stubBeacon = (accepts: boolean | 'throws') => {
  const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => {
    if (accepts === 'throws') throw new TypeError('beacon quota');
    return accepts;
  });
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  return sendBeacon;
};

/** The first beacon's payload, parsed. */
async function beaconEvent(sendBeacon: ReturnType<typeof stubBeacon>): Promise<unknown> {
  const payload = sendBeacon.mock.calls[0]?.[1];
  if (!(payload instanceof Blob)) throw new Error('no beacon payload');
  return JSON.parse(await payload.text());
}

describe('track', () => {
  it('spec §7: sends the event to the first-party sink with sendBeacon, as JSON', async () => {
    const sendBeacon = stubBeacon(true);
    track('failure', { call: 'redeem', statusId: 7 });
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('/api/events');
    expect(sendBeacon.mock.calls[0]?.[1]).toHaveProperty('type', 'application/json');
    expect(await beaconEvent(sendBeacon)).toEqual({
      name: 'failure',
      path: window.location.pathname,
      detail: { call: 'redeem', statusId: 7 },
    });
  });

  it('leaves out the detail when there is none', async () => {
    const sendBeacon = stubBeacon(true);
    track('pageview');
    expect(await beaconEvent(sendBeacon)).toEqual({ name: 'pageview', path: window.location.pathname });
  });

  it('falls back to a keepalive fetch when the browser does not queue the beacon', () => {
    stubBeacon(false);
    const fetch = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    track('success', { call: 'redeem', statusId: 0 });
    expect(fetch).toHaveBeenCalledWith('/api/events', expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('uses the keepalive fetch where there is no sendBeacon', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    track('failure');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never throws: an event that cannot be sent is dropped', () => {
    stubBeacon('throws');
    expect(() => track('success')).not.toThrow();
    stubBeacon(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(() => track('success')).not.toThrow();
  });
});
