import { vi } from 'vitest';

/** One answer of the stubbed server: an envelope with HTTP 200, or an HTTP failure. */
export type StubAnswer =
  | { readonly statusId: number; readonly data?: unknown }
  | { readonly httpStatus: number; readonly headers?: Record<string, string> };

/** Stubs `fetch` to give these answers in order (a call beyond them fails the test). Returns the mock. */
export function stubFetch(...answers: StubAnswer[]) {
  const queue = [...answers];
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected call: no stubbed answer left');
    if ('httpStatus' in next) return new Response('{}', { status: next.httpStatus, headers: next.headers ?? {} });
    return new Response(JSON.stringify({ status: { id: next.statusId }, data: next.data ?? null }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The path (and query) of the n-th call. */
export const calledUrl = (fetch: ReturnType<typeof stubFetch>, index: number): string =>
  String(fetch.mock.calls[index]?.[0]);

/** The parsed JSON body of the n-th call. */
export const calledBody = (fetch: ReturnType<typeof stubFetch>, index: number): unknown =>
  JSON.parse(String(fetch.mock.calls[index]?.[1]?.body));
