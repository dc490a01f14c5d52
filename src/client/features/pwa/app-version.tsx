import { BUILD_ID } from '../../lib/persistence/cache-owner';
import { PWA_TEXT } from './pwa-texts';
import './pwa.css';

/** The running build in the footer: what support asks for, and what changes when an update is applied. */
export function AppVersion() {
  return <p className="app-version">{PWA_TEXT.version(BUILD_ID)}</p>;
}
