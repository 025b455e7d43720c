#!/usr/bin/env python3
"""Builds the font subsets the board renderer embeds (src/render/font.rs).

The renderer never touches system fonts, so every glyph an image can show must
be in these files. The kanji are read from the game files themselves
(assets/games/*.toml, and the operator's folder given with --games-dir): each
game's kanji name (image headers) and its pieces' kanji, promoted forms
included. They are written to assets/fonts/charset.txt, the record of what the
subsets hold, which the font test in src/render/font.rs compares with the
loaded games.

A third face, SeireigiNames-Bold.otf, holds what players' names need (NAME_RANGES,
name_kanji()) for the images that draw them; the web board does not load it.

Needs Python 3.11 (tomllib); for the fonts, Debian's fonts-noto-cjk
(apt-get install -y fonts-noto-cjk) and fonttools (pip install fonttools).
Usage, from the crate root:

    python3 scripts/make_font_subset.py [--games-dir DIR]   # charset.txt and fonts
    python3 scripts/make_font_subset.py --check             # is charset.txt up to date?
"""
import argparse
import glob
import os
import subprocess
import sys
import tomllib

NOTO_DIR = "/usr/share/fonts/opentype/noto"
OUT_DIR = "assets/fonts"
GAMES_DIR = "assets/games"
LOCALES_DIR = "locales"
CHARSET = os.path.join(OUT_DIR, "charset.txt")

# Shogi's one-character names that no game file spells: the King 玉 of the
# renderer's sample diagrams and the promoted Silver, Knight and Lance and the
# Dragon of standard shogi diagrams (src/rules/notation/japanese.rs).
EXTRA_KANJI = "玉全圭杏竜"

# ASCII, Latin-1 and Latin Extended-A: player names in headers are mostly Latin;
# general punctuation and the shogi turn marks for headers and footers.
LATIN_RANGES = "U+0020-007E,U+00A0-017F,U+2010-2027,U+2030-203A,U+2190-2193,U+2212,U+25B2-25BD,U+25CF,U+2616-2617,U+3000-3003"

# Players' names (tournament cross tables) in a face of their own, kept out of the
# web board's fonts: the Latin ranges, CJK punctuation, hiragana, katakana and
# their small forms, the half- and full-width forms, and the kanji of JIS X 0208
# level 1 (name_kanji()). Its family is renamed NAMES_FAMILY so that it never
# stands in for the sans face.
NAME_RANGES = "U+3000-303F,U+3041-309F,U+30A0-30FF,U+31F0-31FF,U+FF01-FF9F"
NAMES_FAMILY = "Seireigi Names"


def name_kanji() -> str:
    """The 2,965 kanji of JIS X 0208 level 1 (rows 16 to 47), read through Python's
    EUC-JP codec: the kanji most names are written in, about 700 KB of the sans face."""
    out = []
    for row in range(0xB0, 0xD0):
        for cell in range(0xA1, 0xFF):
            try:
                out.append(bytes([row, cell]).decode("euc_jp"))
            except UnicodeDecodeError:
                pass
    return "".join(out)


# (source .ttc, face index 0 = JP, output file, is the names face)
JOBS = [
    # Pieces in kanji style: a bold Mincho-like face reads like real pieces.
    ("NotoSerifCJK-Bold.ttc", "NotoSerifCJKjp-Bold-subset.otf", False),
    # Latin abbreviations, coordinates, header and footer. It carries the kanji
    # too: usvg draws a whole text run in one face when it can, so a header like
    # "Lion Hawk 獅鷹" would otherwise come out all in the serif face.
    ("NotoSansCJK-Bold.ttc", "NotoSansCJKjp-Bold-subset.otf", False),
    # Players' names, in the sans face's design.
    ("NotoSansCJK-Bold.ttc", "SeireigiNames-Bold.otf", True),
]


