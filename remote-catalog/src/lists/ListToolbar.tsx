import { useId, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme } from '@shop/shared-contracts';
import { insetFocusRing } from '@shop/remote-kit';
import { chipStyle } from '../shared/ui';
import { LIST_FILTERS, LIST_SORTS, type ListFilter, type ListSort } from './listFilters';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-bottom: 18px;
  ${media.tablet} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
  }
`;
/** Phones: the chips scroll sideways from edge to edge instead of wrapping. */
const Chips = styled.div`
  display: flex;
  gap: 8px;
  margin: 0 -${theme.layout.gutter};
  padding: 2px ${theme.layout.gutter} 4px;
  overflow-x: auto;
  scrollbar-width: none;
  ${media.tablet} {
    flex-wrap: wrap;
    margin: 0;
    padding: 2px 0;
    overflow: visible;
  }
`;
const Chip = styled(Link)`
  ${chipStyle}
  &[aria-current='true'] {
    background: ${theme.color.brand};
    color: ${theme.color.onBrand};
  }
`;
const Sort = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  flex: none;
  label {
    font-weight: 700;
    white-space: nowrap;
  }
  select {
    min-height: 44px;
    padding: 0 12px;
    border: 2px solid ${theme.color.inkMuted};
    border-radius: ${theme.radius.small};
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    font: inherit;
    ${insetFocusRing}
  }
`;

/** A plain left click, which the list handles itself; any other (a new tab, a new window) is the browser's. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The list's filter chips and its labelled sort. Each chip is a link to its filtered list (`?filter=…`, the
 * sort kept), the current one `aria-current`: before hydration, or when the catalogue's code did not load,
 * a tap loads that list from the server. Once live, a tap filters in place (`onFilter`). The sort is marked
 * for the shell's first-tap script, which keeps a choice made before hydration and applies it once live.
 */
export function ListToolbar({
  filter,
  sort,
  onFilter,
  onSort,
  hrefFor,
}: {
  filter: ListFilter;
  sort: ListSort;
  onFilter: (filter: ListFilter) => void;
  onSort: (sort: ListSort) => void;
  /** The list's address with this chip on. */
  hrefFor: (filter: ListFilter) => string;
}) {
  const sortId = useId();
  return (
    <Bar data-testid="list-toolbar">
      <Chips role="group" aria-label="Filter competitions">
        {LIST_FILTERS.map((chip) => (
          <Chip
            key={chip.id}
            to={hrefFor(chip.id)}
            replace
            aria-current={filter === chip.id ? 'true' : undefined}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              onFilter(chip.id);
            }}
          >
            {chip.label}
          </Chip>
        ))}
      </Chips>
      <Sort>
        <label htmlFor={sortId}>Sort by</label>
        <select
          id={sortId}
          data-first-tap="list-sort"
          value={sort}
          onChange={(event) => onSort(LIST_SORTS.find((option) => option.id === event.target.value)?.id ?? sort)}
        >
          {LIST_SORTS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </Sort>
    </Bar>
  );
}
