-- Issue 15: webhook endpoints; their deliveries are outbox rows of kind 'webhook'.

CREATE TABLE webhook_endpoints (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  url             text NOT NULL,
  description     text NOT NULL,
  events          text[] NOT NULL,
  secret          text NOT NULL,
  enabled         boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL,
  failing_since   timestamptz,
  disabled_reason text
);
