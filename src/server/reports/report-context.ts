import type { Kysely } from 'kysely';
import type { CampaignConfig } from '../../domain/campaign-config';
import type { Database } from '../db/schema';
import type { CsvRow } from '../platform/csv/csv-writer';
import type { DayRange } from './day-range';

/** What a report reads: the campaign (its calendar and goals) and the requested days. */
export interface ReportContext {
  readonly db: Kysely<Database>;
  readonly campaignId: number;
  readonly config: Pick<CampaignConfig, 'timeZone' | 'spendGoals'>;
  readonly range: DayRange;
}

export interface ReportTable {
  readonly columns: readonly string[];
  readonly rows: readonly CsvRow[];
}

export type ReportBuilder = (context: ReportContext) => Promise<ReportTable>;
