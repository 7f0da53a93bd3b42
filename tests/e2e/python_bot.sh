#!/usr/bin/env bash
# The example bot of docs/headless.md's "Writing a bot" plays real games
# through `play --headless --json` and wins the ones it is known to win: the
# structured fields it reads (exits, percepts, counts, wumpus_dead) work.
source "$(dirname "$0")/headless_lib.bash"
bot=$2/examples/python_bot.py

python3 "$bot" --wumpus "$wumpus" --games 7 --seed-from 1 --preset "$square_preset" \
  >"$work/out.txt" || fail "the bot failed: $(cat "$work/out.txt")"
grep -q '^seed 1: won after [0-9]* turns$' "$work/out.txt" || fail "no game line"
grep -qx 'won 7 of 7' "$work/out.txt" ||
  fail "the bot should win square classic seeds 1-7: $(cat "$work/out.txt")"
# A game the bot's own turn cap stops is neither won nor lost.
python3 "$bot" --wumpus "$wumpus" --games 1 --seed-from 1 --max-turns 3 \
  --preset "$square_preset" >"$work/capped.txt" ||
  fail "the capped bot failed: $(cat "$work/capped.txt")"
grep -qx 'seed 1: stopped at the turn cap (3)' "$work/capped.txt" &&
  grep -qx 'won 0 of 0' "$work/capped.txt" &&
  grep -qx '1 stopped at the turn cap, not counted' "$work/capped.txt" ||
  fail "a capped game should not count: $(cat "$work/capped.txt")"
echo "python bot: ok"
