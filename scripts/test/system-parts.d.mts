// Types for system-parts.mjs, which `npm test` runs with plain Node before anything is built.
export interface SystemPart {
  readonly name: string;
  readonly neededBy: string;
  readonly executable: () => string;
  readonly packages: readonly string[];
  readonly needsPostgres?: boolean;
}
export interface SystemPartsPlan {
  readonly action: 'none' | 'install' | 'refuse';
  readonly missing: readonly SystemPart[];
  readonly packages: readonly string[];
  readonly lines?: readonly string[];
}
export const SYSTEM_PARTS: readonly SystemPart[];
export function partsFor(postgresAnswers: boolean, parts?: readonly SystemPart[]): SystemPart[];
export function isExecutable(path: string): boolean;
export function planSystemParts(
  parts: readonly SystemPart[],
  options: { present: (path: string) => boolean; canInstall: boolean },
): SystemPartsPlan;
export function ensureSystemParts(parts?: readonly SystemPart[]): string[];
