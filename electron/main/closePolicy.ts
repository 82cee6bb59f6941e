/**
 * The kiosk window closes only through the operator's exit (after the PIN): Alt+F4, the window
 * manager's close button or a stray close() are vetoed while the kiosk is not quitting.
 */
export function vetoCloseUnlessQuitting(
  event: { preventDefault(): void },
  isQuitting: () => boolean,
): void {
  if (!isQuitting()) event.preventDefault();
}
