import type { FieldPath, FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import {
  BEDROOM_OPTIONS,
  POSSESSION_PREFERENCES,
  REQUIREMENT_PURPOSES,
  type NamedItem,
} from 'shared-api/contract';
import { media } from 'shared-ui';
import {
  BoundBudget,
  BoundCheckboxGroup,
  BoundNote,
  BoundRadioGroup,
  type RequirementForm,
} from './bound-fields';
import type { RequirementFormValues } from './requirement-values';

export interface RequirementFieldsProps<T extends FieldValues, O> {
  /** The form holding the section (useAppForm's or useForm's result). */
  form: RequirementForm<T, O>;
  /** Where the section's values sit in the form's values, e.g. 'requirement'. */
  name: FieldPath<T>;
  /** The property types lookup list. */
  propertyTypes: readonly NamedItem[];
  /** The cities lookup list. */
  cities: readonly NamedItem[];
  /** Marks buy or rent and budget up to as required (a form where the section must be filled). */
  isRequired?: boolean;
}

function toOptions(items: readonly NamedItem[]) {
  return items.map((item) => ({ value: String(item.id), label: item.name }));
}

/**
 * The REQUIREMENT section's controls (decision 089): buy or rent, property types, BHK, budget from and
 * up to (shown in words as typed), preferred cities, possession and a note. The values sit at
 * `name` (see RequirementFormValues); errors at `name.<field>` show under their controls.
 */
export function RequirementFields<T extends FieldValues, O>({
  form,
  name,
  propertyTypes,
  cities,
  isRequired = false,
}: RequirementFieldsProps<T, O>) {
  const path = (key: keyof RequirementFormValues) => `${name}.${key}`;
  return (
    <>
      <BoundRadioGroup
        form={form}
        name={path('purpose')}
        legend="Looking to"
        options={REQUIREMENT_PURPOSES}
        required={isRequired}
      />
      <BoundCheckboxGroup
        form={form}
        name={path('propertyTypes')}
        legend="Property types"
        options={toOptions(propertyTypes)}
      />
      <BoundCheckboxGroup
        form={form}
        name={path('bedrooms')}
        legend="BHK"
        options={BEDROOM_OPTIONS}
        compact
      />
      <Row>
        <BoundBudget form={form} name={path('budgetFrom')} label="Budget from" />
        <BoundBudget
          form={form}
          name={path('budgetTo')}
          label="Budget up to"
          required={isRequired}
        />
      </Row>
      <BoundCheckboxGroup
        form={form}
        name={path('cities')}
        legend="Preferred cities"
        options={toOptions(cities)}
      />
      <BoundRadioGroup
        form={form}
        name={path('possession')}
        legend="Possession"
        options={POSSESSION_PREFERENCES}
      />
      <BoundNote form={form} name={path('note')} label="Note" />
    </>
  );
}

const Row = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
