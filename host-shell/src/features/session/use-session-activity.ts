import { useCallback, useEffect, useRef, useState } from 'react';
import { reportActivity } from 'shared-api';

/** What counts as the person at work: typing, clicking or touching, scrolling. */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'scroll', 'input'] as const;
/** The server renews the idle limit at most once a minute; reporting more often is wasted. */
export const ACTIVITY_REPORT_INTERVAL_MS = 60_000;
/** How long before the session's absolute end the page warns. */
export const SESSION_WARNING_MS = 5 * 60_000;

/**
 * Keeps a signed-in person's session alive while they work (docs/decisions/096): the page reports
 * activity at most once a minute (the server renews the idle limit on it, never on background
 * reads), and learns when the session ends whatever its use, to warn five minutes before.
 */
export function useSessionActivity() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  // The end the warning's timer has reached: a renewed session has another end, and no warning.
  const [warnedFor, setWarnedFor] = useState<number | null>(null);
  const reportedAt = useRef(0);

  const report = useCallback(() => {
    reportedAt.current = Date.now();
    reportActivity()
      .then(({ expiresAt }) => setEndsAt(Date.parse(expiresAt)))
      // Offline or a restarting server: the next activity reports again. A 401 is the client's.
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    // Opening the staff's area is activity too.
    report();
    const handleActivity = () => {
      if (Date.now() - reportedAt.current >= ACTIVITY_REPORT_INTERVAL_MS) report();
    };
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, handleActivity, options);
    return () => {
      for (const type of ACTIVITY_EVENTS) {
        document.removeEventListener(type, handleActivity, options);
      }
    };
  }, [report]);

  useEffect(() => {
    if (endsAt === null || !Number.isFinite(endsAt)) return;
    const timer = setTimeout(
      () => setWarnedFor(endsAt),
      Math.max(0, endsAt - SESSION_WARNING_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [endsAt]);

  /** After signing in again: a new session, a new end. */
  const renew = report;
  return { endsAt, isEnding: endsAt !== null && warnedFor === endsAt, renew };
}
