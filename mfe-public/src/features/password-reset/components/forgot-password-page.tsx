import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from 'shared-api';
import {
  PUBLIC_PATHS,
  forgotPasswordSchema,
  type ForgotPasswordInput,
  type SchemaInput,
} from 'shared-api/contract';
import { Button, FormNotice, TextField, usePageTitle } from 'shared-ui';
import { useAppForm, useFormSubmit } from 'shared-ui/forms';
import { AccountPage } from '../../../components/account-page';
import { Announcement } from './announcement';

type ForgotValues = SchemaInput<typeof forgotPasswordSchema>;

/**
 * "Forgot password?" (decision 102): the name or e-mail the sign-in form takes; the server's one
 * answer, whoever it names, is announced where the person is.
 */
export function ForgotPasswordPage(): ReactElement {
  usePageTitle('Forgot password');
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useAppForm<ForgotValues, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { username: '' },
  });
  const submit = useFormSubmit(form, {
    send: requestPasswordReset,
    emptyValues: () => ({ username: '' }),
    onSent: (text) => setAnswer({ tone: 'success', text }),
    onFailed: (text) => setAnswer({ tone: 'error', text }),
    failureMessage: 'The link could not be sent. Please try again.',
  });
  const {
    field,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <AccountPage
      title="Forgot password"
      heading="Forgot your password?"
      footer={<Link to={PUBLIC_PATHS.login}>Back to sign in</Link>}
    >
      <p>Type your user name or e-mail. We e-mail its account a link to set a new password.</p>
      <Announcement>
        {answer && <FormNotice tone={answer.tone}>{answer.text}</FormNotice>}
      </Announcement>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Forgot password">
        <TextField
          label="User name / Email"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...field('username')}
        />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          Send the link
        </Button>
      </form>
    </AccountPage>
  );
}
