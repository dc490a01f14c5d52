// The keys of the persisted mutations, apart from their calls: the shell needs the keys (query-client.ts,
// queued-resends.ts) before any screen needs the calls, which then load with the screens that make them.
export const redeemMutationKey = ['redeem'] as const;
export const resendMutationKey = ['resend'] as const;
