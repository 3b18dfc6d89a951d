import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatPounds, media, theme, type Competition } from '@shop/shared-contracts';
import { focusRing, PrimaryButton, SecondaryButton, headingType, textType } from '@shop/remote-kit';
import { ChoiceLabel } from '@shop/remote-kit/forms';
import { ticketsText } from './ticketsText';

/** The spec's question modal is named `enter`. */
export const QUESTION_MODAL_NAME = 'enter';

const Dialog = styled.dialog`
  width: 100%;
  max-width: 100%;
  max-height: 92vh;
  margin: auto 0 0;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.large} ${theme.radius.large} 0 0;
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  box-shadow: ${theme.shadow.raised};
  &::backdrop {
    background: rgba(10, 30, 26, 0.55);
  }
  ${media.tablet} {
    max-width: 480px;
    margin: auto;
    border-radius: ${theme.radius.large};
  }
`;
const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 22px 20px 20px;
`;
const Title = styled.h2`
  margin: 0;
  ${headingType('1.1rem', theme.color.inkMuted)}
`;
const Question = styled.legend`
  margin-bottom: 10px;
  padding: 0;
  font-family: ${theme.font.heading};
  font-size: 1.3rem;
  font-weight: 800;
  color: ${theme.color.brandDark};
  &:focus {
    outline: none;
  }
`;
const Options = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 10px;
`;
const Option = styled(ChoiceLabel)`
  font-weight: 700;
`;
const Note = styled.p`
  margin: 0;
  ${textType('0.9rem', theme.color.inkMuted)}
`;
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  button {
    width: 100%;
  }
`;
const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  font-size: 1.5rem;
  color: ${theme.color.inkMuted};
  cursor: pointer;
  ${focusRing}
`;

/**
 * The qualifying question (modal `enter`, add-to-cart step 1, asked by the basket's add flow): answers as
 * radio cards, none preselected; Confirm adds with the chosen answer, Cancel or Escape closes with no side
 * effect. A native modal dialog keeps focus inside, and gives it back to the Enter button once closed.
 */
export function QuestionModal({
  competition,
  quantity,
  unitPrice,
  onConfirm,
  onClose,
  returnFocus,
}: {
  competition: Competition;
  quantity: number;
  unitPrice: number;
  onConfirm: (answer: number) => void;
  onClose: () => void;
  /** Focused once the dialog has closed: the button that asked for the add. */
  returnFocus: HTMLElement | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const legendRef = useRef<HTMLLegendElement>(null);
  const [answer, setAnswer] = useState<number | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    legendRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (returnFocus?.isConnected) returnFocus.focus();
    };
  }, [returnFocus]);
  const total = formatPounds(unitPrice * quantity);
  const tickets = ticketsText(quantity);
  return (
    <Dialog
      ref={ref}
      id={QUESTION_MODAL_NAME}
      data-modal={QUESTION_MODAL_NAME}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Body
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (answer !== null) onConfirm(answer);
        }}
      >
        <Title id={titleId}>{competition.title}</Title>
        <Options>
          <Question ref={legendRef} tabIndex={-1}>
            {competition.question || 'Answer the question to enter'}
          </Question>
          {competition.question_options.map((option) => (
            <Option key={option.id}>
              <input type="radio" name="answer" value={option.id} checked={answer === option.id} onChange={() => setAnswer(option.id)} />
              {option.text}
            </Option>
          ))}
        </Options>
        <Note>Only entries with the right answer go into the draw.</Note>
        <Actions>
          <PrimaryButton type="submit" disabled={answer === null}>
            Confirm and add {tickets} ({total})
          </PrimaryButton>
          <SecondaryButton type="button" onClick={onClose}>
            Cancel
          </SecondaryButton>
        </Actions>
      </Body>
      <Close type="button" aria-label="Close" onClick={onClose}>
        ×
      </Close>
    </Dialog>
  );
}
