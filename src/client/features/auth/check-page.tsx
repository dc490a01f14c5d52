import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { UI_TEXT } from '../../../domain/messages';
import { CheckFormSchema, FIELD_LABELS } from '../../../domain/validation';
import { failureMessage } from '../../lib/api-failure';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { inquireCode } from './api/inquire-code';
import { AUTH_TEXT } from './auth-texts';
import { FeedbackView } from './feedback-view';
import { checkFeedback, type Feedback, messageFeedback } from './sign-in-feedback';

/** spec §2 /check: 'Am I registered', the promo code's status in the inquiry texts of spec §8. */
export function CheckPage({ campaignId }: { readonly campaignId: number | null }) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useForm({
    schema: CheckFormSchema,
    initialValues: { promoCode: '' },
    onSubmit: async ({ promoCode }) => {
      // null only while the prerendered page hydrates (use-hydrating.ts): nothing to send to yet.
      if (campaignId === null) return;
      setFeedback(null);
      try {
        setFeedback(checkFeedback(await inquireCode(campaignId, promoCode), promoCode));
      } catch (error) {
        setFeedback(messageFeedback(failureMessage(error)));
      }
    },
  });
  return (
    <section className="page-card" aria-labelledby="check-title">
      <h1 id="check-title">{UI_TEXT.checkPage.title}</h1>
      <Form className="sign-in-form" onSubmit={form.handleSubmit} validationBehavior="aria">
        <TextField
          label={FIELD_LABELS.promoCode}
          description={AUTH_TEXT.promoCodeDescription}
          autoComplete="off"
          isRequired
          {...form.textField('promoCode')}
        />
        <div className="form-actions">
          <Button type="submit" isPending={form.isSubmitting}>
            {AUTH_TEXT.check.submit}
          </Button>
        </div>
      </Form>
      {feedback ? <FeedbackView feedback={feedback} /> : null}
      <nav className="page-links" aria-label={AUTH_TEXT.links.label}>
        <Link to="/register">{AUTH_TEXT.links.register}</Link>
        <Link to="/login">{AUTH_TEXT.links.login}</Link>
      </nav>
    </section>
  );
}
