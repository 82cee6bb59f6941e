/** The one time format of both staff panels: "14:21", 24-hour, the booth's own clock. */
export function staffTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}
