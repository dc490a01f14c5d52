import type { AnalyticsEvent } from '../../contract/events';
import type { KeptEvent } from './analytics.repository';

// Decision 0068: the sink keeps nothing personal beyond the cardholder id. The contract bounds an event's shape;
// here it is narrowed to the facts the client sends (spec §7 success and failure of a call, the /bonusclaim
// pageview), so a detail that names an e-mail, a mobile number or a code is dropped, never stored.

type DetailValue = string | number | boolean | null;

const CALL_NAME = /^[A-Za-z]{1,40}$/;

/** An app path without its query or fragment, where a code or an amount could ride along. */
const pathOnly = (path: string): string => path.replace(/[?#].*$/s, '') || '/';

const isStatus = (value: DetailValue): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value));

/** Each kept detail field and the one form its value may take. */
const KEPT_DETAIL: Readonly<Record<string, (value: DetailValue) => DetailValue | undefined>> = {
  call: (value) => (typeof value === 'string' && CALL_NAME.test(value) ? value : undefined),
  statusId: (value) => (isStatus(value) ? value : undefined),
  httpStatus: (value) => (isStatus(value) ? value : undefined),
  path: (value) => (typeof value === 'string' && value.startsWith('/') ? pathOnly(value) : undefined),
};

function keptDetail(detail: AnalyticsEvent['detail']): KeptEvent['detail'] {
  if (detail === undefined) return null;
  const kept = Object.entries(detail).flatMap(([field, value]) => {
    const keep = Object.hasOwn(KEPT_DETAIL, field) ? KEPT_DETAIL[field]?.(value) : undefined;
    return keep === undefined ? [] : [[field, keep] as const];
  });
  return kept.length === 0 ? null : Object.fromEntries(kept);
}

/** What the sink stores of one event from the client. */
export function eventToKeep(event: AnalyticsEvent, cardholderId: number | null): KeptEvent {
  return { name: event.name, path: pathOnly(event.path), detail: keptDetail(event.detail), cardholderId };
}