def rename(path: str) -> None:
    """Gives the names face its own family, so that a renderer asking for the sans face
    never gets it (fontTools, as pyftsubset)."""
    from fontTools.ttLib import TTFont

    font = TTFont(path)
    names = {1: NAMES_FAMILY, 4: NAMES_FAMILY + " Bold", 6: NAMES_FAMILY.replace(" ", "") + "-Bold",
             16: NAMES_FAMILY, 3: NAMES_FAMILY.replace(" ", "") + "-Bold"}
    table = font["name"]
    for record in list(table.names):
        if record.nameID in names:
            table.setName(names[record.nameID], record.nameID, record.platformID,
                          record.platEncID, record.langID)
        elif record.nameID in (17, 18):
            table.removeNames(nameID=record.nameID)
    font.save(path)


def is_cjk(ch: str) -> bool:
    cp = ord(ch)
    return (0x3040 <= cp <= 0x30FF) or (0x3400 <= cp <= 0x9FFF) or (0xF900 <= cp <= 0xFAFF) or cp >= 0x20000


def game_kanji(path: str) -> set:
    """The characters a game file asks images to draw: its kanji name and pieces."""
    with open(path, "rb") as f:
        game = tomllib.load(f)
    text = game.get("kanji_name", "")
    for piece in game.get("piece", []):
        text += piece.get("kanji", "")
        text += piece.get("promotes", {}).get("kanji", "")
    return {c for c in text if not c.isspace() and not c.isascii()}


def game_texts(path: str) -> set:
    """The characters of the texts images draw in other languages: the game's name and
    short note (image headers) and its pieces' names (piece diagrams), from `texts`."""
    with open(path, "rb") as f:
        game = tomllib.load(f)
    text = ""
    for lang in game.get("texts", {}).values():
        text += lang.get("name", "") + lang.get("short_note", "")
    for piece in game.get("piece", []):
        for lang in piece.get("texts", {}).values():
            text += lang.get("name", "") + lang.get("promoted", "")
    return {c for c in text if is_cjk(c)}


def image_words() -> set:
    """The CJK characters of the words images draw (locales/*/images.ftl); Latin ones are
    in LATIN_RANGES."""
    chars = set()
    for path in sorted(glob.glob(os.path.join(LOCALES_DIR, "*", "images.ftl"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.lstrip().startswith("#"):
                    chars |= {c for c in line if is_cjk(c) or ord(c) >= 0x3000}
    return chars


def wanted(dirs) -> str:
    chars = set(EXTRA_KANJI) | image_words()
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, "*.toml"))):
            chars |= game_kanji(path) | game_texts(path)
    return "".join(sorted(chars))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games-dir", action="append", default=[], help="a folder of operator game files to include as well")
    ap.add_argument("--check", action="store_true", help="only say whether charset.txt lists exactly the game files' characters")
    args = ap.parse_args()
    kanji = wanted([GAMES_DIR] + args.games_dir)
    if args.check:
        with open(CHARSET, encoding="utf-8") as f:
            have = f.read().strip()
        if have != kanji:
            print(f"{CHARSET} is out of date: missing {''.join(sorted(set(kanji) - set(have)))!r}, "
                  f"extra {''.join(sorted(set(have) - set(kanji)))!r}; run scripts/make_font_subset.py")
            return 1
        print(f"{CHARSET} is up to date ({len(kanji)} characters)")
        return 0
    non_cjk = [c for c in kanji if not is_cjk(c)]
    if non_cjk:
        print("note: not CJK, subset anyway:", "".join(non_cjk))
    with open(CHARSET, "w", encoding="utf-8") as f:
        f.write(kanji + "\n")
    for src, out, names in JOBS:
        ranges = LATIN_RANGES + ("," + NAME_RANGES if names else "")
        text = name_kanji() if names else kanji
        cmd = [
            "pyftsubset",
            os.path.join(NOTO_DIR, src),
            "--font-number=0",
            f"--unicodes={ranges}",
            f"--text={text}",
            "--layout-features=kern,palt,vert,vrt2",
            "--no-hinting",
            "--desubroutinize",
            f"--output-file={os.path.join(OUT_DIR, out)}",
        ]
        subprocess.run(cmd, check=True)
        if names:
            rename(os.path.join(OUT_DIR, out))
        print(out, os.path.getsize(os.path.join(OUT_DIR, out)), "bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
