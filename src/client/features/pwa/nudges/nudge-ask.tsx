import { useState } from 'react';
import { nudgeRefuseCall } from '../../../../contract/nudges';
import { NUDGE_TEXT } from '../../../../domain/nudge-texts';
import { NUDGE_KINDS } from '../../../../domain/nudges';
import { callApi } from '../../../lib/api';
import { useOnline } from '../../../lib/use-network-action';
import { Button } from '../../../ui/button';
import { useNudgeSettings, usePushState } from './nudges-query';
import { turnOnPush } from './push-browser';
import './nudges.css';

// Decision 0204: "Tell me when…", offered after a first claim and on My eGCs, never on first load. It says
// what will be sent before the browser's own prompt; "Not now" keeps it away 30 days on every device.

type Outcome = 'idle' | 'on' | 'refused' | 'blocked' | 'failed';

export function NudgeAsk() {
  const online = useOnline();
  const { settings, refresh } = useNudgeSettings();
  const push = usePushState();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [busy, setBusy] = useState(false);

  const refuse = async () => {
    setOutcome('refused');
    await callApi(nudgeRefuseCall).catch(() => undefined);
    void refresh();
  };
  const accept = async () => {
    setBusy(true);
    const result = await turnOnPush();
    setBusy(false);
    if (result === 'on') {
      setOutcome('on');
      push.reread();
      void refresh();
    } else if (result === 'denied') {
      // The browser's "Block" is a refusal too: the ask stays away as after "Not now".
      setOutcome('blocked');
      await callApi(nudgeRefuseCall).catch(() => undefined);
    } else {
      setOutcome('failed');
    }
  };

  if (outcome === 'refused' || outcome === 'on') return null;
  if (outcome === 'idle' && (!online || push.state !== 'off' || settings?.mayAsk !== true)) return null;

  return (
    <section className="nudge-ask" aria-labelledby="nudge-ask-title">
      <h2 id="nudge-ask-title" className="nudge-ask__title">
        {NUDGE_TEXT.ask.title}
      </h2>
      {outcome === 'blocked' ? (
        <p className="nudge-ask__note" role="status">
          {NUDGE_TEXT.ask.blocked}
        </p>
      ) : (
        <>
          <p className="nudge-ask__lead">{NUDGE_TEXT.ask.lead}</p>
          <ul className="nudge-ask__list">
            {NUDGE_KINDS.map((kind) => (
              <li key={kind}>{NUDGE_TEXT.ask.kinds[kind]}</li>
            ))}
          </ul>
          <p className="nudge-ask__note">{NUDGE_TEXT.ask.note}</p>
          {outcome === 'failed' ? (
            <p className="nudge-ask__error" role="alert">
              {NUDGE_TEXT.ask.failed}
            </p>
          ) : null}
          <div className="nudge-ask__actions">
            <Button onPress={() => void accept()} isPending={busy}>
              {NUDGE_TEXT.ask.accept}
            </Button>
            <Button variant="secondary" onPress={() => void refuse()} isDisabled={busy}>
              {NUDGE_TEXT.ask.refuse}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
