// Types for reports.mjs, which `npm test` runs with plain Node.
export interface PostgresFound {
  readonly url?: string;
  readonly where?: string;
  readonly skipped?: string;
}
export function vitestSummary(path: string, postgres: PostgresFound): string[];
export function multiInstanceSummary(path: string, postgres: PostgresFound): string[];
export function browserSummary(path: string): string[];
