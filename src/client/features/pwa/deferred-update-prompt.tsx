import { useEffect, useState } from 'react';
import { preloadable, preloadWhenIdle } from '../../lib/preloadable';

const updatePrompt = preloadable(() => import('./update-prompt').then(({ UpdatePrompt }) => UpdatePrompt));

/**
 * The update prompt, registering the worker, once the page is idle: nothing of it shows in a first view, and
 * vite-plugin-pwa registers the worker only after `load` anyway, so its code stays out of the first view's
 * budget (decision 0057).
 */
export function DeferredUpdatePrompt() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    preloadWhenIdle(() =>
      updatePrompt.preload().then(() => {
        if (mounted) setLoaded(true);
      }),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return loaded ? <updatePrompt.Component /> : null;
}
