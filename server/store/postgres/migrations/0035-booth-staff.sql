-- Issue 40, item 5: booth staff at the booth. An event has a staff list (account ids); each person
-- has a booth PIN of their own (PBKDF2 hash and salt, checked by a tablet offline); each lead
-- names who captured it and who qualified it (account ids; a removed person's id stays).

ALTER TABLE booth_events ADD COLUMN staff integer[] NOT NULL DEFAULT '{}';

ALTER TABLE users
  ADD COLUMN booth_pin_hash text,
  ADD COLUMN booth_pin_salt text;

ALTER TABLE booth_leads
  ADD COLUMN captured_by integer,
  ADD COLUMN qualified_by integer;
