-- The rules a game was started under, as migrations/sqlite/0006 says (the same hashes).
ALTER TABLE games ADD COLUMN rules_hash TEXT;
UPDATE games SET rules_hash = CASE variant
    WHEN 'shogi' THEN 'f581f370637f83b7'
    WHEN 'chu-seireigi' THEN '3bbec870b3595cba'
    WHEN 'uchi-chu-shogi' THEN '562706d9ee8f5b9e'
    WHEN 'dai-seireigi' THEN '13c89d549ceb914d'
END;
