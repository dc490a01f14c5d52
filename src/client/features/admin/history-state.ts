import type { FindKey } from '../../../contract/admin-find';

// The admin's search rides in the browser's history state, not the URL: a promo code or customer number is
// personal data that should not land in the address bar, the history list or server logs. Back and forward
// move between searches; a reload shows the same cardholder again.
// One search is shown at a time. A search sets `adminSearch` and clears `adminFind`, a find the
// other way round, so a find that matches nobody (or several) never leaves the previous cardholder on screen.
declare module '@tanstack/history' {
  interface HistoryState {
    readonly adminSearch?: string;
    readonly adminFind?: { readonly by: FindKey; readonly value: string };
  }
}
