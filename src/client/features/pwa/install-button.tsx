import { Button } from '../../ui/button';
import { needsIosInstallGuidance, useInstallPrompt } from './install-prompt';
import { PWA_TEXT } from './pwa-texts';
import './pwa.css';

/** Shown only when the browser offers installation; iOS, which never does, gets the Add to Home Screen steps. */
export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (canInstall) {
    return (
      <Button variant="secondary" onPress={() => void install()}>
        {PWA_TEXT.install}
      </Button>
    );
  }
  if (needsIosInstallGuidance()) return <p className="install-hint">{PWA_TEXT.iosInstall}</p>;
  return null;
}
