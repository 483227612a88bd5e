import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { usePublicUrl, useSiteConfig } from 'shared-api';
import { Button, VisuallyHidden } from 'shared-ui';
import { useLocation } from 'react-router-dom';
import { getWhatsAppChatUrl, getWhatsAppShareUrl } from '../../../utils/whatsapp';

export interface ShareLinksProps {
  prpId: string;
  projectName: string;
}

/** Share the page (WhatsApp, Facebook, X, copy link) and ask the broker about it on WhatsApp. */
export function ShareLinks({ prpId, projectName }: ShareLinksProps): ReactElement {
  const site = useSiteConfig();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  // The page's public address (never the address it happened to be opened on, say 127.0.0.1).
  const url = usePublicUrl(useLocation().pathname);
  const message = `${projectName} (Property ID ${prpId}): ${url}`;

  const copyLink = () => {
    navigator.clipboard
      .writeText(url)
      .then(() => setCopyState('copied'))
      .catch(() => setCopyState('failed'));
  };

  const links = [
    { label: 'WhatsApp', href: getWhatsAppShareUrl(`Have a look at ${message}`) },
    {
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      label: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(projectName)}&url=${encodeURIComponent(url)}`,
    },
  ];

  return (
    <section aria-labelledby="details-share">
      <h2 id="details-share">Share this property</h2>
      <Row>
        {links.map((link) => (
          <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
            Share on {link.label}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        ))}
        <Button variant="secondary" size="sm" onClick={copyLink}>
          Copy link
        </Button>
        <span role="status">
          {copyState === 'copied' && 'Link copied'}
          {copyState === 'failed' && 'Could not copy the link; copy it from the address bar.'}
        </span>
      </Row>
      <p>
        <a
          href={getWhatsAppChatUrl(
            site.whatsapp,
            `Hello, I am interested in ${projectName} (Property ID ${prpId}): ${url}`,
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          Ask {site.brokerName} about this property on WhatsApp
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </p>
    </section>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  a {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.secondary};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-weight: 600;
    text-decoration: none;
  }
`;
