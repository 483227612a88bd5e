import { useFormContext } from 'react-hook-form';
import type { LookupItem } from 'shared-api/contract';
import type { PropertyFieldName, PropertyFormValues } from '../utils/form-values';

type TextFieldName = Exclude<PropertyFieldName, 'amenities' | 'sanction'>;

/** `register` plus the field's error message, ready to spread on a shared-ui field. */
export function useFieldProps() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PropertyFormValues>();
  return (name: TextFieldName) => ({ ...register(name), error: errors[name]?.message });
}

/** Lookup rows as select options (the value is the id, as the draft expects). */
export const toOptions = (items: readonly LookupItem[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
