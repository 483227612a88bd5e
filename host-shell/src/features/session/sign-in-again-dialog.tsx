import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import {
  finishSignInAgain,
  getErrorMessage,
  login,
  registerSignInAgainDialog,
  revokeToken,
  useAuth,
  useSignInAgainState,
} from 'shared-api';
import { loginSchema, type LoginInput, type SchemaInput } from 'shared-api/contract';
import { Button, FormNotice, Modal, TextField } from 'shared-ui';
import { useAppForm } from 'shared-ui/forms';
import styled from 'styled-components';

export const SESSION_ENDED_TITLE = 'Your session has ended';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

type LoginValues = SchemaInput<typeof loginSchema>;

/**
 * Over the current page when the server ends the session mid-work (docs/decisions/096): the same
 * person signs in again and every interrupted request is sent again, so a save completes with
 * everything typed; another person, or Close, goes to the sign-in page and sees nothing of it.
 */
export function SignInAgainDialog() {
  const { isOpen } = useSignInAgainState();
  useEffect(() => registerSignInAgainDialog(), []);
  return isOpen ? <SignInAgainForm /> : null;
}

function SignInAgainForm() {
  const auth = useAuth();
  const titleId = useId();
  const usernameRef = useRef<HTMLInputElement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<LoginValues, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const username = field('username');

  const submit = async (values: LoginInput) => {
    setFailure(null);
    try {
      const response = await login(values);
      if (response.id !== auth.id) {
        // Nothing of one person's page is shown to another: their new session is not kept here.
        await revokeToken(response.token).catch(() => undefined);
        finishSignInAgain(false);
        return;
      }
      auth.signIn(response);
      finishSignInAgain(true);
    } catch (error) {
      setFailure(getErrorMessage(error, 'An error occurred during login'));
    }
  };

  return (
    <Modal
      role="dialog"
      labelledBy={titleId}
      initialFocus={usernameRef}
      onEscape={() => finishSignInAgain(false)}
    >
      <Title id={titleId}>{SESSION_ENDED_TITLE}</Title>
      <p>Sign in again to carry on: what you were doing is kept and sent once you are back.</p>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        {failure && <FormNotice tone="error">{failure}</FormNotice>}
        <TextField
          label="User name / Email"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...username}
          ref={(element: HTMLInputElement | null) => {
            username.ref(element);
            usernameRef.current = element;
          }}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...field('password')}
        />
        <Actions>
          <Button variant="secondary" onClick={() => finishSignInAgain(false)}>
            Close
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            Sign in
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
