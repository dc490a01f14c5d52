import type { ReactNode } from 'react';
import { SHELL_TEXT } from './shell-texts';

export interface AppShellProps {
  readonly children: ReactNode;
  /** Header parts that need app state (the redemption-end logout, spec §2). */
  readonly headerExtras?: ReactNode;
  /** Status lines between the header and the page (offline banner, update prompt). */
  readonly notices?: ReactNode;
  /** Beside the logo in the footer (the install button). */
  readonly footerExtras?: ReactNode;
}

/** The default layout: header with the promo's name, the page, and the logo footer (spec §2). */
export function AppShell({ children, headerExtras, notices, footerExtras }: AppShellProps) {
  return (
    <div className="app-shell">
      <header className="app-shell__header">
        <span className="app-shell__brand">{SHELL_TEXT.brand}</span>
        {headerExtras}
      </header>
      {notices}
      <main className="app-shell__main">{children}</main>
      <footer className="app-shell__footer">
        <img src="/icons/icon.svg" alt={SHELL_TEXT.logoAlt} width="32" height="32" />
        {footerExtras}
      </footer>
    </div>
  );
}
