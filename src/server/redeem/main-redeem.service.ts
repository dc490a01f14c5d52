import type { Transaction } from 'kysely';
import { addCampaignDays, egcExpiry } from '../../domain/campaign-calendar';
import { toSpendGoals } from '../../domain/campaign-config';
import { mainRedeemBasis } from '../../domain/credits';
import type { SpendGoal } from '../../domain/goals';
import { centavos, pesosToCentavos } from '../../domain/money';
import { type RedeemReward, selectionFromRedeemRewards, validateMainRedemption } from '../../domain/picker';
import { refusalStatusId } from '../../domain/redeem-refusals';
import { qualifiedTransactions, totalSpend } from '../../domain/transactions';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { loadCatalogueEntries } from '../campaign/catalogue.repository';
import { loadTransactions } from '../cardholder-data/cardholder-data.repository';
import type { Database } from '../db/schema';
import { tellMoment } from '../nudges/nudge-moments';
import { egcsReadyNotice } from '../nudges/nudge-notices';
import { insertOrder } from '../orders/orders.repository';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { enqueueEgcMessage } from '../platform/outbox.repository';
import { egcMessages } from './egc-messages';
import {
  creditBalance,
  findTierClaim,
  insertLedgerEntry,
  insertTierClaim,
  lockRedeemingCardholder,
} from './main-redeem.repository';

// spec §4/§5 main redemption, enforced with the same domain rules the screens show (`mainRedeemBasis`, then
// `validateMainRedemption`). One transaction: the
// cardholder row is locked first, so concurrent claims queue; the tier claim is unique per cardholder in the
// database; credits are a ledger whose balance is read under that lock, so no two redeems can overspend it.

export class RedeemRefused extends Error {
  constructor(readonly statusId: number) {
    super(`redeem refused with status ${statusId}`);
  }
}

export async function redeemMain(
  trx: Transaction<Database>,
  input: {
    cardholderId: number;
    campaignId: number;
    rewards: readonly RedeemReward[];
    now: Date;
    egcCodeKeys: EgcCodeKeys;
  },
): Promise<{ statusId: 0; orderID: number }> {
  const cardholder = await lockRedeemingCardholder(trx, input.cardholderId);
  const config = await loadCampaignConfig(trx, input.campaignId);
  const basis = await redeemBasis(trx, { ...input, registeredAt: cardholder.registered_at, config });
  if (!basis.ok) throw new RedeemRefused(refusalStatusId(basis.reason));
  if (basis.newClaim !== null) await claimTier(trx, { ...input, goal: basis.newClaim, config });

  const merchants = (await loadCatalogueEntries(trx, input.campaignId)).filter((entry) => entry.lists.includes('main'));
  const parsed = selectionFromRedeemRewards(input.rewards, merchants);
  if (!parsed.ok) throw new RedeemRefused(refusalStatusId(parsed.reason));
  const verdict = validateMainRedemption({
    balance: basis.balance,
    creditsExpired: basis.creditsExpired,
    selection: parsed.selection,
    merchants,
    cardTypeID: cardholder.card_type_id,
    platinumCardTypeIDs: config.uiSchema.platinumCardTypeIDs,
  });
  if (!verdict.ok) throw new RedeemRefused(refusalStatusId(verdict.reason));

  const items = [...parsed.selection].flatMap(([entryId, quantity]) => {
    const entry = merchants.find((merchant) => merchant.id === entryId);
    if (!entry) return [];
    const item = {
      denominationId: entry.denominationID,
      merchantName: entry.name,
      valueCentavos: pesosToCentavos(entry.value),
    };
    return Array.from({ length: quantity }, () => item);
  });
  const expiresAt = egcExpiry(input.now, config.timeZone);
  const order = await insertOrder(
    trx,
    {
      cardholderId: input.cardholderId,
      kind: 'main',
      referencePrefix: 'MAIN',
      bonusTransactionId: null,
      now: input.now,
      expiresAt,
      items,
    },
    input.egcCodeKeys,
  );
  const spent = items.reduce((sum, item) => sum + item.valueCentavos, 0);
  await insertLedgerEntry(trx, {
    cardholderId: input.cardholderId,
    deltaCentavos: -spent,
    reason: 'redemption',
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
  const ready = egcsReadyNotice(order.orderId, centavos(spent));
  await tellMoment(trx, input.cardholderId, ready, { now: input.now, timeZone: config.timeZone });
  return { statusId: 0, orderID: order.orderId };
}

/**
 * What this redeem spends from (`mainRedeemBasis`, the rule the screens' Claim and Redeem are shown by): the claimed
 * tier's balance, or the tier the spend reaches now. The spend is read only when no tier is claimed yet.
 */
async function redeemBasis(
  trx: Transaction<Database>,
  input: {
    cardholderId: number;
    campaignId: number;
    registeredAt: Date | null;
    config: Awaited<ReturnType<typeof loadCampaignConfig>>;
    now: Date;
  },
) {
  const goals = toSpendGoals(input.config.spendGoals);
  const { timeZone } = input.config;
  const existing = await findTierClaim(trx, input.cardholderId);
  if (existing) {
    const balance = centavos(await creditBalance(trx, input.cardholderId));
    const claim = { balance, creditsExpireAt: existing.credits_expire_at };
    return mainRedeemBasis({ claim }, goals, input.now, timeZone);
  }
  const transactions = await loadTransactions(trx, input.cardholderId, input);
  const spend = totalSpend(qualifiedTransactions(transactions, input.registeredAt, timeZone));
  return mainRedeemBasis({ claim: null, totalSpend: spend }, goals, input.now, timeZone);
}

/** The first redeem locks the highest reached tier and credits its value (spec §1: one tier per cardholder). */
async function claimTier(
  trx: Transaction<Database>,
  input: { cardholderId: number; goal: SpendGoal; config: Awaited<ReturnType<typeof loadCampaignConfig>>; now: Date },
): Promise<void> {
  await insertTierClaim(trx, {
    cardholderId: input.cardholderId,
    thresholdCentavos: input.goal.threshold,
    rewardCentavos: input.goal.reward,
    creditsExpireAt: addCampaignDays(input.now, input.config.rewardConfig.expiryDays, input.config.timeZone),
    now: input.now,
  });
  await insertLedgerEntry(trx, {
    cardholderId: input.cardholderId,
    deltaCentavos: input.goal.reward,
    reason: 'tier_claim',
    now: input.now,
  });
}
