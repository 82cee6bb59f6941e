/** A redirect inside this site stays in the app; anything else is a full page load. */
export function isSameSite(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
