import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { Header } from './layout/Header';
import { OptionalPart } from './OptionalPart';
import { ScrollToTop } from './ScrollToTop';
import { useAfterPageContent } from '../services/pageTiming';

// Below a screen-tall main, the footer is never in the first view: its code comes once the page's content is in.
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './layout/Footer').then((module) => ({ default: module.Footer })));

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${theme.color.page};
`;
// At least a screen tall, so the footer never shows (and then jumps) while a page's content loads.
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.layout.gutter};
`;

/** Header, the routed page, footer. */
export function Layout() {
  const contentIn = useAfterPageContent();
  return (
    <Page>
      <ScrollToTop />
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      {contentIn && (
        <OptionalPart name="footer">
          <Footer />
        </OptionalPart>
      )}
    </Page>
  );
}
