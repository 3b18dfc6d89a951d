import styled, { keyframes } from 'styled-components';
import { theme } from '@shop/shared-contracts';

const burst = keyframes`
  0% { transform: translate(0, 0) scale(0.4); opacity: 1; }
  100% { transform: translate(var(--dx), var(--dy)) scale(1) rotate(300deg); opacity: 0; }
`;

const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  span {
    position: absolute;
    left: 50%;
    top: 40%;
    width: 10px;
    height: 14px;
    border-radius: 2px;
    opacity: 0;
    animation: ${burst} 1.6s ease-out forwards;
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const COLOURS = [theme.color.accent, theme.color.brand, '#ffffff', theme.color.accentDark];

/** A confetti burst for a real instant win; nothing moves under prefers-reduced-motion. Decorative. */
export function Celebration() {
  return (
    <Layer aria-hidden="true">
      {Array.from({ length: 28 }, (_, index) => {
        const angle = (index / 28) * Math.PI * 2;
        const distance = 120 + (index % 5) * 30;
        return (
          <span
            key={index}
            style={{
              background: COLOURS[index % COLOURS.length],
              animationDelay: `${(index % 7) * 40}ms`,
              ['--dx' as string]: `${Math.round(Math.cos(angle) * distance)}px`,
              ['--dy' as string]: `${Math.round(Math.sin(angle) * distance)}px`,
            }}
          />
        );
      })}
    </Layer>
  );
}
