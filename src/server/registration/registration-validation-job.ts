import { type AppDeps, publicOriginOf } from '../app-deps';
import { validateDueRegistrations } from './after-registration';

// docs/architecture.md §4: the validation step also runs on a timer, so a pending code becomes registered (and can
// log in) even when nobody asks about it. Requests run it for their own code first (registration.service.ts).

const REGISTRATION_VALIDATION_INTERVAL_MS = 30_000;

interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RegistrationValidationJobDeps
  extends Pick<AppDeps, 'db' | 'clock' | 'registrationValidationDelayMs' | 'keys' | 'publicOrigin'> {
  readonly log?: JobLog;
  readonly intervalMs?: number;
}

/** One pass: registers every due pending cardholder; a failure is logged and the next tick tries again. */
export async function runRegistrationValidation(deps: RegistrationValidationJobDeps): Promise<number> {
  try {
    const { length: registered } = await validateDueRegistrations(
      deps.db,
      deps.clock(),
      deps.registrationValidationDelayMs,
      undefined,
      { keys: deps.keys(), origin: publicOriginOf(deps) },
    );
    if (registered > 0) deps.log?.info({ registered }, 'registration validation: pending codes registered');
    return registered;
  } catch (error) {
    deps.log?.error({ err: error }, 'registration validation failed');
    return 0;
  }
}

/**
 * Every 30 s, unref'd so it never keeps the process alive. A pass is one idempotent UPDATE taking
 * milliseconds, so a slow pass overlapping the next does no harm.
 */
export function startRegistrationValidationJob(deps: RegistrationValidationJobDeps): { stop(): void } {
  const timer = setInterval(
    () => void runRegistrationValidation(deps),
    deps.intervalMs ?? REGISTRATION_VALIDATION_INTERVAL_MS,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
