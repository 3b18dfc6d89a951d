import { prefilledContact } from '../info/contactForm';
import { REPORT_SUBJECT, reportLink } from './reportLink';

const empty = { name: '', email: '', order: '', subject: '', message: '' };
const formFrom = (link: string) => prefilledContact(empty, new URL(link, 'http://shop.test').searchParams);

describe('chat report', () => {
  it('opens the contact form with the subject and the reported message quoted', () => {
    const link = reportLink({ id: 42, name: 'Danny', message: 'Meet me at <b>the lake</b> & bring cash', created_at: 0 }, '23 Nov, 5:10 pm');
    expect(link.startsWith('/contact?')).toBe(true);
    expect(formFrom(link)).toEqual({
      ...empty,
      subject: 'Report: community chat message',
      message:
        'I\'d like to report this community chat message (message 42):\n\nDanny, 23 Nov, 5:10 pm: "Meet me at <b>the lake</b> & bring cash"\n\nWhat is wrong with it: ',
    });
    expect(REPORT_SUBJECT).toBe('Report: community chat message');
  });

  it('quotes at most 500 characters of a long message and names a nameless author Angler', () => {
    const form = formFrom(reportLink({ id: 7, name: '', message: 'x'.repeat(900), created_at: 0 }, '1 Dec, 9:00 am'));
    expect(form.message).toContain(`Angler, 1 Dec, 9:00 am: "${'x'.repeat(500)}…"`);
    expect(form.message).not.toContain('x'.repeat(501));
  });
});
