import { type ComponentType, lazy, Suspense, useState } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the component; until its code has arrived, nothing (inside its own Suspense boundary). */
  readonly Component: ComponentType<P>;
  /** Starts loading the code; resolves when it is in. A failed load can be tried again. */
  readonly preload: () => Promise<void>;
}

/**
 * Code that no first view shows (dialogs, on-demand lists), split out of the first-view bundle (decision
 * 0052). Unlike bare React.lazy, once the code is in it renders at once, without a suspended frame: a dialog
 * opened after the idle preload appears on the same press, and tests that preload can query it synchronously.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchCode = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await fetchCode() }));

  function PreloadableComponent(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount the dialog and lose its
    // state and focus.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }

  return {
    Component: PreloadableComponent,
    preload: async () => {
      await fetchCode();
    },
  };
}

/** Preloads once the page is idle, so the first open does not wait on the network. */
export function preloadWhenIdle(preload: () => Promise<void>): void {
  const run = () => void preload().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}
