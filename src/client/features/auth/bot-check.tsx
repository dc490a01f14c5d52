import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { captchaChallengeCall } from '../../../contract/captcha';
import { AUTH_TEXT } from './auth-texts';
import './bot-check.css';
import { logSolveTime } from './bot-check-timing';

// Architecture §3: the bot check is self-hosted ALTCHA. The 'external' build keeps the strict CSP
// (script-src 'self'): its proof-of-work runs in worker files bundled from our own origin, registered here per
// algorithm, instead of workers made from inline blobs.
for (const bits of ['256', '384', '512']) {
  $altcha.algorithms.set(`PBKDF2/SHA-${bits}`, () => new Pbkdf2Worker());
  $altcha.algorithms.set(`SHA-${bits}`, () => new ShaWorker());
}

export interface BotCheckHandle {
  /** The solution payload: at once if solved, after the running check, or after a new one (spec §5 wait). */
  solve(): Promise<string | null>;
  /** A solution is single-use: after a login attempt, solve a fresh challenge. */
  renew(): void;
}

export interface BotCheckProps {
  readonly handleRef: Ref<BotCheckHandle>;
  /** The payload when solved, '' when not (or no longer) solved. */
  readonly onChange: (payload: string) => void;
  readonly errorMessage?: string | undefined;
  /** Receives the element that takes focus when the check is the first field in error. */
  readonly focusRef?: (element: HTMLElement | null) => void;
}

type StateDetail = { readonly state: string; readonly payload?: string | null };
type Widget = HTMLElementTagNameMap['altcha-widget'];

/** Follows the widget's state: the solution as it comes, and the handle the form waits on. */
function useBotCheckWidget(handleRef: Ref<BotCheckHandle>, onChange: (payload: string) => void) {
  const widgetRef = useRef<Widget>(null);
  const payload = useRef<string | null>(null);
  const waiting = useRef<Array<(payload: string | null) => void>>([]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    let startedAt = 0;
    const onStateChange = (event: Event) => {
      const { state, payload: solved } = (event as CustomEvent<StateDetail>).detail;
      if (state === 'verifying') {
        startedAt = performance.now();
        return;
      }
      payload.current = state === 'verified' && solved ? solved : null;
      if (payload.current) logSolveTime(startedAt, payload.current);
      onChangeRef.current(payload.current ?? '');
      for (const resolve of waiting.current.splice(0)) resolve(payload.current);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  useImperativeHandle(handleRef, () => ({
    async solve() {
      const widget = widgetRef.current;
      if (payload.current || !widget) return payload.current;
      if (widget.getState() === 'verifying') return new Promise((resolve) => waiting.current.push(resolve));
      return (await widget.verify())?.payload ?? null;
    },
    renew() {
      payload.current = null;
      widgetRef.current?.reset();
      void widgetRef.current?.verify();
    },
  }));
  return widgetRef;
}

/** The ALTCHA widget, solving on load; the verification form waits for it (spec §5). */
export function BotCheck({ handleRef, onChange, errorMessage, focusRef }: BotCheckProps) {
  const widgetRef = useBotCheckWidget(handleRef, onChange);
  const errorId = useId();
  return (
    <fieldset
      ref={focusRef}
      tabIndex={-1}
      className="bot-check"
      aria-describedby={errorMessage === undefined ? undefined : errorId}
    >
      <legend className="field__label">{AUTH_TEXT.verification.botCheckLabel}</legend>
      <altcha-widget ref={widgetRef} challenge={captchaChallengeCall.fullPath} auto="onload" />
      {errorMessage === undefined ? null : (
        <p id={errorId} className="field__error">
          {errorMessage}
        </p>
      )}
    </fieldset>
  );
}
