import type { Kysely } from 'kysely';
import { PromoCodeSchema } from '../../contract/primitives';
import type { CampaignConfig } from '../../domain/campaign-config';
import { countdown } from '../../domain/dates';
import { INQUIRY_ISSUED_DATA } from '../../domain/inquiry-outcome';
import { STATUS } from '../../domain/outcomes';
import { normalisePromoCode } from '../../domain/validation';
import type { Database } from '../db/schema';
import { type ConfirmationDeps, validateDueRegistrations } from './after-registration';
import { findRegistration, markPending } from './registration.repository';

// spec §4 'Register result' and 'Inquiry result'; the decisions and their status ids are decision 0022's.

export interface RegistrationContext {
  readonly db: Kysely<Database>;
  readonly campaignId: number;
  readonly now: Date;
  readonly validationDelayMs: number;
  /** For the registration-confirmed message (decision 0106). */
  readonly confirmation: ConfirmationDeps;
}

export type RegisterDecision =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason:
        | 'REGISTRATION_ENDED'
        | 'MALFORMED_CODE'
        | 'UNKNOWN_CODE'
        | 'BLOCKED_CODE'
        | 'ALREADY_PENDING'
        | 'ALREADY_REGISTERED';
    };

type RegisterReason = Extract<RegisterDecision, { ok: false }>['reason'];

/** spec §8 'Register': 44 already registered (pending too: the screen then inquires), 45/4249 invalid. */
const REGISTER_STATUS_IDS: Readonly<Record<RegisterReason, number>> = {
  REGISTRATION_ENDED: STATUS.registrationExpired,
  MALFORMED_CODE: STATUS.invalidPromoCode,
  UNKNOWN_CODE: STATUS.registerInvalidPromoCode,
  BLOCKED_CODE: STATUS.registerInvalidPromoCode,
  ALREADY_PENDING: STATUS.registerAlreadyRegistered,
  ALREADY_REGISTERED: STATUS.registerAlreadyRegistered,
};

export const registerStatusId = (decision: RegisterDecision): number =>
  decision.ok ? STATUS.registrationSubmitted : REGISTER_STATUS_IDS[decision.reason];

/** spec §2: registration closes at the schedule's end, on the same countdown the screens show (spec §4). */
export const isRegistrationOpen = (campaign: CampaignConfig, now: Date): boolean =>
  !countdown(campaign.settings.schedules.registration.endDateTime, now).ended;

export const isRedemptionOpen = (campaign: CampaignConfig, now: Date): boolean =>
  !countdown(campaign.settings.schedules.redemption.endDateTime, now).ended;

/** The validation step for this one code, so its answer matches what the periodic job would say. */
async function validateDue(context: RegistrationContext, promoCode: string): Promise<void> {
  const { db, campaignId, now, validationDelayMs, confirmation } = context;
  await validateDueRegistrations(db, now, validationDelayMs, { campaignId, promoCode }, confirmation);
}

export async function registerPromoCode(
  context: RegistrationContext,
  campaign: CampaignConfig,
  rawCode: string,
): Promise<RegisterDecision> {
  if (!isRegistrationOpen(campaign, context.now)) return { ok: false, reason: 'REGISTRATION_ENDED' };
  if (!PromoCodeSchema.safeParse(rawCode).success) return { ok: false, reason: 'MALFORMED_CODE' };
  const { db, campaignId, now } = context;
  const promoCode = normalisePromoCode(rawCode);
  await validateDue(context, promoCode);
  if (await markPending(db, campaignId, promoCode, now)) return { ok: true };
  // Not issued (or a racing request moved it first): answer from what it is now.
  const found = await findRegistration(db, campaignId, promoCode);
  return { ok: false, reason: refusalOf(found?.status) };
}

function refusalOf(status: string | undefined): RegisterReason {
  switch (status) {
    case 'pending':
      return 'ALREADY_PENDING';
    case 'registered':
      return 'ALREADY_REGISTERED';
    case 'blocked':
      return 'BLOCKED_CODE';
    default:
      // No such code. ('issued' cannot be seen here: the guarded UPDATE would have taken it.)
      return 'UNKNOWN_CODE';
  }
}

/** ISSUED: a code the bank issued that can still be registered now (decision 0166); NOT_REGISTERED: any other. */
export type InquiryDecision = 'REGISTERED' | 'PENDING' | 'ISSUED' | 'NOT_REGISTERED';

/** spec §8 'Inquire code' (first set): 4679 registered, 4677 pending, 4678 anything else. */
const INQUIRY_STATUS_IDS: Readonly<Record<InquiryDecision, number>> = {
  REGISTERED: STATUS.alreadyRegistered,
  PENDING: STATUS.pendingValidation4677,
  ISSUED: STATUS.notYetRegistered,
  NOT_REGISTERED: STATUS.notYetRegistered,
};

export const inquiryStatusId = (decision: InquiryDecision): number => INQUIRY_STATUS_IDS[decision];

/** Decision 0166: 4678 carries why when the code is issued and can be registered now, so the screen can offer it. */
export const inquiryData = (decision: InquiryDecision): string | null =>
  decision === 'ISSUED' ? INQUIRY_ISSUED_DATA : null;

export async function inquirePromoCode(
  context: RegistrationContext,
  rawCode: string,
  loadCampaign: () => Promise<CampaignConfig>,
): Promise<InquiryDecision> {
  const promoCode = normalisePromoCode(rawCode);
  await validateDue(context, promoCode);
  const found = await findRegistration(context.db, context.campaignId, promoCode);
  if (found?.status === 'registered') return 'REGISTERED';
  if (found?.status === 'pending') return 'PENDING';
  // Only an issued code needs the campaign: after the registration period it cannot be registered any more.
  if (found?.status === 'issued' && isRegistrationOpen(await loadCampaign(), context.now)) return 'ISSUED';
  return 'NOT_REGISTERED';
}
