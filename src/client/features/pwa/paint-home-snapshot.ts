import { type HomeSnapshot, KEPT_STYLE_ATTRIBUTE, readHomeSnapshot } from '../../lib/persistence/home-snapshot';
import { offlineBannerWords } from './offline-words';
import { PWA_TEXT } from './pwa-texts';

// Home from the device first (decision 0191). A script of its own, a few kB, built apart from the app
// (scripts/paint-home-script.ts) and loaded by index.html without waiting for anything: reopened, home shows the
// last figures the cardholder saw before the app's JavaScript has loaded, online or off. The app then draws the
// same page over it from the persisted cache (main.tsx waits for the route to load, so no blank step), and fresh
// data after. Nothing is painted on another page, for another cardholder or build, or once the app has started.

/** The offline banner as OfflineBanner draws it, so the app's own does not move the page when it comes. */
function offlineBanner(syncedAt: number | null): HTMLElement {
  const banner = document.createElement('div');
  banner.className = 'offline-banner';
  banner.setAttribute('role', 'status');
  const strong = document.createElement('strong');
  strong.textContent = PWA_TEXT.offline;
  const words = offlineBannerWords(syncedAt, Date.now());
  banner.append(strong, ' ');
  if (words.age === null) {
    banner.append(words.line);
    return banner;
  }
  const line = document.createElement('span');
  const age = document.createElement('span');
  age.className = 'offline-banner__age';
  age.textContent = `(${words.age})`;
  line.append(`${words.line} `, age);
  banner.append(line);
  return banner;
}

// global.css's one font (decision 0073). Painted in the fallback font, the page would reflow when it arrives
// (font-display: swap), a layout shift of every line; so the page is painted once it is ready, a few ms from the
// worker's cache. The shell's stylesheet has loaded by now: an inline script runs only after the stylesheets before
// it.
const FONT = '1em "Inter Variable"';

/**
 * Loads one of the stylesheets the snapshot was drawn with. Home's rules live in its route's chunks, which the app
 * adds later; painted without them the page was drawn unstyled for a frame, then moved (a layout shift of 0.1).
 * The link is made as the app's chunk loader makes it (same path, crossorigin), which then finds it and adds none.
 */
function stylesheetLoaded(path: string): Promise<unknown> {
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => new URL(link.href, document.baseURI).pathname === path,
  );
  if (present?.sheet) return Promise.resolve();
  const link = present ?? document.createElement('link');
  const loaded = new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  });
  if (present === undefined) {
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = path;
    document.head.append(link);
  }
  return loaded;
}

function paintHome(): void {
  const root = document.getElementById('root');
  if (root === null || 'prerendered' in root.dataset) return;
  if (window.location.pathname !== '/' || window.location.search !== '') return;
  const snapshot = readHomeSnapshot();
  if (snapshot === null) return;
  const paint = () => {
    if ('app' in root.dataset) return;
    paintSnapshot(root, snapshot);
  };
  Promise.all([document.fonts.load(FONT), ...snapshot.stylesheets.map(stylesheetLoaded)]).then(paint, paint);
}

function paintSnapshot(root: HTMLElement, snapshot: HomeSnapshot): void {
  // The kept HTML has no style attributes (the CSP would refuse and report each): they are set through the CSSOM.
  root.innerHTML = snapshot.html;
  for (const element of root.querySelectorAll<HTMLElement>(`[${KEPT_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(KEPT_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(KEPT_STYLE_ATTRIBUTE);
  }
  if (!navigator.onLine) root.querySelector('.app-shell__header')?.after(offlineBanner(snapshot.syncedAt));
  root.dataset.snapshot = '';
}

paintHome();
