import styled from 'styled-components';
import { useAssetUrl } from 'shared-api';
import { getDetailsPath, formatBhk, formatPriceInWords } from 'shared-api/contract';
import type { RequirementMatch } from 'shared-api/contract';
import { VisuallyHidden } from 'shared-ui';
import { Link } from 'react-router-dom';
import { describeFit } from '../utils/requirement-format';

const Item = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Thumb = styled.div`
  width: 96px;
  height: 72px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Facts = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0;
`;

const Fit = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One listing that fits a requirement: photo, name, the facts a buyer asks first, the fit. */
export function MatchItem({ match }: { match: RequirementMatch }) {
  const assetUrl = useAssetUrl();
  const src = assetUrl(match.thumbnail ?? match.image1);
  const facts = [
    formatPriceInWords(match.price),
    match.bedrooms === null ? null : formatBhk(match.bedrooms),
    match.city_name,
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <Item>
      {/* The name beside it says what the photo shows. */}
      <Thumb>{src ? <img src={src} alt="" loading="lazy" width={96} height={72} /> : null}</Thumb>
      <div>
        <Title>
          <Link to={getDetailsPath(match.id)}>{match.project_name}</Link>{' '}
          <Link to={`/edit_form/${match.id}`}>
            Edit<VisuallyHidden> {match.project_name}</VisuallyHidden>
          </Link>
        </Title>
        <Facts>{facts.join(' · ')}</Facts>
        <Fit>{describeFit(match.fit)}</Fit>
      </div>
    </Item>
  );
}
