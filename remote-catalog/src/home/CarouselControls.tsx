import styled from 'styled-components';
import { media, theme, type CompetitionCard } from '@shop/shared-contracts';
import { focusRing } from '@shop/remote-kit';

const Controls = styled.div`
  position: absolute;
  left: 50%;
  bottom: 8px;
  display: flex;
  align-items: center;
  gap: 2px;
  transform: translateX(-50%);
`;
const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  color: ${theme.color.onBrand};
  font-size: 1.2rem;
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-color: ${theme.color.accent};
  }
`;
/** Dots from tablet up; a phone shows "2 / 6" between the arrows so the controls fit 360 px. */
const DotButton = styled(ControlButton)`
  display: none;
  ${media.tablet} {
    display: inline-flex;
  }
`;
const Counter = styled.span`
  min-width: 56px;
  color: ${theme.color.onBrand};
  font-weight: 700;
  text-align: center;
  font-variant-numeric: tabular-nums;
  ${media.tablet} {
    display: none;
  }
`;
const Dot = styled.span<{ $active: boolean }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  border: 2px solid ${theme.color.onBrand};
  background: ${(p) => (p.$active ? theme.color.accent : 'transparent')};
`;

export interface CarouselControlsProps {
  slides: readonly CompetitionCard[];
  index: number;
  onGo: (index: number) => void;
  /** The pause button; left out under reduced motion, where nothing plays. */
  pause: { paused: boolean; onToggle: () => void } | null;
}

/** Previous, a dot per slide (a counter on phones), next, and pause or play. */
export function CarouselControls({ slides, index, onGo, pause }: CarouselControlsProps) {
  return (
    <Controls>
      <ControlButton type="button" data-first-tap="carousel-previous" aria-label="Previous slide" onClick={() => onGo(index - 1)}>
        ‹
      </ControlButton>
      {slides.map((competition, i) => (
        <DotButton
          key={competition.id}
          type="button"
          data-first-tap={`carousel-slide-${i + 1}`}
          aria-label={`Show slide ${i + 1}: ${competition.title}`}
          aria-current={i === index}
          onClick={() => onGo(i)}
        >
          <Dot $active={i === index} />
        </DotButton>
      ))}
      <Counter aria-hidden="true">
        {index + 1} / {slides.length}
      </Counter>
      <ControlButton type="button" data-first-tap="carousel-next" aria-label="Next slide" onClick={() => onGo(index + 1)}>
        ›
      </ControlButton>
      {pause ? (
        <ControlButton
          type="button"
          data-first-tap="carousel-pause"
          aria-label={pause.paused ? 'Play slides' : 'Pause slides'}
          aria-pressed={pause.paused}
          onClick={pause.onToggle}
        >
          {pause.paused ? '▶' : '❚❚'}
        </ControlButton>
      ) : null}
    </Controls>
  );
}
