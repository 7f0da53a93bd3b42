#!/usr/bin/env bash
# A server restart in the middle of a game, at 80x24: the client keeps the
# game on screen and says it is reconnecting, and once the server is back
# it takes its seat again by itself, no key pressed, with no message shown
# twice. A server that stays away is given up on in the lobby with a line a
# player can act on.
source "$(dirname "$0")/ui_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/s.sock
serve=("$wumpus" serve --socket "$socket" --state "$work/state")
start_server "${serve[@]}"

# bob makes the cave and goes: alice plays in it alone.
python3 - "$socket" "$(dirname "$0")" <<'PY' || fail "making the cave"
import sys
sys.path.insert(0, sys.argv[2])
from protocol_client import Peer

bob = Peer(sys.argv[1])
bob.greet_and_create("bob", 8)
PY

start_tmux 80 24
start_game -- connect --socket "$socket" --name alice
wait_for "bob"
keys Enter
wait_for "turn 0"
keys .
wait_for "turn 1"
entered=$(screen | grep -c "You enter the cave" || true)

stop_server TERM
wait_for "reconnecting ("
on_screen "turn 1" || fail "the game left the screen while reconnecting"
sleep 1.5  # a restart takes a moment; the client keeps trying meanwhile
start_server "${serve[@]}"
back_from=$(date +%s%N)
wait_for "The connection is back."
back_ms=$((($(date +%s%N) - back_from) / 1000000))
wait_gone "reconnecting ("
again=$(screen | grep -c "You enter the cave" || true)
[ "$again" = "$entered" ] || fail "the log shows old lines again ($entered, then $again)"
keys .
wait_for "turn 2"

# Stopped for good: the lobby keeps trying, and q ends it with the cause.
keys q y
wait_for "bob"
stop_server TERM
wait_for "reconnecting ("
keys q
wait_dead
screen_all | grep -q "the connection to the server was lost\|server is stopping" ||
  fail "no cause given at the end"
echo "reconnect: back in the seat ${back_ms} ms after the server listened again"
