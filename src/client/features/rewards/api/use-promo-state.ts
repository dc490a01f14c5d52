import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageConfig } from '../../../../contract/config';
import { toSpendGoals } from '../../../../domain/campaign-config';
import { type PromoCampaign, type PromoFacts, type PromoState, promoState } from '../../../../domain/promo-state';
import { serverOffsetMs } from '../../../lib/use-countdown';
import { pageConfigQueryOptions } from '../../../page-config/page-config-query';

// Decision 0160: every cardholder screen draws its states from the one promo state, worked out here from the reads
// it has and the page config. No screen decides a state of its own (promo-state-guard.test.ts holds it).

/** The cardholder reads the promo state is derived from (spec §7), and the wallet's eGCs where a screen reads them. */
export type PromoReads = Omit<PromoFacts, 'campaign'>;

/** The campaign's side of the facts, from the page config. */
function promoCampaignOf(config: PageConfig): PromoCampaign {
  return {
    goals: toSpendGoals(config.spendGoals),
    windows: config.frequencyWindows,
    timeZone: config.timeZone,
    redemptionEndDateTime: config.settings.schedules.redemption.endDateTime,
  };
}

const MINUTE_MS = 60_000;

/**
 * The server's time, to the minute (every state is by day; a coarser time keeps the state from being worked out
 * again at each render): the device's clock corrected by the server's offset, as given or as the page config's
 * query measured it. Without either (a screen given its config directly), the config's own `serverDateTime`.
 */
function useServerMinute(config: PageConfig, givenOffsetMs: number | undefined): number {
  // The cached page config only (never a fetch of its own): the route's loader read it.
  const cached = useQuery({ ...pageConfigQueryOptions(), enabled: false });
  const measured = cached.data ? serverOffsetMs(cached.data.serverDateTime, cached.dataUpdatedAt) : undefined;
  const offset = givenOffsetMs ?? measured;
  const now = offset === undefined ? new Date(config.serverDateTime).getTime() : Date.now() + offset;
  return Math.floor(now / MINUTE_MS) * MINUTE_MS;
}

/** The promo state of the reads at the server's now; null until the reads are in. */
export function usePromoState(reads: PromoReads, config: PageConfig, serverOffsetMs?: number): PromoState;
export function usePromoState(reads: PromoReads | null, config: PageConfig, serverOffsetMs?: number): PromoState | null;
export function usePromoState(
  reads: PromoReads | null,
  config: PageConfig,
  serverOffsetMs?: number,
): PromoState | null {
  const minute = useServerMinute(config, serverOffsetMs);
  return useMemo(
    () => (reads === null ? null : promoState({ ...reads, campaign: promoCampaignOf(config) }, new Date(minute))),
    [reads, config, minute],
  );
}
