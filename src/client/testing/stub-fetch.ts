import { vi } from 'vitest';

// The stubbed server of the client tests, in two kinds: answers in call order (stubFetch), for a screen that
// makes one call after another, or answers by path (routeFetch), for screens that make several calls at once in
// whatever order. Either way an unexpected call fails the test.

/** One answer of the stubbed server: an envelope with HTTP 200 (and the server's words, if any), or an HTTP failure. */
export type StubAnswer =
  | { readonly statusId: number; readonly data?: unknown; readonly message?: string }
  | { readonly httpStatus: number; readonly headers?: Record<string, string> };

function respond(answer: StubAnswer): Response {
  if ('httpStatus' in answer) return new Response('{}', { status: answer.httpStatus, headers: answer.headers ?? {} });
  const status =
    answer.message === undefined ? { id: answer.statusId } : { id: answer.statusId, message: answer.message };
  return new Response(JSON.stringify({ status, data: answer.data ?? null }), { status: 200 });
}

const stub = (answer: (url: string, init?: RequestInit) => StubAnswer) => {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => respond(answer(url, init)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

/** Stubs `fetch` to give these answers in order (a call beyond them fails the test). Returns the mock. */
export function stubFetch(...answers: StubAnswer[]) {
  const queue = [...answers];
  return stub(() => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected call: no stubbed answer left');
    return next;
  });
}

/** What a route answers: one answer every time, answers in turn (the last repeats), or one made from the call. */
type RouteAnswer = StubAnswer | readonly StubAnswer[] | ((url: string, body: unknown) => StubAnswer);

/** Routes by path (the part of the URL before '?'); a `:name` segment, as in `routePattern(call)`, matches any. */
export type FetchRoutes = Readonly<Record<string, RouteAnswer>>;

const isList = (answer: StubAnswer | readonly StubAnswer[]): answer is readonly StubAnswer[] => Array.isArray(answer);

const pathOf = (url: string): string => url.split('?')[0] ?? url;

const matches = (route: string, url: string): boolean => {
  const want = route.split('/');
  const got = pathOf(url).split('/');
  return want.length === got.length && want.every((part, index) => part.startsWith(':') || part === got[index]);
};

/** Stubs `fetch` to answer by path; a path no route matches fails the test. Returns the mock. */
export function routeFetch(routes: FetchRoutes) {
  const turns = new Map<string, number>();
  return stub((url, init) => {
    const route = Object.keys(routes).find((each) => matches(each, url));
    const answer = route === undefined ? undefined : routes[route];
    if (route === undefined || answer === undefined) throw new Error(`unexpected call: ${url}`);
    if (typeof answer === 'function') {
      return answer(url, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    }
    const inTurn = isList(answer) ? answer : [answer];
    const turn = turns.get(route) ?? 0;
    turns.set(route, turn + 1);
    const next = inTurn[Math.min(turn, inTurn.length - 1)];
    if (next === undefined) throw new Error(`no answer for ${url}`);
    return next;
  });
}

type FetchMock = ReturnType<typeof stubFetch>;

/** The URLs called so far whose path the route matches. */
export const callsTo = (fetch: FetchMock, route: string): string[] =>
  fetch.mock.calls.map((call) => String(call[0])).filter((url) => matches(route, url));

/** The path (and query) of the n-th call. */
export const calledUrl = (fetch: FetchMock, index: number): string => String(fetch.mock.calls[index]?.[0]);

/** The parsed JSON body of the n-th call. */
export const calledBody = (fetch: FetchMock, index: number): unknown =>
  JSON.parse(String(fetch.mock.calls[index]?.[1]?.body));
