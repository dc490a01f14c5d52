import type { Transaction } from 'kysely';
import { bonusRoundStates } from '../../domain/bonus';
import { egcExpiry } from '../../domain/campaign-calendar';
import type { CampaignConfig } from '../../domain/campaign-config';
import { toSpendGoals } from '../../domain/campaign-config';
import { isExpiredByDay } from '../../domain/dates';
import { centavos, pesosToCentavos } from '../../domain/money';
import { type RedeemReward, selectionFromRedeemRewards, validateBonusRedemption } from '../../domain/picker';
import { REDEEM_REFUSAL, refusalStatusId } from '../../domain/redeem-refusals';
import { BONUS_REFERENCE_PREFIX, type BonusKind, bonusKindOfReference } from '../../domain/transactions';
import { loadCategoryMccIds } from '../bonus/bonus-records.repository';
import { summariseTransactions } from '../bonus/spend-summary';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { type CatalogueEntry, loadCatalogueEntries } from '../campaign/catalogue.repository';
import { loadOrders, loadTransactions } from '../cardholder-data/cardholder-data.repository';
import type { Database } from '../db/schema';
import { tellMoment } from '../nudges/nudge-moments';
import { egcsReadyNotice } from '../nudges/nudge-notices';
import { insertOrder, isRecordClaimed } from '../orders/orders.repository';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { enqueueEgcMessage } from '../platform/outbox.repository';
import {
  insertBonusClaim,
  type LockedBonusRecord,
  loadRedeemingCardholder,
  lockOwnRecord,
} from './bonus-redeem.repository';
import { egcMessages } from './egc-messages';
import { RedeemRefused } from './main-redeem.service';

// spec §7 bonus redeem, §4 the rounds' rules, §5 'One reward only, quantity 1'. One transaction: the record is
// locked first, so a record is claimed once however many requests race (bonus_claims and orders are also unique
// per record in the database); any refusal rolls everything back.

export interface BonusRedeemInput {
  readonly cardholderId: number;
  readonly campaignId: number;
  /** spec §3: 'A bonus transaction's id is the token used for bonus redemption.' */
  readonly token: number;
  readonly rewards: readonly RedeemReward[];
  readonly now: Date;
  /** Decision 0170: the new eGCs' codes are sealed with them. */
  readonly egcCodeKeys: EgcCodeKeys;
}

const notAllowed = () => new RedeemRefused(REDEEM_REFUSAL.bonusNotAllowed);

const isMonth = (kind: BonusKind): boolean => kind === 'month1' || kind === 'month2' || kind === 'month3';

/** spec §3 UISchema: months offer bonusRewardsByCategoryFrequency, the other rounds bonusRewardsByCategory. */
async function roundRewards(
  trx: Transaction<Database>,
  campaignId: number,
  kind: BonusKind,
): Promise<CatalogueEntry[]> {
  const list = isMonth(kind) ? 'frequency' : 'bonus';
  return (await loadCatalogueEntries(trx, campaignId)).filter((entry) => entry.lists.includes(list));
}

/** spec §4: the round of this record may be redeemed now, judged by the rule the screens show (bonusRoundStates). */
async function roundStillHolds(
  trx: Transaction<Database>,
  input: BonusRedeemInput,
  context: { kind: BonusKind; record: LockedBonusRecord; config: CampaignConfig; registeredAt: Date | null },
): Promise<boolean> {
  const { config, kind, record } = context;
  const transactions = await loadTransactions(trx, input.cardholderId, input);
  const orders = await loadOrders(trx, input.cardholderId, input);
  const mccIds = await loadCategoryMccIds(trx, input.campaignId);
  const recordClaimed = await isRecordClaimed(trx, record.id);
  const states = bonusRoundStates(
    {
      ...summariseTransactions(transactions, context.registeredAt, mccIds, config),
      goals: toSpendGoals(config.spendGoals),
      orders,
      records: { [kind]: { id: record.id, expiryDateTime: record.expiryAt } },
      claimedRecordIds: recordClaimed ? [record.id] : [],
      // As Credit.isBonusExpired: the redemption period is over by day.
      redemptionClosed: isExpiredByDay(config.settings.schedules.redemption.endDateTime, input.now, config.timeZone),
      windows: config.frequencyWindows,
      timeZone: config.timeZone,
    },
    input.now,
  );
  return states[kind]?.allowed === true;
}

export async function redeemBonus(
  trx: Transaction<Database>,
  input: BonusRedeemInput,
): Promise<{ statusId: 0; orderID: number }> {
  const record = await lockOwnRecord(trx, input.cardholderId, input.token);
  const kind = record === null ? null : bonusKindOfReference(record.referenceNo);
  if (record === null || kind === null) throw notAllowed();
  const cardholder = await loadRedeemingCardholder(trx, input.cardholderId);
  const config = await loadCampaignConfig(trx, input.campaignId);
  const context = { kind, record, config, registeredAt: cardholder.registered_at };
  if (!(await roundStillHolds(trx, input, context))) throw notAllowed();

  const merchants = await roundRewards(trx, input.campaignId, kind);
  const parsed = selectionFromRedeemRewards(input.rewards, merchants);
  if (!parsed.ok) throw new RedeemRefused(refusalStatusId(parsed.reason));
  const verdict = validateBonusRedemption({
    selection: parsed.selection,
    merchants,
    cardTypeID: cardholder.card_type_id,
    platinumCardTypeIDs: config.uiSchema.platinumCardTypeIDs,
  });
  if (!verdict.ok) throw new RedeemRefused(refusalStatusId(verdict.reason));
  // Validated: exactly one known, available reward, quantity 1 (spec §5).
  const items = merchants
    .filter((merchant) => parsed.selection.has(merchant.id))
    .map((merchant) => ({
      denominationId: merchant.denominationID,
      merchantName: merchant.name,
      valueCentavos: pesosToCentavos(merchant.value),
    }));

  const expiresAt = egcExpiry(input.now, config.timeZone);
  const order = await insertOrder(
    trx,
    {
      cardholderId: input.cardholderId,
      kind: 'bonus',
      referencePrefix: BONUS_REFERENCE_PREFIX[kind],
      bonusTransactionId: record.id,
      now: input.now,
      expiresAt,
      items,
    },
    input.egcCodeKeys,
  );
  await insertBonusClaim(trx, {
    cardholderId: input.cardholderId,
    recordId: record.id,
    orderId: order.orderId,
    now: input.now,
  });
  const recipient = {
    mobileNo: cardholder.mobile_no,
    emailAddress: cardholder.email_address,
    locale: cardholder.locale,
  };
  for (const message of egcMessages(order, recipient, { expiresAt, timeZone: config.timeZone })) {
    await enqueueEgcMessage(trx, message, input.now, input.egcCodeKeys);
  }
  // The eGCs are ready: a push to the cardholder's browsers, committed with the order (decision 0202).
  const ready = egcsReadyNotice(order.orderId, centavos(items.reduce((sum, item) => sum + item.valueCentavos, 0)));
  await tellMoment(trx, input.cardholderId, ready, { now: input.now, timeZone: config.timeZone });
  return { statusId: 0, orderID: order.orderId };
}
