import { PWA_TEXT } from './pwa-texts';
import './pwa.css';

declare const __APP_VERSION__: string;
const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** The running build, short, behind the footer's About: what support asks for, not on show on every screen. */
export function AppVersion() {
  return (
    <details className="app-about">
      <summary>{PWA_TEXT.about}</summary>
      <p className="app-about__version">{PWA_TEXT.version.replace('{version}', APP_VERSION)}</p>
    </details>
  );
}
