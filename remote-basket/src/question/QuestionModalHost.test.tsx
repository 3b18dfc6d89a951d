import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { competition } from '../testing/fixtures';
import { askQuestion, getOpenQuestion } from './questionStore';
import { QuestionModalHost } from './QuestionModalHost';

const carp = competition({
  id: 101,
  title: 'Ultimate Carp Session Bundle',
  price_per_ticket: 1.99,
  comp_question: true,
  question: 'Which of these is a species of carp?',
  question_options: [
    { id: 1, text: 'Mirror' },
    { id: 2, text: 'Pike' },
  ],
});

async function ask(quantity: number) {
  const enter = document.createElement('button');
  enter.textContent = 'Enter now';
  document.body.append(enter);
  enter.focus();
  render(<QuestionModalHost />);
  let answered: Promise<number | null> = Promise.resolve(null);
  act(() => {
    answered = askQuestion({ competition: carp, quantity });
  });
  const dialog = (await screen.findByRole('dialog', { hidden: true })) as HTMLDialogElement;
  return { dialog, answered, enter };
}

afterEach(() => document.body.replaceChildren());

describe('the question modal (enter), asked by the basket’s add flow', () => {
  it('shows the question and its answers, none chosen; Confirm is off until one is, then resolves with its id and closes', async () => {
    const { dialog, answered, enter } = await ask(2);
    expect(dialog.id).toBe('enter');
    expect(within(dialog).getByText('Which of these is a species of carp?')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm and add 2 tickets (£3.98)', hidden: true });
    expect(confirm).toBeDisabled();
    fireEvent.click(within(dialog).getByLabelText('Mirror'));
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await expect(answered).resolves.toBe(1);
    expect(getOpenQuestion()).toBeNull();
    expect(document.querySelector('dialog#enter')).toBeNull();
    expect(document.activeElement).toBe(enter);
  });

  it('Cancel closes it with no answer (the add stops) and focus goes back to the Enter button', async () => {
    const { dialog, answered, enter } = await ask(1);
    expect(within(dialog).getByRole('button', { name: 'Confirm and add 1 ticket (£1.99)', hidden: true })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await expect(answered).resolves.toBeNull();
    expect(document.querySelector('dialog#enter')).toBeNull();
    expect(document.activeElement).toBe(enter);
  });
});
