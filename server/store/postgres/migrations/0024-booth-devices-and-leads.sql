-- Issue 27: booth devices paired from the admin (the code only as a hash; the key is an API key),
-- the interests each event offers, and the lead record of every entry that came from a booth:
-- its device, its event and the lead fields staff set. A lead is erased with its entry.

CREATE TABLE booth_devices (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name               text NOT NULL,
  event              text NOT NULL,
  created_at         timestamptz NOT NULL,
  pairing_code_hash  text UNIQUE,
  pairing_expires_at timestamptz,
  paired_at          timestamptz,
  api_key_id         integer REFERENCES api_keys (id),
  revoked_at         timestamptz
);
CREATE INDEX booth_devices_api_key ON booth_devices (api_key_id);

CREATE TABLE booth_events (
  name      text PRIMARY KEY,
  interests text[] NOT NULL DEFAULT '{}'
);

-- Every change of a lead takes the next revision: a booth sends the leads changed since its last sync.
CREATE SEQUENCE booth_lead_revisions;

CREATE TABLE booth_leads (
  entry_id   bigint PRIMARY KEY REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  device_id  integer REFERENCES booth_devices (id),
  event      text NOT NULL,
  rating     text CHECK (rating IN ('hot', 'warm', 'cold')),
  interests  text[] NOT NULL DEFAULT '{}',
  note       text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL,
  revision   bigint NOT NULL
);
CREATE INDEX booth_leads_event ON booth_leads (event);
CREATE INDEX booth_leads_device ON booth_leads (device_id);
CREATE INDEX booth_leads_revision ON booth_leads (revision);
