import { apiRequest } from './api';

/** The name in `Content-Disposition: attachment; filename="..."`, if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}

/**
 * Saves a file the API answers (the CSV exports) through the one fetch wrapper, so that an export
 * that needs the password again asks for it and goes on (issue 24); a plain link could not.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await apiRequest('GET', url);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
