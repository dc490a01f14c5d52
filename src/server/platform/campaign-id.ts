import { z } from 'zod/mini';
import { CampaignIdSchema, queryInt } from '../../contract/primitives';
import { BadRequestError } from './error-handler';

// spec §7: every call includes the campaign id, in the path as {id} and in the body as `id`. This server runs
// one campaign at a time, so any other id is a malformed request (400), not a business outcome.

/** A campaign id in a path: a string on the wire, a positive integer after validation. */
const CampaignIdParam = queryInt(CampaignIdSchema);

/** The `{id}` path parameter of most calls. */
export const CampaignIdParamsSchema = z.object({ id: CampaignIdParam });

/** The calls whose path spells it `{campaignID}` (spec §7 credits, transactions, downloads). */
export const CampaignIDParamsSchema = z.object({ campaignID: CampaignIdParam });

/** Throws a 400 (through the app's error handler) when any given id is not the active campaign's. */
export function assertActiveCampaign(activeCampaignId: number, ...given: readonly number[]): void {
  const other = given.find((id) => id !== activeCampaignId);
  if (other !== undefined) throw new BadRequestError(`campaign ${other} is not the active campaign`);
}
