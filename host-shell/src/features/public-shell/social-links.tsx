import type { ComponentType } from 'react';
import type { SiteConfig } from 'shared-api/contract';
import styled from 'styled-components';
import { ChatIcon, PhotoIcon, SocialNetworkIcon, VideoIcon } from './social-icons';

interface SocialLink {
  key: keyof SiteConfig['social'];
  label: string;
  Icon: ComponentType;
}

/** Spec's footer social links: video, photo, social network and chat. */
const SOCIAL_LINKS: readonly SocialLink[] = [
  { key: 'youtube', label: 'YouTube', Icon: VideoIcon },
  { key: 'instagram', label: 'Instagram', Icon: PhotoIcon },
  { key: 'facebook', label: 'Facebook', Icon: SocialNetworkIcon },
  { key: 'whatsapp', label: 'WhatsApp', Icon: ChatIcon },
];

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  color: inherit;
  border-radius: ${({ theme }) => theme.radii.pill};

  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;

export function SocialLinks({ social }: { social: SiteConfig['social'] }) {
  return (
    <List>
      {SOCIAL_LINKS.filter(({ key }) => social[key]).map(({ key, label, Icon }) => (
        <li key={key}>
          <Link
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
          >
            <Icon />
          </Link>
        </li>
      ))}
    </List>
  );
}
