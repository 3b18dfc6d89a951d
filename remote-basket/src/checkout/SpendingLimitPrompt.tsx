import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { SecondaryLink, TextButton, textType } from '@shop/remote-kit';
import { Muted } from '../ui/layout';
import { sessionStore } from '../state/browserStorage';
import { RESPONSIBLE_GAMING_PATH } from './SpendingLimitStop';

const PROMPT_DISMISSED_KEY = 'basket.limitPromptDismissed';

const Prompt = styled.section`
  display: grid;
  gap: 10px;
  padding: 16px;
  border-left: 4px solid ${theme.color.brand};
  border-radius: ${theme.radius.small};
  background: ${theme.color.brandLight};
  h2 {
    margin: 0;
    ${textType('1.05rem', theme.color.brandDark)}
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

function readDismissed(): boolean {
  return sessionStore.getItem(PROMPT_DISMISSED_KEY) === '1';
}

/**
 * Asked before a purchase while no spending limit is set (DCMS code): calm,
 * optional, never in the way of paying. "Not now" hides it for this visit.
 */
export function SpendingLimitPrompt() {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    // Where storage is blocked or full it is kept in memory: hidden until the page reloads.
    sessionStore.setItem(PROMPT_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <Prompt aria-labelledby="spending-limit-prompt-title" data-testid="spending-limit-prompt">
      <h2 id="spending-limit-prompt-title">Would you like a spending limit?</h2>
      <Muted>Many customers set a weekly or monthly limit before they play. It's optional, and £0 is allowed. Your basket stays as it is.</Muted>
      <Actions>
        <SecondaryLink to={RESPONSIBLE_GAMING_PATH}>Set a limit</SecondaryLink>
        <TextButton type="button" onClick={dismiss}>
          Not now
        </TextButton>
      </Actions>
    </Prompt>
  );
}
