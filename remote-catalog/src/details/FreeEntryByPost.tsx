import styled from 'styled-components';
import { formatDateTime, theme, type Competition } from '@shop/shared-contracts';
import { SecondaryLink } from '@shop/remote-kit';
import { useFreeEntryAddressLine } from '../shared/operatorDetails';

const Free = styled.div`
  padding: 16px;
  border: 2px solid ${theme.color.brand};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.brandLight};
  p {
    margin: 0 0 10px;
    line-height: 1.5;
  }
`;

/** The free postal route for this competition: the address to write to and when postcards must arrive. */
export function FreeEntryByPost({ competition }: { competition: Competition }) {
  const freeEntryAddress = useFreeEntryAddressLine();
  return (
    <Free data-testid="details-free-entry">
      <p>
        You can enter this competition free by post with the same chance of winning as a paid entry. Send one entry per postcard with your name, address, phone,
        email, this competition&apos;s name and your answer
        {freeEntryAddress ? (
          <>
            {' '}
            to <strong>{freeEntryAddress}</strong>
          </>
        ) : null}
        .
      </p>
      <p>
        {competition.closing_date ? (
          <>
            Postcards must arrive by <strong>{formatDateTime(competition.closing_date, competition.closing_time)}</strong>, when entries close.
          </>
        ) : (
          'Postcards must arrive before entries close.'
        )}
      </p>
      <SecondaryLink to="/free-postal-route">How to enter free by post</SecondaryLink>
    </Free>
  );
}
