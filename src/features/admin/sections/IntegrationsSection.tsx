import { ApiKeysPanel, WebhooksPanel } from '@features/integrations';

/** /admin/integrations: API keys for other systems, and webhooks that tell them what happened. */
export function IntegrationsSection() {
  return (
    <>
      <ApiKeysPanel />
      <WebhooksPanel />
    </>
  );
}
