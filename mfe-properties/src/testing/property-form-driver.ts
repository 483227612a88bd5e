import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MAP_URL } from './property-fixtures';

export const imageFile = (name: string) => new File(['image'], name, { type: 'image/jpeg' });
export const videoFile = () => new File(['video'], 'tour.mp4', { type: 'video/mp4' });
export const pdfFile = (name: string) => new File(['pdf'], name, { type: 'application/pdf' });

/** Replaces a field's text in one go (month inputs refuse partial values typed key by key). */
export async function enter(user: UserEvent, label: string, text: string): Promise<void> {
  const input = screen.getByLabelText(label);
  if (input instanceof HTMLInputElement && input.value !== '') await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** Waits for the choosers' lookup lists to arrive. */
export async function waitForLookups(): Promise<void> {
  await screen.findByRole('option', { name: 'City A' });
  await screen.findByRole('checkbox', { name: 'Sanction A' });
}

const SELECTS: [string, string][] = [
  ['City', 'City A'],
  ['Status', 'Status A'],
  ['Project Type', 'Project type A'],
  ['Property Type', 'Property type A'],
  ['Ownership', 'Ownership A'],
  ['Transaction', 'Transaction A'],
  ['Unit', 'sqft'],
  ['OC', 'Yes'],
  ['CC', 'No'],
  ['Facing', 'Facing A'],
  ['Flooring', 'Floor A'],
  ['Reserve Parking', 'Yes'],
  ['Water Source', 'Water Source A'],
  ['Power Backup', 'Power Backup A'],
];

const TEXTS: [string, string][] = [
  ['Address', 'Baner Road'],
  ['Project Name', 'Green Acres'],
  ['Price (Rs.)', '4500000'],
  ['Project Area', '1200'],
  ['Possession', '2027-06'],
  ['Launch Year', '2025-01'],
  ['No. of Towers', '2'],
  ['No. of Units', '40'],
  ['Available Units', '10'],
  ['No. of Floors', '12'],
  ['Metro / Railway (km)', '1.5'],
  ['Hospital (km)', '2'],
  ['Bus Stop (km)', '0.3'],
  ['School (km)', '1'],
  ['Google Map Link', MAP_URL],
];

/** Fills every text field and chooser of the property form with valid values (no files). */
export async function fillPropertyFields(user: UserEvent): Promise<void> {
  for (const [label, text] of TEXTS) await enter(user, label, text);
  for (const [label, option] of SELECTS) {
    await user.selectOptions(screen.getByLabelText(label), option);
  }
  await user.click(screen.getByRole('checkbox', { name: 'Amenity A' }));
}

/** A complete, valid new property: fields, images 1 and 2, the video, Sanction A and its file. */
export async function fillValidNewProperty(user: UserEvent): Promise<void> {
  await fillPropertyFields(user);
  await user.upload(screen.getByLabelText('Image 1'), imageFile('front.jpg'));
  await user.upload(screen.getByLabelText('Image 2'), imageFile('hall.jpg'));
  await user.upload(screen.getByLabelText('Video'), videoFile());
  await user.click(screen.getByRole('checkbox', { name: 'Sanction A' }));
  await user.upload(screen.getByLabelText('Sanction A file'), pdfFile('rera.pdf'));
}
