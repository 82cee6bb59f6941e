/**
 * An address as a link's page shows it before anything is done (issue 24 item 11): enough for
 * its owner to recognise it, not the whole address for whoever else opens a forwarded link.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  return `${local[0]}•••@${email.slice(at + 1)}`;
}
