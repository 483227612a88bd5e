// `shared-ui/requirement`: the REQUIREMENT section (decision 089) and its choice groups. An entry of
// its own, like `shared-ui/forms`: only the two forms that hold a requirement bundle it, not every
// form page (a barrel shared with `useAppForm` would bring it to the login and enquiry forms).
export {
  CheckboxGroupField,
  RadioGroupField,
  type CheckboxGroupFieldProps,
  type ChoiceOption,
  type RadioGroupFieldProps,
} from '../fields/choice-group-field';
export { RequirementFields, type RequirementFieldsProps } from './requirement-fields';
export type { RequirementForm } from './bound-fields';
export {
  emptyRequirementValues,
  isRequirementStarted,
  type RequirementFormValues,
} from './requirement-values';
