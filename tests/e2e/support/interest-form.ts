import type { Page } from 'playwright-core';
import { VISIBLE } from './journey-ui';

export interface Visitor {
  name: string;
  mobile: string;
  email: string;
}

/**
 * A visitor (nobody signed in) sends "I'm Interested" from a property's page, for a listing in
 * Aundh, and waits for the thank-you.
 */
export async function sendInterest(
  page: Page,
  siteUrl: string,
  propertyId: number,
  visitor: Visitor,
  remark: string,
): Promise<void> {
  await page.goto(`${siteUrl}/details/${propertyId}`);
  // The form loads as the visitor scrolls down to it.
  await page.getByRole('heading', { name: "I'm Interested" }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: "I'm Interested" });
  await form.waitFor(VISIBLE);
  await form.getByRole('option', { name: 'Aundh' }).waitFor({ state: 'attached' });
  await form.getByLabel('Occupation', { exact: true }).selectOption({ label: 'Individual' });
  await form.getByLabel('Name', { exact: true }).fill(visitor.name);
  await form.getByLabel('Mobile', { exact: true }).fill(visitor.mobile);
  await form.getByLabel('Email', { exact: true }).fill(visitor.email);
  await form.getByLabel('City', { exact: true }).selectOption({ label: 'Aundh' });
  await form
    .getByLabel('Suitable time to call', { exact: true })
    .selectOption({ label: 'Evening (3 PM - 7 PM)' });
  await form.getByLabel('Remark', { exact: true }).fill(remark);
  await form.getByLabel('I agree to be contacted about this enquiry').check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Thank you for your interest! We will contact you soon.' })
    .waitFor(VISIBLE);
}
