import type { Transaction } from 'kysely';
import { resendableAfter, storedOrderResend } from '../../domain/promo-state';
import { RESEND_AFTER_CONTACT_CHANGE, RESEND_NOT_AVAILABLE, RESEND_NOTHING_LEFT } from '../../domain/redeem-refusals';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { contactCoolingOffUntil } from '../cardholders/contact-changes.repository';
import type { Database } from '../db/schema';
import { loadOrderCodes, lockOwnOrder, setResendableAfter } from '../orders/orders.repository';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { enqueueEgcMessage } from '../platform/outbox.repository';
import { egcMessages } from './egc-messages';

// spec §4 Resend: success marks the order no longer resendable (until its cooldown ends, decision 0030); the eGCs
// go again to the registered mobile and/or e-mail through the outbox, in the same transaction. Decision 0161: only
// the eGCs that can still be spent go, judged by the rule the Redemptions row's RESEND is shown by (`storedOrderResend`);
// an order with none left answers 4308 and sends nothing. The back office's resend runs this too. Decision 0188:
// not within the cooling-off after a contact change (4309), unless a second admin approved this resend
// (coolingOffMs 0).

export async function resendOrder(
  trx: Transaction<Database>,
  input: {
    cardholderId: number;
    campaignId: number;
    orderId: number;
    now: Date;
    coolingOffMs: number;
    egcCodeKeys: EgcCodeKeys;
  },
): Promise<{ statusId: number; found: boolean }> {
  const order = await lockOwnOrder(trx, input.cardholderId, input.orderId);
  if (!order) return { statusId: RESEND_NOT_AVAILABLE, found: false };
  const config = await loadCampaignConfig(trx, input.campaignId);
  const items = await loadOrderCodes(trx, order.id, input.egcCodeKeys);
  const decision = storedOrderResend(
    {
      resendableAfter: order.resendable_after,
      egcs: items.map((item) => ({ ...item, giftawayStatusID: item.status_id, expiryDate: order.expires_at })),
    },
    input.now,
    config.timeZone,
  );
  if (!decision.ok) {
    return { statusId: decision.reason === 'nothingLive' ? RESEND_NOTHING_LEFT : RESEND_NOT_AVAILABLE, found: true };
  }
  if (await contactCoolingOffUntil(trx, input.cardholderId, input.now, input.coolingOffMs)) {
    return { statusId: RESEND_AFTER_CONTACT_CHANGE, found: true };
  }

  const stored = {
    orderId: order.id,
    clientReferenceNo: '',
    codes: decision.egcs.map((item) => ({
      merchantName: item.merchant_name,
      valueCentavos: item.value_centavos,
      code: item.code,
    })),
  };
  const recipient = { mobileNo: order.mobile_no, emailAddress: order.email_address, locale: order.locale };
  for (const message of egcMessages(stored, recipient, {
    expiresAt: order.expires_at,
    timeZone: config.timeZone,
    resent: true,
  })) {
    await enqueueEgcMessage(trx, message, input.now, input.egcCodeKeys);
  }
  await setResendableAfter(trx, order.id, resendableAfter(input.now));
  return { statusId: 0, found: true };
}
