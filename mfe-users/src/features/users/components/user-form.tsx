import type { ReactNode } from 'react';
import type { UserRow } from 'shared-api/contract';
import { Button, Card, CheckboxField, PageHeading, TextAreaField, TextField } from 'shared-ui';
import { FormActions } from 'shared-ui/admin';
import { personFields } from 'shared-ui/forms';
import { useUserForm } from '../hooks/use-user-form';
import { USER_MESSAGES } from '../utils/user-rules';

export interface UserFormProps {
  /** The user being edited, or null in add mode. The parent remounts the form on change. */
  editing: UserRow | null;
  onSaved: (message: string) => Promise<void> | void;
  onFailed: (message: string) => void;
  onCancel: () => void;
  /** The form-level success or error message, shown above the fields. */
  notice?: ReactNode;
}

const HEADING_ID = 'user-form-heading';

/** The admin's user form: add a user, or update one loaded from the list. */
export function UserForm({ editing, onSaved, onFailed, onCancel, notice }: UserFormProps) {
  const { form, registerField, submit, isEditing } = useUserForm({ editing, onSaved, onFailed });
  const {
    formState: { errors, isSubmitting },
  } = form;

  return (
    <Card>
      <PageHeading id={HEADING_ID}>{isEditing ? 'Edit User' : 'Add New User'}</PageHeading>
      {notice}
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={HEADING_ID}>
        {personFields(form, {
          labels: { name: 'Full Name', email: 'Email Address', mobile: 'Mobile Number' },
          isSomeoneElse: true,
        })}
        <TextField
          label="User Name"
          required
          autoComplete="off"
          error={errors.username?.message}
          {...registerField('username')}
        />
        <TextField
          label="Set Password"
          type="password"
          required={!isEditing}
          autoComplete="new-password"
          hint={isEditing ? USER_MESSAGES.keepPasswordHint : undefined}
          error={errors.password?.message}
          {...registerField('password')}
        />
        <TextAreaField
          label="Remarks"
          error={errors.remarks?.message}
          {...registerField('remarks')}
        />
        <TextField
          label="WhatsApp Number"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          hint="Digits with the country code, e.g. 919800000000"
          error={errors.whatsapp?.message}
          {...registerField('whatsapp')}
        />
        <CheckboxField
          label="Send new-lead alerts on WhatsApp"
          error={errors.whatsappOptIn?.message}
          {...registerField('whatsappOptIn')}
        />
        <FormActions>
          <Button type="submit" isLoading={isSubmitting}>
            {isEditing ? 'Update User' : 'Add User'}
          </Button>
          {isEditing && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </FormActions>
      </form>
    </Card>
  );
}
