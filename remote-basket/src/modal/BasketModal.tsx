import { useCallback, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { formatPounds, media, theme } from '@shop/shared-contracts';
import { PrimaryLink, SecondaryButton, SecondaryLink, Spinner, TeamBoundary, headingType, spreadRow } from '@shop/remote-kit';
import { basketTotal } from '../cart/basketTotal';
import { useCartState } from '../state/basketStore';
import { AddedLine } from './AddedLine';
import { closeBasketModal, useBasketModal } from './modalStore';
import { useDialogFocus } from './useDialogFocus';

const slideUp = keyframes`from { transform: translateY(100%); } to { transform: none; }`;
const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(10, 30, 26, 0.55);
  display: flex;
  align-items: flex-end;
  ${media.tablet} {
    justify-content: flex-end;
    align-items: stretch;
  }
`;
const Panel = styled.div`
  width: 100%;
  max-height: 90vh;
  overflow-y: auto;
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  border-radius: ${theme.radius.large} ${theme.radius.large} 0 0;
  box-shadow: ${theme.shadow.raised};
  padding: 8px 20px calc(20px + env(safe-area-inset-bottom));
  font-family: ${theme.font.body};
  animation: ${slideUp} 0.22s ease-out;
  &:focus {
    outline: none;
  }
  ${media.tablet} {
    width: 420px;
    max-height: none;
    height: 100%;
    border-radius: 0;
    padding: 20px 24px;
    animation-name: ${slideIn};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Handle = styled.div`
  width: 44px;
  height: 5px;
  margin: 4px auto 12px;
  border-radius: 3px;
  background: ${theme.color.border};
  ${media.tablet} {
    display: none;
  }
`;
const Head = styled.div`
  ${spreadRow('center')}
  gap: 12px;
  margin-bottom: 16px;
`;
const Title = styled.h2`
  margin: 0;
  ${headingType('1.25rem', theme.color.brandDark)}
`;
const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${theme.color.inkMuted};
  border-radius: 50%;
  background: ${theme.color.surface};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
`;
const Lines = styled.ul`
  list-style: none;
  margin: 18px 0 0;
  padding: 0;
  border-top: 1px solid ${theme.color.border};
`;
const Line = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 0;
  border-bottom: 1px solid ${theme.color.border};
  font-size: 0.95rem;
`;
const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 14px 0 18px;
  font-size: 1.15rem;
  font-weight: 800;
`;
const Actions = styled.div`
  display: grid;
  gap: 10px;
`;

/** The basket modal "exampleModal-3": phone bottom sheet, desktop right drawer. Closing it adds nothing. */
export default function BasketModal() {
  const modal = useBasketModal();
  const { cartItems } = useCartState();
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => closeBasketModal(), []);
  useDialogFocus(panel, close);

  const line = cartItems.find((item) => item.competition.id === modal.competitionId);
  const total = basketTotal(cartItems);

  return createPortal(
    <TeamBoundary team="basket-modal">
      <Backdrop
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <Panel ref={panel} id="exampleModal-3" role="dialog" aria-modal="true" aria-labelledby="exampleModal-3-title" tabIndex={-1}>
          <Handle aria-hidden="true" />
          <Head>
            <Title id="exampleModal-3-title">
              {modal.phase === 'adding' ? 'Adding to your basket' : modal.phase === 'failed' ? 'Not added' : 'Added to your basket'}
            </Title>
            <Close type="button" onClick={close} aria-label="Close basket" data-autofocus>
              ×
            </Close>
          </Head>
          {modal.phase === 'adding' ? <Spinner compact label="Adding your tickets" /> : <AddedLine modal={modal} line={line} />}
          {cartItems.length > 0 ? (
            <>
              <Lines aria-label="Your basket">
                {cartItems.map((item) => (
                  <Line key={item.key}>
                    <span>
                      {item.competition.title} × {item.quantity}
                    </span>
                    <span>{formatPounds(basketTotal([item]))}</span>
                  </Line>
                ))}
              </Lines>
              <Total>
                <span>Basket total</span>
                <span data-testid="basket-modal-total">{formatPounds(total)}</span>
              </Total>
            </>
          ) : null}
          <Actions>
            {cartItems.length > 0 ? (
              <PrimaryLink to="/checkout" onClick={close}>
                Checkout
              </PrimaryLink>
            ) : null}
            {cartItems.length > 0 ? (
              <SecondaryLink to="/cart" onClick={close}>
                View basket
              </SecondaryLink>
            ) : null}
            <SecondaryButton type="button" onClick={close}>
              Keep browsing
            </SecondaryButton>
          </Actions>
        </Panel>
      </Backdrop>
    </TeamBoundary>,
    document.body,
  );
}
