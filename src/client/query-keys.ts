// Every query and mutation key of the app. The shell needs keys before any screen loads (query-client.ts resumes
// queued resends and refreshes the orders, the persistence keeps or drops queries by their first part), and the
// calls load with the screens that make them: keys here, calls in the features' api/ folders.

/** spec §3 page config: app-wide, and it names the signed-in cardholder whose cache this is (query-client.ts). */
export const pageConfigKeys = { all: ['page-config'] as const };

/** The signed-in cardholder's reads (spec §7), dropped when another cardholder signs in. */
export const cardholderKeys = {
  all: ['cardholder'] as const,
  credits: (campaignId: number) => [...cardholderKeys.all, 'credits', campaignId] as const,
  transactions: (campaignId: number) => [...cardholderKeys.all, 'transactions', campaignId] as const,
  orders: (campaignId: number) => [...cardholderKeys.all, 'orders', campaignId] as const,
  categories: (campaignId: number) => [...cardholderKeys.all, 'categories', campaignId] as const,
  /** The wallet's eGCs with their codes (decision 0080): kept and wiped with the rest of the cardholder's reads. */
  egcs: (campaignId: number) => [...cardholderKeys.all, 'egcs', campaignId] as const,
};

/** An FAQ answer's markdown rendered to sanitised HTML (spec §5), made once per answer. */
export const faqKeys = { html: (markdown: string) => ['faq-html', markdown] as const };

// Every admin query lives under ['admin']: logout drops the whole cache, and the persistence leaves these out
// (cardholders' personal data read by an admin is never kept on the device). The admin feature's own keys are in
// features/admin/api/admin-keys.ts, so the cardholder's first view does not carry them.
export const ADMIN_KEY_ROOT = 'admin';

/**
 * spec §7 redeem, bonus redeem and resend. Only a resend is persisted and replayed after a reload (its defaults
 * are in query-client.ts); a redeem is never replayed behind the user's back.
 */
export const mutationKeys = {
  redeem: ['redeem'] as const,
  bonusRedeem: ['bonusRedeem'] as const,
  resend: ['resend'] as const,
};
