import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSiteRules } from '../../src/lib/site-config';

const REPO_SITE_CONFIG = path.resolve(__dirname, '..', '..', '..', 'site.config.json');

function withFile(content: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
  const file = path.join(dir, 'site.config.json');
  fs.writeFileSync(file, content);
  return file;
}

describe('readSiteRules', () => {
  it("reads the repository's file: MahaRERA's number form and a 24-month retention", () => {
    const rules = readSiteRules(REPO_SITE_CONFIG);
    expect(new RegExp(rules.rera.numberPattern).test(rules.rera.numberExample)).toBe(true);
    expect(rules.rera.projectUrl).toContain('{number}');
    expect(rules.privacy.retentionMonths).toBe(24);
  });

  it('stops with the key of a wrong value', () => {
    const site = JSON.parse(fs.readFileSync(REPO_SITE_CONFIG, 'utf8')) as {
      rera: { numberPattern: string };
    };
    site.rera.numberPattern = '^P(';
    expect(() => readSiteRules(withFile(JSON.stringify(site)))).toThrow(
      /invalid at rera\.numberPattern: must be a regular expression/,
    );
  });

  it('stops with the file name when it is not JSON', () => {
    const file = withFile('{ not json');
    expect(() => readSiteRules(file)).toThrow(`Cannot read the site configuration ${file}`);
  });
});
