-- Issue 28: the admin's wording of the confirmation, status and invite e-mails (server/store/
-- templates/). A template without a row goes out as the server's default.

CREATE TABLE mail_templates (
  name       text PRIMARY KEY CHECK (name IN ('confirmation', 'status', 'invite')),
  subject    text NOT NULL,
  body       text NOT NULL,
  updated_at timestamptz NOT NULL
);
