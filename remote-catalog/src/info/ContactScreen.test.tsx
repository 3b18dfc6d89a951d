import { act, screen, within } from '@testing-library/react';
import { DEFAULT_SETTINGS, getBus, type Settings } from '@shop/shared-contracts';
import { settingsWithOperator } from '@shop/shared-contracts/src/testing/operatorFixture';
import { renderScreen } from '../testing/renderScreen';
import ContactScreen from './ContactScreen';

const publish = (settings: Settings) => getBus().emit({ type: 'shell:settings', settings });

/** The details beside the form, one entry per heading or block, as the customer reads them. */
function detailBlocks(): string[] {
  return Array.from(screen.getByTestId('shop-details').children, (block) => block.textContent ?? '');
}

const REPLY = 'We answer every message within one working day, Monday to Friday, 9am to 5pm. You can also email help@anglingprizes.co.uk.';
const COMPLAINT_ROUTE = 'Tell us what went wrong using this form with the subject "Complaint".';
const COMPLAINT_TIMES = 'We acknowledge complaints within 2 working days and give a final answer within 8 weeks.';
const ESCALATION =
  'If you are unhappy with our final answer, the Citizens Advice consumer service can tell you how to take it further, including independent dispute resolution.';
const COMPANY = 'Angling Prizes Ltd, registered in England and Wales';
const OFFICE = 'Registered office: Unit 7, Riverside Trade Park, Carlisle, CA2 7TR';
const COMPLAINTS = `${COMPLAINT_ROUTE} ${COMPLAINT_TIMES} ${ESCALATION}`;

describe('contact page', () => {
  it('fills the subject and message from the link (a chat report) and shows the shop’s details and complaints route', () => {
    publish(settingsWithOperator());
    renderScreen(<ContactScreen />, { path: '/contact?subject=Report%3A%20community%20chat%20message&message=Please%20look%20at%20this' });
    expect(screen.getByLabelText('Subject')).toHaveValue('Report: community chat message');
    expect(screen.getByLabelText('Message')).toHaveValue('Please look at this');
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    const details = screen.getByTestId('shop-details');
    expect(within(details).getByRole('link', { name: 'help@anglingprizes.co.uk' })).toHaveAttribute('href', 'mailto:help@anglingprizes.co.uk');
    expect(within(details).getByRole('link', { name: 'Citizens Advice consumer service' })).toHaveAttribute(
      'href',
      'https://www.citizensadvice.org.uk/consumer/',
    );
    expect(detailBlocks()).toEqual(['When we reply', REPLY, 'Complaints', COMPLAINTS, 'Who we are', COMPANY + OFFICE]);
  });

  it('a form the browser submitted itself (Send tapped before the page was live, the catalogue never loaded) comes back with every field as typed', () => {
    publish(settingsWithOperator());
    renderScreen(<ContactScreen />, {
      path: '/contact?name=Sam+Carter&email=sam%40example.co.uk&order=1042&subject=My+tickets&message=Where+are+they%3F',
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam Carter');
    expect(screen.getByLabelText('Email address')).toHaveValue('sam@example.co.uk');
    expect(screen.getByLabelText(/Order number/)).toHaveValue('1042');
    expect(screen.getByLabelText('Subject')).toHaveValue('My tickets');
    expect(screen.getByLabelText('Message')).toHaveValue('Where are they?');
  });

  it('starts empty without a link', () => {
    publish(settingsWithOperator());
    renderScreen(<ContactScreen />, { path: '/contact' });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it.each<[string, Parameters<typeof settingsWithOperator>[0], string[]]>([
    ['registered office', { registered_office: [] }, ['When we reply', REPLY, 'Complaints', COMPLAINTS, 'Who we are', COMPANY]],
    ['company name', { company_name: '' }, ['When we reply', REPLY, 'Complaints', COMPLAINTS, 'Who we are', OFFICE]],
    ['place of registration', { registered_in: '' }, ['When we reply', REPLY, 'Complaints', COMPLAINTS, 'Who we are', `Angling Prizes Ltd${OFFICE}`]],
    ['company and office', { company_name: '', registered_office: [] }, ['When we reply', REPLY, 'Complaints', COMPLAINTS]],
    [
      'contact email',
      { contact_email: '' },
      [
        'When we reply',
        'We answer every message within one working day, Monday to Friday, 9am to 5pm.',
        'Complaints',
        COMPLAINTS,
        'Who we are',
        COMPANY + OFFICE,
      ],
    ],
    [
      'opening hours',
      { opening_hours: '' },
      [
        'When we reply',
        'We answer every message within one working day. You can also email help@anglingprizes.co.uk.',
        'Complaints',
        COMPLAINTS,
        'Who we are',
        COMPANY + OFFICE,
      ],
    ],
    [
      'reply time',
      { reply_within: '' },
      [
        'When we reply',
        'We are open Monday to Friday, 9am to 5pm. You can also email help@anglingprizes.co.uk.',
        'Complaints',
        COMPLAINTS,
        'Who we are',
        COMPANY + OFFICE,
      ],
    ],
    ['reply time, hours and email', { reply_within: '', opening_hours: '', contact_email: '' }, ['Complaints', COMPLAINTS, 'Who we are', COMPANY + OFFICE]],
    [
      'acknowledgement time',
      { complaints: { acknowledge_within: '' } },
      ['When we reply', REPLY, 'Complaints', `${COMPLAINT_ROUTE} We give a final answer within 8 weeks. ${ESCALATION}`, 'Who we are', COMPANY + OFFICE],
    ],
    [
      'final answer time',
      { complaints: { final_answer_within: '' } },
      [
        'When we reply',
        REPLY,
        'Complaints',
        `${COMPLAINT_ROUTE} We acknowledge complaints within 2 working days. ${ESCALATION}`,
        'Who we are',
        COMPANY + OFFICE,
      ],
    ],
    [
      'escalation',
      { complaints: { escalation_name: '' } },
      ['When we reply', REPLY, 'Complaints', `${COMPLAINT_ROUTE} ${COMPLAINT_TIMES}`, 'Who we are', COMPANY + OFFICE],
    ],
  ])('without the %s, that part is left out', (_field, operator, blocks) => {
    publish(settingsWithOperator(operator));
    renderScreen(<ContactScreen />, { path: '/contact' });
    expect(detailBlocks()).toEqual(blocks);
  });

  it.each([
    ['missing', ''],
    ['not a web address', 'javascript:alert(1)'],
  ])('names the escalation without a link when its address is %s', (_why, escalationUrl) => {
    publish(settingsWithOperator({ complaints: { escalation_url: escalationUrl } }));
    renderScreen(<ContactScreen />, { path: '/contact' });
    const details = screen.getByTestId('shop-details');
    expect(detailBlocks()).toEqual(['When we reply', REPLY, 'Complaints', COMPLAINTS, 'Who we are', COMPANY + OFFICE]);
    expect(
      within(details)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['mailto:help@anglingprizes.co.uk']);
  });

  it('shows only the complaints route before any settings, and the details once they arrive', () => {
    publish(DEFAULT_SETTINGS);
    renderScreen(<ContactScreen />, { path: '/contact' });
    expect(detailBlocks()).toEqual(['Complaints', COMPLAINT_ROUTE]);
    act(() => publish(settingsWithOperator()));
    expect(detailBlocks()).toEqual(['When we reply', REPLY, 'Complaints', COMPLAINTS, 'Who we are', COMPANY + OFFICE]);
  });
});
