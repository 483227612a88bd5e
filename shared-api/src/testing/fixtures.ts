import type { CurrentUser, RuntimeConfig } from '../contract/types';

/** The API origin of test runs: asset URLs in assertions start with it. */
export const TEST_API_BASE_URL = 'http://api.test';

/** A complete runtime config, as the host's /config.json would serve it. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  siteUrl: 'http://site.test',
  apiBaseUrl: TEST_API_BASE_URL,
  remotes: {},
  site: {
    brokerName: 'Test Realty',
    city: 'Pune',
    tagline: 'Approved homes, honest advice',
    founder: 'Asha Broker',
    yearsOfExperience: 25,
    dealsClosed: 100,
    phone: '+91 98220 12345',
    whatsapp: '919822012345',
    email: 'hello@test-realty.example',
    address: {
      street: 'Office 12, Shreeji Heights, FC Road',
      landmark: 'Near Goodluck Chowk',
      locality: 'Deccan Gymkhana',
      city: 'Pune',
      pin: '411004',
    },
    mapEmbedUrl: 'https://www.google.com/maps/embed?pb=test',
    social: {
      youtube: 'https://www.youtube.com/@test',
      instagram: 'https://www.instagram.com/test',
      facebook: 'https://www.facebook.com/test',
      whatsapp: 'https://wa.me/919822012345',
    },
    rera: {
      authority: 'MahaRERA',
      website: 'https://maharera.maharashtra.gov.in',
      numberPattern: '^P\\d{11}$',
      numberExample: 'P52100012345',
      projectUrl: 'https://maharera.example/projects?rera_reg_no={number}',
      agentNumber: 'A52100099999',
    },
    privacy: {
      noticeVersion: '2026-11-25',
      retentionMonths: 24,
      contactEmail: 'privacy@test-realty.example',
    },
    banks: ['State Bank of India', 'HDFC Bank'],
    specialThanks: ['First Helper', 'Second Helper'],
    keywords: [['flats in Pune', '2 BHK in Kothrud'], ['plots in Wagholi']],
  },
};

/** The seeded administrator, as GET /api/auth/me describes it. */
export const TEST_ADMIN: CurrentUser = { id: 1, name: 'Admin', role: 'admin', username: 'admin' };

/** A signed-in agent (not an administrator). */
export const TEST_AGENT: CurrentUser = {
  id: 3,
  name: 'Asha Patil',
  role: 'agent',
  username: 'asha',
};
