import { useEffect, useRef } from 'react';
import { useCountdown } from '../../lib/use-countdown';
import { logout } from './api/logout';
import { useEndSession } from './use-end-session';

export interface RedemptionEndLogoutProps {
  /** spec §3 settings.schedules.redemption.endDateTime. */
  readonly endDateTime: string;
  readonly serverOffsetMs: number;
}

/**
 * spec §2 routing rules: "When the redemption period ends, the header logs the user out and sends them to
 * /login" (spec §4: "When redemption expires the user is logged out automatically"). Renders nothing.
 */
export function RedemptionEndLogout({ endDateTime, serverOffsetMs }: RedemptionEndLogoutProps) {
  const { ended } = useCountdown(endDateTime, serverOffsetMs);
  const endSession = useEndSession();
  const done = useRef(false);
  useEffect(() => {
    if (!ended || done.current) return;
    done.current = true;
    // The session ends on the server too; if that call fails, the user is still sent to /login.
    void logout()
      .catch(() => undefined)
      .finally(() => endSession());
  }, [ended, endSession]);
  return null;
}
