// Test helper: a stubbed server for the dashboard's calls, answering by path (the four reads run in parallel,
// so answers in call order would be flaky). Each call name takes one answer or a list used in turn.
import { vi } from 'vitest';
import { aCredit } from './dashboard-fixtures';

export type Answer = { readonly statusId: number; readonly data?: unknown } | { readonly httpStatus: number };

const CALLS = {
  credits: /\/v4\/credits\//,
  transactions: /\/v2\/transactions\//,
  orders: /\/v3\/orders\//,
  categories: /\/transactions\/v2\/mcc\//,
  resend: /\/resend\//,
  events: /\/api\/events$/,
} as const;

export type CallName = keyof typeof CALLS;

const DEFAULT_ANSWERS: Readonly<Record<CallName, Answer>> = {
  credits: { statusId: 0, data: aCredit() },
  transactions: { statusId: 0, data: [] },
  orders: { statusId: 0, data: [] },
  categories: { statusId: 0, data: [] },
  resend: { statusId: 0 },
  events: { statusId: 0 },
};

const respond = (answer: Answer): Response =>
  'httpStatus' in answer
    ? new Response('{}', { status: answer.httpStatus })
    : new Response(JSON.stringify({ status: { id: answer.statusId }, data: answer.data ?? null }), { status: 200 });

export function stubDashboardApi(answers: Partial<Record<CallName, Answer | readonly Answer[]>> = {}) {
  const queues = new Map<CallName, Answer[]>();
  const calls: CallName[] = [];
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const name = (Object.keys(CALLS) as CallName[]).find((call) => CALLS[call].test(url));
    if (name === undefined) throw new Error(`unexpected call ${url}`);
    calls.push(name);
    const given = answers[name];
    const queue = queues.get(name) ?? (Array.isArray(given) ? [...given] : []);
    queues.set(name, queue);
    const next = Array.isArray(given) ? (queue.length > 1 ? queue.shift() : queue[0]) : given;
    return respond((next as Answer | undefined) ?? DEFAULT_ANSWERS[name]);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, count: (name: CallName) => calls.filter((call) => call === name).length };
}
