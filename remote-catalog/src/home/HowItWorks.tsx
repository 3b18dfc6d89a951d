import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useShopApi, headingType } from '@shop/remote-kit';
import { media, theme, type HowItWorks as HowItWorksData, type ShopApi } from '@shop/shared-contracts';
import { Section } from '../shared/Section';
import { SecondaryLink } from '@shop/remote-kit';

/** When the server sends no steps, the shop's own four: the same facts the FAQ states. */
const FALLBACK: HowItWorksData = {
  title: 'How it works',
  steps: [
    { title: 'Pick a prize', description: 'Choose a competition and how many tickets you want.' },
    { title: 'Answer the question', description: 'Answer the qualifying question, or enter free by post.' },
    { title: 'Get your numbers', description: 'Your ticket numbers arrive straight away.' },
    { title: 'Watch the live draw', description: 'Every main prize is drawn live and every result published.' },
  ],
};

const Steps = styled.ol`
  display: grid;
  gap: 14px;
  margin: 0 0 18px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const Step = styled.li`
  position: relative;
  padding: 18px 16px 16px 64px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  counter-increment: step;
  &::before {
    content: counter(step);
    position: absolute;
    left: 16px;
    top: 16px;
    display: grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border-radius: 50%;
    background: ${theme.color.brand};
    color: ${theme.color.onBrand};
    font-weight: 800;
  }
  h3 {
    margin: 0 0 4px;
    ${headingType('1.05rem', theme.color.brandDark)}
  }
  p {
    margin: 0;
    color: ${theme.color.inkMuted};
    line-height: 1.5;
  }
`;
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  padding-bottom: 32px;
`;

export function howItWorksQuery(api: ShopApi) {
  return {
    queryKey: ['catalog', 'how-it-works'],
    queryFn: async () => {
      try {
        return await api.getHowItWorks();
      } catch (error) {
        console.error('[catalog] how it works could not be loaded:', error);
        return FALLBACK;
      }
    },
  };
}

/** Wrapper: how it works, from gethowitworkssettings, with the free route and the draw results beside it. */
export const HowItWorks = memo(function HowItWorks() {
  const api = useShopApi();
  const query = useQuery(howItWorksQuery(api));
  const data = query.data && query.data.steps.length ? query.data : FALLBACK;
  return (
    <Section id="how-it-works" title={data.title || FALLBACK.title} testId="home-how-it-works">
      <Steps>
        {data.steps.map((step) => (
          <Step key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </Step>
        ))}
      </Steps>
      <Links>
        <SecondaryLink to="/free-postal-route">How to enter free by post</SecondaryLink>
        <SecondaryLink to="/draw/results">See every draw result</SecondaryLink>
        <SecondaryLink to="/winners_list">Meet our winners</SecondaryLink>
      </Links>
    </Section>
  );
});
