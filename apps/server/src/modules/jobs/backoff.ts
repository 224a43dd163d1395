// Retries of a failed job wait 1, 2, 4, 8… minutes, at most an hour (decision 0130).

const MINUTE = 60_000;
const CAP = 60 * MINUTE;

/** How long to wait after the `attempts`-th attempt failed (attempts counts from 1). */
export function retryDelayMs(attempts: number): number {
  return Math.min(CAP, MINUTE * 2 ** Math.max(0, attempts - 1));
}
