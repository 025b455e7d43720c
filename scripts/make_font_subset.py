#!/usr/bin/env python3
"""Builds the font subsets the board renderer embeds (src/render/font.rs).

The renderer never touches system fonts, so every glyph an image can show must
be in these files. The kanji are read from the game files themselves
(assets/games/*.toml, and the operator's folder given with --games-dir): each
game's kanji name (image headers) and its pieces' kanji, promoted forms
included. They are written to assets/fonts/charset.txt, the record of what the
subsets hold, which the font test in src/render/font.rs compares with the
loaded games.

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

# (source .ttc, face index 0 = JP, output file)
JOBS = [
    # Pieces in kanji style: a bold Mincho-like face reads like real pieces.
    ("NotoSerifCJK-Bold.ttc", "NotoSerifCJKjp-Bold-subset.otf"),
    # Latin abbreviations, coordinates, header and footer. It carries the kanji
    # too: usvg draws a whole text run in one face when it can, so a header like
    # "Lion Hawk 獅鷹" would otherwise come out all in the serif face.
    ("NotoSansCJK-Bold.ttc", "NotoSansCJKjp-Bold-subset.otf"),
]


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
    for src, out in JOBS:
        cmd = [
            "pyftsubset",
            os.path.join(NOTO_DIR, src),
            "--font-number=0",
            f"--unicodes={LATIN_RANGES}",
            f"--text={kanji}",
            "--layout-features=kern,palt,vert,vrt2",
            "--no-hinting",
            "--desubroutinize",
            f"--output-file={os.path.join(OUT_DIR, out)}",
        ]
        subprocess.run(cmd, check=True)
        print(out, os.path.getsize(os.path.join(OUT_DIR, out)), "bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
