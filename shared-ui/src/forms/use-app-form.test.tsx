import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { httpError } from 'shared-api/testing';
import { useAppForm } from './use-app-form';

interface Values {
  name: string;
  email: string;
}

// Stands for a contract schema: both fields are required.
const requireBoth: Resolver<Values> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.name) errors.name = { type: 'required', message: 'Name is required.' };
  if (!values.email) errors.email = { type: 'required', message: 'Email is required.' };
  return Promise.resolve({ values: Object.keys(errors).length ? {} : values, errors });
};

/** The server's refusal of a save, with per-field messages. */
const refusal = (errors: Record<string, string>) =>
  httpError(400, { message: 'Invalid input', errors });

function Form({ onSave }: { onSave: (show: (error: unknown) => number) => void }) {
  const { field, handleSubmit, showServerErrors, formState } = useAppForm<Values>({
    resolver: requireBoth,
    defaultValues: { name: '', email: '' },
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => onSave(showServerErrors))(event)}>
      <label>
        Name
        <input {...field('name')} aria-describedby="name-error" />
      </label>
      <span id="name-error">{errors.name?.message}</span>
      <label>
        Email
        <input {...field('email')} aria-describedby="email-error" />
      </label>
      <span id="email-error">{errors.email?.message}</span>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useAppForm', () => {
  it('checks on submit, and clears only the edited field’s error as soon as it is edited', async () => {
    const user = userEvent.setup();
    render(<Form onSave={() => undefined} />);
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'x');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    // Not checked again until the next submit.
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
  });

  it("puts the server's field messages on their fields, focuses the first and counts them", async () => {
    const user = userEvent.setup();
    let placed = -1;
    render(
      <Form
        onSave={(show) => {
          placed = show(refusal({ email: 'Email is already registered.', other: 'Not a field' }));
        }}
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Email is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByText('Not a field')).not.toBeInTheDocument();
    expect(placed).toBe(1);

    await user.type(screen.getByLabelText('Email'), 'm');
    expect(screen.queryByText('Email is already registered.')).not.toBeInTheDocument();
  });

  it('places nothing for a failure without field messages', async () => {
    const user = userEvent.setup();
    let placed = -1;
    render(<Form onSave={(show) => (placed = show(new Error('Network Error')))} />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(placed).toBe(0);
  });
});
