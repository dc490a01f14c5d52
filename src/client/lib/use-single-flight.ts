import { useCallback, useRef, useState } from 'react';

/**
 * Runs one task at a time: a second call while one is in flight is dropped. A ref guards it, because a double
 * click lands before React re-renders the busy (disabled) button; `isPending` drives that button.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [isPending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void> | void): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { isPending, run };
}
