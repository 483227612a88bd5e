// The heads of the site's own pages (decision 088): each a distinct title and description from
// the site configuration's facts, the site's share image, and structured data: the broker as a
// RealEstateAgent where the page is about the broker (home, contact), else the page's breadcrumb.
import { PUBLIC_PATHS, type SiteConfig } from 'shared-api/contract';
import type { PageHead, PageLoadContext } from 'shared-ui/head';
import {
  breadcrumbList,
  fitSentences,
  homeCrumb,
  SCHEMA_CONTEXT,
  siteRegion,
  siteShareImage,
} from './head-parts';

export type SitePage =
  'home' | 'about' | 'home-loan' | 'contact' | 'post-requirement' | 'login' | 'not-found';

/** Each page's path: the contract's, as the host's route table has them. */
const PAGE_PATHS: Readonly<Record<Exclude<SitePage, 'not-found'>, string>> = {
  home: PUBLIC_PATHS.home,
  about: PUBLIC_PATHS.about,
  'home-loan': PUBLIC_PATHS.homeLoan,
  contact: PUBLIC_PATHS.contact,
  'post-requirement': PUBLIC_PATHS.postRequirement,
  login: PUBLIC_PATHS.login,
};

/** How many affiliated banks the home-loan description names before 'and N more'. */
const BANKS_NAMED = 3;

interface PageText {
  /** The page's name in its breadcrumb (none for home and not-found). */
  crumb?: string;
  title: string;
  /** Sentences, most important first: those that fit in 160 characters are kept. */
  description: string[];
}

/** 'A, B and C' */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function banksText(banks: readonly string[]): string {
  const named = banks.slice(0, BANKS_NAMED);
  const more = banks.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : listOf(named);
}

function pageText(page: SitePage, site: SiteConfig): PageText {
  const broker = site.brokerName;
  switch (page) {
    case 'home':
      return {
        title: `${broker}: ${site.tagline} – flats, plots and offices in ${site.city}`,
        description: [
          `${broker}: approved flats, bungalows, plots, shops and offices in ${site.city}, their sanctions and title checked.`,
          `${site.yearsOfExperience}+ years, ${site.dealsClosed}+ deals closed.`,
        ],
      };
    case 'about':
      return {
        crumb: 'About Us',
        title: `About us | ${broker}`,
        description: [
          `${site.founder}, founder of ${broker}: ${site.yearsOfExperience}+ years as a property expert in ${site.city}, ${site.dealsClosed}+ deals closed.`,
          'We deal only in approved properties.',
        ],
      };
    case 'home-loan':
      return {
        crumb: 'Home Loan',
        title: `Home loans for approved properties | ${broker}`,
        description: [
          `Home loans for approved properties in ${site.city} from our affiliated banks: ${banksText(site.banks)}.`,
          'Answers to common questions and an EMI calculator.',
        ],
      };
    case 'contact':
      return {
        crumb: 'Contact',
        title: `Contact us | ${broker}`,
        description: [
          `Call ${site.phone} or email ${site.email}.`,
          `Visit ${broker} at ${site.address.street}, ${site.address.locality}, ${site.address.city} ${site.address.pin}.`,
        ],
      };
    case 'post-requirement':
      return {
        crumb: 'Post Requirement',
        title: `Post your requirement | ${broker}`,
        description: [
          `Tell ${broker} the flat, bungalow, plot, shop or office you want in ${site.city}.`,
          'We call you back with approved properties that match.',
        ],
      };
    case 'login':
      return {
        crumb: 'Login',
        title: `Login | ${broker}`,
        description: [`Agents of ${broker} sign in here to manage listings and enquiries.`],
      };
    case 'not-found':
      // The title as the host's own not-found head's (host-shell/src/server/render-page.tsx).
      return {
        title: `Page not found | ${broker}`,
        description: [
          'This page does not exist.',
          `Find approved properties in ${site.city} on the home page.`,
        ],
      };
  }
}

/** The broker as schema.org's RealEstateAgent, with the agent's RERA registration. */
export function realEstateAgent(context: PageLoadContext): object {
  const { site, siteUrl } = context;
  const region = siteRegion(site);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateAgent',
    name: site.brokerName,
    description: site.tagline,
    url: `${siteUrl}/`,
    image: siteShareImage(context).url,
    telephone: site.phone,
    email: site.email,
    founder: { '@type': 'Person', name: site.founder },
    areaServed: site.city,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${site.address.street}, ${site.address.landmark}, ${site.address.locality}`,
      addressLocality: site.address.city,
      ...(region ? { addressRegion: region } : {}),
      postalCode: site.address.pin,
      addressCountry: 'IN',
    },
    // The broker's profiles; the WhatsApp link is a chat, not a profile of the broker.
    sameAs: [site.social.facebook, site.social.instagram, site.social.youtube].filter(
      (url) => url !== '',
    ),
    identifier: {
      '@type': 'PropertyValue',
      propertyID: site.rera.authority,
      value: site.rera.agentNumber,
    },
  };
}

/**
 * A site page's head. The home page's canonical address is the site's root whatever the filters in
 * its query, so filtered views count as the home page. The sign-in page is kept out of search
 * indexes; so is the not-found page, whose canonical is the home page's: it has no address of its
 * own (it answers any unknown one, with a 404, which search engines do not index anyway), and a
 * shared broken link then previews as the site.
 */
export function sitePageHead(page: SitePage, context: PageLoadContext): PageHead {
  const { site, siteUrl } = context;
  const text = pageText(page, site);
  const path = page === 'not-found' ? '/' : PAGE_PATHS[page];
  const canonical = `${siteUrl}${path}`;
  const jsonLd: object[] = [];
  if (page === 'home') {
    jsonLd.push(
      { '@context': SCHEMA_CONTEXT, '@type': 'WebSite', name: site.brokerName, url: canonical },
      realEstateAgent(context),
    );
  } else if (page === 'contact') {
    jsonLd.push(realEstateAgent(context));
  }
  if (text.crumb) {
    jsonLd.push(breadcrumbList([homeCrumb(context), { name: text.crumb, url: canonical }]));
  }
  return {
    title: text.title,
    description: fitSentences(text.description),
    canonical,
    type: 'website',
    image: siteShareImage(context),
    jsonLd,
    ...(page === 'login' || page === 'not-found' ? { noindex: true } : {}),
  };
}
