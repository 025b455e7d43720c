# La ligne de commande (src/cli), dans la langue de --lang ou de $LANG.

cli-bad-lang = --lang { $lang } : les langues sont { $list }
cli-no-piece = pas de pièce « { $name } » au { $game } ; ses pièces (formes promues comprises) sont { $pieces }
