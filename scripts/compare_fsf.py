#!/usr/bin/env python3
"""Compares Seireigi's legal moves with Fairy-Stockfish's, position by position.

Plays seeded random games of each game file that Fairy-Stockfish also plays (through pyffish,
`pip install pyffish`) and, at every position, compares the two sets of legal moves: Seireigi's
from `seireigi moves` (one process per game, one position per line of its standard input),
Fairy-Stockfish's from `pyffish.legal_moves`. Prints each difference and, per game, how many
positions were compared; exits 1 if any differ. docs/testing.md describes it.

    scripts/compare_fsf.py [--seireigi target/release/seireigi] [--games 40] [--plies 120]
                           [--seed 1] [--variants-ini PATH] [GAME_ID ...]

Cannon shogi is not built into pyffish: it is defined in Fairy-Stockfish's `src/variants.ini`,
which `--variants-ini` loads (a copy of the Fairy-Stockfish repository's file); without it the
games that need it are skipped with a note.

Encodings: Fairy-Stockfish writes squares as a file letter from Black's left (`a` is Seireigi's
file `width`) and a rank number from Black's side (`1` is Seireigi's last rank letter), drops
as `P@c3`, promotion as a trailing `+`. A move that may promote but declines it is `a1a2`
(some versions write `a1a2=`: the `=` is dropped). The only documented difference is the one
of rules.md: Fairy-Stockfish lists a Pawn drop that mates as a legal (losing) move; such moves
are counted apart, not as differences.
"""

import argparse
import random
import subprocess
import sys

import pyffish as sf

# Seireigi game id -> Fairy-Stockfish variant name.
GAMES = {
    "minishogi": "minishogi",
    "goro-goro-shogi": "gorogoro",
    "yari-shogi": "yarishogi",
    "euroshogi": "euroshogi",
    "tori-shogi": "torishogi",
    "check-shogi": "checkshogi",
    "dobutsu-shogi": "dobutsu",
    # Defined in Fairy-Stockfish's variants.ini (--variants-ini).
    "cannon-shogi": "cannonshogi",
}


class Seireigi:
    """One `seireigi moves` process for a game, answering one position per line."""

    def __init__(self, binary, game):
        self.proc = subprocess.Popen(
            [binary, "moves", "--variant", game],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def moves(self, played):
        line = "startpos" + (" moves " + " ".join(played) if played else "")
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        if answer.startswith("error"):
            # A game that ended (a fourth repetition) takes no more moves.
            return None
        return answer.split() if answer else []

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def width_of(fen):
    """Files of the board of a Fairy-Stockfish FEN (its first rank)."""
    rank = fen.split()[0].split("[")[0].split("/")[0]
    width, number = 0, ""
    for c in rank + " ":
        if c.isdigit():
            number += c
            continue
        if number:
            width += int(number)
            number = ""
        if c.isalpha():
            width += 1
    return width


def to_fsf_square(square, width, height):
    file = int("".join(c for c in square if c.isdigit()))
    rank = ord(square[-1]) - ord("a")
    return chr(ord("a") + width - file) + str(height - rank)


def split_squares(text):
    out, i = [], 0
    while i < len(text):
        j = i
        while text[j].isdigit():
            j += 1
        out.append(text[i : j + 1])
        i = j + 1
    return out


def to_fsf(move, width, height):
    if "*" in move:
        piece, square = move.split("*")
        return piece.upper() + "@" + to_fsf_square(square, width, height)
    plus = move.endswith("+")
    squares = split_squares(move.rstrip("+"))
    text = "".join(to_fsf_square(s, width, height) for s in squares)
    return text + ("+" if plus else "")


def compare(binary, game, games, plies, seed):
    variant = GAMES[game]
    if variant not in sf.variants():
        print(f"{game}: skipped, pyffish does not know {variant} (give --variants-ini)")
        return 0
    fen = sf.start_fen(variant)
    height = len(fen.split()[0].split("[")[0].split("/"))
    width = width_of(fen)
    ours = Seireigi(binary, game)
    rng = random.Random(f"{seed}-{game}")
    positions, differences, drop_mates = 0, 0, 0
    for g in range(games):
        played, fsf_played = [], []
        for _ in range(plies):
            mine = ours.moves(played)
            if mine is None:
                break
            fsf_end, _ = sf.is_immediate_game_end(variant, fen, fsf_played)
            theirs = set() if fsf_end else {
                m.rstrip("=") for m in sf.legal_moves(variant, fen, fsf_played)
            }
            by_fsf = {to_fsf(m, width, height): m for m in mine}
            positions += 1
            missing = set(by_fsf) - theirs
            extra = theirs - set(by_fsf)
            # Fairy-Stockfish lists a Pawn drop that mates; Seireigi refuses it (rules.md 2.3).
            mates = {m for m in extra if "@" in m and is_drop_mate(variant, fen, fsf_played, m)}
            drop_mates += len(mates)
            extra -= mates
            if missing or extra:
                differences += 1
                print(
                    f"{game} game {g} ply {len(played)}: startpos moves {' '.join(played)}\n"
                    f"  only Seireigi: {sorted(by_fsf[m] for m in missing)}\n"
                    f"  only Fairy-Stockfish: {sorted(extra)}"
                )
                break
            if not mine:
                break
            move = rng.choice(sorted(mine))
            played.append(move)
            fsf_played.append(to_fsf(move, width, height))
    ours.close()
    print(
        f"{game}: {positions} positions compared, {differences} differing, "
        f"{drop_mates} Pawn-drop mates listed only by Fairy-Stockfish"
    )
    return differences


def is_drop_mate(variant, fen, played, move):
    after = played + [move]
    return not sf.legal_moves(variant, fen, after) and sf.gives_check(variant, fen, after)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seireigi", default="target/release/seireigi")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--plies", type=int, default=120)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants-ini", help="Fairy-Stockfish's src/variants.ini")
    parser.add_argument("ids", nargs="*", default=list(GAMES))
    args = parser.parse_args()
    if args.variants_ini:
        with open(args.variants_ini, encoding="utf-8") as f:
            sf.load_variant_config(f.read())
    total = 0
    for game in args.ids:
        total += compare(args.seireigi, game, args.games, args.plies, args.seed)
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
