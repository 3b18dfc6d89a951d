import { screen, within } from '@testing-library/react';
import { renderScreen } from '../testing/renderScreen';
import ContactScreen from './ContactScreen';

describe('contact page', () => {
  it('fills the subject and message from the link (a chat report) and shows the shop’s details and complaints route', () => {
    renderScreen(<ContactScreen />, { path: '/contact?subject=Report%3A%20community%20chat%20message&message=Please%20look%20at%20this' });
    expect(screen.getByLabelText('Subject')).toHaveValue('Report: community chat message');
    expect(screen.getByLabelText('Message')).toHaveValue('Please look at this');
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    const details = screen.getByTestId('shop-details');
    expect(within(details).getByRole('link', { name: 'help@anglingprizes.co.uk' })).toHaveAttribute('href', 'mailto:help@anglingprizes.co.uk');
    expect(details).toHaveTextContent('We acknowledge complaints within 2 working days and give a final answer within 8 weeks.');
    expect(within(details).getByRole('link', { name: 'Citizens Advice consumer service' })).toHaveAttribute(
      'href',
      'https://www.citizensadvice.org.uk/consumer/',
    );
    expect(details).toHaveTextContent('Angling Prizes Ltd, registered in England and Wales');
    expect(details).toHaveTextContent('Registered office: Unit 7, Riverside Trade Park, Carlisle, CA2 7TR');
  });

  it('starts empty without a link', () => {
    renderScreen(<ContactScreen />, { path: '/contact' });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});
