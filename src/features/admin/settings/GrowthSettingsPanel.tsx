import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { toast } from '@lib/toast';
import { growthSettingsSchema, type GrowthSettingsView } from '../../../shared';
import { fetchGrowthSettings, GROWTH_SETTINGS_QUERY_KEY, saveGrowthSettings } from './api';

/** One origin per line, as the admin types them (blank lines dropped). */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the environment decides, in words, when it overrides the saved value. */
function EnvironmentNote({ name, inForce }: { name: string; inForce: string }) {
  return (
    <p className="admin-muted" data-testid={`${name}-from-environment`}>
      {name} is set on the server, so it wins: {inForce}. What you save here applies once it is
      removed.
    </p>
  );
}

/**
 * The growth settings (issue 29, items 1 and 4): the origins whose pages may embed the sign-up
 * (the widget and /embed) and the public leaderboard. Checked with the shared schema before it
 * is sent; WIDGET_ORIGINS or LEADERBOARD on the server win, and the panel says so.
 */
export function GrowthSettingsPanel() {
  const id = useId();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: GROWTH_SETTINGS_QUERY_KEY, queryFn: fetchGrowthSettings });
  const [origins, setOrigins] = useState('');
  const [leaderboard, setLeaderboard] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!settings.data) return;
    setOrigins(settings.data.saved.widgetOrigins.join('\n'));
    setLeaderboard(settings.data.saved.leaderboard);
  }, [settings.data]);

  const save = useMutation({
    mutationFn: saveGrowthSettings,
    onSuccess: (view: GrowthSettingsView) => {
      setProblem(null);
      client.setQueryData(GROWTH_SETTINGS_QUERY_KEY, view);
      toast({ title: 'Settings saved', description: 'They apply from now on.' });
    },
    onError: (error: Error) => setProblem(error.message),
  });

  const view = settings.data;
  return (
    <section className="admin-card" aria-labelledby="growth-settings-heading">
      <h2 id="growth-settings-heading" className="admin-card__heading">
        Embedding and leaderboard
      </h2>
      {settings.isLoading && <p className="admin-muted">Loading settings...</p>}
      {settings.isError && (
        <p role="alert" className="admin-problem">
          The settings could not be loaded: {settings.error.message}
        </p>
      )}
      {view && (
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = growthSettingsSchema.safeParse({
              widgetOrigins: linesOf(origins),
              leaderboard,
            });
            if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
            save.mutate(parsed.data);
          }}
        >
          <div className="admin-field">
            <label htmlFor={`${id}-origins`}>Sites that may embed the sign-up</label>
            <textarea
              id={`${id}-origins`}
              rows={4}
              value={origins}
              placeholder="https://www.example.com"
              aria-describedby={`${id}-origins-help ${id}-problem`}
              onChange={(event) => setOrigins(event.target.value)}
            />
            <p id={`${id}-origins-help`} className="admin-muted">
              One origin per line (scheme and host, like https://www.example.com). Only their pages
              can use the widget or frame /embed; a sign-up from any other site is refused.
            </p>
          </div>
          {view.fromEnvironment.widgetOrigins && (
            <EnvironmentNote
              name="WIDGET_ORIGINS"
              inForce={view.inForce.widgetOrigins.join(', ') || 'no site'}
            />
          )}
          <div className="admin-check">
            <input
              id={`${id}-leaderboard`}
              type="checkbox"
              checked={leaderboard}
              onChange={(event) => setLeaderboard(event.target.checked)}
            />
            <label htmlFor={`${id}-leaderboard`}>
              Show the public leaderboard of top referrers (/leaderboard)
            </label>
          </div>
          {view.fromEnvironment.leaderboard && (
            <EnvironmentNote name="LEADERBOARD" inForce={view.inForce.leaderboard ? 'on' : 'off'} />
          )}
          <p id={`${id}-problem`} role="alert" className="admin-problem">
            {problem ?? ''}
          </p>
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            Save settings
          </button>
        </form>
      )}
    </section>
  );
}
