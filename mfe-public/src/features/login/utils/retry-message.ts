/** "in 1 minute", "in 14 minutes", "in 30 seconds": how long a wait of `seconds` is. */
function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A refused sign-in that says when to try again (decision 094: "Please try again later" left an owner
 * guessing for 15 minutes): the server's message with its vague ending replaced by the wait its
 * `Retry-After` names.
 */
export function withRetryWait(message: string, seconds: number | null): string {
  if (seconds === null) return message;
  const base = message.replace(/\s*Please try again later\.?\s*$/u, '');
  return `${base} Please try again ${waitText(seconds)}.`;
}
