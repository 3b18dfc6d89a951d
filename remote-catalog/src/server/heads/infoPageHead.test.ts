/** @jest-environment node */
import { settingsWithOperator } from '@shop/shared-contracts/src/testing/operatorFixture';
import { infoPageHead, type InfoScreen } from './infoPageHead';
import { notFoundHead } from './notFoundHead';

describe('infoPageHead', () => {
  it('builds the FAQ head', () => {
    expect(infoPageHead('faq', '/faq')).toEqual({
      title: 'FAQ | Angling Prizes',
      description: "Answers to the questions we're asked most about entering, free postal entry, draws and prizes.",
      canonicalPath: '/faq',
      type: 'website',
      jsonLd: [],
      status: 200,
    });
  });

  it.each<[InfoScreen, string, string]>([
    ['legal-terms', 'Legal terms | Angling Prizes', '/legal-terms'],
    ['contact', 'Contact us | Angling Prizes', '/contact'],
    ['free-postal-route', 'Free postal entry route | Angling Prizes', '/free-postal-route'],
    ['winners', 'Winners | Angling Prizes', '/winners_list'],
    ['community-chat', 'Community chat | Angling Prizes', '/community-chat'],
  ])('%s: the route title, its own path by default, a description', (screen, title, path) => {
    const head = infoPageHead(screen);
    expect(head.title).toBe(title);
    expect(head.canonicalPath).toBe(path);
    expect(head.description).not.toBe('');
  });

  it("gives the contact details the page shows, from the operator's settings", () => {
    expect(infoPageHead('contact', '/contact', settingsWithOperator()).description).toBe(
      'Questions about an entry or a prize? Email help@anglingprizes.co.uk or use our form; we answer within one working day.',
    );
  });

  it('names no contact detail the settings leave out', () => {
    expect(infoPageHead('contact', '/contact', settingsWithOperator({ contact_email: '' })).description).toBe(
      'Questions about an entry or a prize? Use our form; we answer within one working day.',
    );
    expect(infoPageHead('contact', '/contact', settingsWithOperator({ reply_within: '' })).description).toBe(
      'Questions about an entry or a prize? Email help@anglingprizes.co.uk or use our form.',
    );
    expect(infoPageHead('contact').description).toBe('Questions about an entry or a prize? Use our form.');
  });

  it('keeps a query that picks the content', () => {
    expect(infoPageHead('legal-terms', '/legal-terms?tab=3').canonicalPath).toBe('/legal-terms?tab=3');
  });
});

describe('notFoundHead', () => {
  it('answers 404 with a plain head', () => {
    expect(notFoundHead('/competition/details/Gone-99')).toEqual({
      title: 'Page not found | Angling Prizes',
      description: 'The page you were looking for has moved or never existed.',
      canonicalPath: '/competition/details/Gone-99',
      type: 'website',
      jsonLd: [],
      status: 404,
    });
  });
});
