import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactElement } from 'react';
import { getErrorMessage, getErrorStatus, getRetryAfterSeconds, login, useAuth } from 'shared-api';
import { getHomePathOf, loginSchema, type LoginInput, type SchemaInput } from 'shared-api/contract';
import { Button, FullScreenSpinner, TextField, useNotify, NoScriptNotice } from 'shared-ui';
import { useAppForm } from 'shared-ui/forms';
import { navigateFully } from '../../../utils/full-navigation';
import { withRetryWait } from '../utils/retry-message';

type LoginValues = SchemaInput<typeof loginSchema>;

/**
 * Sign-in: on success the session is stored and the whole app reloads where the role lands: staff
 * at the dashboard (docs/product.md section 2), a buyer at My requirement (decision 094).
 */
export function LoginForm(): ReactElement {
  const auth = useAuth();
  const notify = useNotify();
  const {
    field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<LoginValues, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = async (values: LoginInput) => {
    try {
      const response = await login(values);
      auth.signIn(response);
      notify.success('Login successful!');
      // A full navigation, not a router one: the shell must re-boot with this role's remotes.
      navigateFully(getHomePathOf(response.role));
    } catch (error) {
      const message = getErrorMessage(error, 'An error occurred during login');
      const wait = getErrorStatus(error) === 429 ? getRetryAfterSeconds(error) : null;
      notify.error(withRetryWait(message, wait));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} aria-label="Log in">
      {isSubmitting && <FullScreenSpinner label="Logging in" />}
      <NoScriptNotice>Logging in needs JavaScript: please enable it.</NoScriptNotice>
      <TextField
        label="User name / Email"
        autoComplete="username"
        required
        error={errors.username?.message}
        {...field('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...field('password')}
      />
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        Log In Now
      </Button>
    </form>
  );
}
