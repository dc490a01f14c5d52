import type { Faq } from '../../../domain/campaign-config';

// spec §3 UISchema faqs: Markdown answers, sanitised before display (spec §5).
export const DEMO_FAQS: Faq[] = [
  {
    question: 'How do I qualify for the spend rewards?',
    answer:
      'Register your promo code, then use your card. Spend of **P75,000** earns a **P1,500 eGC** and spend of ' +
      '**P200,000** earns a **P5,000 eGC**. Only one tier reward can be claimed, so choose when to claim.\n\n' +
      'Transactions made before your registration date do not count.',
  },
  {
    question: 'When will my transactions appear?',
    answer:
      'Registration confirmation and transaction posting take **5-7 banking days**. ' +
      'Check the *Qualified Transactions* list on your dashboard for the latest posted spend.',
  },
  {
    question: 'How will I receive my eGC?',
    answer:
      'Your eGC is sent to your registered mobile number and e-mail address. You can also resend it from the ' +
      '**Redemptions** tab.',
  },
];
