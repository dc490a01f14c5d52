import type { AnyCall } from '../../../src/contract/envelope';

// Every call the contract declares, read from its modules so a call added anywhere is covered without a list.
const CONTRACT_EXPORTS: Readonly<Record<string, unknown>> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, unknown>>(['../../../src/contract/*.ts', '!../../../src/contract/*.test.ts'], {
      eager: true,
    }),
  ),
);

const byPath = new Map<string, AnyCall>();
for (const [exported, value] of Object.entries(CONTRACT_EXPORTS)) {
  if (!exported.endsWith('Call') || typeof value !== 'object' || value === null) continue;
  const call = value as AnyCall;
  // The admin's transactions and orders share the cardholder's method and path (with ?token=): one route.
  byPath.set(`${call.method} ${call.fullPath}`, call);
}

/** One call per route of the contract. */
export const CONTRACT_CALLS: readonly AnyCall[] = [...byPath.values()];

/** The call's path with every placeholder filled with `id`. */
export const pathOf = (call: AnyCall, id: number | string): string =>
  call.fullPath.replace(/\{\w+\}/g, encodeURIComponent(String(id)));
