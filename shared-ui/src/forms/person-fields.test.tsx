import { screen, within } from '@testing-library/react';
import { httpError } from 'shared-api/testing';
import type { Resolver } from 'react-hook-form';
import { userSchema, type UserInput } from 'shared-api/contract';
import { renderWithUi } from '../testing/render';
import { personFields } from './person-fields';
import { useAppForm } from './use-app-form';
import { useFormSubmit } from './use-form-submit';

// The contract's own person rules, as the user form runs them.
const personSchema = userSchema.pick({ name: true, mobile: true, email: true });
type Output = Pick<UserInput, 'name' | 'mobile' | 'email'>;
type Values = Output;
const EMPTY: Values = { name: '', mobile: '', email: '' };

// What zodResolver does, without the package (only the forms' packages depend on it).
const resolver: Resolver<Values, unknown, Output> = (values) => {
  const result = personSchema.safeParse(values);
  if (result.success) return Promise.resolve({ values: result.data, errors: {} });
  const errors = Object.fromEntries(
    result.error.issues.map(({ path, message }) => [String(path[0]), { type: 'rule', message }]),
  );
  return Promise.resolve({ values: {}, errors });
};

function Form({ send }: { send: (values: Output) => Promise<string> }) {
  const form = useAppForm<Values, Output>({
    resolver,
    defaultValues: EMPTY,
  });
  const submit = useFormSubmit(form, {
    send,
    emptyValues: () => EMPTY,
    onSent: () => undefined,
    onFailed: () => undefined,
    failureMessage: 'Failed',
  });
  return (
    <form noValidate aria-label="Person" onSubmit={(event) => void submit(event)}>
      {personFields(form, {
        labels: { name: 'Full Name', mobile: 'Mobile No', email: 'Email ID' },
        // Marked only: the rule here still wants one.
        optional: ['email'],
      })}
      <button type="submit">Save</button>
    </form>
  );
}

describe('personFields', () => {
  it('shows the fields in the order and under the labels the form gives, with their rules', async () => {
    const send = jest.fn(() => Promise.resolve('Saved'));
    const { user } = renderWithUi(<Form send={send} />);
    const boxes = within(screen.getByRole('form', { name: 'Person' })).getAllByRole('textbox');
    expect(boxes.map((box) => box.getAttribute('name'))).toEqual(['name', 'mobile', 'email']);
    expect(screen.getByRole('textbox', { name: /Mobile No/ })).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email ID/ })).not.toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone Number is required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('takes a mobile typed the way a phone shows it, and empties the form once sent', async () => {
    const send = jest.fn(() => Promise.resolve('Saved'));
    const { user } = renderWithUi(<Form send={send} />);
    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: /Mobile No/ }), '+91 98220 55512');
    await user.type(screen.getByRole('textbox', { name: /Email ID/ }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(send).toHaveBeenCalledWith({
      name: 'Asha Rao',
      mobile: '9822055512',
      email: 'asha@example.com',
    });
    expect(await screen.findByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  });

  it("puts the server's per-field refusal under its field", async () => {
    const send = jest.fn(() =>
      Promise.reject(httpError(400, { message: 'Invalid', errors: { email: 'Email taken' } })),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithUi(<Form send={send} />);
    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: /Mobile No/ }), '9822055512');
    await user.type(screen.getByRole('textbox', { name: /Email ID/ }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Email taken')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email ID/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Asha Rao');
  });
});
