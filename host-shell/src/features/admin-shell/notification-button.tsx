import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { dashboardSummaryQuery } from 'shared-api';
import { VisuallyHidden } from 'shared-ui';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BarIconButton } from '../../components/bar-icon-button';

const Bell = styled(BarIconButton)`
  position: relative;
`;

const Badge = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: 1.25rem;
  padding: 0 0.3rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.25rem;
  color: ${({ theme }) => theme.colors.primaryContrast};
  background: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** Opens the enquiries inbox; the badge counts new enquiries. */
export function NotificationButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const descriptionId = useId();
  // The badge is a hint: without the summary the button still opens the inbox.
  const { data, refetch } = useQuery(dashboardSummaryQuery());
  const newEnquiries = data?.newEnquiries ?? 0;

  // Asked again on every page change, so the count follows the inbox as enquiries are handled
  // (the first page's read is the query's own).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch({ cancelRefetch: false });
  }, [pathname, refetch]);

  const hasNew = newEnquiries > 0;
  return (
    <>
      <Bell
        type="button"
        aria-label="Notifications"
        aria-describedby={hasNew ? descriptionId : undefined}
        onClick={() => void navigate('/enquiries')}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v4l-2 3v1h16v-1l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0z"
            fill="currentColor"
          />
        </svg>
        {hasNew && <Badge aria-hidden="true">{newEnquiries > 99 ? '99+' : newEnquiries}</Badge>}
      </Bell>
      {hasNew && (
        <VisuallyHidden id={descriptionId}>
          {newEnquiries === 1 ? '1 new enquiry' : `${newEnquiries} new enquiries`}
        </VisuallyHidden>
      )}
    </>
  );
}
