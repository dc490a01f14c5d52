import type { AdminCardholderSummary } from '../../contract/admin-paged';
import { toSpendGoals } from '../../domain/campaign-config';
import { centavosToPesos } from '../../domain/money';
import { cardholderSummary } from '../../domain/promo-state';
import type { AppDeps } from '../app-deps';
import {
  loadCardholderRef,
  loadCategoryCounts,
  loadCredit,
  loadOrders,
  loadTransactions,
} from '../cardholder-data/cardholder-data.repository';
import type { LookedUpCardholder } from '../cardholders/cardholder-lookup.repository';
import { loadCodeStatus } from './admin-summary.repository';

// Decision 0234: the cardholder page's summary from the cardholder's own reads (the dashboard's, spec §7), judged
// by the promo state the cardholder's screens render (decision 0160) at the server's now.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'campaignId'>;

export async function summaryOf(deps: Deps, cardholder: LookedUpCardholder): Promise<AdminCardholderSummary> {
  const { db, campaignId } = deps;
  const now = deps.clock();
  const at = { now, campaignId };
  const { cardholder: ref, config } = await loadCardholderRef(db, cardholder.id, campaignId);
  const [credit, transactions, orders, categories, status] = await Promise.all([
    loadCredit(db, cardholder.id, at),
    loadTransactions(db, cardholder.id, at),
    loadOrders(db, cardholder.id, at),
    loadCategoryCounts(db, ref, config.timeZone),
    loadCodeStatus(db, cardholder.id),
  ]);
  const campaign = {
    goals: toSpendGoals(config.spendGoals),
    windows: config.frequencyWindows,
    timeZone: config.timeZone,
    redemptionEndDateTime: config.settings.schedules.redemption.endDateTime,
  };
  const summary = cardholderSummary({ credit, transactions, orders, categories, campaign }, now);
  const { tierReached, tierClaimed, credits } = summary;
  return {
    promoCode: cardholder.promoCode,
    status,
    registeredAt: cardholder.registeredAt?.toISOString() ?? null,
    qualifiedSpend: centavosToPesos(summary.qualifiedSpend),
    tierReached:
      tierReached === null
        ? null
        : { threshold: centavosToPesos(tierReached.threshold), reward: centavosToPesos(tierReached.reward) },
    tierClaimed: tierClaimed === null ? null : centavosToPesos(tierClaimed),
    credits: {
      balance: centavosToPesos(credits.balance),
      expiry: credits.expiry === null ? null : new Date(credits.expiry).toISOString(),
      expired: credits.expired,
    },
    bonusRounds: [...summary.bonusRounds],
  };
}
