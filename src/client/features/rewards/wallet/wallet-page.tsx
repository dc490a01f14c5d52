import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Egc, EgcState } from '../../../../domain/egcs';
import { fillTemplate, messageFor, UI_TEXT } from '../../../../domain/messages';
import { STATUS } from '../../../../domain/outcomes';
import { useSessionExpired } from '../../../lib/session-expiry';
import { Button } from '../../../ui/button';
import { FeedbackPanel } from '../../../ui/feedback-panel';
import { RoutePending } from '../../../ui/route-states';
import { PICK_BANNERS } from '../picker/picker-banners';
import { BackChevron, PickerHeader } from '../picker/picker-header';
import { CodeView } from './code-view';
import { EgcCard } from './egc-card';
import { useShownCode } from './use-shown-code';
import { useWallet, type WalletInput, type WalletState } from './use-wallet';
import { WALLET_TEXT } from './wallet-texts';
import './wallet.css';

type Ready = Extract<WalletState, { kind: 'ready' }>;

const syncTime = (at: number) => new Date(at).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short' });

/** 'as of …' whenever the eGCs may be stale, and offline that a code may already have been used. */
function StaleNote({ wallet }: { readonly wallet: Ready }) {
  if (wallet.asOf === null) return null;
  return (
    <div className="wallet__stale" role="status">
      <p>{fillTemplate(WALLET_TEXT.asOf, { time: syncTime(wallet.asOf) })}</p>
      {wallet.isOffline ? <p className="wallet__warning">{WALLET_TEXT.mayBeUsed}</p> : null}
    </div>
  );
}

function Section(props: {
  readonly state: EgcState;
  readonly egcs: readonly Egc[];
  readonly timeZone: string;
  readonly onShow: (egc: Egc) => void;
}) {
  if (props.egcs.length === 0) return null;
  const heading = WALLET_TEXT.sections[props.state];
  return (
    <section className="wallet__section" aria-label={heading} data-state={props.state}>
      <h2>{heading}</h2>
      <ul className="wallet__list">
        {props.egcs.map((egc) => (
          <EgcCard key={egc.id} egc={egc} state={props.state} timeZone={props.timeZone} onShow={props.onShow} />
        ))}
      </ul>
    </section>
  );
}

function ReadyWallet({ wallet, timeZone }: { readonly wallet: Ready; readonly timeZone: string }) {
  const { active, used, expired } = wallet.sections;
  // Only a code ready to use has Show code (decision 0084).
  const code = useShownCode(active);
  if (wallet.count === 0) return <p className="wallet__empty">{WALLET_TEXT.empty}</p>;
  return (
    <>
      <StaleNote wallet={wallet} />
      <Section state="active" egcs={active} timeZone={timeZone} onShow={code.show} />
      <Section state="used" egcs={used} timeZone={timeZone} onShow={code.show} />
      <Section state="expired" egcs={expired} timeZone={timeZone} onShow={code.show} />
      <CodeView
        egc={code.shown}
        timeZone={timeZone}
        offlineWarning={wallet.isOffline ? WALLET_TEXT.mayBeUsed : null}
        onClose={code.hide}
      />
    </>
  );
}

function WalletBody({ wallet, timeZone }: { readonly wallet: WalletState; readonly timeZone: string }) {
  // spec §4, §8: behind the session-expired overlay the panel says why, not the generic failure.
  const isSessionExpired = useSessionExpired();
  switch (wallet.kind) {
    case 'loading':
      return <RoutePending />;
    case 'waitingForNetwork':
      return <p className="wallet__empty">{WALLET_TEXT.notYet}</p>;
    case 'error': {
      const message = messageFor('generic', isSessionExpired ? STATUS.sessionExpired : null);
      return (
        <FeedbackPanel tone="error" title={message.title} body={message.body}>
          <Button onPress={wallet.retry} isPending={wallet.isRetrying}>
            {UI_TEXT.actions.retry}
          </Button>
        </FeedbackPanel>
      );
    }
    case 'ready':
      return <ReadyWallet wallet={wallet} timeZone={timeZone} />;
  }
}

/**
 * My eGCs (decision 0080): every eGC, ready to show at a merchant's counter, offline too. `aside` is what the route
 * adds above the eGCs (decision 0203: the notifications' ask and settings).
 */
export function WalletPage(props: WalletInput & { readonly aside?: ReactNode }) {
  const wallet = useWallet(props);
  return (
    <section className="page-card wallet" aria-labelledby="wallet-title">
      <PickerHeader
        back={
          <Link to="/" aria-label={WALLET_TEXT.backToHome}>
            <BackChevron />
          </Link>
        }
        title={WALLET_TEXT.title}
        titleId="wallet-title"
        bannerSrc={PICK_BANNERS.wallet}
        description={<p>{WALLET_TEXT.intro}</p>}
      />
      {props.orderID === undefined ? null : (
        <p className="wallet__order">
          {fillTemplate(WALLET_TEXT.orderOnly, { orderID: props.orderID })}{' '}
          <Link to="/egcs">{WALLET_TEXT.showAll}</Link>
        </p>
      )}
      {props.aside}
      <WalletBody wallet={wallet} timeZone={props.config.timeZone} />
    </section>
  );
}
