import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@lib/download';
import { toast } from '@lib/toast';

/**
 * A CSV export's button: saves the file (asking for the password again when the server wants it)
 * and says in a toast why it did not, e.g. when the dialog was cancelled.
 */
export function useDownload(file: { url: string; fallbackName: string }) {
  const download = useMutation({
    mutationFn: () => downloadFile(file.url, file.fallbackName),
    onError: (error: Error) => {
      toast({ title: 'Export failed', description: error.message, variant: 'destructive' });
    },
  });
  return { start: () => download.mutate(), busy: download.isPending };
}
