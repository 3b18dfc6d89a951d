import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ScrollToTop } from './ScrollToTop';

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
  return (
    <Page>
      <ScrollToTop />
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
    </Page>
  );
}
