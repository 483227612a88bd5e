import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithUi } from '../testing/render';
import { useConfirm } from './confirm-provider';

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void confirm('Are you sure you want to delete this user?', {
            confirmLabel: 'Delete',
          }).then((value) => setAnswer(String(value)));
        }}
      >
        Delete user
      </button>
      <p>answer: {answer}</p>
    </>
  );
}

describe('useConfirm', () => {
  it('asks in a modal alert dialog named by the question, focusing Cancel', async () => {
    const { user } = renderWithUi(<DeleteButton />);
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this user?',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('cancels on Escape and returns focus to the opener', async () => {
    const { user } = renderWithUi(<DeleteButton />);
    const opener = screen.getByRole('button', { name: 'Delete user' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('answer: false')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('confirms with Enter on the confirm button', async () => {
    const { user } = renderWithUi(<DeleteButton />);
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('answer: true')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithUi(<DeleteButton />);
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('shows one question at a time, in order', async () => {
    function TwoQuestions() {
      const confirm = useConfirm();
      const [log, setLog] = useState<string[]>([]);
      const ask = (question: string) =>
        void confirm(question).then((value) => setLog((all) => [...all, `${question}=${value}`]));
      return (
        <>
          <button
            type="button"
            onClick={() => {
              ask('First?');
              ask('Second?');
            }}
          >
            Ask
          </button>
          <p>log: {log.join(', ')}</p>
        </>
      );
    }
    const { user } = renderWithUi(<TwoQuestions />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'First?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alertdialog', { name: 'Second?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('log: First?=true, Second?=false')).toBeInTheDocument();
  });
});
