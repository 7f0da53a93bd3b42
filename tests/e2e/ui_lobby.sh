#!/usr/bin/env bash
# The lobby in a real terminal at 80x24 with more caves than fit: the
# list says which caves it shows, End and PageUp scroll it, `o` orders it
# (the chosen cave stays chosen), `f` filters it, the line under it tells
# the chosen cave's round, players and spectators, and the list refreshes
# without losing the place.
source "$(dirname "$0")/ui_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/s.sock
start_server "$wumpus" serve --socket "$socket" --state "$work/state" \
  --caves-per-player 40 --caves-per-hour 100

python3 - "$socket" "$(dirname "$0")" <<'PY' || fail "making caves: $(tail -5 "$work/log")"
import sys
sys.path.insert(0, sys.argv[2])
from protocol_client import Peer

builder = Peer(sys.argv[1])
builder.hello("builder")
if not builder.wait_for("lobby"):
    sys.exit("no lobby")
for _ in range(40):
    builder.create(5)
    if not builder.wait_for("seated"):
        sys.exit("a cave was not made: " + str(builder.read(0.5)))
PY

# chosen N WHY: cave N is the one the cursor is on.
chosen() { screen | grep -qE "> +$1 builder" || fail "$2"; }

start_tmux 80 24
start_game -- connect --socket "$socket" --name alice
wait_for "1-17 of 40 caves"
chosen 1 "cave 1 is not chosen at first"
keys End
wait_for "24-40 of 40 caves"
chosen 40 "End did not choose the last cave"
# The line under the list tells the chosen cave at length.
wait_for "24-40 of 40 caves | cave 40, round 1: builder plays; nobody watches"
keys PPage
wait_for "23-39 of 40 caves"
chosen 23 "PageUp did not go a page up"
keys o
wait_for "o: order by newest"
chosen 23 "ordering lost the chosen cave"
keys Home
wait_for "1-17 of 40 caves"
chosen 40 "newest first does not begin with cave 40"
# A refreshed list (its idle times move on) keeps the place.
before=$(screen)
changed() { [ "$(screen)" != "$before" ]; }
keys r
poll_until 10 "a refreshed list" changed
chosen 40 "a refresh lost the chosen cave"
keys f f
wait_for "f: show my caves"
wait_for "No cave passes the filter"
keys q
wait_dead
stop_server TERM
echo "lobby: 40 caves at 80x24 scroll, order and filter"
