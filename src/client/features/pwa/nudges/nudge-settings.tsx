import { useState } from 'react';
import { Switch } from 'react-aria-components/Switch';
import { nudgeSettingsSaveCall } from '../../../../contract/nudges';
import { NUDGE_TEXT } from '../../../../domain/nudge-texts';
import { NUDGE_KINDS, type NudgeKind } from '../../../../domain/nudges';
import { callApi } from '../../../lib/api';
import { useOnline } from '../../../lib/use-network-action';
import { Button } from '../../../ui/button';
import { ModalDialog } from '../../../ui/modal-dialog';
import { useNudgeSettings, usePushState } from './nudges-query';
import { turnOffPush, turnOnPush } from './push-browser';
import './nudges.css';

// Decision 0203: a sheet to turn each kind of nudge on and off (kept on the server, for every device),
// and pushes on this phone on or off (its subscription).

function ThisPhone({ push }: { readonly push: ReturnType<typeof usePushState> }) {
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    await work().catch(() => undefined);
    setBusy(false);
    push.reread();
  };
  if (push.state === null) return null;
  if (push.state === 'on') {
    return (
      <div className="nudge-settings__phone">
        <Button variant="secondary" isPending={busy} isDisabled={!online} onPress={() => void run(turnOffPush)}>
          {NUDGE_TEXT.settings.turnOff}
        </Button>
      </div>
    );
  }
  return (
    <div className="nudge-settings__phone">
      <p className="nudge-settings__state">
        {push.state === 'denied' ? NUDGE_TEXT.ask.blocked : NUDGE_TEXT.settings.pushOff}
      </p>
      {push.state === 'off' ? (
        <Button isPending={busy} isDisabled={!online} onPress={() => void run(turnOnPush)}>
          {NUDGE_TEXT.settings.turnOn}
        </Button>
      ) : null}
    </div>
  );
}

export function NudgeSettingsButton() {
  const [isOpen, setOpen] = useState(false);
  const { settings, refresh } = useNudgeSettings();
  const push = usePushState();
  const online = useOnline();
  const [failed, setFailed] = useState(false);

  const save = async (kind: NudgeKind, on: boolean) => {
    setFailed(false);
    const answer = await callApi(nudgeSettingsSaveCall, { body: { [kind]: on } }).catch(() => null);
    if (answer?.kind !== 'success') setFailed(true);
    void refresh();
  };

  return (
    <>
      <Button variant="link" onPress={() => setOpen(true)}>
        {NUDGE_TEXT.settings.open}
      </Button>
      <ModalDialog isOpen={isOpen} onOpenChange={setOpen} title={NUDGE_TEXT.settings.title}>
        <div className="nudge-settings">
          <p className="nudge-settings__lead">{NUDGE_TEXT.settings.lead}</p>
          <ul className="nudge-settings__kinds">
            {NUDGE_KINDS.map((kind) => (
              <li key={kind}>
                <Switch
                  className="nudge-switch"
                  isSelected={settings?.kinds[kind] ?? true}
                  isDisabled={settings === null || !online}
                  onChange={(on) => void save(kind, on)}
                  aria-describedby={`nudge-hint-${kind}`}
                >
                  <span className="nudge-switch__text">
                    <span className="nudge-switch__label">{NUDGE_TEXT.settings.kinds[kind]}</span>
                    <span id={`nudge-hint-${kind}`} className="nudge-switch__hint">
                      {NUDGE_TEXT.settings.hints[kind]}
                    </span>
                  </span>
                  <span className="nudge-switch__track" aria-hidden="true">
                    <span className="nudge-switch__thumb" />
                  </span>
                </Switch>
              </li>
            ))}
          </ul>
          {failed ? (
            <p className="nudge-settings__error" role="alert">
              {NUDGE_TEXT.settings.saveFailed}
            </p>
          ) : null}
          <ThisPhone push={push} />
          <div className="nudge-settings__close">
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {NUDGE_TEXT.settings.close}
            </Button>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
