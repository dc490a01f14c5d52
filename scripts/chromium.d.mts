// Types for chromium.mjs, which plain-Node scripts import as well as the TypeScript configs and benchmarks.
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: readonly string[];
