/**
 * A stored time of day ('05:45:00', as PostgreSQL returns it, or '05:45') as 24-hour
 * HH:mm, the way times are written in Mexico. Anything unexpected is shown as stored.
 */
export function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}
