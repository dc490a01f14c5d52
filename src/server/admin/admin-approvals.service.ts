import type { Transaction } from 'kysely';
import { CONTACT_FIELDS, type ContactField } from '../../contract/admin';
import type { ApprovalDecision } from '../../contract/admin-approvals';
import { EditUserInfoSchema } from '../../domain/contact-edit';
import { textsIn } from '../../domain/i18n/catalogues';
import { formatText } from '../../domain/i18n/format-text';
import { formatDateIn } from '../../domain/i18n/formats';
import type { Locale } from '../../domain/i18n/locales';
import { firstErrorMessage } from '../../domain/validation';
import type { AppDeps } from '../app-deps';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { findCardholderById } from '../cardholders/cardholder-lookup.repository';
import type { Database } from '../db/schema';
import { enqueueMessage, type OutgoingMessage } from '../platform/outbox.repository';
import { resendOrder } from '../redeem/resend.service';
import {
  holdResendRequest,
  insertContactChangeRequest,
  lockPendingApproval,
  type Requester,
  recordDecision,
  type StoredApproval,
  supersedePendingContactChanges,
} from './admin-approvals.repository';
import { contactHeldByOthers, writeContactChange } from './admin-cardholders.repository';
import { findTarget } from './admin-find';

// Decision 0187: an admin's contact change is a request; it takes effect only when a different admin with the
// approving permission approves it, and then the old mobile and e-mail are told. Decision 0188: a resend within the
// cooling-off after a change is held the same way, and sent when approved. Outcomes are unions; routes word them.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'campaignId' | 'egcCodeKeys'>;

interface Contact {
  readonly emailAddress: string | null;
  readonly mobileNo: string | null;
}

export type ContactChangeRequestDecision =
  /** The values are the cardholder's already: nothing to ask for. */
  | { readonly ok: true; readonly changed: false }
  | {
      readonly ok: true;
      readonly changed: true;
      readonly approvalId: number;
      readonly from: Contact;
      readonly to: Contact;
      readonly reason: string;
    }
  | { readonly ok: false; readonly reason: 'UNKNOWN_USER' }
  /** Decision 0218: another cardholder has the new e-mail or mobile, and the admin has not confirmed it. */
  | { readonly ok: false; readonly reason: 'IN_USE'; readonly fields: readonly ContactField[] }
  | { readonly ok: false; readonly reason: 'INVALID'; readonly message: string };

export interface ContactChangeInput {
  readonly by: Requester;
  readonly userID: number;
  readonly emailAddress: string;
  readonly mobileNO: string;
  /** Decision 0218: why, kept with the request, the history entry and the audit trail. */
  readonly reason: string;
  /** Decision 0218: the admin was told another cardholder has the e-mail or mobile, and asks anyway. */
  readonly confirmShared?: boolean | undefined;
}

/** Decision 0218: the changed fields another cardholder has too (an unchanged one was checked when it was set). */
async function fieldsInUse(
  trx: Transaction<Database>,
  deps: Deps,
  cardholderId: number,
  from: Contact,
  to: Contact,
): Promise<ContactField[]> {
  const newEmail = to.emailAddress !== null && to.emailAddress !== from.emailAddress ? to.emailAddress : null;
  const newMobile = to.mobileNo !== null && to.mobileNo !== from.mobileNo ? findTarget('mobile', to.mobileNo) : null;
  const mobileForms = newMobile?.by === 'mobile' ? newMobile.mobileNumbers : [];
  const held = await contactHeldByOthers(trx, deps.campaignId, cardholderId, { emailAddress: newEmail, mobileForms });
  return CONTACT_FIELDS.filter((field) => held[field]);
}

/**
 * spec §5 "Edit user info: email required and valid; mobile required" (the form's own schema), asked for: a newer
 * request for the same cardholder replaces one still waiting. Saving the cardholder's own values asks nothing.
 */
export async function requestContactChange(
  deps: Deps,
  input: ContactChangeInput,
): Promise<ContactChangeRequestDecision> {
  const parsed = EditUserInfoSchema.safeParse({
    emailAddress: input.emailAddress,
    mobileNO: input.mobileNO,
    reason: input.reason,
  });
  if (!parsed.success) return { ok: false, reason: 'INVALID', message: firstErrorMessage(parsed.error) ?? '' };
  // Decision 0218: the mobile as E.164, whichever accepted form was typed.
  const to = { emailAddress: parsed.data.emailAddress, mobileNo: parsed.data.mobileNO };
  return deps.db.transaction().execute(async (trx): Promise<ContactChangeRequestDecision> => {
    const cardholder = await findCardholderById(trx, deps.campaignId, input.userID, true);
    if (cardholder === undefined) return { ok: false, reason: 'UNKNOWN_USER' };
    const from = { emailAddress: cardholder.info.emailAddress, mobileNo: cardholder.info.mobileNO };
    if (sameContact(from, to)) return { ok: true, changed: false };
    if (input.confirmShared !== true) {
      const fields = await fieldsInUse(trx, deps, cardholder.id, from, to);
      if (fields.length > 0) return { ok: false, reason: 'IN_USE', fields };
    }
    const now = deps.clock();
    await supersedePendingContactChanges(trx, cardholder.id, input.by, now);
    const approvalId = await insertContactChangeRequest(
      trx,
      { cardholderId: cardholder.id, by: input.by, from, to, reason: parsed.data.reason },
      now,
    );
    return { ok: true, changed: true, approvalId, from, to, reason: parsed.data.reason };
  });
}

