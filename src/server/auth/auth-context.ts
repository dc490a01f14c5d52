import type { Kysely } from 'kysely';
import { type AppDeps, publicOriginOf } from '../app-deps';
import type { Database } from '../db/schema';
import type { KeyRing } from '../platform/keys/key-ring';

/** What the sign-in services need, with one `now` for the whole request. */
export interface AuthContext {
  readonly db: Kysely<Database>;
  readonly keys: KeyRing;
  readonly campaignId: number;
  readonly now: Date;
  readonly validationDelayMs: number;
  /** Where the registration-confirmed message's link points (decision 0106). */
  readonly origin: string;
}

export function authContext(deps: AppDeps): AuthContext {
  return {
    db: deps.db,
    keys: deps.keys(),
    campaignId: deps.campaignId,
    now: deps.clock(),
    validationDelayMs: deps.registrationValidationDelayMs,
    origin: publicOriginOf(deps),
  };
}
