import styled from 'styled-components';
import { formatPounds, theme, type CartItem } from '@shop/shared-contracts';
import { basketTotal } from '../cart/basketTotal';
import { LineThumb } from '../ui/LineThumb';
import type { BasketModalState } from './modalStore';

const Added = styled.div`
  display: flex;
  gap: 14px;
  align-items: center;
  padding: 12px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.brandLight};
`;
const AddedText = styled.div`
  display: grid;
  gap: 4px;
  strong {
    font-size: 1.02rem;
  }
`;
const Note = styled.p<{ $tone: 'info' | 'error' }>`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-left: 4px solid ${(props) => (props.$tone === 'error' ? theme.color.danger : theme.color.accentDark)};
  background: ${(props) => (props.$tone === 'error' ? '#fdf1f0' : '#fff8e6')};
  border-radius: ${theme.radius.small};
  font-weight: 600;
`;

const tickets = (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`;

/** The competition just added (or not), with the basket's line for it now and the clamp or failure message. */
export function AddedLine({ modal, line }: { modal: BasketModalState; line: CartItem | undefined }) {
  return (
    <div aria-live="polite">
      <Added data-testid="basket-modal-line">
        <LineThumb src={modal.image} size={80} />
        <AddedText>
          <strong>{modal.title}</strong>
          {modal.phase === 'added' ? (
            <>
              <span>{tickets(modal.quantity)} added</span>
              {line ? (
                <span>
                  Now {tickets(Number(line.quantity))} · {formatPounds(basketTotal([line]))}
                </span>
              ) : null}
            </>
          ) : null}
        </AddedText>
      </Added>
      {modal.message ? (
        <Note role={modal.phase === 'failed' ? 'alert' : 'status'} $tone={modal.phase === 'failed' ? 'error' : 'info'}>
          {modal.message}
        </Note>
      ) : null}
    </div>
  );
}
