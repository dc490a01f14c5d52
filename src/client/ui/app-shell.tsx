import type { ReactNode } from 'react';

/** The default layout: header with the promo's name, the page, and the logo footer (spec §2). */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <header className="app-shell__header">
        <span className="app-shell__brand">Spend Promo Rewards</span>
      </header>
      <main className="app-shell__main">{children}</main>
      <footer className="app-shell__footer">
        <img src="/icons/icon.svg" alt="Spend Promo" width="32" height="32" />
      </footer>
    </div>
  );
}
