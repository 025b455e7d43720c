#!/usr/bin/env python3
"""Compares Seireigi's Chu Shogi with lishogi's rules library, shogiops, position by position.

Installs shogiops from npm into a temporary directory (`npm install shogiops@VERSION`), runs it
with node, and plays seeded random games of `chu-shogi` (each move drawn from Seireigi's legal
moves). At every position it compares the two sets of legal moves: Seireigi's from `seireigi
moves` (one position per line of its standard input), shogiops's from `allMoveDests`, the
promotion rule `pieceCanPromote` and, for the pieces with lion power, `secondLionStepDests`
(as its perft counts them). Prints each difference and the counts; exits 1 if any differ.
docs/testing.md describes it.

    scripts/compare_shogiops.py [--seireigi target/release/seireigi] [--games 40]
                                [--plies 200] [--seed 1] [--shogiops 0.18.0]

Encodings (the documented differences, counted apart): shogiops lists a lion's double move
over an empty first square as a move of its own even when it ends on another square, which
is the position of the piece's single move to that square: such a move is read as the single
move (`7g6f5e` over an empty 6f is `7g5e`), and the repeats dropped. A pass over an empty
square (`7g6f7g`) is the same in both. Lishogi's "bare King" and two-King endings, which
Seireigi does not play (docs/rules.md 8.1), end a game apart, counted as such.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

HELPER = r"""
import { createInterface } from 'node:readline';
import { initialSfen, parseSfen } from 'shogiops/sfen';
import { makeSquareName, parseUsi } from 'shogiops/util';
import { secondLionStepDests } from 'shogiops/variant/chushogi';
import { pieceCanPromote } from 'shogiops/variant/util';

const LION_POWER = ['lion', 'lionpromoted', 'eagle', 'falcon'];

function answer(moves) {
  const pos = parseSfen('chushogi', initialSfen('chushogi')).unwrap();
  for (const text of moves) {
    const md = parseUsi(text);
    if (!md || !pos.isLegal(md)) return { error: `shogiops refuses ${text}` };
    pos.play(md);
  }
  const out = new Set();
  let encoded = 0;
  const name = makeSquareName;
  for (const [from, dests] of pos.allMoveDests()) {
    const piece = pos.board.get(from);
    for (const to of dests) {
      if (pieceCanPromote(pos.rules)(piece, from, to, pos.board.get(to))) out.add(name(from) + name(to) + '+');
      out.add(name(from) + name(to));
      if (!LION_POWER.includes(piece.role)) continue;
      for (const end of secondLionStepDests(pos, from, to)) {
        if (!pos.board.get(to) && end !== from) {
          // Over an empty square to another: the single move's position.
          encoded += 1;
          out.add(name(from) + name(end));
        } else out.add(name(from) + name(to) + name(end));
      }
    }
  }
  let end = null;
  if (pos.isEnd()) {
    const ctx = pos.ctx();
    if (pos.isBareKing(ctx)) end = 'bare king';
    else if (pos.isDraw(ctx)) end = 'draw';
    else if (pos.isWithoutKings(ctx)) end = 'royals lost';
    else end = 'no move';
  }
  return { moves: [...out], encoded, end };
}

const rl = createInterface({ input: process.stdin });
rl.on('line', (line) => {
  let reply;
  try {
    reply = answer(JSON.parse(line));
  } catch (e) {
    reply = { error: String(e) };
  }
  process.stdout.write(JSON.stringify(reply) + '\n');
});
"""


class Process:
    """A line-oriented child process: one request line, one answer line."""

    def __init__(self, args, cwd=None):
        self.proc = subprocess.Popen(
            args, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def ask(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        return self.proc.stdout.readline().strip()

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seireigi", default="target/release/seireigi")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--plies", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shogiops", default="0.18.0", help="the npm version of shogiops")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="compare-shogiops-")
    subprocess.run(["npm", "init", "-y"], cwd=work, check=True, stdout=subprocess.DEVNULL)
    subprocess.run(
        ["npm", "install", "--silent", f"shogiops@{args.shogiops}"], cwd=work, check=True
    )
    with open(os.path.join(work, "helper.mjs"), "w") as f:
        f.write(HELPER)
    ops = Process(["node", "helper.mjs"], cwd=work)
    ours = Process([os.path.abspath(args.seireigi), "moves", "--variant", "chu-shogi"])

    rng = random.Random(args.seed)
    positions = differing = encoded = 0
    ends = {}
    for game in range(args.games):
        played = []
        for _ in range(args.plies + 1):
            line = "startpos" + (" moves " + " ".join(played) if played else "")
            mine = ours.ask(line)
            if mine.startswith("error"):
                ends["repetition (Seireigi)"] = ends.get("repetition (Seireigi)", 0) + 1
                break
            theirs = json.loads(ops.ask(json.dumps(played)))
            if "error" in theirs:
                print(f"game {game + 1}, after {' '.join(played)}: {theirs['error']}")
                differing += 1
                break
            mine = set(mine.split())
            if theirs["end"] in ("bare king", "draw"):
                key = f"lishogi's {theirs['end']} (not played here)"
                ends[key] = ends.get(key, 0) + 1
                break
            positions += 1
            encoded += theirs["encoded"]
            expected = set(theirs["moves"]) if theirs["end"] is None else set()
            if mine != expected:
                differing += 1
                print(f"game {game + 1}, position {line}")
                print(f"  only Seireigi: {sorted(mine - expected)}")
                print(f"  only shogiops: {sorted(expected - mine)}")
            if not mine:
                key = theirs["end"] or "no move"
                ends[key] = ends.get(key, 0) + 1
                break
            played.append(rng.choice(sorted(mine)))
    ours.close()
    ops.close()
    print(
        f"chu-shogi: {positions} positions in {args.games} games compared with shogiops "
        f"{args.shogiops}, {differing} differing; {encoded} double moves over an empty square "
        f"read as single moves"
    )
    for key, n in sorted(ends.items()):
        print(f"  games ended by {key}: {n}")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
