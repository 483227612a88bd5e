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
import { loginSchema, PUBLIC_PATHS, type LoginInput, type SchemaInput } from 'shared-api/contract';
import { Button, FormNotice, Modal, TextField } from 'shared-ui';
import { useAppForm } from 'shared-ui/forms';
import styled from 'styled-components';
import { navigateFully } from '../admin-shell/utils/full-navigation';
import { useSessionActivity } from './use-session-activity';

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

const ENDS_AT = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

/**
 * Over the current page when the server ends the session mid-work (docs/decisions/096): the same
 * person signs in again and every interrupted request is sent again, so a save completes with
 * everything typed; another person, or Close, goes to the sign-in page and sees nothing of it.
 * Five minutes before the session's absolute end it offers the same sign-in in advance.
 */
export function SignInAgainDialog() {
  const { isOpen } = useSignInAgainState();
  const { endsAt, isEnding, renew } = useSessionActivity();
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const auth = useAuth();
  useEffect(() => registerSignInAgainDialog(), []);

  if (isOpen) {
    return (
      <SignInAgainForm
        title={SESSION_ENDED_TITLE}
        intro="Sign in again to carry on: what you were doing is kept and sent once you are back."
        dismissLabel="Close"
        onDismiss={() => finishSignInAgain(false)}
        onSignedIn={() => {
          finishSignInAgain(true);
          renew();
        }}
        onOtherPerson={() => finishSignInAgain(false)}
      />
    );
  }
  if (isEnding && endsAt !== null && dismissedFor !== endsAt) {
    return (
      <SignInAgainForm
        title={`Your session ends at ${ENDS_AT.format(endsAt)}`}
        intro="Sign in again now to carry on without a break; nothing on this page changes."
        dismissLabel="Not now"
        onDismiss={() => setDismissedFor(endsAt)}
        onSignedIn={renew}
        onOtherPerson={() => void auth.signOut().then(() => navigateFully(PUBLIC_PATHS.login))}
      />
    );
  }
  return null;
}

interface SignInAgainFormProps {
  title: string;
  intro: string;
  dismissLabel: string;
  onDismiss: () => void;
  /** The same person signed in again; the new session is stored. */
  onSignedIn: () => void;
  /** Someone else signed in: their session has been revoked, nothing of this page is theirs. */
  onOtherPerson: () => void;
}

function SignInAgainForm({
  title,
  intro,
  dismissLabel,
  onDismiss,
  onSignedIn,
  onOtherPerson,
}: SignInAgainFormProps) {
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
        await revokeToken(response.token).catch(() => undefined);
        onOtherPerson();
        return;
      }
      auth.signIn(response);
      onSignedIn();
    } catch (error) {
      setFailure(getErrorMessage(error, 'An error occurred during login'));
    }
  };

  return (
    <Modal role="dialog" labelledBy={titleId} initialFocus={usernameRef} onEscape={onDismiss}>
      <Title id={titleId}>{title}</Title>
      <p>{intro}</p>
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
          <Button variant="secondary" onClick={onDismiss}>
            {dismissLabel}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            Sign in
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
