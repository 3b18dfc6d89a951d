import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, Page, Spinner, outlinedBox } from '@shop/remote-kit';
import { competitionSlug, theme } from '@shop/shared-contracts';
import { FAILED_TEXTS } from '../shared/failedTexts';
import { SafeHtml } from '../shared/SafeHtml';
import { SecondaryLink } from '@shop/remote-kit';
import { useFaqs } from './useContent';

const Item = styled.details`
  margin-bottom: 10px;
  ${outlinedBox(theme.radius.medium, theme.color.surface)}
  summary {
    min-height: 52px;
    display: flex;
    align-items: center;
    padding: 12px 16px;
    font-weight: 800;
    color: ${theme.color.brandDark};
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
  > div {
    padding: 0 16px 16px;
  }
`;

/** FAQ: native details/summary accordions; each answer deep-linkable by its #id. */
export default function FaqScreen() {
  const query = useFaqs();
  const { hash } = useLocation();
  const faqs = query.data ?? [];
  useEffect(() => {
    if (hash && faqs.length) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, faqs.length]);
  return (
    <Page title="FAQ" lead="Answers to the questions we're asked most." narrow>
      {query.isPending ? (
        <Spinner label="Loading the FAQ" />
      ) : query.isError && !query.data ? (
        <ErrorState message={FAILED_TEXTS.faq} onRetry={() => void query.refetch()} />
      ) : faqs.length === 0 ? (
        <EmptyState message="No questions have been answered here yet.">
          <SecondaryLink to="/contact">Contact us</SecondaryLink>
        </EmptyState>
      ) : (
        <div data-testid="faq-list">
          {faqs.map((faq) => {
            const id = competitionSlug(faq.question).toLowerCase().replace(/^-|-$/g, '');
            return (
              <Item key={faq.question} id={id} open={hash === `#${id}`}>
                <summary>{faq.question}</summary>
                <SafeHtml html={faq.answer} />
              </Item>
            );
          })}
          <p>
            Still stuck? <SecondaryLink to="/contact">Contact us</SecondaryLink>
          </p>
        </div>
      )}
    </Page>
  );
}
