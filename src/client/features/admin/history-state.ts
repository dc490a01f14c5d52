// The admin's search rides in the browser's history state, not the URL: a promo code or customer number is
// personal data that should not land in the address bar, the history list or server logs. Back and forward
// move between searches; a reload shows the same cardholder again.
declare module '@tanstack/history' {
  interface HistoryState {
    readonly adminSearch?: string;
  }
}

export {};
