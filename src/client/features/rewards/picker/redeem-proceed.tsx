import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { UI_TEXT } from '../../../../domain/messages';
import { type RedeemScreen, redeemOutcome } from '../../../../domain/outcomes';
import { isProceedDisabled, type RedeemReward, type Selection } from '../../../../domain/picker';
import { track } from '../../../lib/analytics';
import { HttpError } from '../../../lib/api';
import { failureMessage } from '../../../lib/api-failure';
import { useNetworkAction } from '../../../lib/use-network-action';
import { mutationKeys } from '../../../query-keys';
import { Button } from '../../../ui/button';
import { NetworkReason } from '../../../ui/network-reason';
import { bonusRedeem, newIdempotencyKey, redeem } from '../api/redeem-mutations';
import { RedemptionConfirmDialog, type RedemptionResult } from './redemption-confirm-dialog';

// spec §4 'Redemption submit', for /claim and the bonus screens alike: Proceed opens the confirmation; confirming
// calls redeem (spec §7 main redeem or bonus redeem), then
// - 0: the success alert and a 'success' analytics event;
// - 1 or -1: the session-expired dialog (raised by the mutation cache: `meta.sessionCheck`) in place of this one;
// - anything else: the error in the dialog and a 'failure' event.
// One Idempotency-Key per confirmation, made when the user first confirms and kept while the dialog stays open,
// so pressing Proceed again after a lost answer replays the same redemption instead of making a second one.

/** What a confirmation redeems: the main reward's eGCs, or a bonus round's one reward. */
type RedeemTarget =
  | { readonly kind: 'main'; readonly campaignId: number; readonly rewards: readonly RedeemReward[] }
  | {
      readonly kind: 'bonus';
      readonly campaignId: number;
      /** spec §3: the bonus record's transaction id; null when the round has no record (nothing to claim). */
      readonly token: number | null;
      /** spec §5: the one reward chosen, quantity 1; null before a choice. */
      readonly reward: RedeemReward | null;
      /** A month screen: plural 'eGCs' in the success text (spec §8). */
      readonly months: boolean;
    };

interface Attempt {
  readonly target: RedeemTarget;
  readonly idempotencyKey: string;
}

/** spec §7 main redeem or bonus redeem, with this confirmation's key. */
function sendRedeem({ target, idempotencyKey }: Attempt) {
  const { campaignId } = target;
  if (target.kind === 'main') return redeem({ campaignId, rewards: target.rewards, idempotencyKey });
  // Proceed is disabled without a record or a choice (spec §5), so a submit without them is a bug.
  if (target.token === null || target.reward === null) {
    throw new Error('bonus redeem submitted without a record or a reward');
  }
  return bonusRedeem({ campaignId, token: target.token, reward: target.reward, idempotencyKey });
}

const MAIN_SCREEN: RedeemScreen = { bonus: false };
const BONUS_SCREEN: RedeemScreen = { bonus: true };
const MONTH_SCREEN: RedeemScreen = { bonus: true, months: true };

type RedeemEnd = 'redeemed' | 'sessionExpired' | 'error';

/** The confirmation's redeem: its texts (spec §8 'redeem', 'bonusRedeem' or 'bonusRedeemMonths') and its events. */
export function useRedeem(target: RedeemTarget) {
  const attemptKey = useRef<string | null>(null);
  const [result, setResult] = useState<RedemptionResult | null>(null);
  const mutation = useMutation({
    mutationKey: target.kind === 'main' ? mutationKeys.redeem : mutationKeys.bonusRedeem,
    mutationFn: sendRedeem,
    meta: { sessionCheck: true },
  });
  const { mutateAsync, reset: resetMutation } = mutation;
  const call = target.kind === 'main' ? 'redeem' : 'bonusRedeem';
  const screen = target.kind === 'main' ? MAIN_SCREEN : target.months ? MONTH_SCREEN : BONUS_SCREEN;

  const submit = useCallback(async (): Promise<RedeemEnd> => {
    attemptKey.current ??= newIdempotencyKey();
    setResult(null);
    try {
      const { statusId } = await mutateAsync({ target, idempotencyKey: attemptKey.current });
      const outcome = redeemOutcome(statusId, screen);
      if (outcome.analyticsEvent !== null) track(outcome.analyticsEvent, { call, statusId });
      if (outcome.kind === 'sessionExpired') return 'sessionExpired';
      setResult({ kind: outcome.kind === 'redeemed' ? 'success' : 'error', message: outcome.message });
      return outcome.kind === 'redeemed' ? 'redeemed' : 'error';
    } catch (error) {
      // spec §8: an HTTP failure shows the generic message for its status; it is a failed redemption too.
      track('failure', { call, httpStatus: error instanceof HttpError ? error.httpStatus : null });
      setResult({ kind: 'error', message: failureMessage(error) });
      return 'error';
    }
  }, [mutateAsync, target, screen, call]);

  /** A new confirmation starts afresh: no result shown, and a new key when it is confirmed. */
  const reset = useCallback(() => {
    attemptKey.current = null;
    setResult(null);
    resetMutation();
  }, [resetMutation]);

  return { submit, reset, result, isLoading: mutation.isPending };
}

export interface RedeemProceedProps {
  readonly target: RedeemTarget;
  readonly selection: Selection;
  /** A reason of the screen's own to keep Proceed disabled (a bonus round that cannot be claimed now). */
  readonly isBlocked?: boolean;
  /** The confirmation's text, when the screen words it differently (spec §2 bonus screens). */
  readonly description?: ReactNode;
  /** After the success alert is closed. */
  readonly onClaimed: () => void;
}

/** spec §2 /claim and the bonus screens: Proceed, then the confirmation dialog that redeems. */
export function RedeemProceed({ target, selection, isBlocked, description, onClaimed }: RedeemProceedProps) {
  const redemption = useRedeem(target);
  const [isConfirming, setConfirming] = useState(false);
  // Redeeming needs the server: offline, Proceed is disabled and says why.
  const network = useNetworkAction();

  const closeDialog = () => {
    setConfirming(false);
    redemption.reset();
  };
  const confirm = async () => {
    // spec §4: 1 or -1 shows the session-expired dialog (raised by the mutation cache) in place of this one.
    if ((await redemption.submit()) === 'sessionExpired') closeDialog();
  };
  // spec §5: "Proceed is disabled while loading or with no selection"; a bonus round without a record has nothing
  // to redeem.
  const noRecord = target.kind === 'bonus' && target.token === null;
  const disabled =
    isBlocked === true ||
    noRecord ||
    isProceedDisabled({ loading: redemption.isLoading, selection }) ||
    network.isOffline;
  return (
    <>
      <div className="form-actions">
        <Button onPress={() => setConfirming(true)} isDisabled={disabled} aria-describedby={network.reasonId}>
          {UI_TEXT.actions.proceed}
        </Button>
        <NetworkReason action={network} />
      </div>
      <RedemptionConfirmDialog
        isOpen={isConfirming}
        isLoading={redemption.isLoading}
        result={redemption.result}
        onConfirm={confirm}
        onBack={closeDialog}
        onDone={onClaimed}
        description={description}
      />
    </>
  );
}
