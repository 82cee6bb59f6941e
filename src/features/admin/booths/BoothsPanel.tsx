import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Problem } from '@components/Problem';
import { toast } from '@lib/toast';
import type {
  BoothDeviceSummary,
  BoothEventSummary,
  PairingCodeAnswer,
} from '@shared/boothDevices';
import {
  addDevice,
  BOOTHS_QUERY_KEY,
  fetchBooths,
  renewPairingCode,
  revokeDevice,
  saveInterests,
} from './api';
import { BOOTHS_TEXT, countsText, DEVICE_STATUS_LABELS, formatWhen, parseInterests } from './text';
import { LeadsList } from './LeadsList';
import { PairingCard } from './PairingCard';
import { EventStaff } from './EventStaff';
import type { StaffCandidate } from '@shared/boothStaff';
import './booths.css';
import { asQuestion, useConfirm } from '@components/confirm/ConfirmDialog';

/**
 * The admin's Booths section: events with their devices and counts, a new device's pairing code
 * and QR code, revoking, each event's interests, and the leads staff qualified.
 */
export function BoothsPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const booths = useQuery({ queryKey: BOOTHS_QUERY_KEY, queryFn: fetchBooths });
  const confirm = useConfirm();
  const [pairing, setPairing] = useState<{ answer: PairingCodeAnswer; name: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: BOOTHS_QUERY_KEY });
  const onCode = (name: string) => async (answer: PairingCodeAnswer) => {
    setPairing({ answer, name });
    await refresh();
  };
  const adding = useMutation({ mutationFn: addDevice });
  const renewing = useMutation({
    mutationFn: (device: BoothDeviceSummary) => renewPairingCode(device.id),
  });
  const revoking = useMutation({
    mutationFn: (device: BoothDeviceSummary) => revokeDevice(device.id),
    onSuccess: async () => {
      toast({ title: 'Device revoked' });
      await refresh();
    },
    onError: (error: Error) =>
      toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '');
    adding.mutate(
      { name, event: String(form.get('event') ?? '') },
      { onSuccess: onCode(name.trim()) },
    );
  };
  const events = booths.data?.events ?? [];

  return (
    <section className="admin-card booths" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Booth devices
      </h2>
      <p className="admin-muted">{BOOTHS_TEXT.intro}</p>
      {pairing && (
        <PairingCard
          answer={pairing.answer}
          deviceName={pairing.name}
          onDone={() => setPairing(null)}
        />
      )}
      <form className="admin-form booths__add" onSubmit={onAdd} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-name`}>Device name</label>
          <input id={`${id}-name`} name="name" maxLength={100} placeholder="Tablet 1" required />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-event`}>Event</label>
          <input
            id={`${id}-event`}
            name="event"
            maxLength={200}
            placeholder="CES 2027"
            list={`${id}-events`}
            required
          />
          <datalist id={`${id}-events`}>
            {events.map((event) => (
              <option key={event.name} value={event.name} />
            ))}
          </datalist>
        </div>
        <Problem>{adding.error?.message}</Problem>
        <button type="submit" className="btn btn--primary" disabled={adding.isPending}>
          {adding.isPending ? 'Adding...' : 'Add device'}
        </button>
      </form>
      {booths.error && <p className="admin-problem">{booths.error.message}</p>}
      {booths.isLoading && <p className="admin-muted">Loading booths...</p>}
      {booths.data && events.length === 0 && <p className="admin-muted">{BOOTHS_TEXT.noEvents}</p>}
      {events.map((event) => (
        <EventBlock
          key={event.name}
          event={event}
          onRenew={(device) =>
            renewing.mutate(device, {
              onSuccess: onCode(device.name),
              onError: (error) =>
                toast({ title: 'Error', description: error.message, variant: 'destructive' }),
            })
          }
          onRevoke={async (device) => {
            const question = asQuestion(BOOTHS_TEXT.revokeConfirm(device.name), 'Revoke');
            if (await confirm(question)) revoking.mutate(device);
          }}
          onSaved={refresh}
          candidates={booths.data?.candidates ?? []}
        />
      ))}
      <LeadsList events={events.map((event) => event.name)} />
    </section>
  );
}

function EventBlock({
  event,
  onRenew,
  onRevoke,
  onSaved,
  candidates,
}: {
  event: BoothEventSummary;
  onRenew: (device: BoothDeviceSummary) => void;
  onRevoke: (device: BoothDeviceSummary) => void;
  onSaved: () => Promise<void>;
  candidates: readonly StaffCandidate[];
}) {
  const id = useId();
  const [interests, setInterests] = useState(event.interests.join(', '));
  const saving = useMutation({
    mutationFn: () => saveInterests({ event: event.name, interests: parseInterests(interests) }),
    onSuccess: async () => {
      toast({ title: `Interests of ${event.name} saved` });
      await onSaved();
    },
  });
  return (
    <article className="booths__event" aria-labelledby={`${id}-event`}>
      <header className="booths__event-header">
        <h3 id={`${id}-event`}>{event.name}</h3>
        <p className="booths__counts" data-testid="event-counts">
          {countsText(event.counts)}
        </p>
      </header>
      <form
        className="booths__interests"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          saving.mutate();
        }}
      >
        <label htmlFor={`${id}-interests`}>Interests for {event.name}</label>
        <textarea
          id={`${id}-interests`}
          rows={2}
          value={interests}
          onChange={(change) => setInterests(change.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="admin-muted">
          {BOOTHS_TEXT.interestsHint}
        </p>
        <Problem>{saving.error?.message}</Problem>
        <button type="submit" className="btn btn--outline" disabled={saving.isPending}>
          Save interests
        </button>
      </form>
      <EventStaff event={event} candidates={candidates} onSaved={onSaved} />
      {event.devices.length > 0 && (
        <div
          className="booths__table-wrap"
          tabIndex={0}
          role="region"
          aria-label={`Devices at ${event.name}`}
        >
          <table className="booths__table">
            <thead>
              <tr>
                <th scope="col">Device</th>
                <th scope="col">Status</th>
                <th scope="col">Last seen</th>
                <th scope="col">Sign-ups</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Qualified</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {event.devices.map((device) => (
                <tr key={device.id}>
                  <td>{device.name}</td>
                  <td>
                    <span className={`booths__status booths__status--${device.status}`}>
                      {DEVICE_STATUS_LABELS[device.status]}
                    </span>
                  </td>
                  <td>{formatWhen(device.lastSeenAt)}</td>
                  <td>{device.counts.signUps.toLocaleString('en')}</td>
                  <td>{device.counts.confirmed.toLocaleString('en')}</td>
                  <td>{device.counts.qualified.toLocaleString('en')}</td>
                  <td className="booths__actions">
                    {(device.status === 'expired' || device.status === 'waiting') && (
                      <button
                        type="button"
                        className="btn btn--outline btn--small"
                        onClick={() => onRenew(device)}
                        aria-label={`New code for ${device.name}`}
                      >
                        New code
                      </button>
                    )}
                    {device.status !== 'revoked' && (
                      <button
                        type="button"
                        className="btn btn--outline btn--small"
                        onClick={() => onRevoke(device)}
                        aria-label={`Revoke ${device.name}`}
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
      )}
    </article>
  );
}
