import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, Page, SecondaryLink, Spinner } from '@shop/remote-kit';
import { media, STORAGE_KEYS, theme } from '@shop/shared-contracts';
import { FAILED_TEXTS } from '../shared/failedTexts';
import { SafeHtml } from '../shared/SafeHtml';
import { focusRing } from '@shop/remote-kit';
import { useLegalTerms } from './useContent';
import { localStore } from '../shared/browserStorage';

const Tabs = styled.div`
  display: none;
  gap: 6px;
  margin-bottom: 16px;
  border-bottom: 2px solid ${theme.color.border};
  ${media.tablet} {
    display: flex;
    flex-wrap: wrap;
  }
`;
const Tab = styled.button<{ $active: boolean }>`
  min-height: 48px;
  padding: 0 16px;
  border: 0;
  border-bottom: 3px solid ${(p) => (p.$active ? theme.color.brand : 'transparent')};
  margin-bottom: -2px;
  background: none;
  color: ${(p) => (p.$active ? theme.color.brandDark : theme.color.inkMuted)};
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  ${focusRing}
`;
const Select = styled.select`
  width: 100%;
  min-height: 48px;
  margin-bottom: 16px;
  padding: 0 12px;
  border: 2px solid ${theme.color.inkMuted};
  border-radius: ${theme.radius.small};
  background: ${theme.color.surface};
  font: inherit;
  font-weight: 700;
  ${focusRing}
  ${media.tablet} {
    display: none;
  }
`;
const Panel = styled.div`
  padding: 20px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;

function readIndex(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

function storedIndex(): number | null {
  return readIndex(localStore.getItem(STORAGE_KEYS.legalTermsActiveIndex));
}

/**
 * Legal terms as tabs (a select on phones). `?tab=N` selects one (tab 3 is the privacy policy); the active
 * index is kept locally, and the tab lives in the URL so it can be linked.
 */
export default function LegalTermsScreen() {
  const query = useLegalTerms();
  const [params, setParams] = useSearchParams();
  const tabs = query.data ?? [];
  // The kept tab is read once mounted: the server has no storage, and the first render must be the one it sent.
  const [stored, setStored] = useState<number | null>(null);
  useEffect(() => setStored(storedIndex()), []);
  const requested = readIndex(params.get('tab')) ?? stored ?? 0;
  const active = tabs.length ? Math.min(requested, tabs.length - 1) : requested;
  const baseId = useId();
  useEffect(() => localStore.setItem(STORAGE_KEYS.legalTermsActiveIndex, String(active)), [active]);
  const select = (index: number) => setParams({ tab: String(index) }, { replace: true });
  const current = tabs[active];
  return (
    <Page title="Legal terms" lead="Terms and conditions, competition rules, responsible play and privacy.">
      {query.isPending ? (
        <Spinner label="Loading the legal terms" />
      ) : query.isError && !query.data ? (
        <ErrorState message={FAILED_TEXTS.legalTerms} onRetry={() => void query.refetch()} />
      ) : !current ? (
        <EmptyState message="No terms are published here yet.">
          <SecondaryLink to="/contact">Ask us for a copy</SecondaryLink>
        </EmptyState>
      ) : (
        <>
          <Select aria-label="Choose a document" value={active} onChange={(event) => select(Number(event.target.value))} data-first-tap="legal-document">
            {tabs.map((tab, index) => (
              <option key={tab.title} value={index}>
                {tab.title}
              </option>
            ))}
          </Select>
          <Tabs role="tablist" aria-label="Legal documents">
            {tabs.map((tab, index) => (
              <Tab
                key={tab.title}
                type="button"
                role="tab"
                id={`${baseId}-tab-${index}`}
                aria-selected={index === active}
                aria-controls={`${baseId}-panel`}
                tabIndex={index === active ? 0 : -1}
                $active={index === active}
                onClick={() => select(index)}
                data-first-tap={`legal-tab-${index}`}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowRight') select((active + 1) % tabs.length);
                  if (event.key === 'ArrowLeft') select((active - 1 + tabs.length) % tabs.length);
                }}
              >
                {tab.title}
              </Tab>
            ))}
          </Tabs>
          <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`} data-testid="legal-panel" data-tab-index={active}>
            <SafeHtml html={current.content} />
          </Panel>
        </>
      )}
    </Page>
  );
}
