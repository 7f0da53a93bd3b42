#!/usr/bin/env bash
# Headless play end to end with the real binary and the real Lua rules:
# same seed and input give the same output, plain and JSON; malformed
# commands are answered; bad options fail cleanly.
source "$(dirname "$0")/headless_lib.bash"

commands='look
east
south
north
west
turn 90
face e
go
shoot
inventory
take
use torch
wait
dance wildly
turn 45
help'

play() {
  local seed=$1
  shift
  printf '%s\n' "$commands" | "$wumpus" play --headless --preset "$square_preset" --seed "$seed" --size 5 "$@"
}

play 1234 >"$work/a.txt"
play 1234 >"$work/b.txt"
cmp -s "$work/a.txt" "$work/b.txt" || fail "plain output differs between identical runs"
grep -q "^wumpus: 5x5 cave, preset classic-square, seed 1234" "$work/a.txt" || fail "no start line"
grep -q "^> dance wildly$" "$work/a.txt" || fail "commands are not echoed"
grep -q "I don't know \"dance\"" "$work/a.txt" || fail "unknown command not answered"
grep -q "Turn how far" "$work/a.txt" || fail "malformed turn not answered"
grep -q "You carry" "$work/a.txt" || fail "inventory not told"
[ "$(grep -c '^\[room ' "$work/a.txt")" -eq 17 ] || fail "expected one state line per command plus the start"

play 1234 --json >"$work/a.json"
play 1234 --json >"$work/b.json"
cmp -s "$work/a.json" "$work/b.json" || fail "JSON output differs between identical runs"
python3 - "$work/a.json" <<'PY' || fail "JSON events malformed"
import json, sys
events = [json.loads(line) for line in open(sys.argv[1])]
assert events[0]["event"] == "start" and events[0]["seed"] == 1234, events[0]
kinds = {e["event"] for e in events}
assert {"start", "message", "command", "state"} <= kinds, kinds
commands = [e for e in events if e["event"] == "command"]
assert len(commands) == 16, len(commands)
for e in events:
    if e["event"] == "state":
        assert e["outcome"] in ("playing", "won", "dead")
        assert e["facing"] in ("north", "east", "south", "west")
PY

play 99 >"$work/c.txt"
cmp -s "$work/a.txt" "$work/c.txt" && fail "another seed gave the same game"

printf 'look\ngo 1\n' | "$wumpus" play --headless --seed 3 --graph dodecahedron --algorithm open >"$work/graph.txt"
grep -q '^wumpus: 20-room cave' "$work/graph.txt" || fail "no room-graph start line"
grep -q 'Passages lead to rooms 1, 4, 7' "$work/graph.txt" || fail "room graph: look does not list rooms"
grep -q '^\[room 1 facing' "$work/graph.txt" || fail "room graph: go 1 did not move"

if "$wumpus" play --headless --preset nonesuch </dev/null 2>"$work/err"; then fail "unknown preset accepted"; fi
grep -q "cannot open the preset" "$work/err" || fail "unknown preset: unclear error"
if "$wumpus" play --headless --algorithm nonesuch </dev/null 2>"$work/err"; then fail "unknown algorithm accepted"; fi
grep -q 'unknown algorithm "nonesuch"' "$work/err" || fail "unknown algorithm: unclear error"
if "$wumpus" play --headless --seed x12 </dev/null 2>"$work/err"; then fail "bad seed accepted"; fi
grep -q "seed must be" "$work/err" || fail "bad seed: unclear error"
echo "headless play: ok"
