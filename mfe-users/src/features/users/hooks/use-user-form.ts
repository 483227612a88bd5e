import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import type { Resolver } from 'react-hook-form';
import { addUser, updateUser } from 'shared-api';
import {
  userSchema,
  userUpdateSchema,
  whatsappOptInHasNumber,
  WHATSAPP_REQUIRED_FOR_OPT_IN,
  type UserInput,
  type UserRow,
} from 'shared-api/contract';
import { useAppForm, useFormSubmit } from 'shared-ui/forms';
import { USER_MESSAGES } from '../utils/user-rules';

export const USER_FIELDS = [
  'name',
  'email',
  'mobile',
  'username',
  'password',
  'remarks',
  'whatsapp',
] as const;
export type UserField = (typeof USER_FIELDS)[number];
/** The text fields, and the opt-in to new-lead alerts on WhatsApp. */
export type UserFormValues = Record<UserField, string> & { whatsappOptIn: boolean };

const EMPTY_VALUES: UserFormValues = {
  name: '',
  email: '',
  mobile: '',
  username: '',
  password: '',
  remarks: '',
  whatsapp: '',
  whatsappOptIn: false,
};

/** A row loaded into the form: the server never sends the password, so it starts empty. */
export function toUserFormValues(user: UserRow | null): UserFormValues {
  if (!user) return EMPTY_VALUES;
  const { name, email, mobile, username, remark, whatsapp, whatsappOptIn } = user;
  return {
    name,
    email,
    mobile,
    username,
    password: '',
    remarks: remark ?? '',
    whatsapp: whatsapp ?? '',
    whatsappOptIn: Boolean(whatsappOptIn),
  };
}

// The form always holds strings, a narrower input than the schemas accept (they also take an
// absent remarks or password), so their resolvers fit the form's value type.
function getUserResolver(isEditing: boolean): Resolver<UserFormValues, unknown, UserInput> {
  // Opting in to WhatsApp alerts needs a number: the same rule the server applies.
  const schema = (isEditing ? userUpdateSchema : userSchema).refine(whatsappOptInHasNumber, {
    error: WHATSAPP_REQUIRED_FOR_OPT_IN,
    path: ['whatsapp'],
  });
  return zodResolver(schema) as Resolver<UserFormValues, unknown, UserInput>;
}

interface Options {
  /** The user being edited, or null in add mode. Fixed for the life of the form. */
  editing: UserRow | null;
  onSaved: (message: string) => Promise<void> | void;
  onFailed: (message: string) => void;
}

/** Add or update one user with the contract's rules; server field errors land on their fields. */
export function useUserForm({ editing, onSaved, onFailed }: Options) {
  const form = useAppForm<UserFormValues, UserInput>({
    // In update mode an empty password means "keep the current one".
    resolver: getUserResolver(editing !== null),
    defaultValues: toUserFormValues(editing),
  });
  const { field: registerField, setFocus } = form;

  useEffect(() => {
    if (editing) setFocus('name');
  }, [editing, setFocus]);

  const submit = useFormSubmit(form, {
    send: (values) => (editing ? updateUser(editing.id, values) : addUser(values)),
    emptyValues: () => EMPTY_VALUES,
    onSent: (answer) => onSaved(answer.message || USER_MESSAGES.saved),
    onFailed,
    failureMessage: USER_MESSAGES.saveFailed,
  });

  return { form, registerField, submit, isEditing: editing !== null };
}
