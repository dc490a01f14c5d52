import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '../../contract/redeem';
import { BadRequestError } from '../platform/error-handler';

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
