import type { Transaction } from 'kysely';
import { GUESS_BUDGET, type GuessBudget, guessBudget } from '../../domain/guess-budget';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import type { Database } from '../db/schema';
import { enqueueMessage } from '../platform/outbox.repository';
import { claimOwnerNotice, countedWrongCodes, countWrongCode, type LockedContact } from './guess-budget.repository';
import { guessBudgetNotices } from './otp-messages';

// Decision 0175: a promo code's guess budget, spent by wrong codes from devices not signed in before. Decision
// 0179: when it runs out, the owner is told by SMS and e-mail, once in the budget's long window. Callers hold the
// cardholder's row lock.

type Trx = Transaction<Database>;

/** The budget left for devices not signed in before. */
export async function strangerBudget(trx: Trx, cardholderId: number, now: Date): Promise<GuessBudget> {
  return guessBudget(await countedWrongCodes(trx, cardholderId, now), now);
}

export interface BudgetOwner {
  readonly campaignId: number;
  readonly cardholderId: number;
  readonly contact: LockedContact;
}

/** Counts a stranger's wrong code; answers the budget after it, having told the owner if this closed it. */
export async function spendStrangerGuess(trx: Trx, owner: BudgetOwner, now: Date): Promise<GuessBudget> {
  await countWrongCode(trx, owner.cardholderId, now);
  const after = await strangerBudget(trx, owner.cardholderId, now);
  if (after.open) return after;
  const quietSince = new Date(now.getTime() - GUESS_BUDGET.periodMs);
  if (await claimOwnerNotice(trx, owner.cardholderId, quietSince, now)) {
    const { timeZone } = await loadCampaignConfig(trx, owner.campaignId);
    for (const message of guessBudgetNotices(owner.contact, after.reopensAt, timeZone)) {
      await enqueueMessage(trx, message, now);
    }
  }
  return after;
}
