import { AppVersion } from './app-version';
import { InstallButton } from './install-button';

/** The footer's Install button and About line: below the fold of every first view, so they load after it. */
export function FooterExtras() {
  return (
    <>
      <InstallButton />
      <AppVersion />
    </>
  );
}
