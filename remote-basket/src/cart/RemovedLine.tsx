import { useState } from 'react';
import styled from 'styled-components';
import { theme, type CartItem, type ShopApi } from '@shop/shared-contracts';
import { noticeRow, TextButton } from '@shop/remote-kit';
import { restoreLine } from './cartActions';

const Row = styled.li`
  ${noticeRow}
  border: 1px dashed ${theme.color.inkMuted};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.page};
  color: ${theme.color.ink};
`;

/** Where a removed line was: what went, and Undo for 5 seconds (the line comes back with the same quantity). */
export function RemovedLine({ item, api, onDone }: { item: CartItem; api: Pick<ShopApi, 'getNonce' | 'addItem' | 'getCart'>; onDone: () => void }) {
  const [restoring, setRestoring] = useState(false);
  const count = Number(item.quantity);
  const undo = async () => {
    if (restoring) return;
    setRestoring(true);
    await restoreLine(api, item);
    onDone();
  };
  return (
    <Row data-testid="removed-line">
      <span role="status">
        Removed {item.competition.title} ({count} {count === 1 ? 'ticket' : 'tickets'}).
      </span>
      <TextButton type="button" onClick={() => void undo()} disabled={restoring} aria-label={`Undo removing ${item.competition.title}`}>
        {restoring ? 'Putting back…' : 'Undo'}
      </TextButton>
    </Row>
  );
}
