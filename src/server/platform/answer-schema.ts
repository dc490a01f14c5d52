import { z } from 'zod/mini';
import { type AnyCall, StatusSchema } from '../../contract/envelope';

/**
 * The 200 response schema of a call with several outcomes: its data on its success ids (the contract's
 * `call.response`), and on any other id no data, or the reason login's -5 carries (spec §7).
 */
export function answerSchema<C extends AnyCall>(call: C) {
  const otherOutcome = z.object({
    status: StatusSchema.check(
      z.refine((status) => !call.successIds.includes(status.id), 'a success id needs its data'),
    ),
    data: z.union([z.null(), z.string()]),
  });
  return z.union([call.response as C['response'], otherOutcome]);
}
