#!/usr/bin/env bash
# The example bot of the README's "Writing a bot" plays real games through
# `play --headless --json` and wins the ones it is known to win: the
# structured fields it reads (exits, percepts, counts, wumpus_dead) work.
source "$(dirname "$0")/headless_lib.bash"
bot=$2/examples/python_bot.py

python3 "$bot" --wumpus "$wumpus" --games 7 --seed-from 1 --preset "$square_preset" \
  >"$work/out.txt" || fail "the bot failed: $(cat "$work/out.txt")"
grep -q '^seed 1: won after [0-9]* turns$' "$work/out.txt" || fail "no game line"
grep -qx 'won 7 of 7' "$work/out.txt" ||
  fail "the bot should win square classic seeds 1-7: $(cat "$work/out.txt")"
echo "python bot: ok"
