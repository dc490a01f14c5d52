// Shell labels the spec does not word; spec texts come from src/domain/messages.ts.
export const SHELL_TEXT = {
  brand: 'Spend Promo Rewards',
  logoAlt: 'Spend Promo',
  loading: 'Loading…',
  // Decision 0227: a cardholder screen's tab title, and each screen's name in it (the admin screens set their own).
  pageTitle: '{screen} — Spend Promo Rewards',
  screens: {
    '/': 'Home',
    '/register': 'Register',
    '/check': 'Am I registered',
    '/login': 'Log in',
    '/verification': 'Verification code',
    '/egcs': 'My eGCs',
    '/claim': 'Choose your eGCs',
    '/claimed': 'Reward claimed',
    '/bonusclaim': 'Frequency Spend',
    '/bonusmonthone': 'Month 1',
    '/bonusmonthtwo': 'Month 2',
    '/bonusmonththree': 'Month 3',
    '/bonusclaimext': 'Extra Three',
    '/bonusclaimins': 'Installment',
    '/bonusclaimed': 'Bonus claimed',
  } as Readonly<Record<string, string>>,
  notFound: 'Page Not Found',
  // Decision 0209: the language control. Each language in itself; the group in both, for a reader of either.
  language: {
    label: 'Language / Wika',
    names: { 'en-PH': 'English', 'fil-PH': 'Filipino' },
  },
} as const;
