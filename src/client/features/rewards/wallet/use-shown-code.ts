import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import type { Egc } from '../../../../domain/egcs';

// Decision 0168: a shown code is a history entry of its own (its eGC's id in the entry's state, the address unchanged), so the
// browser's Back, or a phone's back gesture, hides it as Done does, and never leaves the code open over another page.
declare module '@tanstack/history' {
  interface HistoryState {
    readonly shownEgc?: number;
  }
}

export interface ShownCode {
  /** The eGC whose code is shown; null when none is (or it is no longer in the list). */
  readonly shown: Egc | null;
  readonly show: (egc: Egc) => void;
  /** Done, Escape: the entry Show code added is left, as Back leaves it. */
  readonly hide: () => void;
}

export function useShownCode(egcs: readonly Egc[]): ShownCode {
  const shownId = useLocation({ select: (location) => location.state.shownEgc });
  const navigate = useNavigate();
  const router = useRouter();
  return {
    shown: shownId === undefined ? null : (egcs.find((egc) => egc.id === shownId) ?? null),
    show: (egc) => void navigate({ to: '.', search: true, state: (previous) => ({ ...previous, shownEgc: egc.id }) }),
    hide: () => router.history.back(),
  };
}
