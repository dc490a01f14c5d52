// After a deploy removes the old hashed chunks, a page still running the old build fails to lazy-load a route:
// Vite raises `vite:preloadError`. Reload once to fetch the new shell instead of showing a blank screen.
const RELOADED_KEY = 'promo-chunk-reload';

export function recoverFromMissingChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem(RELOADED_KEY) === '1') return;
    sessionStorage.setItem(RELOADED_KEY, '1');
    event.preventDefault();
    window.location.reload();
  });
  // Forget the guard once the new build has run a while, so a later deploy can recover the same way.
  window.addEventListener('load', () => setTimeout(() => sessionStorage.removeItem(RELOADED_KEY), 10_000));
}
