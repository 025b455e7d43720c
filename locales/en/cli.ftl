# The command line (src/cli), in the language of --lang or $LANG.

cli-bad-lang = --lang { $lang }: the languages are { $list }
cli-no-piece = no piece "{ $name }" in { $game }; its pieces (promoted forms included) are { $pieces }
