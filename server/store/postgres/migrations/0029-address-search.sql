-- Issue 30, item 3: an admin search for an e-mail address, whole or its start ("ada@example.com",
-- "ada@"), found through the address instead of the trigram index. pg_trgm reads only letters and
-- digits, so "seed-424242@example.com" asked the index for the trigrams of "example" and "com" too,
-- held by nearly every row, and its search read them all (100 ms at 1,000,000 entries).
--
-- A needle holding '@' is found inside an address with one '@' when the local part ends with what
-- the needle has before its '@': the local part read backwards starts with it, a prefix this index
-- finds (server/store/entries/postgresAddressSearch.ts). Rows where '@' stands anywhere else (a name or
-- company holding one, an address holding two) are few, and kept in a partial index of their own,
-- so the answer stays exactly the substring search's.

CREATE INDEX waitlist_entries_local_part
  ON waitlist_entries ((reverse(split_part(lower(email), '@', 1))) text_pattern_ops);
CREATE INDEX waitlist_entries_at_elsewhere ON waitlist_entries (position)
  WHERE (strpos(first_name || last_name || company, '@') > 0 OR email LIKE '%@%@%');
