/**
 * Ends the current task so the browser can paint and take input: the one way the shell's start-up yields.
 * Evaluating React DOM, the remote kit or the app's modules takes tens of milliseconds each on a phone;
 * in one task they would be one long task.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
