import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '../../contract/redeem';
import { BadRequestError } from '../platform/error-handler';

/**
 * The request's `Idempotency-Key` (ARCHITECTURE.md §4), or null when absent. A key outside the contract's format
 * (or sent twice) is a malformed request, HTTP 400: ignoring it would order again on a replay the client meant
 * to be answered from the first result.
 */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | null {
  const value = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  const parsed = IdempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(`${IDEMPOTENCY_KEY_HEADER} must be 16-128 letters, digits, - or _`);
  return parsed.data;
}

/** The same key sent with another body or to another call (HTTP 422). */
export const IDEMPOTENCY_MISMATCH = {
  status: { id: 422, message: 'This Idempotency-Key was used for another request.' },
  data: null,
} as const;
