import { z } from 'zod/mini';
import { CampaignIdSchema, queryInt } from '../../contract/primitives';

// spec §7: every call includes the campaign id, in the path as {id} and in the body as `id`. This server runs
// one campaign at a time, so any other id is a malformed request (400), not a business outcome.

/** The `{id}` path parameter: a string on the wire, a positive integer after validation. */
export const CampaignIdParamsSchema = z.object({ id: queryInt(CampaignIdSchema) });

export class CampaignMismatchError extends Error {
  readonly statusCode = 400;

  constructor(readonly given: number) {
    super(`campaign ${given} is not the active campaign`);
    this.name = 'CampaignMismatchError';
  }
}

/** Throws a 400 (through the app's error handler) when any given id is not the active campaign's. */
export function assertActiveCampaign(activeCampaignId: number, ...given: readonly number[]): void {
  const other = given.find((id) => id !== activeCampaignId);
  if (other !== undefined) throw new CampaignMismatchError(other);
}