const sameContact = (a: Contact, b: Contact) => a.emailAddress === b.emailAddress && a.mobileNo === b.mobileNo;

/** Decision 0188: an admin's resend within the cooling-off waits for a second admin (one request per order). */
export async function holdResend(
  deps: Deps,
  request: { readonly cardholderId: number; readonly orderId: number; readonly by: Requester },
): Promise<{ id: number; isNew: boolean }> {
  return deps.db.transaction().execute((trx) => holdResendRequest(trx, request, deps.clock()));
}

export type ApprovalOutcome =
  | { readonly ok: false; readonly reason: 'NOT_FOUND' | 'OWN_REQUEST' | 'STALE' }
  | {
      readonly ok: true;
      readonly approval: StoredApproval;
      readonly decision: ApprovalDecision;
      /** An approved resend: what the resend answered (0 sent, 4307 not available now); null otherwise. */
      readonly resendStatusId: number | null;
    };

/** A second admin's decision. Never the requester's own; a change whose "from" is no longer true is stale. */
export async function decideApproval(
  deps: Deps,
  input: { readonly approvalId: number; readonly by: Requester; readonly decision: ApprovalDecision },
): Promise<ApprovalOutcome> {
  return deps.db.transaction().execute(async (trx): Promise<ApprovalOutcome> => {
    const now = deps.clock();
    const approval = await lockPendingApproval(trx, input.approvalId, deps.campaignId);
    if (approval === undefined) return { ok: false, reason: 'NOT_FOUND' };
    if (approval.requestedBy === input.by.adminId) return { ok: false, reason: 'OWN_REQUEST' };
    const decided = { ok: true, approval, decision: input.decision } as const;
    if (input.decision === 'reject') {
      await recordDecision(trx, approval.id, 'rejected', input.by, now);
      return { ...decided, resendStatusId: null };
    }
    if (approval.kind === 'contact-change') {
      if (!(await applyContactChange(deps, trx, approval, now))) return { ok: false, reason: 'STALE' };
      await recordDecision(trx, approval.id, 'approved', input.by, now);
      return { ...decided, resendStatusId: null };
    }
    const resend = await resendOrder(trx, {
      cardholderId: approval.cardholderId,
      campaignId: deps.campaignId,
      orderId: approval.orderId ?? 0,
      now,
      // The second admin's approval is what the cooling-off waits for.
      coolingOffMs: 0,
      egcCodeKeys: deps.egcCodeKeys,
    });
    await recordDecision(trx, approval.id, 'approved', input.by, now);
    return { ...decided, resendStatusId: resend.statusId };
  });
}

/**
 * The change takes effect (the new contact and its edit-history entry, by the admin who asked) and the old mobile
 * and e-mail are told, in one transaction; false when the contact is no longer what the request saw.
 */
async function applyContactChange(
  deps: Deps,
  trx: Transaction<Database>,
  approval: StoredApproval,
  now: Date,
): Promise<boolean> {
  const cardholder = await findCardholderById(trx, deps.campaignId, approval.cardholderId, true);
  if (cardholder === undefined) return false;
  const current = { emailAddress: cardholder.info.emailAddress, mobileNo: cardholder.info.mobileNO };
  const to = approval.to;
  if (!sameContact(current, approval.from) || to.emailAddress === null || to.mobileNo === null) return false;
  const change = {
    cardholderId: cardholder.id,
    adminId: approval.requestedBy,
    adminEmail: approval.requestedByEmail,
    from: approval.from,
    to: { emailAddress: to.emailAddress, mobileNo: to.mobileNo },
    reason: approval.reason,
  };
  await writeContactChange(trx, change, now);
  const { timeZone } = await loadCampaignConfig(trx, deps.campaignId);
  const date = formatDateIn(cardholder.locale, now, timeZone);
  for (const notice of contactChangeNotices(approval.from, date, cardholder.locale)) {
    await enqueueMessage(trx, notice, now);
  }
  return true;
}

/**
 * Decision 0187: the notice to the old mobile (SMS) and the old e-mail, whichever the cardholder had, in the
 * cardholder's language (decision 0209).
 */
function contactChangeNotices(old: Contact, date: string, locale: Locale): OutgoingMessage[] {
  const words = textsIn('contactChange', locale);
  const body = formatText(locale, words.text, { date });
  const subject = words.subject;
  const messages: OutgoingMessage[] = [];
  if (old.mobileNo) messages.push({ channel: 'sms', recipient: old.mobileNo, subject, body });
  if (old.emailAddress) messages.push({ channel: 'email', recipient: old.emailAddress, subject, body });
  return messages;
}
