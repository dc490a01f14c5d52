import { vi } from 'vitest';

/** One answer: an envelope with HTTP 200, or an HTTP failure. */
export type RoutedAnswer = { readonly statusId: number; readonly data?: unknown } | { readonly httpStatus: number };

/** The answers by path (the part before '?'); a function answers from the call's URL and body. */
export type FetchRoutes = Readonly<Record<string, RoutedAnswer | ((url: string, body: unknown) => RoutedAnswer)>>;

/**
 * Stubs `fetch` to answer by path, so screens that make several calls at once can be tested whatever order
 * they make them in. An unrouted path fails the test. Returns the mock (its calls: URL and init). Test-only.
 */
export function routeFetch(routes: FetchRoutes) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const route = routes[url.split('?')[0] ?? url];
    if (route === undefined) throw new Error(`unexpected call: ${url}`);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof route === 'function' ? route(url, body) : route;
    if ('httpStatus' in answer) return new Response('{}', { status: answer.httpStatus });
    return new Response(JSON.stringify({ status: { id: answer.statusId }, data: answer.data ?? null }), {
      status: 200,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The URLs called so far whose path is `path`. */
export const callsTo = (fetch: ReturnType<typeof routeFetch>, path: string): string[] =>
  fetch.mock.calls.map((call) => String(call[0])).filter((url) => url.split('?')[0] === path);
