import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * True while React draws on the server (the build's prerender of /login, /register, /check and the 404 page) and
 * while the browser hydrates that HTML; false from the render right after, and always in a page React draws
 * itself. A hydrated page must first draw exactly what the build drew: what only the browser knows (the page
 * config, the time) comes in the render after (React's getServerSnapshot is what it reads while hydrating).
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
