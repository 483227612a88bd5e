import { readFileSync } from 'node:fs';
import type { SiteConfig } from 'shared-api/contract';
import { z } from 'zod';

/**
 * The parts of the broker's site configuration the API uses: the rules it enforces (RERA numbers,
 * privacy), and the name and tagline its share images carry.
 */
export type SiteRules = Pick<SiteConfig, 'brokerName' | 'tagline' | 'rera' | 'privacy'> & {
  /** The approved WhatsApp template of the new-lead alert (decision 092). */
  whatsappTemplate: { name: string; language: string };
};

const siteRulesSchema = z.object({
  brokerName: z.string().trim().min(1),
  tagline: z.string(),
  rera: z.object({
    authority: z.string().min(1),
    website: z.url(),
    numberPattern: z.string().refine(
      (pattern) => {
        try {
          new RegExp(pattern);
          return true;
        } catch {
          return false;
        }
      },
      { error: 'must be a regular expression' },
    ),
    numberExample: z.string().min(1),
    projectUrl: z.string().includes('{number}', { error: 'must contain {number}' }),
    agentNumber: z.string().min(1),
  }),
  privacy: z.object({
    noticeVersion: z.string().min(1),
    retentionMonths: z.number().int().min(1).max(120),
    contactEmail: z.email(),
  }),
  whatsappTemplate: z
    .object({
      name: z.string().regex(/^[a-z0-9_]{1,512}$/, { error: 'must be a template name' }),
      language: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: 'must be a language code' }),
    })
    .default({ name: 'new_lead_alert', language: 'en' }),
});

/**
 * Reads and checks the site configuration file (SITE_CONFIG, default the repository's
 * site.config.json, the file the front ends are served with): a wrong value stops the start with
 * the key it concerns.
 */
export function readSiteRules(file: string): SiteRules {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read the site configuration ${file}: ${reason}`);
  }
  const result = siteRulesSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `The site configuration ${file} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  return result.data;
}
