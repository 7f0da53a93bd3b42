"""Plays COUNT lines of the tests/compat walker through a headless game:
play_headless.py SEED COUNT WUMPUS [PLAY OPTIONS...]; prints what the
game printed. The last line typed is `save` when SAVE=1."""

import os
import subprocess
import sys

from commands import Walker

seed, count, command = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
game = subprocess.Popen(command + ["--headless"], stdin=subprocess.PIPE,
                        stdout=subprocess.PIPE, text=True, bufsize=1)


def answer():
    """The game's lines up to its status line."""
    lines = []
    while True:
        line = game.stdout.readline()
        if not line:
            sys.exit("the game stopped: " + "".join(lines))
        lines.append(line)
        if line.startswith("[room"):
            return "".join(lines)


said = answer()
out = [said]
walker = Walker(seed)
for _ in range(count):
    line = walker.next(said)
    game.stdin.write(line + "\n")
    said = answer()
    out.append(said)
if os.environ.get("SAVE") == "1":
    game.stdin.write("save\n")
    out.append(answer())
game.stdin.close()
game.wait()
sys.stdout.write("".join(out))
