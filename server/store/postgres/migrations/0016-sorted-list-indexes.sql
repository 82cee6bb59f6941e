-- Issue 20: the admin list sorted by e-mail or name, read off an index at any size; byte
-- order ("C"), as the embedded store compares. By status: migration 8's (status, position).

CREATE INDEX waitlist_entries_email_order
  ON waitlist_entries ((lower(email) COLLATE "C"), position);
CREATE INDEX waitlist_entries_name_order
  ON waitlist_entries ((lower(last_name) COLLATE "C"), (lower(first_name) COLLATE "C"), position);
