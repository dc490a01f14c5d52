import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '../../contract/redeem';

/** The request's `Idempotency-Key` (ARCHITECTURE.md §4), or null when absent or not the contract's key format. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | null {
  const parsed = IdempotencyKeySchema.safeParse(headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
  return parsed.success ? parsed.data : null;
}

/** The same key sent with another body or to another call (HTTP 422). */
export const IDEMPOTENCY_MISMATCH = {
  status: { id: 422, message: 'This Idempotency-Key was used for another request.' },
  data: null,
} as const;
