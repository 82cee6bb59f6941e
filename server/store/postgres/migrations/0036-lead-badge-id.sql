-- Issue 42, item 6: a badge whose code holds only the registration's id keeps that id with the
-- lead (booth_leads, migration 24). Null for a lead whose badge held a name or e-mail, or none.
ALTER TABLE booth_leads ADD COLUMN badge_id text;
