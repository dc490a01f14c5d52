import { addMinutes } from 'date-fns';
import type { Transaction } from 'kysely';
import { RESEND_NOT_AVAILABLE } from '../../domain/redeem-refusals';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import type { Database } from '../db/schema';
import { enqueueMessage } from '../notify/outbox.repository';
import { egcMessages } from '../orders/egc-messages';

// spec §4 Resend: success marks the order no longer resendable (until its cooldown ends, decision 11); the eGCs
// go again to the registered mobile and/or e-mail through the outbox, in the same transaction.

export const RESEND_COOLDOWN_MINUTES = 10;

export async function resendOrder(
  trx: Transaction<Database>,
  input: { cardholderId: number; campaignId: number; orderId: number; now: Date },
): Promise<{ statusId: number; found: boolean }> {
  const order = await trx
    .selectFrom('orders as o')
    .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
    .where('o.id', '=', input.orderId)
    .where('o.cardholder_id', '=', input.cardholderId)
    .select(['o.id', 'o.expires_at', 'o.resendable_after', 'c.mobile_no', 'c.email_address'])
    .forUpdate()
    .executeTakeFirst();
  if (!order) return { statusId: RESEND_NOT_AVAILABLE, found: false };
  const items = await trx
    .selectFrom('order_items')
    .where('order_id', '=', order.id)
    .where('status_id', '=', 43)
    .select(['merchant_name', 'value_centavos', 'egc_code'])
    .orderBy('id')
    .execute();
  const coolingDown = order.resendable_after !== null && order.resendable_after > input.now;
  if (coolingDown || items.length === 0) return { statusId: RESEND_NOT_AVAILABLE, found: true };

  const config = await loadCampaignConfig(trx, input.campaignId);
  const stored = {
    orderId: order.id,
    clientReferenceNo: '',
    codes: items.map((item) => ({
      merchantName: item.merchant_name,
      valueCentavos: item.value_centavos,
      code: item.egc_code,
    })),
  };
  const recipient = { mobileNo: order.mobile_no, emailAddress: order.email_address };
  for (const message of egcMessages(stored, recipient, {
    expiresAt: order.expires_at,
    timeZone: config.timeZone,
    resent: true,
  })) {
    await enqueueMessage(trx, message, input.now);
  }
  await trx
    .updateTable('orders')
    .set({ resendable_after: addMinutes(input.now, RESEND_COOLDOWN_MINUTES) })
    .where('id', '=', order.id)
    .execute();
  return { statusId: 0, found: true };
}
