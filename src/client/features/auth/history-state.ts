// The promo code rides in the browser's history state from /login to /verification: Resend needs it for a
// new code (spec §7 Send OTP takes `promoid`), and spec §2 gives /verification only `token` and `contact`
// as params, so it stays out of the URL. History state survives a reload of the page.
declare module '@tanstack/history' {
  interface HistoryState {
    readonly promoCode?: string;
  }
}

export {};
