import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { PageConfig } from '../../contract/config';
import { serverOffsetMs } from '../lib/use-countdown';
import { useIsHydrating } from '../lib/use-hydrating';
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

/**
 * The page config of a page the build prerenders (/login, /register, /check): null while the build draws it and
 * while the browser hydrates that HTML, so both draw the same tree (the form, no countdown yet); the config from
 * the render right after (the route's guard has loaded it by then).
 */
export function usePrerenderedPageConfig(): PageConfigView | null {
  const hydrating = useIsHydrating();
  const view = useOptionalPageConfig();
  return hydrating ? null : view;
}
