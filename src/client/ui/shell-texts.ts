// Shell labels the spec does not word; spec texts come from src/domain/messages.ts.
export const SHELL_TEXT = {
  brand: 'Spend Promo Rewards',
  logoAlt: 'Spend Promo',
  loading: 'Loading…',
} as const;
