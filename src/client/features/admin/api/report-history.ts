import { queryOptions } from '@tanstack/react-query';
import { BACKGROUND_REQUEST_HEADER } from '../../../../contract/envelope';
import { downloadReportCall, type ReportHistoryEntry, reportHistoryCall } from '../../../../contract/reports';
import { urlFor } from '../../../lib/api';
import { adminRead, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

/** A report still being made is looked at again this often, until it is done or failed. */
const WHILE_MAKING_MS = 5_000;

const stillMaking = (reports: readonly ReportHistoryEntry[] | undefined) =>
  (reports ?? []).some((report) => report.status === 'queued' || report.status === 'running');

/**
 * Decision 0240: the newest reports asked for. While one is being made the list is read again every few seconds, as
 * a background request (decision 0230), so the wait never keeps an unattended session alive.
 */
export const reportHistoryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.reports,
    queryFn: ({ signal }) =>
      adminRead(reportHistoryCall, { signal, headers: { [BACKGROUND_REQUEST_HEADER]: '1' } }).then(
        (data) => data.reports,
      ),
    retry: retryTransientFailure,
    refetchInterval: (query) => (stillMaking(query.state.data) ? WHILE_MAKING_MS : false),
  });

/** A finished report's file: a plain link, so the browser saves it with the server's filename. */
export const reportDownloadUrl = (id: number): string => urlFor(downloadReportCall, { params: { id } });
