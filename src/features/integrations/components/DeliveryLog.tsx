import { useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '@shared';
import { fetchWebhookDeliveries, webhookDeliveriesKey } from '../api';
import { formatDate } from '../text';

/** While the log is open it is read again this often: a retry shows up without a reload. */
const REFRESH_MS = 5_000;

const STATUS_TEXT: Record<WebhookDelivery['status'], string> = {
  sent: 'Delivered',
  pending: 'Waiting to retry',
  parked: 'Gave up',
};

function statusText(delivery: WebhookDelivery): string {
  if (delivery.status === 'pending' && delivery.attempts === 0) return 'Queued';
  return STATUS_TEXT[delivery.status];
}

/** One endpoint's latest deliveries (newest first): event, status, attempts, answer, error, time. */
export function DeliveryLog({ endpointId, url }: { endpointId: number; url: string }) {
  const log = useQuery({
    queryKey: webhookDeliveriesKey(endpointId),
    queryFn: () => fetchWebhookDeliveries(endpointId),
    refetchInterval: REFRESH_MS,
  });
  if (log.error) return <p className="admin-problem">{log.error.message}</p>;
  if (!log.data) return <p className="admin-muted">Loading deliveries...</p>;
  if (log.data.length === 0) {
    return <p className="admin-muted">No deliveries yet. Send a test event to try the endpoint.</p>;
  }
  return (
    <div
      className="integrations__table-wrap"
      tabIndex={0}
      role="region"
      aria-label={`Deliveries to ${url}`}
    >
      <table className="integrations__table integrations__deliveries">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Answer</th>
            <th scope="col">Last error</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {log.data.map((delivery) => (
            <tr key={delivery.id}>
              <td data-label="Event">
                <code>{delivery.event}</code>
              </td>
              <td data-label="Status">{statusText(delivery)}</td>
              <td data-label="Attempts">{delivery.attempts}</td>
              <td data-label="Answer">{delivery.responseCode ?? '-'}</td>
              <td data-label="Last error" className="integrations__error">
                {delivery.lastError ?? '-'}
              </td>
              <td data-label="Time">
                <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>
                  {formatDate(delivery.lastAttemptAt ?? delivery.createdAt)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
