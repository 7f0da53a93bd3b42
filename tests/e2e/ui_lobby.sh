#!/usr/bin/env bash
# The lobby in a real terminal at 80x24 with more caves than fit: the
# list says which caves it shows, End and PageUp scroll it, `o` orders it
# (the chosen cave stays chosen), `f` filters it, and the list refreshes
# without losing the place.
source "$(dirname "$0")/ui_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/s.sock
start_server "$wumpus" serve --socket "$socket" --state "$work/state" \
  --caves-per-player 30 --caves-per-hour 100

python3 - "$socket" "$(dirname "$0")" <<'PY' || fail "making caves: $(tail -5 "$work/log")"
import sys
sys.path.insert(0, sys.argv[2])
from protocol_client import Peer

builder = Peer(sys.argv[1])
builder.hello("builder")
if not builder.wait_for("lobby"):
    sys.exit("no lobby")
for _ in range(30):
    builder.create(5)
    if not builder.wait_for("seated"):
        sys.exit("a cave was not made: " + str(builder.read(0.5)))
PY

# chosen N WHY: cave N is the one the cursor is on.
chosen() { screen | grep -qE "> +$1 builder" || fail "$2"; }

start_tmux 80 24
start_game -- connect --socket "$socket" --name alice
wait_for "1-17 of 30 caves"
chosen 1 "cave 1 is not chosen at first"
keys End
wait_for "14-30 of 30 caves"
chosen 30 "End did not choose the last cave"
keys PPage
wait_for "13-29 of 30 caves"
chosen 13 "PageUp did not go a page up"
keys o
wait_for "o: order by newest"
chosen 13 "ordering lost the chosen cave"
keys Home
wait_for "1-17 of 30 caves"
chosen 30 "newest first does not begin with cave 30"
# A refreshed list (its idle times move on) keeps the place.
before=$(screen)
changed() { [ "$(screen)" != "$before" ]; }
keys r
poll_until 10 "a refreshed list" changed
chosen 30 "a refresh lost the chosen cave"
keys f f
wait_for "f: show my caves"
wait_for "No cave passes the filter"
keys q
wait_dead
stop_server TERM
echo "lobby: 30 caves at 80x24 scroll, order and filter"
