import { toastOutcome } from './toastOutcome';
import { formatDateTime } from '../../../shared';
import { useForgetDevice, useOwnDevices } from './api';

/**
 * Your remembered browsers (issue 40, item 3): each signs in without the two-factor code until
 * it is forgotten here (or your password changes).
 */
export function OwnDevicesPanel() {
  const devices = useOwnDevices();
  const forget = useForgetDevice();
  return (
    <section className="admin-card" aria-labelledby="own-devices-heading">
      <h2 id="own-devices-heading" className="admin-card__heading">
        Remembered browsers
      </h2>
      <p className="admin-muted">
        A remembered browser skips the two-factor code when you sign in. Forget one you no longer
        use or do not recognise.
      </p>
      {devices.error && (
        <p role="alert" className="admin-problem">
          Could not load your remembered browsers: {devices.error.message}
        </p>
      )}
      {devices.data?.length === 0 && <p>No browser is remembered for you.</p>}
      {devices.data && devices.data.length > 0 && (
        <ul className="own-sessions" aria-label="Your remembered browsers">
          {devices.data.map((device) => (
            <li key={device.id}>
              <span>
                <strong>{device.name}</strong>
                {device.current && ' (this browser)'}: remembered{' '}
                {formatDateTime(device.rememberedAt)}, last used {formatDateTime(device.lastUsedAt)}
              </span>
              <button
                type="button"
                className="btn btn--outline admin-btn--small"
                disabled={forget.isPending}
                onClick={() =>
                  forget.mutate(device.id, toastOutcome('Browser forgotten', 'Not forgotten'))
                }
              >
                Forget
                <span className="visually-hidden">
                  {' '}
                  {device.name}, last used {formatDateTime(device.lastUsedAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
