// Types for build-state.mjs, which plain-Node scripts import as well as the benchmarks and its test.
export function buildInputs(root?: string): string[];
export function buildInputsHash(root?: string): string;
export function buildIsStale(root?: string): boolean;
export function beginBuild(root?: string): void;
export function endBuild(root?: string): void;
