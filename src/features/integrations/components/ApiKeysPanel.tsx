import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { z } from 'zod';
import { Problem } from '@components/Problem';
import { toast } from '@lib/toast';
import { API_KEY_SCOPES, createApiKeySchema } from '@shared';
import { API_KEYS_QUERY_KEY, createApiKey, fetchApiKeys, revokeApiKey } from '../api';
import { formatDate, INTEGRATION_TEXT, SCOPE_LABELS } from '../text';
import { useCreateForm } from './useCreateForm';
import '../integrations.css';
import { asQuestion, useConfirm } from '@components/confirm/ConfirmDialog';

type KeyValues = z.input<typeof createApiKeySchema>;
const NEW_KEY: KeyValues = { name: '', scopes: ['entries:write'] };

/** The new key's check: the shared schema, as the server runs it. */
export const apiKeyResolver = zodResolver(createApiKeySchema);

/** API keys for booths and integrations: created and shown once, listed with use, revoked. */
export function ApiKeysPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: API_KEYS_QUERY_KEY, queryFn: fetchApiKeys });
  const confirm = useConfirm();
  const { register, errors, onSubmit, pending, problem, created, dismiss } = useCreateForm({
    resolver: apiKeyResolver,
    defaultValues: NEW_KEY,
    create: createApiKey,
    listKey: API_KEYS_QUERY_KEY,
    clear: 'name',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
  const revocation = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: async () => {
      toast({ title: 'API key revoked' });
      await refresh();
    },
    onError: (error: Error) =>
      toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      toast({ title: 'Key copied' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the key and copy it by hand.' });
    }
  };

  return (
    <section className="admin-card integrations" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        API keys
      </h2>
      <p className="admin-muted">
        For booths (Sync to web) and integrations such as Zapier or a CRM. See the{' '}
        <a href="/docs/api">API reference</a>.
      </p>
      {created && (
        <div className="integrations__secret" role="status">
          <p>
            <strong>{created.name}</strong>: {INTEGRATION_TEXT.keyShownOnce}
          </p>
          <code className="integrations__code">{created.key}</code>
          <div className="integrations__actions">
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => void copy(created.key)}
            >
              Copy key
            </button>
            <button type="button" className="btn btn--ghost" onClick={dismiss}>
              Done
            </button>
          </div>
        </div>
      )}
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-name`}>Key name</label>
          <input
            id={`${id}-name`}
            maxLength={100}
            placeholder="Booth at CES"
            aria-invalid={errors.name ? true : undefined}
            {...register('name')}
          />
        </div>
        <fieldset className="integrations__scopes">
          <legend>Scopes</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="integrations__check">
              <input type="checkbox" value={scope} {...register('scopes')} />
              {SCOPE_LABELS[scope]}
            </label>
          ))}
        </fieldset>
        <Problem>{problem}</Problem>
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {pending ? 'Creating...' : 'Create key'}
        </button>
      </form>
      <KeyTable
        keys={keys.data}
        loading={keys.isLoading}
        error={keys.error?.message}
        onRevoke={async (key) => {
          const question = asQuestion(INTEGRATION_TEXT.revokeConfirm(key.name), 'Revoke');
          if (await confirm(question)) revocation.mutate(key.id);
        }}
      />
    </section>
  );
}

function KeyTable({
  keys,
  loading,
  error,
  onRevoke,
}: {
  keys: Awaited<ReturnType<typeof fetchApiKeys>> | undefined;
  loading: boolean;
  error: string | undefined;
  onRevoke: (key: { id: number; name: string }) => void;
}) {
  if (error) return <p className="admin-problem">{error}</p>;
  if (loading) return <p className="admin-muted">Loading API keys...</p>;
  if (!keys || keys.length === 0) return <p className="admin-muted">{INTEGRATION_TEXT.noKeys}</p>;
  return (
    <div className="integrations__table-wrap" tabIndex={0} role="region" aria-label="API key list">
      <table className="integrations__table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Scopes</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Uses</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <td>{key.name}</td>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>{key.scopes.join(', ')}</td>
              <td>{formatDate(key.createdAt)}</td>
              <td>{formatDate(key.lastUsedAt)}</td>
              <td>{key.useCount.toLocaleString('en')}</td>
              <td>
                {key.revokedAt ? (
                  `Revoked ${formatDate(key.revokedAt)}`
                ) : (
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => onRevoke(key)}
                    aria-label={`Revoke ${key.name}`}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
