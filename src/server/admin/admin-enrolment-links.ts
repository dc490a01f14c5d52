import type { Kysely, Transaction } from 'kysely';
import { ENROLMENT_LINK_PARAM } from '../../contract/enrolment-link';
import type { Database } from '../db/schema';
import { randomToken, sha256Hex } from '../platform/token-crypto';
import { replaceEnrolmentLink } from './admin-enrolment-links.repository';

// Decision 0184: an admin enrols a second factor only through a one-time link an owner issues (the Admins screen:
// on adding an admin, on resetting a second factor, or on asking for a new link), the command line
// (`npm run admin:create`) or the seed's start-up print for the first admin. The password alone never shows a
// secret. The link opens the admin sign-in page, which sends its token with the password.

/** Long enough for a new admin to be handed the link and use it on their first working day or the next. */
export const ENROLMENT_LINK_LIFETIME_MS = 72 * 60 * 60_000;

type Db = Kysely<Database> | Transaction<Database>;

/** A new link for the admin (the older unused one is void): the token, shown once and stored only hashed. */
export async function issueEnrolmentToken(
  db: Db,
  adminId: number,
  issuedBy: number | null,
  now: Date,
): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ENROLMENT_LINK_LIFETIME_MS);
  await replaceEnrolmentLink(db, { tokenHash: sha256Hex(token), adminId, issuedBy, expiresAt }, now);
  return token;
}

/** The admin sign-in page with the token: what an owner hands the admin. */
export const enrolmentUrl = (origin: string, token: string): string =>
  `${origin.replace(/\/$/, '')}/admin?${ENROLMENT_LINK_PARAM}=${encodeURIComponent(token)}`;

/** The line the command line and the first start print: the link, what it is for, how long it works. */
export const enrolmentLinkNotice = (origin: string, token: string): string =>
  `Second factor: open ${enrolmentUrl(origin, token)} and sign in there to set it up ` +
  `(the link works once, for ${ENROLMENT_LINK_LIFETIME_MS / 3_600_000} hours).`;
