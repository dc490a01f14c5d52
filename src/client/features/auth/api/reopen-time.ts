import { signInPausedMessage } from '../../../../domain/sign-in-paused';

/**
 * Decision 0178: a send's or a verification's 4720 says until when codes to new devices are paused: the answer's
 * data, shown on this device's own clock.
 */
export function withReopenTime<O extends { readonly kind: string; readonly message: unknown }>(
  outcome: O,
  data: unknown,
): O {
  if (outcome.kind !== 'guessesSpent') return outcome;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { ...outcome, message: signInPausedMessage(data, timeZone) };
}
