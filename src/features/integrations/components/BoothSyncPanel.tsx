import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Problem } from '@components/Problem';
import { ApiError } from '@lib/api';
import { toast } from '@lib/toast';
import {
  BOOTH_SYNC_MESSAGES,
  boothSyncSettingsSchema,
  normalizeSyncUrl,
  type BoothSyncSettingsInput,
  type BoothSyncSettingsPayload,
} from '@shared';
import { BOOTH_SYNC_QUERY_KEY, fetchBoothSync, runBoothSync, saveBoothSync } from '../api';
import { INTEGRATION_TEXT, syncProgressText } from '../text';
import '../integrations.css';

/** How often the panel reads the syncer's progress while it is open. */
const STATUS_POLL_MS = 5_000;
const FIELDS = ['url', 'apiKey', 'event'] as const;

/** The sync settings' check: the shared schema, as the server runs it. */
export const boothSyncResolver = zodResolver(boothSyncSettingsSchema);

/**
 * "Sync to web" (issue 15): where a booth or a small lowdb site sends its sign-ups. Shown only
 * where the server has a syncer (a PostgreSQL web deployment answers 404 and shows nothing).
 */
export function BoothSyncPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: BOOTH_SYNC_QUERY_KEY,
    queryFn: fetchBoothSync,
    refetchInterval: STATUS_POLL_MS,
    retry: false,
  });
  const current = status.data;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<BoothSyncSettingsInput, unknown, BoothSyncSettingsPayload>({
    resolver: boothSyncResolver,
    defaultValues: { url: '', apiKey: '', event: '' },
  });
  // The saved address and event once they arrive, unless the operator is already typing.
  const savedUrl = current?.url ?? '';
  const savedEvent = current?.event ?? '';
  useEffect(() => {
    if (!isDirty) reset({ url: savedUrl, apiKey: '', event: savedEvent });
    // Only when the saved settings change, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedUrl, savedEvent]);

  const save = useMutation({
    mutationFn: saveBoothSync,
    onSuccess: (saved) => {
      reset({ url: saved.url, apiKey: '', event: saved.event });
      queryClient.setQueryData(BOOTH_SYNC_QUERY_KEY, saved);
      toast({ title: 'Sync settings saved' });
    },
    onError: (error: Error) => {
      const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
      const named = FIELDS.filter((field) => fields[field]);
      for (const field of named) setError(field, { message: fields[field] });
      if (named.length === 0) setError('root', { message: error.message });
    },
  });
  const run = useMutation({
    mutationFn: runBoothSync,
    onSuccess: (next) => queryClient.setQueryData(BOOTH_SYNC_QUERY_KEY, next),
  });

  // A saved key goes only to the address it was entered with: a new address asks for it again.
  const typedUrl = normalizeSyncUrl(watch('url') ?? '');
  const keyKept = Boolean(current?.keySet) && (typedUrl === '' || typedUrl === savedUrl);
  const keyAskedAgain = Boolean(current?.keySet) && !keyKept;

  if (status.error instanceof ApiError && status.error.status === 404) return null;
  const onSubmit = handleSubmit((payload) => {
    if (keyAskedAgain && !payload.apiKey) {
      setError('apiKey', { message: BOOTH_SYNC_MESSAGES.keyForNewUrl }, { shouldFocus: true });
      return;
    }
    save.mutate(payload);
  });

  return (
    <section className="admin-card integrations" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Sync to web
      </h2>
      <div aria-live="polite">
        {!current ? (
          <p className="admin-muted">{status.error ? status.error.message : 'Loading...'}</p>
        ) : (
          <>
            <p className="integrations__progress">
              {current.configured
                ? syncProgressText(current.synced, current.total, current.lastSyncAt)
                : INTEGRATION_TEXT.notSetUp}
            </p>
            {current.lastError && <p className="admin-problem">{current.lastError}</p>}
          </>
        )}
      </div>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <Field id={`${id}-url`} label="Web address" error={errors.url?.message}>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://synapse.example.com"
            aria-invalid={errors.url ? true : undefined}
            {...register('url')}
          />
        </Field>
        <Field id={`${id}-key`} label="API key" error={errors.apiKey?.message}>
          <input
            id={`${id}-key`}
            type="password"
            autoComplete="off"
            placeholder={keyKept ? 'saved' : 'syn_...'}
            aria-describedby={current?.keySet ? `${id}-key-note` : undefined}
            aria-invalid={errors.apiKey ? true : undefined}
            {...register('apiKey')}
          />
          {current?.keySet && (
            <p id={`${id}-key-note`} className="admin-muted integrations__note">
              {keyKept ? INTEGRATION_TEXT.keySaved : INTEGRATION_TEXT.keyForNewUrl}
            </p>
          )}
        </Field>
        <Field id={`${id}-event`} label="Event name" error={errors.event?.message}>
          <input
            id={`${id}-event`}
            placeholder="CES 2026"
            aria-invalid={errors.event ? true : undefined}
            {...register('event')}
          />
        </Field>
        <Problem>{errors.root?.message}</Problem>
        <div className="integrations__actions">
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </button>
          <button
            type="button"
            className="btn btn--outline"
            disabled={!current?.configured || run.isPending}
            onClick={() => run.mutate()}
          >
            Sync now
          </button>
        </div>
      </form>
    </section>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children}
      <Problem>{error}</Problem>
    </div>
  );
}
