import { toast } from '@lib/toast';

/** What a person's own removal (a session ended, a browser forgotten) says when it is done. */
export const toastOutcome = (done: string, failed: string) => ({
  onSuccess: () => toast({ title: done }),
  onError: (error: Error) =>
    toast({ title: failed, description: error.message, variant: 'destructive' }),
});
