import { screen } from '@testing-library/react';
import { Button } from '../buttons/button';
import { usePageTitle } from '../hooks/use-page-title';
import { renderWithUi } from '../testing/render';
import { FormNotice } from './form-notice';
import { ProgressBar } from './progress-bar';
import { FullScreenSpinner, Spinner } from './spinner';

describe('feedback', () => {
  it('Spinner is a status named Loading', () => {
    renderWithUi(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('FullScreenSpinner carries its label', () => {
    renderWithUi(<FullScreenSpinner label="Signing in" />);
    expect(screen.getByRole('status', { name: 'Signing in' })).toBeInTheDocument();
  });

  it('ProgressBar reports the percentage', () => {
    renderWithUi(<ProgressBar value={0.426} label="Uploading" />);
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '43',
    );
  });

  it('FormNotice is an alert for errors and a status for success, and nothing when empty', () => {
    const { rerender } = renderWithUi(<FormNotice tone="error">An error occurred</FormNotice>);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    rerender(<FormNotice tone="success">User added successfully</FormNotice>);
    expect(screen.getByRole('status')).toHaveTextContent('User added successfully');
    rerender(<FormNotice tone="success">{''}</FormNotice>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a loading Button keeps its label, is busy and cannot be clicked again', async () => {
    const onClick = jest.fn();
    const { user } = renderWithUi(
      <Button isLoading onClick={onClick}>
        Submitting...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('usePageTitle appends the provider suffix', () => {
    function Page() {
      usePageTitle('About');
      return null;
    }
    renderWithUi(<Page />, { titleSuffix: 'Pune Prime Properties' });
    expect(document.title).toBe('About | Pune Prime Properties');
  });
});
