import { ANONYMOUS, cacheOwner } from './cache-owner';
import { HOME_SNAPSHOT_KEY } from './home-snapshot-key';

// Home from the device first (decision 0191): the last home the cardholder saw, as HTML, kept beside
// the persisted cache. A small script (features/pwa/paint-home-snapshot.ts) paints it before the app's
// JavaScript has loaded; the app then draws the same page over it from the persisted cache, then fresh data.
// It is the cardholder's own page drawn by the app (React escaped every text in it), for this device's owner of
// the cache only, of this build only, and gone at logout with the cache (forget-cardholder.ts).

export interface HomeSnapshot {
  /** The cache owner it belongs to (cache-owner.ts): another cardholder's sign-in makes it worthless. */
  readonly owner: string;
  /** The build's entry script: another build's class names and texts may mean something else. */
  readonly build: string;
  /** #root's contents, without the notices (offline, update), which the painter draws as they are now. */
  readonly html: string;
  /** When the cardholder's data was last fetched, for the offline banner's words (offline-banner.tsx). */
  readonly syncedAt: number | null;
  /**
   * The stylesheets the page had when it was kept (this build's own, by path). Home's rules are in its route's
   * chunks, which the app loads later: painted without them, the page is drawn unstyled, then moves.
   */
  readonly stylesheets: readonly string[];
}

/**
 * Where the snapshot keeps each element's style attribute. The CSP refuses style attributes in HTML (decision
 * 0107) and logs an error for each one parsed, in the page or in a parsed document alike; so the kept HTML holds
 * none, and the painter sets these through the CSSOM, as React set them.
 */
export const KEPT_STYLE_ATTRIBUTE = 'data-kept-style';

/** The page's own stylesheets, by path: the shell's and those the app's chunks have added. */
function ownStylesheets(doc: Document): string[] {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')];
  return links
    .map((link) => new URL(link.href, doc.baseURI))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.pathname);
}

/** The build's entry script, which every page's HTML names (the shell's and the prerendered pages' alike). */
function buildEntry(doc: Document): string {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
}

/** Keeps home as it shows now, if it shows the dashboard (not its loading or error state). */
export function saveHomeSnapshot(root: HTMLElement, syncedAt: number | null): void {
  const owner = cacheOwner();
  if (owner === ANONYMOUS || root.querySelector('.dashboard[data-state="ready"]') === null) return;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const notice of copy.querySelectorAll('.offline-banner, .update-prompt')) notice.remove();
  for (const styled of copy.querySelectorAll('[style]')) {
    styled.setAttribute(KEPT_STYLE_ATTRIBUTE, styled.getAttribute('style') ?? '');
    styled.removeAttribute('style');
  }
  const snapshot: HomeSnapshot = {
    owner,
    build: buildEntry(document),
    html: copy.innerHTML,
    syncedAt,
    stylesheets: ownStylesheets(document),
  };
  try {
    window.localStorage.setItem(HOME_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: home then waits for the app, as before.
  }
}

/** The snapshot this device may paint now: its owner's and this build's; null otherwise. */
export function readHomeSnapshot(): HomeSnapshot | null {
  try {
    const snapshot = JSON.parse(window.localStorage.getItem(HOME_SNAPSHOT_KEY) ?? 'null') as HomeSnapshot | null;
    if (snapshot === null || typeof snapshot.html !== 'string' || !Array.isArray(snapshot.stylesheets)) return null;
    if (snapshot.owner !== cacheOwner() || snapshot.owner === ANONYMOUS) return null;
    return snapshot.build === buildEntry(document) ? snapshot : null;
  } catch {
    return null;
  }
}
