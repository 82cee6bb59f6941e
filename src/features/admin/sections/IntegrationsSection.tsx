import { useMay } from '../auth/useMay';
import { ApiKeysPanel, WebhooksPanel } from '@features/integrations';

/** /admin/integrations: API keys for other systems, and webhooks that tell them what happened. */
export function IntegrationsSection() {
  const may = useMay();
  return (
    <>
      {may('GET /api/admin/api-keys') && <ApiKeysPanel />}
      <WebhooksPanel />
    </>
  );
}
