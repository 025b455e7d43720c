#!/usr/bin/env python3
"""Compares Seireigi's Dai Shogi (or Chu Shogi) with HaChu's move generator, position by position.

HaChu (Debian package `hachu`, H. G. Muller's XBoard engine) has no perft command, but over
XBoard's protocol it tells a GUI where a piece may go: `lift SQUARE` answers `highlight FEN`
with the squares of its legal-move list for the piece on that square (what XBoard shows when
a piece is picked up). This script plays seeded random games (each move drawn from Seireigi's
legal moves, and sent to HaChu as `usermove`), and at every position it lifts every piece of
the side to move and compares, per piece:

- the squares it may reach: HaChu's marked squares; Seireigi's destinations of single moves,
  and the first square of a lion move that captures there (HaChu marks that square, not the
  second step's);
- the squares it may reach promoting (HaChu's `M`, Seireigi's promoting single moves).

The piece's own square is left out on both sides (a pass, or a capture without moving, marks
it in HaChu only for one piece). A game stops, counted apart, at a position where a royal
piece may be taken: HaChu's list there stops at the capture (it searches to make the list),
so it would refuse the other moves. A move HaChu refuses is a difference, and ends the game.
Prints each difference and the counts; exits 1 if any differ.
Known difference (docs/rules.md 9): HaChu does not apply the Lion-trading rules in Dai Shogi,
so a capture by a Lion that HaChu lists and Seireigi does not is counted apart, as
`lion trading`.

    scripts/compare_hachu.py [--seireigi target/release/seireigi] [--hachu /usr/games/hachu]
                             [--variant dai-shogi] [--games 10] [--plies 120] [--seed 1]
"""

import argparse
import json
import random
import subprocess
import sys

SIZES = {"dai-shogi": (15, "dai"), "chu-shogi": (12, "chu")}
# Where the Kings start (Black's, White's).
KINGS = {"dai-shogi": ("8o", "8a"), "chu-shogi": ("7l", "6a")}


class Process:
    def __init__(self, argv):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def line(self):
        text = self.p.stdout.readline()
        if not text:
            sys.exit("engine output ended")
        return text.rstrip("\n")


def ours_square(text):
    """`12l` -> (file, rank index from the top)."""
    return int(text[:-1]), ord(text[-1]) - ord("a")


def hachu_square(sq, n):
    file, rank = ours_square(sq)
    return chr(ord("a") + n - file) + str(n - rank)


def hachu_move(m, n):
    """A move (Seireigi's move facts) as HaChu's text."""
    f, t = hachu_square(m["from"], n), hachu_square(m["to"], n)
    plus = "+" if m["promote"] else ""
    if m["via"] is None:
        return f + t + plus
    if m["from"] == m["to"] and not m["capture"]:
        return "@@@@"
    v = hachu_square(m["via"], n)
    return f"{f}{v},{v}{t}{plus}"


def highlight(hachu, square, token):
    """HaChu's marks for the piece on `square`: {square: mark}."""
    hachu.send(f"lift {square}")
    hachu.send(f"ping {token}")
    fen = None
    while True:
        line = hachu.line()
        if line.startswith("highlight "):
            fen = line.split()[1]
        if line == f"pong {token}":
            break
    marks = {}
    if fen is None:
        return marks
    rows = fen.split("/")
    n = len(rows)
    for r, row in enumerate(rows):  # from the top: HaChu's rank n - r
        col, i = 0, 0
        while i < len(row):
            c = row[i]
            if c.isdigit():
                j = i
                while j < len(row) and row[j].isdigit():
                    j += 1
                col += int(row[i:j])
                i = j
                continue
            marks[chr(ord("a") + col) + str(n - r)] = c
            col += 1
            i += 1
    return marks


