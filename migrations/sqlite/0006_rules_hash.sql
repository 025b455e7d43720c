-- The rules a game was started under (docs/games.md, "Rules hash"): a game whose game file
-- has since changed its rules is refused, never continued on other rules. Games stored before
-- this column get the hashes of the embedded games as they were when it was added (the same
-- rules those games were played under).
ALTER TABLE games ADD COLUMN rules_hash TEXT;
UPDATE games SET rules_hash = CASE variant
    WHEN 'shogi' THEN 'f581f370637f83b7'
    WHEN 'chu-seireigi' THEN '3bbec870b3595cba'
    WHEN 'uchi-chu-shogi' THEN '562706d9ee8f5b9e'
    WHEN 'dai-seireigi' THEN '13c89d549ceb914d'
END;
