import type { BackupEntry } from './names';
import { newestFirst } from './names';

/** Calendar day and ISO week of a moment in a time zone, as keys. */
function calendarKeys(time: Date, timeZone: string): { day: string; week: string } {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(time);
  // The ISO week of that local day: its Thursday's year and week number.
  const local = new Date(`${day}T00:00:00Z`);
  const weekday = (local.getUTCDay() + 6) % 7;
  const thursday = new Date(local.getTime() + (3 - weekday) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return { day, week: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}` };
}

/**
 * Which backups to keep: the newest of each of the last `daily` days that have one, and the newest
 * of each of the last `weekly` ISO weeks that have one (days and weeks in `timeZone`, the broker's).
 */
export function backupsToKeep(
  entries: BackupEntry[],
  options: { daily: number; weekly: number; timeZone: string },
): Set<string> {
  const keep = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const entry of newestFirst(entries)) {
    const { day, week } = calendarKeys(entry.takenAt, options.timeZone);
    if (!days.has(day) && days.size < options.daily) {
      days.add(day);
      keep.add(entry.name);
    }
    if (!weeks.has(week) && weeks.size < options.weekly) {
      weeks.add(week);
      keep.add(entry.name);
    }
  }
  return keep;
}
