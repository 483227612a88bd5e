import styled from 'styled-components';
import type { LeadAlerts } from 'shared-api/contract';

type Tone = 'success' | 'info' | 'danger' | 'muted';

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $tone }) =>
    $tone === 'muted' ? theme.colors.textMuted : theme.colors[$tone]};
  background: ${({ theme, $tone }) =>
    $tone === 'muted' ? theme.colors.surfaceMuted : theme.colors[`${$tone}Surface`]};
`;

const count = (value: number, word: string) => `${value} ${word}`;

/**
 * Whether a lead's alerts went out, in words: a failure comes first (someone must act), then
 * what still waits (mail may be off), then what was sent. The colour only repeats the words.
 */
export function describeAlerts({ sent, pending, failed }: LeadAlerts): {
  text: string;
  tone: Tone;
} {
  if (sent + pending + failed === 0) return { text: 'No alerts', tone: 'muted' };
  const parts = [
    failed ? count(failed, 'failed') : '',
    pending ? count(pending, 'waiting') : '',
    sent ? count(sent, 'sent') : '',
  ].filter(Boolean);
  const tone: Tone = failed ? 'danger' : pending ? 'info' : 'success';
  const noun = sent + pending + failed === 1 ? 'Alert' : 'Alerts';
  return { text: `${noun}: ${parts.join(', ')}`, tone };
}

/** The inbox's badge for a lead's alerts (e-mail, WhatsApp, webhook; decision 092). */
export function LeadAlertsBadge({ alerts }: { alerts: LeadAlerts }) {
  const { text, tone } = describeAlerts(alerts);
  return <Badge $tone={tone}>{text}</Badge>;
}
