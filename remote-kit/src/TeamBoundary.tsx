import type { ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';

/**
 * Wraps a team's tree in its own styled-components namespace, so two teams' class names can never
 * collide on one page (styled-components issues 2974, 3148, 4354), and marks it `data-boundary`.
 */
export function TeamBoundary({ team, children, ...data }: { team: string; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <StyleSheetManager namespace={`[data-boundary='${team}']`}>
      <div data-boundary={team} style={{ display: 'contents' }} {...data}>
        {children}
      </div>
    </StyleSheetManager>
  );
}
