import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { propertyDraftSchema } from 'shared-api/contract';
import type { PropertyDraft, ReraNumberRule } from 'shared-api/contract';
import type { PropertyFormValues } from './form-values';

/**
 * The server's own rules and messages for the form's text fields, with the site's RERA number
 * form (the runtime config's, as the server's is the same file). The schema's input type is
 * loose (it coerces text to numbers), so the resolver is typed by the form's string values.
 */
export function createPropertyResolver(
  rera: ReraNumberRule,
): Resolver<PropertyFormValues, unknown, PropertyDraft> {
  return zodResolver(propertyDraftSchema({ rera })) as Resolver<
    PropertyFormValues,
    unknown,
    PropertyDraft
  >;
}
