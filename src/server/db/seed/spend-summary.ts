// The seed judges spend exactly as the server's evaluation does: one implementation, in src/server/bonus.
export { rowToTransaction, type SpendSummary, summariseSpend } from '../../bonus/spend-summary';