def update_royals(royals, m):
    """The royal squares after move `m` (its facts): a royal piece taken, moved, or made
    (a Drunk Elephant promoting to Crown Prince)."""
    if m["capture"]:
        royals.discard(m["to"])
        if m["via"] is not None:
            royals.discard(m["via"])
    if m["from"] in royals:
        royals.discard(m["from"])
        royals.add(m["to"])
    if m["becomes"] == "Crown Prince":
        royals.add(m["to"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seireigi", default="target/release/seireigi")
    ap.add_argument("--hachu", default="/usr/games/hachu")
    ap.add_argument("--variant", default="dai-shogi", choices=sorted(SIZES))
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--plies", type=int, default=120)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    n, name = SIZES[args.variant]
    ours = Process([args.seireigi, "moves", "--variant", args.variant, "--json"])
    rng = random.Random(args.seed)
    positions = pieces = differences = lion_trading = royal = 0
    token = 0
    for game in range(args.games):
        hachu = Process([args.hachu])
        for cmd in ["xboard", "protover 2"]:
            hachu.send(cmd)
        while "done=1" not in hachu.line():
            pass
        for cmd in ["new", f"variant {name}", "memory 16", "option Allow repeats=1", "force"]:
            hachu.send(cmd)
        played = []
        royals = set(KINGS[args.variant])  # the royal pieces' squares, tracked move by move
        for ply in range(args.plies):
            ours.send("startpos moves " + " ".join(played) if played else "startpos")
            facts = json.loads(ours.line())
            moves = facts["moves"]
            if not moves:
                break
            if any(m["capture"] and (m["to"] in royals or m["via"] in royals) for m in moves):
                # HaChu's list (and so what it accepts) stops at the capture: the game ends here.
                royal += 1
                break
            positions += 1
            by_piece = {}
            for m in moves:
                by_piece.setdefault(m["from"], []).append(m)
            for frm, ms in by_piece.items():
                pieces += 1
                token += 1
                marks = highlight(hachu, hachu_square(frm, n), token)
                own = hachu_square(frm, n)
                theirs = {s for s in marks if s != own}
                theirs_promo = {s for s, c in marks.items() if c == "M" and s != own}
                mine, mine_promo = set(), set()
                for m in ms:
                    if m["via"] is None:
                        mine.add(hachu_square(m["to"], n))
                        if m["promote"]:
                            mine_promo.add(hachu_square(m["to"], n))
                    elif m["capture"] and m["via"] != m["from"]:
                        mine.add(hachu_square(m["via"], n))
                mine.discard(own)
                extra, missing = theirs - mine, mine - theirs
                if extra or missing or theirs_promo != mine_promo:
                    # HaChu lets a Lion be taken that our Lion-trading rules protect.
                    lion = any(w in ms[0]["piece"] for w in ("Lion", "Kirin"))
                    if not missing and theirs_promo == mine_promo and args.variant == "dai-shogi" \
                            and lion:
                        lion_trading += 1
                        print(f"game {game + 1} ply {ply + 1} {frm}: HaChu's Lion also takes "
                              f"on {sorted(extra)}")
                        continue
                    differences += 1
                    print(f"game {game + 1} ply {ply + 1} {frm}: HaChu only {sorted(extra)}, "
                          f"Seireigi only {sorted(missing)}, promotions HaChu "
                          f"{sorted(theirs_promo)} Seireigi {sorted(mine_promo)}; "
                          f"after {' '.join(played)}")
            move = rng.choice(moves)
            token += 1
            hachu.send("usermove " + hachu_move(move, n))
            hachu.send(f"ping {token}")
            refused = None
            while True:
                line = hachu.line()
                if line.startswith("Illegal move"):
                    refused = line
                if line == f"pong {token}":
                    break
            if refused:
                differences += 1
                print(f"game {game + 1} ply {ply + 1}: HaChu refused {move['move']} "
                      f"({hachu_move(move, n)}): {refused}; after {' '.join(played)}")
                break
            played.append(move["move"])
            update_royals(royals, move)
        hachu.send("quit")
    print(f"{args.variant}: {args.games} games, {positions} positions, {pieces} pieces compared, "
          f"{differences} differences, {lion_trading} apart as lion trading, "
          f"{royal} games stopped where a royal piece could be taken")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
