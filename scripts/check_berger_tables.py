#!/usr/bin/env python3
"""Checks the Berger tables transcribed in tests/rules/units/tournament/berger.rs against an
independent program: caissify-pairings' `berger_schedule` (pip install caissify-pairings).
Prints one line per table and exits 1 on any difference."""

import pathlib
import re
import sys

from caissify_pairings.engines.round_robin import berger_schedule

SOURCE = pathlib.Path(__file__).resolve().parent.parent / "tests/rules/units/tournament/berger.rs"


def main() -> int:
    text = SOURCE.read_text(encoding="utf-8")
    failed = False
    for n, body in re.findall(r'const BERGER_(\d+): &str = "\n(.*?)";', text, re.S):
        n = int(n)
        ours = [line.split() for line in body.strip().splitlines()]
        theirs = [[f"{a}-{b}" for a, b in rnd] for rnd in berger_schedule(n)]
        same = ours == theirs
        failed |= not same
        print(f"{n:2} players: {'same' if same else 'DIFFERENT'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
