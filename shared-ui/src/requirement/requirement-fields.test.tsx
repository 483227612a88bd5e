import { screen, waitFor, within } from '@testing-library/react';
import type { Resolver } from 'react-hook-form';
import { httpError } from 'shared-api/testing';
import { REQUIREMENT_MESSAGES, requirementSchema } from 'shared-api/contract';
import { useAppForm } from '../forms/use-app-form';
import { renderWithUi } from '../testing/render';
import { RequirementFields } from './requirement-fields';
import { emptyRequirementValues, type RequirementFormValues } from './requirement-values';

interface Values {
  requirement: RequirementFormValues;
}

// The contract's rules on the nested section, as a page's resolver applies them.
const checkRequirement: Resolver<Values> = (values) => {
  const result = requirementSchema.safeParse(values.requirement);
  if (result.success) return Promise.resolve({ values, errors: {} });
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return Promise.resolve({ values: {}, errors: { requirement: errors } });
};

const PROPERTY_TYPES = [
  { id: 1, name: 'Flat' },
  { id: 2, name: 'Villa' },
];
const CITIES = [{ id: 7, name: 'Pune' }];

function Form({ onSave }: { onSave: (values: Values, show: (e: unknown) => number) => void }) {
  const form = useAppForm<Values>({
    resolver: checkRequirement,
    defaultValues: { requirement: emptyRequirementValues() },
  });
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => onSave(values, form.showServerErrors))(event)
      }
    >
      <RequirementFields
        form={form}
        name="requirement"
        propertyTypes={PROPERTY_TYPES}
        cities={CITIES}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('RequirementFields', () => {
  it('offers every control by its label, with no buy or rent chosen and possession Any', () => {
    renderWithUi(<Form onSave={() => undefined} />);
    const purpose = screen.getByRole('group', { name: 'Looking to' });
    expect(within(purpose).getByRole('radio', { name: 'Buy' })).not.toBeChecked();
    expect(within(purpose).getByRole('radio', { name: 'Rent' })).not.toBeChecked();
    const types = screen.getByRole('group', { name: 'Property types' });
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['1', '2']);
    const bhk = within(screen.getByRole('group', { name: 'BHK' })).getAllByRole('checkbox');
    expect(bhk.map((box) => box.parentElement?.textContent)).toEqual([
      '1 RK',
      ...Array.from({ length: 10 }, (_, index) => `${index + 1} BHK`),
    ]);
    // A full keyboard: "80 lakh" and "1.2 crore" are budgets too (decision 094).
    expect(screen.getByRole('textbox', { name: 'Budget from' })).not.toHaveAttribute('inputmode');
    expect(screen.getByRole('textbox', { name: 'Budget up to' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Preferred cities' })).getByRole('checkbox', {
        name: 'Pune',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
  });

  it('gives the choices as the form values the contract parses', async () => {
    const onSave = jest.fn();
    const { user } = renderWithUi(<Form onSave={onSave} />);
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Villa' }));
    await user.click(screen.getByRole('checkbox', { name: '3 BHK' }));
    await user.click(screen.getByRole('checkbox', { name: '2 BHK' }));
    await user.type(screen.getByLabelText('Budget from'), '4500000');
    await user.type(screen.getByLabelText('Budget up to'), '80,00,000');
    // A list of one city stays a list.
    await user.click(screen.getByRole('checkbox', { name: 'Pune' }));
    await user.click(screen.getByRole('radio', { name: 'Ready to move' }));
    await user.type(screen.getByLabelText('Note'), 'Near a school');
    await user.click(save());

    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const [values] = onSave.mock.calls[0] as [Values];
    expect(values.requirement).toEqual({
      purpose: 'buy',
      propertyTypes: ['2'],
      bedrooms: ['2', '3'],
      budgetFrom: '4500000',
      budgetTo: '80,00,000',
      cities: ['7'],
      possession: 'ready',
      note: 'Near a school',
    });
    expect(requirementSchema.parse(values.requirement)).toMatchObject({
      propertyTypes: [2],
      bedrooms: [2, 3],
      budgetFrom: 4_500_000,
      budgetTo: 8_000_000,
      cities: [7],
    });
  });

  it('shows a budget in lakh or crore words under its input as it is typed', async () => {
    const { user } = renderWithUi(<Form onSave={() => undefined} />);
    const from = screen.getByLabelText('Budget from');
    expect(from).toHaveAccessibleDescription('');
    await user.type(from, '4500000');
    expect(from).toHaveAccessibleDescription('Rs. 45 lakh');
    expect(screen.getByText('Rs. 45 lakh')).toHaveAttribute('aria-live', 'polite');

    const to = screen.getByLabelText('Budget up to');
    await user.type(to, '1,25,00,000');
    expect(to).toHaveAccessibleDescription('Rs. 1.25 crore');
    await user.clear(to);
    await user.type(to, 'abc');
    expect(to).toHaveAccessibleDescription('');
  });

  it("shows the contract's errors under their controls and clears one when it is edited", async () => {
    const { user } = renderWithUi(<Form onSave={() => undefined} />);
    await user.type(screen.getByLabelText('Budget from'), '9000000');
    await user.type(screen.getByLabelText('Budget up to'), '5000000');
    await user.click(save());

    const purpose = screen.getByRole('group', { name: 'Looking to' });
    await waitFor(() => expect(purpose).toHaveAccessibleDescription(REQUIREMENT_MESSAGES.purpose));
    const to = screen.getByLabelText('Budget up to');
    expect(to).toHaveAccessibleDescription(`Rs. 50 lakh ${REQUIREMENT_MESSAGES.budgetOrder}`);
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    expect(purpose).not.toHaveAccessibleDescription(REQUIREMENT_MESSAGES.purpose);
    expect(screen.getByText(REQUIREMENT_MESSAGES.budgetOrder)).toBeInTheDocument();
  });

  it("puts the server's requirement.<field> messages under their controls", async () => {
    let placed = -1;
    const { user } = renderWithUi(
      <Form
        onSave={(_values, show) => {
          placed = show(
            httpError(400, {
              message: 'Unknown city',
              errors: {
                'requirement.cities.0': 'Unknown city',
                'requirement.budgetTo': 'Budget up to is required',
              },
            }),
          );
        }}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pune' }));
    await user.type(screen.getByLabelText('Budget up to'), '5000000');
    await user.click(save());

    const cities = screen.getByRole('group', { name: 'Preferred cities' });
    await waitFor(() => expect(cities).toHaveAccessibleDescription('Unknown city'));
    expect(screen.getByRole('checkbox', { name: 'Pune' })).toHaveFocus();
    expect(screen.getByLabelText('Budget up to')).toHaveAccessibleDescription(
      'Rs. 50 lakh Budget up to is required',
    );
    expect(placed).toBe(2);
  });
});
