// Home's first view in a handful of files rather than some thirty (issue 6, decision 16). Left to itself, Rolldown
// gives every set of routes that share a module a chunk of its own: home's first view was that many files of 0.2
// to 2 kB (texts, queries, react-aria parts), each a request. A browser opens six connections to a host over
// HTTP/1.1, so on a phone's connection those requests queue in waves of a round trip each, and the large ones
// finish late because every request in flight takes a share of the bandwidth.
//
// This names, for Rolldown's code splitting, the modules home's route chunks load statically:
// - 'home' when only cardholder pages (and the dialogs they open) use them. Other cardholder pages then load this
//   chunk too, which a cardholder coming from home already has.
// - 'home-shared' when pages of other areas (admin, sign-in) use them too, so an admin never loads home's code.
// Everything else keeps Rolldown's default, the route chunks themselves included, and the shell keeps its group.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** What the namer reads of Rolldown's module graph (its `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    readonly importers: readonly string[];
    readonly dynamicImporters: readonly string[];
    readonly isEntry: boolean;
  } | null;
}

const ROUTE_SPLIT = /[\\/]src[\\/]client[\\/]routes[\\/](.+)\.tsx\?tsr-split=/;
const HOME_ROUTE = '_authenticated/index';
const CARDHOLDER_ROUTES = '_authenticated/';
const ENTRY = '\0entry';

/**
 * The one package the client imports through a barrel: walking up from a react-aria part through it would reach
 * every module that imports any component, so the walk goes from a part only to the modules that import a name
 * the barrel takes from that part.
 */
const UI_PACKAGE = 'react-aria-components';
const UI_BARREL = /[\\/]node_modules[\\/]react-aria-components[\\/]dist[\\/]exports[\\/]index\.mjs$/;

type Side = 'cardholder' | 'other';

/** The route file a split route module belongs to (`_authenticated/index`), or undefined for any other module. */
const routeFileOf = (id: string): string | undefined => ROUTE_SPLIT.exec(id)?.[1]?.replaceAll('\\', '/');

/** `A as B` as [A, B]; a name with no alias is its own. */
function aliasPair(item: string): [string, string] {
  const [name = '', alias = name] = item.trim().split(/\s+as\s+/);
  return [name.trim(), alias.trim()];
}

/** The names a module imports from `packageName`, read from its source: `import { A, B as C, type D } from '…'`. */
export function namesImportedFrom(source: string, packageName: string): string[] {
  const names: string[] = [];
  const statement = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${packageName}['"]`, 'g');
  for (const [, list = ''] of source.matchAll(statement)) {
    for (const item of list.split(',')) {
      const [name] = aliasPair(item);
      if (name !== '' && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** For a barrel's source, which file each exported name comes from (`import {X as $l} from "p"; export {$l as X}`). */
export function barrelExports(source: string, barrelId: string): Map<string, string> {
  const fileOfLocal = new Map<string, string>();
  for (const [, list = '', from = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const item of list.split(',')) {
      const [, local] = aliasPair(item);
      if (local !== '') fileOfLocal.set(local, resolve(dirname(barrelId), from));
    }
  }
  const fileOfName = new Map<string, string>();
  for (const [, list = ''] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const [local, exported] = aliasPair(item);
      const file = fileOfLocal.get(local);
      if (file) fileOfName.set(exported, file);
    }
  }
  return fileOfName;
}

const sourceOf = (id: string, read: (path: string) => string): string => {
  try {
    return read(id.replace(/\?.*$/, ''));
  } catch {
    return '';
  }
};

/** A `name` function for a Rolldown `codeSplitting` group; one per build, as it remembers what it has walked. */
export function homeChunkName(
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): (moduleId: string, graph: ModuleGraph) => string | null {
  const rootsOf = new Map<string, ReadonlySet<string>>();
  const sideOf = new Map<string, Side>();
  let barrel: { readonly id: string; readonly fileOfName: Map<string, string> } | null = null;

  const uiNames = new Map<string, string[]>();
  const uiNamesOf = (user: string): string[] => {
    const known = uiNames.get(user);
    if (known) return known;
    const names = namesImportedFrom(sourceOf(user, read), UI_PACKAGE);
    uiNames.set(user, names);
    return names;
  };

  // Who really imports a module: through the UI barrel, only the modules that import one of its names from it.
  // Remembered per module: every walk below passes through the same react-aria parts.
  const importersThroughBarrel = new Map<string, readonly string[]>();
  const importersOf = (id: string, graph: ModuleGraph): readonly string[] => {
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    const barrelId = importers.find((importer) => UI_BARREL.test(importer));
    if (barrelId === undefined) return importers;
    const known = importersThroughBarrel.get(id);
    if (known) return known;
    if (barrel?.id !== barrelId)
      barrel = { id: barrelId, fileOfName: barrelExports(sourceOf(barrelId, read), barrelId) };
    const fileOfName = barrel.fileOfName;
    const users = (graph.getModuleInfo(barrelId)?.importers ?? []).filter((user) =>
      uiNamesOf(user).some((name) => fileOfName.get(name) === id),
    );
    const found = [...importers.filter((importer) => importer !== barrelId), ...users];
    importersThroughBarrel.set(id, found);
    return found;
  };

  // The chunk roots a module is loaded from statically: the entry, or a module something imports dynamically
  // (a route's split component or loader, a lazily loaded dialog). A walk per module, not remembered per step: a
  // step remembered inside an import cycle would miss roots, and the chunks must agree with each other.
  const roots = (id: string, graph: ModuleGraph): ReadonlySet<string> => {
    const known = rootsOf.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      const info = graph.getModuleInfo(current);
      if (!info) continue;
      if (info.isEntry) found.add(ENTRY);
      if (info.dynamicImporters.length > 0) found.add(current);
      for (const importer of importersOf(current, graph)) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    rootsOf.set(id, found);
    return found;
  };

  // Whose a root is: a route under `_authenticated/` is the cardholder's; a lazily loaded module belongs to
  // whoever loads it, and one the shell loads can open on any page.
  const side = (root: string, graph: ModuleGraph): Side => {
    const known = sideOf.get(root);
    if (known) return known;
    sideOf.set(root, 'other'); // a cycle of lazy imports counts as shared, the safe answer
    const route = routeFileOf(root);
    let found: Side;
    if (root === ENTRY) found = 'other';
    else if (route !== undefined) found = route.startsWith(CARDHOLDER_ROUTES) ? 'cardholder' : 'other';
    else {
      const loaders = graph.getModuleInfo(root)?.dynamicImporters ?? [];
      const sides = loaders.flatMap((loader) => [...roots(loader, graph)].map((r) => side(r, graph)));
      found = sides.length > 0 && sides.every((s) => s === 'cardholder') ? 'cardholder' : 'other';
    }
    sideOf.set(root, found);
    return found;
  };

  return (moduleId, graph) => {
    // A route's own chunk stays the route's: the router and the server's preloads find it by its file.
    if (routeFileOf(moduleId) !== undefined) return null;
    const from = roots(moduleId, graph);
    // The shell's modules are the shell group's, which comes first; a module the walk finds the entry reaching only
    // through a part the shell does not use (react-aria's modules import each other widely) is left to this one.
    if (![...from].some((root) => routeFileOf(root) === HOME_ROUTE)) return null;
    return [...from].every((root) => side(root, graph) === 'cardholder') ? 'home' : 'home-shared';
  };
}
