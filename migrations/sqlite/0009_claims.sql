-- Claims on due work, so that several processes on one database never both do one piece of
-- it: who is doing work that runs outside a transaction (posting an outbox row, the
-- computer's search in a game) and until when. The others leave it alone until then, and
-- take it over once the lease has run out (its holder died). Claims are not copied by
-- copy-db: a copied database starts with none.
ALTER TABLE notifications ADD COLUMN claimed_by TEXT;
ALTER TABLE notifications ADD COLUMN claimed_until INTEGER;
ALTER TABLE games ADD COLUMN claimed_by TEXT;
ALTER TABLE games ADD COLUMN claimed_until INTEGER;
