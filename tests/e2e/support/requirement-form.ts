import type { Page } from 'playwright-core';
import { VISIBLE, expectStatusToast } from './journey-ui';

/** A visitor who registers on Post Requirement, and what they are looking for. */
export interface RequirementVisitor {
  name: string;
  mobile: string;
  email: string;
  password: string;
  /** The registration's city and occupation, as their options read. */
  city: string;
  occupation: string;
  requirement: {
    purpose: 'Buy' | 'Rent';
    propertyTypes: readonly string[];
    bhk: readonly string[];
    budgetFrom: string;
    budgetTo: string;
    /** How the page says `budgetTo` in words under its input ('Rs. 90 lakh'). */
    budgetToInWords: string;
    cities: readonly string[];
  };
}

/**
 * Registers `visitor` on Post Requirement through its form, the REQUIREMENT section filled in, and
 * waits for the spec's success message.
 */
export async function registerWithRequirement(
  page: Page,
  siteUrl: string,
  visitor: RequirementVisitor,
): Promise<void> {
  const { requirement } = visitor;
  await page.goto(`${siteUrl}/post_req`);
  await page.getByRole('heading', { name: 'PERSONAL INFORMATION' }).waitFor(VISIBLE);
  // The lists come from the API: the city's option is there once they have loaded.
  await page.getByRole('option', { name: visitor.city }).first().waitFor({ state: 'attached' });
  await page.getByLabel('Full Name', { exact: true }).fill(visitor.name);
  await page.getByLabel('Mobile No', { exact: true }).fill(visitor.mobile);
  await page.getByLabel('Email ID', { exact: true }).fill(visitor.email);
  await page.getByLabel('Cities', { exact: true }).selectOption({ label: visitor.city });
  await page.getByLabel('Occupation', { exact: true }).selectOption({ label: visitor.occupation });
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(visitor.password);

  await page.getByRole('heading', { name: 'REQUIREMENT', exact: true }).waitFor(VISIBLE);
  await page.getByRole('radio', { name: requirement.purpose, exact: true }).check();
  for (const name of [...requirement.propertyTypes, ...requirement.bhk]) {
    await page.getByRole('checkbox', { name, exact: true }).check();
  }
  await page.getByLabel('Budget from', { exact: true }).fill(requirement.budgetFrom);
  await page.getByLabel('Budget up to', { exact: true }).fill(requirement.budgetTo);
  await page.getByText(requirement.budgetToInWords, { exact: true }).waitFor(VISIBLE);
  const preferred = page.getByRole('group', { name: 'Preferred cities' });
  for (const name of requirement.cities) {
    await preferred.getByRole('checkbox', { name, exact: true }).check();
  }

  await page.getByLabel('I agree to be contacted about my registration').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expectStatusToast(
    page,
    'Registration successful. Your account will be activated by the admin.',
  );
}
