import { lazy, Suspense, useCallback, useRef } from 'react';
import { AUTH_TEXT } from './auth-texts';
import './bot-check.css';
import type { BotCheckHandle, BotCheckProps } from './bot-check';

// Decision 0177: Log in sends a one-time code, which takes a solved bot check, so /login shows the check too. The
// widget (ALTCHA and its workers) loads after /login's first view, which is held at its budget (decision 0135):
// until it arrives, a fieldset of the same label and size stands in, and Log in waits for it.

const BotCheck = lazy(async () => ({ default: (await import('./bot-check')).BotCheck }));

/** The lazily loaded check's handle, and a way to wait for it: Log in can be pressed before it has loaded. */
export function useLazyBotCheck() {
  const handle = useRef<BotCheckHandle | null>(null);
  const waiting = useRef<Array<(handle: BotCheckHandle) => void>>([]);
  const ref = useCallback((mounted: BotCheckHandle | null) => {
    handle.current = mounted;
    if (mounted) for (const resolve of waiting.current.splice(0)) resolve(mounted);
  }, []);
  const ready = useCallback(
    (): Promise<BotCheckHandle> =>
      handle.current ? Promise.resolve(handle.current) : new Promise((resolve) => waiting.current.push(resolve)),
    [],
  );
  return { ref, ready };
}

export function LazyBotCheck(props: BotCheckProps) {
  return (
    <Suspense
      fallback={
        <fieldset className="bot-check bot-check--loading" aria-busy="true">
          <legend className="field__label">{AUTH_TEXT.verification.botCheckLabel}</legend>
        </fieldset>
      }
    >
      <BotCheck {...props} />
    </Suspense>
  );
}
