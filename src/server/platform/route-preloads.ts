// The first view of a page needs its route's code, which the router asks for only after the entry script has
// run: one more round trip before anything shows (about 0.5 s on a phone's connection). The shell sent for a
// page therefore names that route's chunks as <link rel="modulepreload">, read from Vite's build manifest, so
// the browser fetches them beside the entry, with their stylesheets (Vite's loader would ask for them only then)
// and the page config every page starts by reading. Installed apps get the shell from the worker, code precached.

import { configCall } from '../../contract/config';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

// The router splits a route's component and its loader into chunks of their own (`?tsr-split=component`,
// `?tsr-split=loader`), or one chunk for both where vite.config.ts groups them (home, decision 0136:
// `?tsr-split=component---loader`); a page needs them all before it shows.
const ROUTE_SPLIT = /^src\/client\/routes\/(.+)\.tsx\?tsr-split=[\w-]+$/;

/** A route file's address: pathless `_layout` folders dropped, flat `a.b` nesting as `a/b`, `index` as ''. */
export function routePathOf(routeFile: string): string {
  const segments = routeFile
    .split('/')
    .filter((segment) => !segment.startsWith('_'))
    .flatMap((segment) => segment.split('.'))
    .filter((segment) => segment !== 'index');
  return `/${segments.join('/')}`;
}

function staticClosure(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

export interface RoutePreload {
  /** JavaScript files, relative to the client directory. */
  readonly files: readonly string[];
  /** Their stylesheets, relative to the client directory. */
  readonly styles: readonly string[];
  /** Under `_authenticated/`: shown only with a session; without one the router sends the visitor to /login. */
  readonly needsSession: boolean;
}

/**
 * For each page address, the JavaScript files its route components need beyond what the entry already loads
 * (Vite preloads those itself): the route, the layout routes above it (`admin-dashboard` for
 * `admin-dashboard.report`), and what they import statically.
 */
export function routePreloads(manifest: ViteManifest): ReadonlyMap<string, RoutePreload> {
  const keysByFile = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const file = ROUTE_SPLIT.exec(key)?.[1];
    if (file !== undefined) keysByFile.set(file, [...(keysByFile.get(file) ?? []), key]);
  }
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByEntry = staticClosure(manifest, entryKeys);
  const byPath = new Map<string, RoutePreload>();
  for (const [file, ownKeys] of keysByFile) {
    const path = routePathOf(file);
    // A layout (`admin-dashboard`) shares its address with its index child: the child's list includes it.
    const layoutKeys = [...keysByFile].flatMap(([other, keys]) =>
      file.startsWith(`${other}.`) || file.startsWith(`${other}/`) ? keys : [],
    );
    const chunks = [...staticClosure(manifest, [...layoutKeys, ...ownKeys])].filter((key) => !loadedByEntry.has(key));
    const files = chunks.map((key) => manifest[key]?.file ?? '').filter((chunk) => chunk.endsWith('.js'));
    const styles = [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))];
    const known = byPath.get(path);
    if (known === undefined || files.length > known.files.length) {
      byPath.set(path, { files, styles, needsSession: file.startsWith('_authenticated/') });
    }
  }
  return byPath;
}

/**
 * The shell with the page's preloads added to its head: the page config every page reads first (credentials
 * included, as the app's fetch sends them, so the browser reuses the answer), then the route's stylesheets and
 * scripts, then images the page's first view shows.
 */
export function withPreloads(
  shell: string,
  preload: (Pick<RoutePreload, 'files' | 'styles'> & { readonly images?: readonly string[] }) | null,
): string {
  const links = [
    `<link rel="preload" href="${configCall.fullPath}" as="fetch" crossorigin="use-credentials">`,
    ...(preload?.styles ?? []).map((file) => `<link rel="preload" href="/${file}" as="style" crossorigin>`),
    ...(preload?.files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...(preload?.images ?? []).map((file) => `<link rel="preload" href="/${file}" as="image">`),
  ];
  return shell.replace('</head>', `${links.join('')}</head>`);
}
