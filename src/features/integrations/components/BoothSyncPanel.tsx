import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@lib/api';
import { toast } from '@lib/toast';
import { BOOTH_SYNC_QUERY_KEY, fetchBoothSync, runBoothSync, saveBoothSync } from '../api';
import { INTEGRATION_TEXT, syncProgressText } from '../text';
import '../integrations.css';

/** How often the panel reads the syncer's progress while it is open. */
const STATUS_POLL_MS = 5_000;

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
  const [form, setForm] = useState<{ url: string; apiKey: string; event: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: saveBoothSync,
    onSuccess: (saved) => {
      queryClient.setQueryData(BOOTH_SYNC_QUERY_KEY, saved);
      setForm(null);
      setErrors({});
      toast({ title: 'Sync settings saved' });
    },
    onError: (error: Error) =>
      setErrors(error instanceof ApiError && error.errors ? error.errors : { form: error.message }),
  });
  const run = useMutation({
    mutationFn: runBoothSync,
    onSuccess: (next) => queryClient.setQueryData(BOOTH_SYNC_QUERY_KEY, next),
  });

  if (status.error instanceof ApiError && status.error.status === 404) return null;
  const current = status.data;
  const values = form ?? { url: current?.url ?? '', apiKey: '', event: current?.event ?? '' };
  const edit = (field: keyof typeof values, value: string) =>
    setForm({ ...values, [field]: value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };

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
        <Field id={`${id}-url`} label="Web address" error={errors.url}>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://synapse.example.com"
            value={values.url}
            onChange={(event) => edit('url', event.target.value)}
          />
        </Field>
        <Field id={`${id}-key`} label="API key" error={errors.apiKey}>
          <input
            id={`${id}-key`}
            type="password"
            autoComplete="off"
            placeholder={current?.keySet ? 'saved' : 'syn_...'}
            value={values.apiKey}
            aria-describedby={current?.keySet ? `${id}-key-note` : undefined}
            onChange={(event) => edit('apiKey', event.target.value)}
          />
          {current?.keySet && (
            <p id={`${id}-key-note`} className="admin-muted integrations__note">
              {INTEGRATION_TEXT.keySaved}
            </p>
          )}
        </Field>
        <Field id={`${id}-event`} label="Event name" error={errors.event}>
          <input
            id={`${id}-event`}
            placeholder="CES 2026"
            value={values.event}
            onChange={(event) => edit('event', event.target.value)}
          />
        </Field>
        {errors.form && (
          <p role="alert" className="admin-problem">
            {errors.form}
          </p>
        )}
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
      {error && (
        <p role="alert" className="admin-problem">
          {error}
        </p>
      )}
    </div>
  );
}
