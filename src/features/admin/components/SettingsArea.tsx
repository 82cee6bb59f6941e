import type { ReactNode } from 'react';

/**
 * The dashboard's settings area (issue 20, finding 7), below the list and out of its way: the
 * password, two-factor and audit log panels, and the panels other areas add (API keys, webhooks,
 * booth sync) as children.
 */
export function SettingsArea({ children }: { children: ReactNode }) {
  return (
    <section className="admin-settings" aria-labelledby="admin-settings-heading">
      <h2 id="admin-settings-heading" className="admin-settings__heading">
        Settings
      </h2>
      <div className="admin-settings__panels">{children}</div>
    </section>
  );
}
