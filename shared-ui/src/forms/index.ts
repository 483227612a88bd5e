// `shared-ui/forms`: the site's react-hook-form glue. Not part of the shared `shared-ui` (its entry
// is a federation singleton, which ships whole to every page): each form page bundles this and
// react-hook-form itself, so a page without a form downloads neither.
export { useAppForm, type AppForm } from './use-app-form';
export { useFormSubmit, type FormSubmitOptions } from './use-form-submit';
export {
  personFields,
  type PersonFieldName,
  type PersonFieldsOptions,
  type PersonForm,
} from './person-fields';
