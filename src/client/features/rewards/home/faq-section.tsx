import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel, DisclosureStateContext } from 'react-aria-components/Disclosure';
import { DisclosureGroup } from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';
import type { Faq } from '../../../../domain/campaign-config';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { faqKeys } from '../../../query-keys';
import { DASHBOARD_TEXT } from './dashboard-texts';
import './faq.css';

/** spec §2: "items come from configuration, plus a fixed one 'When will I qualify for the spend accumulation?'". */
function faqItems(configured: readonly Faq[]): readonly Faq[] {
  return [...configured, { question: REWARD_TEXT.faq.fixedQuestion, answer: REWARD_TEXT.faq.fixedAnswer }];
}

/**
 * The markdown and sanitiser libraries (marked, DOMPurify) load when an answer is first drawn, not with home:
 * the answers start collapsed, and home's first view has a JavaScript budget (decision 0052).
 */
function useSafeHtml(markdown: string): string {
  const { data } = useQuery({
    queryKey: faqKeys.html(markdown),
    queryFn: async () => (await import('../../../lib/safe-markdown')).safeMarkdownHtml(markdown),
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });
  return data ?? '';
}

/** Drawn once its item has been expanded: a collapsed panel stays in the document (react-aria), its answer not. */
function FaqAnswer({ markdown }: { readonly markdown: string }) {
  const isExpanded = useContext(DisclosureStateContext)?.isExpanded ?? true;
  return isExpanded ? <SafeAnswer markdown={markdown} /> : null;
}

function SafeAnswer({ markdown }: { readonly markdown: string }) {
  const html = useSafeHtml(markdown);
  // spec §5: the answer is sanitised to the allowlist in lib/safe-markdown.ts before it is inserted.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by safeMarkdownHtml (spec §5 allowlist)
  return <div className="faq__answer" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** spec §2 FAQ accordion; answers are sanitised markdown. */
export function FaqSection({ faqs }: { readonly faqs: readonly Faq[] }) {
  return (
    <section className="faq page-card" aria-labelledby="faq-title">
      <h2 id="faq-title">{DASHBOARD_TEXT.faqHeading}</h2>
      <DisclosureGroup className="faq__items" allowsMultipleExpanded>
        {faqItems(faqs).map((faq, index) => (
          <Disclosure key={faq.question} id={index} className="faq__item">
            <Heading level={3} className="faq__question">
              <Button slot="trigger" className="faq__trigger">
                {faq.question}
              </Button>
            </Heading>
            <DisclosurePanel className="faq__panel">
              <FaqAnswer markdown={faq.answer} />
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  );
}
