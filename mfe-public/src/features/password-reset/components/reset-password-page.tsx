import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { resetPassword } from 'shared-api';
import {
  PUBLIC_PATHS,
  PASSWORD_RESET_LINK_INVALID,
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
  type SchemaInput,
} from 'shared-api/contract';
import { Button, FormNotice, TextField, usePageTitle } from 'shared-ui';
import { useAppForm, useFormSubmit } from 'shared-ui/forms';
import { AccountPage } from '../../../components/account-page';
import { Announcement } from './announcement';

type ResetValues = SchemaInput<typeof resetPasswordFormSchema>;
type Outcome = { tone: 'success' | 'error'; text: string };

const EMPTY: ResetValues = { password: '', confirmpass: '' };

/**
 * The page an e-mailed link opens (`/reset-password?token=…`, decision 102): the new password
 * twice, by the one password rule; once set, the way to sign in with it.
 */
export function ResetPasswordPage(): ReactElement {
  usePageTitle('Set a new password');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { tone: 'error', text: PASSWORD_RESET_LINK_INVALID },
  );
  const form = useAppForm<ResetValues, ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: EMPTY,
  });
  const submit = useFormSubmit(form, {
    send: ({ password }) => resetPassword({ token, password }),
    emptyValues: () => EMPTY,
    onSent: (text) => {
      setOutcome({ tone: 'success', text });
      setHasSubmitted(true);
    },
    onFailed: (text) => {
      setOutcome({ tone: 'error', text });
      setHasSubmitted(true);
    },
    failureMessage: 'The password could not be set. Please try again.',
  });
  const {
    field,
    formState: { errors, isSubmitting },
  } = form;
  const isDone = outcome?.tone === 'success';
  const isLinkDead = outcome?.text === PASSWORD_RESET_LINK_INVALID;
  // The form (and the button that had focus) goes away: focus moves to the way on.
  const nextLink = useRef<HTMLAnchorElement>(null);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  useEffect(() => {
    if (hasSubmitted) nextLink.current?.focus();
  }, [hasSubmitted, outcome]);

  return (
    <AccountPage title="Set a new password" heading="Set a new password">
      <Announcement>
        {outcome && <FormNotice tone={outcome.tone}>{outcome.text}</FormNotice>}
      </Announcement>
      {isDone && (
        <p>
          <Link ref={nextLink} to={PUBLIC_PATHS.login}>
            Sign in
          </Link>
        </p>
      )}
      {isLinkDead && (
        <p>
          <Link ref={nextLink} to="/forgot-password">
            Ask for a new link
          </Link>
        </p>
      )}
      {!isDone && !isLinkDead && (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Set a new password">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...field('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmpass?.message}
            {...field('confirmpass')}
          />
          <Button type="submit" isFullWidth isLoading={isSubmitting}>
            Set password
          </Button>
        </form>
      )}
    </AccountPage>
  );
}
