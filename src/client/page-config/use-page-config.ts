import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { PageConfig } from '../../contract/config';
import { serverOffsetMs } from '../lib/use-countdown';
import { pageConfigQueryOptions } from './page-config-query';

export interface PageConfigView {
  readonly config: PageConfig;
  /** Server time minus device time when the config arrived (spec §4 countdowns run on server time). */
  readonly serverOffsetMs: number;
}

/** The page config for a route whose loader ensured it. */
export function usePageConfig(): PageConfigView {
  const { data, dataUpdatedAt } = useSuspenseQuery(pageConfigQueryOptions());
  return { config: data, serverOffsetMs: serverOffsetMs(data.serverDateTime, dataUpdatedAt) };
}

/** The page config where the page must render without it (the shell, the 404 page): null until it comes. */
export function useOptionalPageConfig(): PageConfigView | null {
  const { data, dataUpdatedAt } = useQuery(pageConfigQueryOptions());
  return data ? { config: data, serverOffsetMs: serverOffsetMs(data.serverDateTime, dataUpdatedAt) } : null;
}
