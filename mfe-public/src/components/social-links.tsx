import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useSiteConfig } from 'shared-api';
import { VisuallyHidden } from 'shared-ui';

/** The broker's channels from the site configuration: video, photo, social network, chat. */
export function SocialLinks(): ReactElement {
  const { social } = useSiteConfig();
  const links = [
    { label: 'YouTube', href: social.youtube },
    { label: 'Instagram', href: social.instagram },
    { label: 'Facebook', href: social.facebook },
    { label: 'WhatsApp', href: social.whatsapp },
  ].filter((link) => link.href.trim() !== '');

  return (
    <List>
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border: 1px solid ${({ theme }) => theme.colors.secondary};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-weight: 600;
    text-decoration: none;
  }
`;
