import type { AppDeps } from '../app-deps';
import { enqueueMessage, type OutgoingMessage } from '../platform/outbox.repository';
import { countFailedSignIns, markCeilingReached, ownerEmails } from './admin-sign-in-ceiling.repository';

// Decision 0186: besides the throttle per e-mail and address (decision 0123), a ceiling per e-mail across every
// address: 10 failed guesses (wrong passwords, wrong or replayed authenticator codes) within 24 hours, and the
// account signs in only with its password and a recovery code until the count falls below 10 again. Unknown e-mails
// reach it exactly like known ones, so it tells nothing. The owners are e-mailed once per trip; the trip is audited.

export const SIGN_IN_CEILING = { maxFailures: 10, windowMs: 24 * 60 * 60_000 } as const;

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const windowStartOf = (now: Date) => new Date(now.getTime() - SIGN_IN_CEILING.windowMs);

export async function isCeilingReached(deps: Deps, email: string): Promise<boolean> {
  const { failures } = await countFailedSignIns(deps.db, email, windowStartOf(deps.clock()));
  return failures >= SIGN_IN_CEILING.maxFailures;
}

export interface CeilingTrip {
  readonly failures: number;
  readonly addresses: number;
}

function ceilingAlert(owner: string, email: string, trip: CeilingTrip): OutgoingMessage {
  const addresses = trip.addresses === 1 ? '1 address' : `${trip.addresses} addresses`;
  return {
    channel: 'email',
    recipient: owner,
    subject: `Admin sign-in ceiling reached: ${email}`,
    body: [
      `The admin account ${email} has had ${trip.failures} failed sign-ins (wrong passwords or authenticator codes)`,
      `within 24 hours, from ${addresses}.`,
      '',
      'Until the count falls, the account signs in only with its password and one of its recovery codes.',
      'If the admin did not make these attempts, someone may be guessing: give the account a new password with',
      '`npm run admin:create`, and check the audit trail (action sign-in-failed) for where the attempts came from.',
    ].join('\n'),
  };
}

/**
 * After a failed guess was logged: when it brought the e-mail to the ceiling, and no trip was recorded within the
 * window, records the trip and e-mails the owners (an e-mail that names no admin alerts nobody). The trip's counts
 * for the audit trail, or null.
 */
export async function noteFailedGuess(deps: Deps, email: string, isAdmin: boolean): Promise<CeilingTrip | null> {
  const now = deps.clock();
  const windowStart = windowStartOf(now);
  const trip = await countFailedSignIns(deps.db, email, windowStart);
  if (trip.failures < SIGN_IN_CEILING.maxFailures) return null;
  return deps.db.transaction().execute(async (trx) => {
    if (!(await markCeilingReached(trx, email, now, windowStart))) return null;
    if (isAdmin) {
      for (const owner of await ownerEmails(trx)) await enqueueMessage(trx, ceilingAlert(owner, email, trip), now);
    }
    return trip;
  });
}
