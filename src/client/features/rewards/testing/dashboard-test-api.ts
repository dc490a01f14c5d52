// The dashboard's calls on the stubbed server (src/client/testing/stub-fetch.ts), answered by path because the four
// reads run in parallel. Each call answers a success with no rewards unless a test gives it one answer or a list
// used in turn.
import { creditsCall, merchantCategoriesCall, ordersCall, transactionsCall } from '../../../../contract/cardholder';
import { routePattern } from '../../../../contract/envelope';
import { analyticsEventCall } from '../../../../contract/events';
import { resendCall } from '../../../../contract/redeem';
import { callsTo, routeFetch, type StubAnswer } from '../../../testing/stub-fetch';
import { aCredit } from './dashboard-fixtures';

const CALLS = {
  credits: creditsCall,
  transactions: transactionsCall,
  orders: ordersCall,
  categories: merchantCategoriesCall,
  resend: resendCall,
  events: analyticsEventCall,
} as const;

type CallName = keyof typeof CALLS;

const DEFAULT_ANSWERS: Readonly<Record<CallName, StubAnswer>> = {
  credits: { statusId: 0, data: aCredit() },
  transactions: { statusId: 0, data: [] },
  orders: { statusId: 0, data: [] },
  categories: { statusId: 0, data: [] },
  resend: { statusId: 0 },
  events: { statusId: 0 },
};

export function stubDashboardApi(answers: Partial<Record<CallName, StubAnswer | readonly StubAnswer[]>> = {}) {
  const names = Object.keys(CALLS) as CallName[];
  const fetch = routeFetch(
    Object.fromEntries(names.map((name) => [routePattern(CALLS[name]), answers[name] ?? DEFAULT_ANSWERS[name]])),
  );
  return { fetch, count: (name: CallName) => callsTo(fetch, routePattern(CALLS[name])).length };
}
