import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { passwordStrength, type PasswordStrengthTone } from '../lib/passwordStrength';

const TONE_COLOURS: Record<PasswordStrengthTone, string> = {
  none: theme.color.border,
  short: theme.color.danger,
  good: theme.color.accentDark,
  strong: theme.color.success,
};

const Meter = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 4px;
  margin: -8px 0 6px;
`;
const Segment = styled.span<{ $filled: boolean; $tone: PasswordStrengthTone }>`
  height: 6px;
  border-radius: 3px;
  background: ${(props) => (props.$filled ? TONE_COLOURS[props.$tone] : theme.color.border)};
`;
const Words = styled.p`
  margin: 0 0 16px;
  font-size: 0.92rem;
  font-weight: 600;
  color: ${theme.color.inkMuted};
`;

/** The password strength indicator: a four-step bar with the words (colour never carries the meaning alone). */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password);
  return (
    <div data-testid="password-strength" data-level={strength.level}>
      <Meter aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <Segment key={step} $filled={strength.score >= step} $tone={strength.tone} />
        ))}
      </Meter>
      <Words id={id} aria-live="polite">
        Password strength: {strength.message}
      </Words>
    </div>
  );
}
