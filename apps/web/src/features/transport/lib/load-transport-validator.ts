type ValidatorModule = typeof import('./validate-transport-request.ts');

let pending: Promise<ValidatorModule> | undefined;

/**
 * The validator (and zod with it) arrives only when someone starts filling in the form;
 * the form calls this on first focus, so it is ready by the time they press send.
 */
export function loadTransportValidator(): Promise<ValidatorModule> {
  pending ??= import('./validate-transport-request.ts').catch((error: unknown) => {
    // A failed download (flaky network) must not stick: the next attempt tries again.
    pending = undefined;
    throw error;
  });
  return pending;
}
