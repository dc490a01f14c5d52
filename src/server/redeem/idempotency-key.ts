import { IDEMPOTENCY_KEY_HEADER } from '../../contract/redeem';

/** The request's `Idempotency-Key` (ARCHITECTURE.md §4), or null when absent or unreasonably long. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | null {
  const value = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

/** The same key sent with another body or to another call (HTTP 422). */
export const IDEMPOTENCY_MISMATCH = {
  status: { id: 422, message: 'This Idempotency-Key was used for another request.' },
  data: null,
} as const;
