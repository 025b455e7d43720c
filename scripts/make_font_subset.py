#!/usr/bin/env python3
"""Builds the font subsets the board renderer embeds (src/render/font.rs).

The renderer never touches system fonts, so every glyph an image can show must
be in these files. Kanji come from assets/fonts/charset.txt; `--seeds DIR`
first merges every CJK character found in DIR/*.txt into that file, so a new
variant's pieces only need their seed text.

Needs: Debian's fonts-noto-cjk (apt-get install -y fonts-noto-cjk) and
fonttools (pip install fonttools). Usage, from the crate root:

    python3 scripts/make_font_subset.py [--seeds /work/shared/seeds]
"""
import argparse
import glob
import os
import subprocess
import sys

NOTO_DIR = "/usr/share/fonts/opentype/noto"
OUT_DIR = "assets/fonts"
CHARSET = os.path.join(OUT_DIR, "charset.txt")

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
    return (0x3040 <= cp <= 0x30FF) or (0x3400 <= cp <= 0x9FFF) or (0xF900 <= cp <= 0xFAFF)


def read_charset() -> set:
    with open(CHARSET, encoding="utf-8") as f:
        return {c for c in f.read() if is_cjk(c)}


def merge_seeds(seed_dir: str) -> None:
    chars = read_charset()
    for path in sorted(glob.glob(os.path.join(seed_dir, "*.txt"))):
        with open(path, encoding="utf-8") as f:
            chars |= {c for c in f.read() if is_cjk(c)}
    with open(CHARSET, "w", encoding="utf-8") as f:
        f.write("".join(sorted(chars)) + "\n")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", help="directory of seed texts whose CJK characters are merged into charset.txt")
    args = ap.parse_args()
    if args.seeds:
        merge_seeds(args.seeds)
    kanji = "".join(sorted(read_charset()))
    for src, out in JOBS:
        text = kanji
        cmd = [
            "pyftsubset",
            os.path.join(NOTO_DIR, src),
            "--font-number=0",
            f"--unicodes={LATIN_RANGES}",
            f"--text={text}",
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
