import { useId } from 'react';
import { toast } from '@lib/toast';
import { useTeam, useTeamSettings } from './api';

/** "Require two-factor for everyone" (issue 40, item 2): members without it set it up first. */
export function RequireTwoFactorPanel() {
  const id = useId();
  const team = useTeam();
  const save = useTeamSettings();
  const required = team.data?.settings.requireTwoFactor ?? false;
  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Two-factor for everyone
      </h2>
      <div className="admin-check">
        <input
          id={`${id}-required`}
          type="checkbox"
          checked={required}
          disabled={!team.data || save.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) =>
            save.mutate(
              { requireTwoFactor: event.target.checked },
              {
                onError: (error) =>
                  toast({
                    title: 'Not changed',
                    description: error.message,
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
        <label htmlFor={`${id}-required`}>Require two-factor sign-in for every member</label>
      </div>
      <p id={`${id}-hint`} className="admin-muted">
        A member without it can only set it up under Security until they do.
      </p>
    </section>
  );
}
