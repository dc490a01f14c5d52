// spec §7: "All calls use JSON content with credentials sent, include the campaign id, and read the response
// as status.id plus data." Each call is declared once here and read by both the client and the server.
import { z } from 'zod/mini';
import { STATUS } from '../domain/outcomes';

/** spec §7: paths are in this prefix unless noted. */
export const API_PREFIX = '/api/bpi/spend';

/**
 * Decision 0230: a request a screen makes on its own (a poll), not at a person's hand. It never restarts the
 * session's idle time.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';

export const StatusSchema = z.object({ id: z.int(), message: z.optional(z.string()) });

/** `{ status: { id, message? }, data }`; `data` is what the call answers on its success ids. */
export function envelope<D extends z.core.$ZodType>(data: D) {
  return z.object({ status: StatusSchema, data });
}

/** Any envelope, data unread (or absent): how an answer is read before its status id is known. */
const AnyEnvelopeSchema = envelope(z.optional(z.unknown()));

type EnvelopeSchema<D extends z.core.$ZodType> = ReturnType<typeof envelope<D>>;

type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** 'envelope' (JSON `{ status, data }`), 'json' (the data itself) or 'csv' (a text download, no envelope). */
type ResponseKind = 'envelope' | 'json' | 'csv';

/** Who may make the call (spec §6); the server guards by it. 'provider': signed by the eGC provider (decision 0082). */
type CallAccess = 'public' | 'cardholder' | 'admin' | 'provider';

export interface CallSpec {
  readonly name: string;
  readonly method: HttpMethod;
  /** The spec's path shape, placeholders written `{id}` or `{campaignID}`. */
  readonly path: `/${string}`;
  /** Defaults to API_PREFIX; '' for the calls the spec notes as outside it. */
  readonly prefix?: string;
  readonly access: CallAccess;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** Request header names the call requires besides cookies (its server refuses a call without them). */
  readonly headers?: readonly string[];
  readonly data: z.ZodMiniType;
  readonly kind?: ResponseKind;
  /** Every status id the call may answer (spec §8), as data: screens look texts up by them. */
  readonly statusIds: readonly number[];
  /** Status ids on which `data` holds; defaults to [0]. */
  readonly successIds?: readonly number[];
}

type KindOf<S extends CallSpec> = S extends { readonly kind: infer K extends ResponseKind } ? K : 'envelope';

export type Call<S extends CallSpec> = Omit<S, 'prefix' | 'kind' | 'successIds'> & {
  readonly prefix: string;
  readonly kind: KindOf<S>;
  readonly successIds: S extends { readonly successIds: infer Ids extends readonly number[] } ? Ids : readonly [0];
  /** Prefix and path, placeholders still in. */
  readonly fullPath: string;
  /** The whole response body: the envelope of `data`, or `data` itself for 'json' and 'csv' calls. */
  readonly response: KindOf<S> extends 'envelope' ? EnvelopeSchema<S['data']> : S['data'];
};

/** What every declared call has, whatever its schemas: the type helpers and the server take this. */
export interface AnyCall extends Omit<CallSpec, 'prefix' | 'kind' | 'successIds'> {
  readonly prefix: string;
  readonly kind: ResponseKind;
  readonly successIds: readonly number[];
  readonly fullPath: string;
  readonly response: z.ZodMiniType;
}

export function defineCall<const S extends CallSpec>(spec: S): Call<S> {
  const prefix = spec.prefix ?? API_PREFIX;
  const kind = spec.kind ?? 'envelope';
  return {
    ...spec,
    prefix,
    kind,
    successIds: spec.successIds ?? [STATUS.success],
    fullPath: `${prefix}${spec.path}`,
    response: kind === 'envelope' ? envelope(spec.data) : spec.data,
  } as unknown as Call<S>;
}

export type CallData<C extends AnyCall> = z.infer<C['data']>;

// ---- paths ---------------------------------------------------------------------------------------------------

type PlaceholderNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

/** `{ id }` for '/redeem/{id}', `{ campaignID }` for '/v4/credits/{campaignID}', nothing for a fixed path. */
type PathParams<P extends string> = { readonly [Name in PlaceholderNames<P>]: string | number };

type PathArgs<P extends string> = [PlaceholderNames<P>] extends [never]
  ? [params?: PathParams<P>]
  : [params: PathParams<P>];

const PLACEHOLDER = /\{(\w+)\}/g;

/** The request path with placeholders filled (URI-encoded), prefix included. A missing value is a bug. */
export function buildPath<C extends AnyCall>(call: C, ...[params]: PathArgs<C['path']>): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number | undefined>>;
  const filled = call.path.replace(PLACEHOLDER, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`${call.name}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  return `${call.prefix}${filled}`;
}

export type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** `path?a=1&b=2`; undefined and null values are left out. */
export function withQuery(path: string, query: QueryValues | undefined): string {
  const pairs = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

/** The route pattern servers register: '/api/bpi/spend/redeem/:id'. */
export function routePattern(call: AnyCall): string {
  return `${call.prefix}${call.path.replace(PLACEHOLDER, ':$1')}`;
}

// ---- reading an answer -----------------------------------------------------------------------------------------

export type EnvelopeReading<C extends AnyCall> =
  | { readonly kind: 'success'; readonly statusId: number; readonly message?: string; readonly data: CallData<C> }
  /** A business outcome other than success (spec §8), or an id the call does not declare. */
  | { readonly kind: 'status'; readonly statusId: number; readonly message?: string; readonly data: unknown }
  /** Not an envelope, or success data of the wrong shape: a bug on one side, shown as the generic error. */
  | { readonly kind: 'malformed'; readonly error: z.core.$ZodError };

/** Reads an enveloped answer: `data` is checked only on the call's success ids. */
export function readEnvelope<C extends AnyCall>(call: C, body: unknown): EnvelopeReading<C> {
  const outer = AnyEnvelopeSchema.safeParse(body);
  if (!outer.success) return { kind: 'malformed', error: outer.error };
  const { status, data } = outer.data;
  const base = { statusId: status.id, ...(status.message === undefined ? {} : { message: status.message }) };
  if (!call.successIds.includes(status.id)) return { kind: 'status', ...base, data };
  const parsed = call.data.safeParse(data);
  if (!parsed.success) return { kind: 'malformed', error: parsed.error };
  return { kind: 'success', ...base, data: parsed.data as CallData<C> };
}
