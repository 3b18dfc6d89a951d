import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { digitsOnly } from '../lib/bankForm';
import { TextField, useFormFields } from './form';

jest.setTimeout(30_000);

const validate = (values: { firstName: string; sortCode: string }) => ({
  ...(values.firstName ? {} : { firstName: 'First name is required' }),
  ...(values.sortCode.length === 6 ? {} : { sortCode: 'Sort Code must be 6 digits.' }),
});

function Probe({ onValid }: { onValid: (values: { firstName: string; sortCode: string }) => void }) {
  const { bind, whenValid } = useFormFields('probe', { firstName: 'Sam', sortCode: '' });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        whenValid(validate, onValid)();
      }}
    >
      <TextField label="First name" {...bind('firstName')} />
      <TextField label="Sort code" {...bind('sortCode', digitsOnly)} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFormFields', () => {
  it('wires ids from the field names, cleans what is typed, shows errors and focuses the first invalid field', async () => {
    const onValid = jest.fn();
    render(<Probe onValid={onValid} />);
    const user = userEvent.setup();
    const first = screen.getByLabelText('First name');
    const sortCode = screen.getByLabelText('Sort code');
    expect(first).toHaveAttribute('id', 'probe-first-name');
    expect(sortCode).toHaveAttribute('id', 'probe-sort-code');

    await user.clear(first);
    await user.type(sortCode, '60-16');
    expect(sortCode).toHaveValue('6016');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Sort Code must be 6 digits.')).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(sortCode).toHaveValue('6016');
    expect(onValid).not.toHaveBeenCalled();

    await user.type(first, 'Jo');
    await user.type(sortCode, '13');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ firstName: 'Jo', sortCode: '601613' });
    expect(screen.queryByText('Sort Code must be 6 digits.')).not.toBeInTheDocument();
  });
});
