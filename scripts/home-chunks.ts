// Home's first view in a handful of files rather than some thirty (decision 0067). Left to itself, Rolldown gives
// every set of routes that share a module a chunk of its own: home's first view was that many files of 0.2 to 2 kB,
// each a request, queued six at a time over HTTP/1.1 on a phone's connection.
//
// The rule, on folders: of the modules home's route loads statically (its split component and loader, and what they
// import, not what they load lazily),
// - those under src/client/features/rewards/ go to 'home'. Only cardholder pages import the rewards feature (lint
//   forbids the other features to), so an admin or sign-in page never loads this chunk; the other cardholder pages
//   load it, which a cardholder coming from home already has;
// - packages (React Aria's parts) go to 'home-packages', and the rest (ui/, lib/, src/domain, src/contract) to
//   'home-shared': another page that needs one of them loads that chunk, the sign-in pages seldom more than the
//   small second one.
// The shell's modules are the shell group's, which comes first; everything else keeps Rolldown's default, the route
// chunks themselves included. React Aria is imported one component at a time ('react-aria-components/Button'), never
// through its barrel, which imports every component (lint holds it): what home imports is then what home uses.

/** What the namer reads of Rolldown's module graph (its `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

const REWARDS = /[\\/]src[\\/]client[\\/]features[\\/]rewards[\\/]/;
const PACKAGES = /[\\/]node_modules[\\/]/;
const ROUTE_SPLIT = '?tsr-split=';

/**
 * A `name` function for a Rolldown `codeSplitting` group, given home's route file (an absolute path, as Rolldown
 * names modules). One per build: it walks home's imports once.
 */
export function homeChunkName(homeRoute: string): (moduleId: string, graph: ModuleGraph) => string | null {
  let homeModules: ReadonlySet<string> | null = null;
  const walk = (graph: ModuleGraph): ReadonlySet<string> => {
    const found = new Set<string>();
    // Home's loader and component share one split chunk (vite.config.ts); the separate names are kept for a
    // route split the default way.
    const queue = ['component', 'loader', 'component---loader'].map((split) => `${homeRoute}${ROUTE_SPLIT}${split}`);
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return found;
  };
  return (moduleId, graph) => {
    homeModules ??= walk(graph);
    // A route's own chunk stays the route's: the router and the server's preloads find it by its file.
    if (moduleId.includes(ROUTE_SPLIT) || !homeModules.has(moduleId)) return null;
    if (REWARDS.test(moduleId)) return 'home';
    return PACKAGES.test(moduleId) ? 'home-packages' : 'home-shared';
  };
}
