import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithUi } from '../testing/render';
import { CheckboxGroupField, RadioGroupField } from './choice-group-field';

const BHK = [
  { value: '1', label: '1 BHK' },
  { value: '2', label: '2 BHK' },
  { value: '3', label: '3 BHK' },
];

function Checkboxes({ onChange, error }: { onChange: (value: string[]) => void; error?: string }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckboxGroupField
      legend="BHK"
      name="bedrooms"
      options={BHK}
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function Radios({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <RadioGroupField
      legend="Looking to"
      name="purpose"
      required
      options={[
        { value: 'buy', label: 'Buy' },
        { value: 'rent', label: 'Rent' },
      ]}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CheckboxGroupField', () => {
  it('names the group by its legend and each box by its label', () => {
    renderWithUi(<Checkboxes onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'BHK' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['1', '2', '3']);
    expect(within(group).getByRole('checkbox', { name: '2 BHK' })).not.toBeChecked();
  });

  it("ticks and unticks several, giving the values in the options' order", async () => {
    const onChange = jest.fn();
    const { user } = renderWithUi(<Checkboxes onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: '3 BHK' }));
    await user.click(screen.getByRole('checkbox', { name: '1 BHK' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '3']);
    expect(screen.getByRole('checkbox', { name: '3 BHK' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: '3 BHK' }));
    expect(onChange).toHaveBeenLastCalledWith(['1']);
  });

  it('ties its error to the group, marks the boxes invalid and announces it politely', () => {
    renderWithUi(<Checkboxes onChange={() => undefined} error="Choose BHK from the list" />);
    expect(screen.getByRole('group', { name: 'BHK' })).toHaveAccessibleDescription(
      'Choose BHK from the list',
    );
    expect(screen.getByRole('checkbox', { name: '1 BHK' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose BHK from the list')).toHaveAttribute('aria-live', 'polite');
  });

  it('is reachable by keyboard: Tab reaches a box and Space ticks it', async () => {
    const onChange = jest.fn();
    const { user } = renderWithUi(<Checkboxes onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: '1 BHK' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['1']);
  });
});

describe('RadioGroupField', () => {
  it('starts with no choice, then holds exactly one', async () => {
    const onChange = jest.fn();
    const { user } = renderWithUi(<Radios onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Looking to' });
    expect(within(group).getByRole('radio', { name: 'Buy' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Rent' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    expect(onChange).toHaveBeenLastCalledWith('buy');
    expect(screen.getByRole('radio', { name: 'Buy' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rent' })).not.toBeChecked();
  });

  it('shows the required marker outside the accessible name', () => {
    renderWithUi(<Radios onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Looking to' })).toBeInTheDocument();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
