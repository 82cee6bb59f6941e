-- A new entry's referral code, PostgreSQL's form (the TypeScript form: server/loop/referralCode.ts
-- generateReferralCode()): ten characters drawn at random from the 31 of REFERRAL_ALPHABET, which
-- has no 0/O or 1/I/L; the column's default, its unique index makes it unique.
-- referralCode.rule.test.ts draws codes from both forms.
--
-- Current text, left by migration 18 (0018-search-text-counter-slots.sql), which stays as it ran; a
-- change is a new migration that replaces the function with this file's text (ruleSql.test.ts).

CREATE OR REPLACE FUNCTION synapse_referral_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  a constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  b constant bytea := uuid_send(gen_random_uuid());
BEGIN
  RETURN substr(a, 1 + get_byte(b, 0) % 31, 1) || substr(a, 1 + get_byte(b, 1) % 31, 1) ||
         substr(a, 1 + get_byte(b, 2) % 31, 1) || substr(a, 1 + get_byte(b, 3) % 31, 1) ||
         substr(a, 1 + get_byte(b, 4) % 31, 1) || substr(a, 1 + get_byte(b, 5) % 31, 1) ||
         substr(a, 1 + get_byte(b, 10) % 31, 1) || substr(a, 1 + get_byte(b, 11) % 31, 1) ||
         substr(a, 1 + get_byte(b, 12) % 31, 1) || substr(a, 1 + get_byte(b, 13) % 31, 1);
END $$;
