import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithUi } from '../testing/render';
import { CheckboxField } from './checkbox-field';
import { FileField } from './file-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties the label, hint and error to the input and marks it invalid', () => {
    renderWithUi(
      <TextField label="Full Name" hint="As on your ID" error="Full Name is required" />,
    );
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID Full Name is required');
    expect(screen.getByText('Full Name is required')).toHaveAttribute('aria-live', 'polite');
  });

  it('is not marked invalid or described without an error or hint', () => {
    renderWithUi(<TextField label="Email ID" />);
    const input = screen.getByLabelText('Email ID');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks required fields for assistive technology while the label stays the plain name', () => {
    renderWithUi(<TextField label="Mobile No" required />);
    expect(screen.getByLabelText('Mobile No')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('works with react-hook-form register (ref and change handlers reach the input)', async () => {
    const submitted = jest.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ name: string; remarks: string }>();
      return (
        <form onSubmit={(event) => void handleSubmit(submitted)(event)}>
          <TextField label="Name" {...register('name')} />
          <TextAreaField label="Remarks" {...register('remarks')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const { user } = renderWithUi(<Form />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Call after 5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledWith(
      { name: 'Asha', remarks: 'Call after 5' },
      expect.anything(),
    );
  });
});

describe('SelectField', () => {
  it('shows the placeholder as the first, empty option and then the options', async () => {
    const { user } = renderWithUi(
      <SelectField
        label="Cities"
        placeholder="Select a city"
        options={[
          { value: '1', label: 'Pune' },
          { value: '2', label: 'Mumbai' },
        ]}
        error="City selection is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Cities' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a city',
      'Pune',
      'Mumbai',
    ]);
    expect(options[0]).toHaveValue('');
    expect(select).toHaveAccessibleDescription('City selection is required');
    await user.selectOptions(select, 'Mumbai');
    expect(select).toHaveValue('2');
  });
});

describe('CheckboxField', () => {
  it('is labelled and toggles', async () => {
    const { user } = renderWithUi(<CheckboxField label="Swimming pool" />);
    const box = screen.getByRole('checkbox', { name: 'Swimming pool' });
    await user.click(box);
    expect(box).toBeChecked();
  });
});

describe('FileField', () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it('shows the chosen image with its size and a preview, and revokes the preview on unmount', async () => {
    const onFileChange = jest.fn();
    const { user, unmount } = renderWithUi(
      <FileField label="Image 1" accept="image/*" required onFileChange={onFileChange} />,
    );
    const image = new File([new Uint8Array(2048)], 'front.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Image 1'), image);
    expect(screen.getByText('Selected: front.jpg (2.0 KB)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of front.jpg' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(onFileChange).toHaveBeenCalledWith(image);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('accepts a file dropped onto the zone, without a preview for non-images', () => {
    const onFileChange = jest.fn();
    renderWithUi(<FileField label="Sanction file" onFileChange={onFileChange} />);
    const pdf = new File(['%PDF-1.7'], 'rera.pdf', { type: 'application/pdf' });
    const zone = screen.getByText('or drag and drop a file here');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf] } });
    expect(onFileChange).toHaveBeenCalledWith(pdf);
    expect(screen.getByText('Selected: rera.pdf (8 B)')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('ties its error to the input', () => {
    renderWithUi(<FileField label="Video" error="Video is required" />);
    expect(screen.getByLabelText('Video')).toHaveAccessibleDescription('Video is required');
  });
});
