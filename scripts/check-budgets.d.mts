// Types for check-budgets.mjs, which `npm run build` runs with plain Node.
export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
export interface Budget {
  readonly view: string;
  readonly routes: readonly RegExp[];
  readonly limitKb: number;
}
export const BUDGETS: readonly Budget[];
export function checkBudgets(build: {
  readonly manifest: Readonly<Record<string, ManifestChunk>>;
  readonly entryModules: readonly string[];
  readonly gzipKb: (file: string) => number;
  readonly budgets?: readonly Budget[];
}): { readonly lines: string[]; readonly failed: boolean };
