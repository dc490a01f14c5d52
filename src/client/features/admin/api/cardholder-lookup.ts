import { queryOptions } from '@tanstack/react-query';
import { adminInquiryCall, type UserInfo, userInfoCall } from '../../../../contract/admin';
import type { AnyCall, CallData } from '../../../../contract/envelope';
import { STATUS } from '../../../../domain/outcomes';
import type { AdminSearchQuery } from '../../../../domain/validation';
import type { ApiResult } from '../../../lib/api';
import { AdminStatusError, adminCall, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

export type CardholderLookup =
  | { readonly kind: 'found'; readonly token: string; readonly info: UserInfo }
  /** spec §8 admin inquiry 4678: 'The promo code or customer number is either invalid or not registered yet.' */
  | { readonly kind: 'notFound' };

function successOrNotFound<C extends AnyCall>(call: C, result: ApiResult<C>): CallData<C> | null {
  if (result.kind === 'success') return result.data;
  if (result.statusId === STATUS.notYetRegistered) return null;
  throw new AdminStatusError(call.name, result.statusId);
}

/**
 * spec §7 Admin inquiry (POST /v2/inquire/{id}?code=…, data: the token the admin transactions, orders and
 * downloads take) and Admin user info (POST /user/info/{id}?code=…&src=…), side by side.
 */
async function lookUp(campaignId: number, query: AdminSearchQuery, signal: AbortSignal): Promise<CardholderLookup> {
  const params = { id: campaignId };
  const [inquiry, info] = await Promise.all([
    adminCall(adminInquiryCall, {
      params,
      query: { code: query.code },
      body: { code: query.code, id: campaignId },
      signal,
    }),
    adminCall(userInfoCall, { params, query: { code: query.code, src: query.src }, signal }),
  ]);
  const token = successOrNotFound(adminInquiryCall, inquiry);
  const user = successOrNotFound(userInfoCall, info);
  return token === null || user === null ? { kind: 'notFound' } : { kind: 'found', token: token.token, info: user };
}

export const cardholderLookupQueryOptions = (campaignId: number, query: AdminSearchQuery) =>
  queryOptions({
    queryKey: adminKeys.lookup(campaignId, query),
    queryFn: ({ signal }) => lookUp(campaignId, query, signal),
    retry: retryTransientFailure,
  });
