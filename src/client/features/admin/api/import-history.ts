import { queryOptions } from '@tanstack/react-query';
import { importHistoryCall, importRejectedRowsCall } from '../../../../contract/admin-import';
import { urlFor } from '../../../lib/api';
import { adminRead, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

/** Decision 0241: the newest imports, from the screen and from the import command, newest first. */
export const importHistoryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.imports,
    queryFn: ({ signal }) => adminRead(importHistoryCall, { signal }).then((data) => data.imports),
    retry: retryTransientFailure,
  });

/** An import's rejected rows: a plain link, so the browser saves the CSV with the server's filename. */
export const rejectedRowsUrl = (id: number): string => urlFor(importRejectedRowsCall, { params: { id } });
