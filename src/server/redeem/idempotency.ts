import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '../../contract/redeem';
import type { Database } from '../db/schema';
import { BadRequestError } from '../platform/error-handler';
import { claimKey, findClaimedKey, storeResponse } from './idempotency.repository';

// Redeem and resend take an `Idempotency-Key` (decision 0027; required, decision 0152). The key row is inserted
// inside the same transaction as the work: a concurrent duplicate's insert waits on the unique key until the first
// commits, then finds the stored answer and returns it, so it never makes a second order or message. If the first
// rolls back, the duplicate's insert succeeds and it does the work itself.

export interface IdempotencyScope {
  /** Whose key it is (e.g. 'cardholder:12'): keys of different people never collide. */
  readonly subject: string;
  readonly key: string;
  /** The call, so one key cannot be replayed against another endpoint. */
  readonly route: string;
  readonly request: unknown;
}

export type IdempotentResult<T> =
  | { readonly kind: 'fresh'; readonly response: T }
  | { readonly kind: 'replay'; readonly response: T }
  | { readonly kind: 'mismatch' };

const hashRequest = (request: unknown): string => createHash('sha256').update(JSON.stringify(request)).digest('hex');

export async function runIdempotent<T>(
  trx: Transaction<Database>,
  scope: IdempotencyScope,
  work: () => Promise<T>,
): Promise<IdempotentResult<T>> {
  const owner = { subject: scope.subject, key: scope.key };
  const requestHash = hashRequest(scope.request);
  if (!(await claimKey(trx, owner, { route: scope.route, requestHash }))) {
    const first = await findClaimedKey(trx, owner);
    if (first.route !== scope.route || first.request_hash !== requestHash) return { kind: 'mismatch' };
    const stored = typeof first.response === 'string' ? JSON.parse(first.response) : first.response;
    return { kind: 'replay', response: stored as T };
  }
  const response = await work();
  await storeResponse(trx, owner, response);
  return { kind: 'fresh', response };
}

/**
 * The request's `Idempotency-Key` (decision 0027). Decision 0152: required, for a proxy re-sends a request
 * whose instance died after committing it (deploy/haproxy.cfg), and only the key makes that a replay rather than
 * a second order. A missing key, one outside the contract's format, or one sent twice is a malformed request,
 * HTTP 400, refused before anything is read or changed.
 */
export function idempotencyKeyOf(headers: Record<string, unknown>): string {
  const value = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) {
    throw new BadRequestError(
      `${IDEMPOTENCY_KEY_HEADER} is required: one key per intended claim or resend, 16-128 letters, digits, - or _`,
    );
  }
  const parsed = IdempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(`${IDEMPOTENCY_KEY_HEADER} must be 16-128 letters, digits, - or _`);
  return parsed.data;
}

/** The same key sent with another body or to another call (HTTP 422). */
export const IDEMPOTENCY_MISMATCH = {
  status: { id: 422, message: 'This Idempotency-Key was used for another request.' },
  data: null,
} as const;
