import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginCall, registerCall, sendOtpCall } from '../../contract/auth';
import { creditsCall } from '../../contract/cardholder';
import { configCall } from '../../contract/config';
import { callApi, forgetTaggedAnswers, HttpError, MalformedResponseError, NoAnswerError, urlFor } from './api';

const answer = (body: unknown, init: ResponseInit = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status: 200, ...init }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('urlFor', () => {
  it('spec §7: fills the campaign id into the path and adds the query', () => {
    expect(urlFor(loginCall, { params: { id: 7 }, query: { token: 'a b' } })).toBe(
      '/api/bpi/spend/v3/login/7?token=a%20b',
    );
  });

  it('a call outside the prefix keeps its own path', () => {
    expect(urlFor(configCall)).toBe('/api/config');
  });

  it('a missing placeholder value is a bug', () => {
    expect(() => urlFor(registerCall)).toThrow('register: no value for {id}');
  });
});

describe('callApi', () => {
  it('spec §7: sends JSON with credentials, the body and the extra headers', async () => {
    const fetch = answer({ status: { id: 0 }, data: { token: 't', contact: 'c' } });
    vi.stubGlobal('fetch', fetch);
    await callApi(sendOtpCall, { params: { id: 1 }, body: { promoid: 'NOSPEND1', id: 1 }, headers: { 'x-a': 'b' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bpi/spend/v2/otp/send/1');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"promoid":"NOSPEND1","id":1}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'x-a': 'b' });
  });

  it("a success id returns the data checked by the contract ('success')", async () => {
    vi.stubGlobal('fetch', answer({ status: { id: 0 }, data: { token: 't', contact: 'c' } }));
    await expect(callApi(sendOtpCall, { params: { id: 1 } })).resolves.toEqual({
      kind: 'success',
      statusId: 0,
      data: { token: 't', contact: 'c' },
    });
  });

  it("spec §8: a business status id is an outcome, not an error ('status'), with the server's words", async () => {
    vi.stubGlobal('fetch', answer({ status: { id: 45, message: 'x' }, data: null }));
    await expect(callApi(registerCall, { params: { id: 1 } })).resolves.toEqual({
      kind: 'status',
      statusId: 45,
      data: null,
      message: 'x',
    });
  });

  it('spec §8 "any HTTP failure": throws HttpError with the status and a 429\'s Retry-After', async () => {
    vi.stubGlobal('fetch', answer({}, { status: 429, headers: { 'Retry-After': '12' } }));
    const error = await callApi(sendOtpCall, { params: { id: 1 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ httpStatus: 429, retryAfterSeconds: 12 });
  });

  it('an HTTP failure without Retry-After has none', async () => {
    vi.stubGlobal('fetch', answer({}, { status: 503 }));
    await expect(callApi(sendOtpCall, { params: { id: 1 } })).rejects.toMatchObject({
      httpStatus: 503,
      retryAfterSeconds: null,
    });
  });

  it.each([
    ['not an envelope', { ok: true }],
    ['success data of the wrong shape', { status: { id: 0 }, data: { token: 5 } }],
  ])('%s throws MalformedResponseError (shown as the generic error)', async (_case, body) => {
    vi.stubGlobal('fetch', answer(body));
    await expect(callApi(sendOtpCall, { params: { id: 1 } })).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("a request that gets no answer (fetch rejects) throws NoAnswerError; a caller's abort stays an abort", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callApi(sendOtpCall, { params: { id: 1 } })).rejects.toBeInstanceOf(NoAnswerError);
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('Aborted', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(aborted));
    await expect(callApi(sendOtpCall, { params: { id: 1 }, signal: controller.signal })).rejects.toBe(aborted);
  });

  it('a body that is not JSON is malformed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    await expect(callApi(sendOtpCall, { params: { id: 1 } })).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('a tagged read asked again (decision 0190)', () => {
  it('sends its tag, and a 304 with no body stands for the answer kept; forgotten at logout', async () => {
    const credits = {
      status: { id: 0 },
      data: {
        credits: 3500,
        isCreditsExpired: false,
        creditsExpiry: null,
        registeredDateTime: null,
        isBonusExpired: false,
        cardTypeID: 1,
        points: { active: 3500, redeemed: 1500, expired: 0 },
      },
    };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(credits), { status: 200, headers: { ETag: '"t1"' } }))
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { ETag: '"t1"' } }))
      .mockResolvedValueOnce(new Response(JSON.stringify(credits), { status: 200, headers: { ETag: '"t1"' } }));
    vi.stubGlobal('fetch', fetch);
    const first = await callApi(creditsCall, { params: { campaignID: 1 } });
    const again = await callApi(creditsCall, { params: { campaignID: 1 } });
    expect(again).toEqual(first);
    const headersOf = (call: number) =>
      ((fetch.mock.calls[call]?.[1] as RequestInit | undefined)?.headers ?? {}) as Record<string, string>;
    expect(headersOf(0)['If-None-Match']).toBeUndefined();
    expect(headersOf(1)['If-None-Match']).toBe('"t1"');
    forgetTaggedAnswers();
    await callApi(creditsCall, { params: { campaignID: 1 } });
    expect(headersOf(2)['If-None-Match']).toBeUndefined();
  });

  it('a tagged answer whose body never arrived whole is not kept: the next ask sends no tag', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"status":{"id":0},"da', { status: 200, headers: { ETag: '"t9"' } }))
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { ETag: '"t9"' } }));
    vi.stubGlobal('fetch', fetch);
    await expect(callApi(creditsCall, { params: { campaignID: 3 } })).rejects.toBeInstanceOf(MalformedResponseError);
    await expect(callApi(creditsCall, { params: { campaignID: 3 } })).rejects.toBeInstanceOf(HttpError);
    const headers = (fetch.mock.calls[1]?.[1] as RequestInit | undefined)?.headers as Record<string, string>;
    expect(headers['If-None-Match']).toBeUndefined();
  });

  it('a read cancelled while its body comes stays a cancellation, and its tag is not kept', async () => {
    const controller = new AbortController();
    const cut = new Response(
      new ReadableStream({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"status":'));
          controller.abort();
          stream.error(new DOMException('aborted', 'AbortError'));
        },
      }),
      { status: 200, headers: { ETag: '"t8"' } },
    );
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(cut)
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { ETag: '"t8"' } }));
    vi.stubGlobal('fetch', fetch);
    const cancelled = callApi(creditsCall, { params: { campaignID: 4 }, signal: controller.signal });
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    await expect(callApi(creditsCall, { params: { campaignID: 4 } })).rejects.toBeInstanceOf(HttpError);
    const headers = (fetch.mock.calls[1]?.[1] as RequestInit | undefined)?.headers as Record<string, string>;
    expect(headers['If-None-Match']).toBeUndefined();
  });

  it('a 304 without an answer kept is an HTTP failure, as any other', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 304 })),
    );
    await expect(callApi(creditsCall, { params: { campaignID: 2 } })).rejects.toBeInstanceOf(HttpError);
  });
});
