// The query keys of the signed-in cardholder's data (cardholder-queries.ts), apart from the queries: the shell
// needs the keys (query-client.ts invalidates the orders after a queued resend) but not the calls' schemas.
export const cardholderKeys = {
  all: ['cardholder'] as const,
  credits: (campaignId: number) => [...cardholderKeys.all, 'credits', campaignId] as const,
  transactions: (campaignId: number) => [...cardholderKeys.all, 'transactions', campaignId] as const,
  orders: (campaignId: number) => [...cardholderKeys.all, 'orders', campaignId] as const,
  categories: (campaignId: number) => [...cardholderKeys.all, 'categories', campaignId] as const,
};
