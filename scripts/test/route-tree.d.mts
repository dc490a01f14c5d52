// Types for route-tree.mjs, which `npm test` runs with plain Node.
export function routeTreeDifferences(root?: string): string[];
