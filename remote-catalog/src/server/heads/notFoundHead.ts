import { pageTitle, type PageHead } from '@shop/shared-contracts';

/** The head of a page or competition the backend does not know: the render server answers 404 with it. */
export function notFoundHead(path: string): PageHead {
  return {
    title: pageTitle('Page not found'),
    description: 'The page you were looking for has moved or never existed.',
    canonicalPath: path,
    type: 'website',
    jsonLd: [],
    status: 404,
  };
}
