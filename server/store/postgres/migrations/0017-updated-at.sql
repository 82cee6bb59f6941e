-- Issue 15: an endpoint's delivery log reads its latest outbox rows by index; every entry
-- has updated_at, set when it is stored and whenever its lifecycle changes (a row trigger), so
-- that GET /api/v1/entries?updatedSince= sees confirmations, invites and unsubscribes by index.

CREATE INDEX outbox_webhook_endpoint ON outbox (((payload->>'endpointId')::bigint), id)
  WHERE kind = 'webhook';

ALTER TABLE waitlist_entries ADD COLUMN updated_at timestamptz;
UPDATE waitlist_entries AS e SET updated_at = greatest(
  e.created_at, e.confirmed_at, e.invited_at, e.activated_at, e.unsubscribed_at, e.link_sent_at,
  (SELECT max(x.received_at) FROM entry_external_ids AS x WHERE x.entry_id = e.id));
ALTER TABLE waitlist_entries ALTER COLUMN updated_at SET DEFAULT now(),
                             ALTER COLUMN updated_at SET NOT NULL;
CREATE INDEX waitlist_entries_updated ON waitlist_entries (updated_at, id);

CREATE FUNCTION synapse_entry_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.status, OLD.confirmed_at, OLD.invited_at, OLD.activated_at, OLD.unsubscribed_at,
      OLD.link_sent_at, OLD.consent_at, OLD.held_reason, OLD.first_name, OLD.last_name,
      OLD.email, OLD.company)
     IS DISTINCT FROM
     (NEW.status, NEW.confirmed_at, NEW.invited_at, NEW.activated_at, NEW.unsubscribed_at,
      NEW.link_sent_at, NEW.consent_at, NEW.held_reason, NEW.first_name, NEW.last_name,
      NEW.email, NEW.company) THEN
    NEW.updated_at := greatest(now(), OLD.updated_at);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER waitlist_entries_touched BEFORE UPDATE ON waitlist_entries
  FOR EACH ROW EXECUTE FUNCTION synapse_entry_touched();
