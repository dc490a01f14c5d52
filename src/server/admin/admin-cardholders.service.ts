import type { UserInfo } from '../../contract/admin';
import { EditUserInfoSchema, firstErrorMessage } from '../../domain/validation';
import type { AppDeps } from '../app-deps';
import { loadCampaignConfig } from '../platform/campaign.repository';
import { findCardholderById } from '../platform/cardholder-lookup.repository';
import { signLookupToken } from '../platform/lookup-token';
import { findAdminEmail } from './admin-accounts.repository';
import { findCardholderByTarget, writeContactChange } from './admin-cardholders.repository';
import { inquiryTarget, type SearchPrefixes, userInfoTarget } from './admin-search';

// spec §5, §7 admin search, user info and edit. Outcomes are unions; the routes turn them into status ids.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'campaignId' | 'keys'>;

async function prefixesOf(deps: Deps): Promise<SearchPrefixes> {
  const config = await loadCampaignConfig(deps.db, deps.campaignId);
  return { voucherPrefix: config.settings.customSettings.voucherPrefix, customerNoPrefix: config.customerNoPrefix };
}

/** spec §7 admin inquiry: the token naming the cardholder for the transactions, orders and downloads. */
export async function inquireCardholder(
  deps: Deps,
  code: string,
): Promise<{ token: string; cardholderId: number } | undefined> {
  const target = inquiryTarget(code, await prefixesOf(deps));
  const cardholder = await findCardholderByTarget(deps.db, deps.campaignId, target);
  return (
    cardholder && { token: signLookupToken(deps.keys(), cardholder.id, deps.clock()), cardholderId: cardholder.id }
  );
}

export async function userInfoOf(deps: Deps, code: string, src: number): Promise<UserInfo | undefined> {
  const target = userInfoTarget(code, src, await prefixesOf(deps));
  return (await findCardholderByTarget(deps.db, deps.campaignId, target))?.info;
}

interface ContactValues {
  readonly emailAddress: string | null;
  readonly mobileNo: string | null;
}

export type UserUpdateDecision =
  | { readonly ok: true; readonly changed: false }
  | { readonly ok: true; readonly changed: true; readonly from: ContactValues; readonly to: ContactValues }
  | { readonly ok: false; readonly reason: 'UNKNOWN_USER' }
  | { readonly ok: false; readonly reason: 'INVALID'; readonly message: string };

export interface UserUpdateInput {
  readonly adminId: number;
  readonly userID: number;
  readonly emailAddress: string;
  readonly mobileNO: string;
}

/**
 * spec §5 "Edit user info: email required and valid; mobile required" (the form's own schema). The change and
 * its edit history entry commit together; a refused update writes neither. Saving the same values changes
 * nothing and adds no entry.
 */
export async function updateUserContact(deps: Deps, input: UserUpdateInput): Promise<UserUpdateDecision> {
  const parsed = EditUserInfoSchema.safeParse({ emailAddress: input.emailAddress, mobileNO: input.mobileNO });
  if (!parsed.success) return { ok: false, reason: 'INVALID', message: firstErrorMessage(parsed.error) ?? '' };
  const to = { emailAddress: parsed.data.emailAddress, mobileNo: parsed.data.mobileNO };
  return deps.db.transaction().execute(async (trx): Promise<UserUpdateDecision> => {
    const cardholder = await findCardholderById(trx, deps.campaignId, input.userID, true);
    if (cardholder === undefined) return { ok: false, reason: 'UNKNOWN_USER' };
    const from = { emailAddress: cardholder.info.emailAddress, mobileNo: cardholder.info.mobileNO };
    if (from.emailAddress === to.emailAddress && from.mobileNo === to.mobileNo) return { ok: true, changed: false };
    const adminEmail = await findAdminEmail(trx, input.adminId);
    const change = { cardholderId: cardholder.id, adminId: input.adminId, adminEmail, from, to };
    await writeContactChange(trx, change, deps.clock());
    return { ok: true, changed: true, from, to };
  });
}
