import { type AnyCall, buildPath, type CallData, readEnvelope, StatusSchema, withQuery } from '../../contract/envelope';

// Every call goes through here (spec §7): JSON with credentials sent, the answer read as `status.id` plus data.
// A business status id is an outcome, returned; only an HTTP failure or an unreadable answer throws.

/** A response outside 2xx (spec §8 "any HTTP failure"); `retryAfterSeconds` from a 429's Retry-After. */
export class HttpError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly retryAfterSeconds: number | null = null,
    /** The envelope's status the server answered with, when it gave one (a 400 says what was wrong). */
    readonly status: { readonly id: number; readonly message?: string | undefined } | null = null,
  ) {
    super(`HTTP ${httpStatus}`);
    this.name = 'HttpError';
  }
}

/** The envelope's status of a failed answer, if its body is one; never throws. */
async function failedStatus(response: Response): Promise<HttpError['status']> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = StatusSchema.safeParse((body as { status?: unknown } | undefined)?.status);
  return parsed.success ? parsed.data : null;
}

/** The request got no answer at all: no network, the server down or unreachable, the connection cut. */
export class NoAnswerError extends Error {}

/** A 2xx answer that is not the call's envelope: a bug on one side, shown as the generic error. */
export class MalformedResponseError extends Error {
  constructor(callName: string, detail: string) {
    super(`${callName}: malformed response: ${detail}`);
    this.name = 'MalformedResponseError';
  }
}

/**
 * The call's success (its data checked by the contract) or another status id with whatever data came; `message`
 * is the server's `status.message` when it gave one (the screens word most outcomes themselves).
 */
export type ApiResult<C extends AnyCall> = (
  | { readonly kind: 'success'; readonly statusId: number; readonly data: CallData<C> }
  | { readonly kind: 'status'; readonly statusId: number; readonly data: unknown }
) & { readonly message?: string };

export interface CallOptions {
  /** Values for the path's `{placeholders}`. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

/** The call's URL: the contract's path with its placeholders filled (buildPath; a missing value is a bug) and the query. */
export function urlFor(call: AnyCall, options: Pick<CallOptions, 'params' | 'query'> = {}): string {
  return withQuery(buildPath(call, options.params), options.query);
}

function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

// Decision 0192: the dashboard's reads are tagged (ETag); asked again with the tag, unchanged data answers 304 with no
// body, and the answer kept here stands. Only bodiless calls (the reads), only for this page's life.
const taggedAnswers = new Map<string, { readonly tag: string; readonly body: unknown }>();

/** At logout: nothing of the last cardholder's answers stays in the page (forget-cardholder.ts). */
export function forgetTaggedAnswers(): void {
  taggedAnswers.clear();
}

export async function callApi<C extends AnyCall>(call: C, options: CallOptions = {}): Promise<ApiResult<C>> {
  const hasBody = options.body !== undefined;
  const url = urlFor(call, options);
  const kept = hasBody ? undefined : taggedAnswers.get(url);
  const response = await fetch(url, {
    method: call.method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...(kept ? { 'If-None-Match': kept.tag } : {}),
      ...options.headers,
    },
    body: hasBody ? JSON.stringify(options.body) : null,
    signal: options.signal ?? null,
  }).catch((error: unknown) => {
    // fetch rejects only when no answer came (or the caller aborted, which stays an abort).
    throw options.signal?.aborted ? error : new NoAnswerError('no answer', { cause: error });
  });
  if (response.status === 304 && kept) return readAnswer(call, kept.body);
  if (!response.ok) throw new HttpError(response.status, retryAfter(response), await failedStatus(response));
  // A body that never arrived whole (the read cancelled while its body came, or cut short) is not an answer: it is
  // never kept under its tag, or every later 304 would stand for nothing ('An error occurred' on home after a
  // claim, when Query cancelled the refetches it had started).
  const body: unknown = await response.json().catch((error: unknown) => {
    if (options.signal?.aborted) throw error;
    return undefined;
  });
  const tag = response.headers.get('ETag');
  if (tag !== null && !hasBody && body !== undefined) taggedAnswers.set(url, { tag, body });
  return readAnswer(call, body);
}

function readAnswer<C extends AnyCall>(call: C, body: unknown): ApiResult<C> {
  const reading = readEnvelope(call, body);
  if (reading.kind === 'malformed') throw new MalformedResponseError(call.name, reading.error.message);
  const said = reading.message === undefined ? {} : { message: reading.message };
  return reading.kind === 'success'
    ? { kind: 'success', statusId: reading.statusId, data: reading.data, ...said }
    : { kind: 'status', statusId: reading.statusId, data: reading.data, ...said };
}
