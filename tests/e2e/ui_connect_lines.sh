#!/usr/bin/env bash
# Shared play on a terminal that cannot place its cursor (TERM=dumb): the
# lobby as a list, a cave joined by a typed command, commands typed as at
# the game's prompt, messages and the status line printed as lines, a
# 300-character chat line cut with a mark and delivered, no escape
# sequence ever written; leave goes back, quit ends.
source "$(dirname "$0")/ui_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/s.sock
start_server "$wumpus" serve --socket "$socket" --state "$work/state"

# bob makes a cave and stays in it, reading.
python3 - "$socket" "$(dirname "$0")" "$work" >"$work/bob.log" 2>&1 <<'PY' &
import os, sys
sys.path.insert(0, sys.argv[2])
from protocol_client import Peer

bob = Peer(sys.argv[1])
bob.greet_and_create("bob", 8)
print("seated", flush=True)
while not bob.closed and not os.path.exists(sys.argv[3] + "/done"):
    for message in bob.read(0.2):
        for line in message.get("messages", []):
            print(line["text"], flush=True)
PY
poll_until 10 "bob's cave" grep -q seated "$work/bob.log"

line() { type_text "$1"; keys Enter; }
start_tmux 100 30
start_game TERM=dumb -- connect --socket "$socket" --name alice
wait_for "shared play in plain lines"
wait_for "The lobby: 1 cave."
wait_for "players: bob"
line "join 1"
wait_for "In the cave: type commands"
wait_for "You enter the cave"
wait_for "| turn 0"
line "wait"
wait_for "| turn 1"
line "say hi bob"
poll_until 10 "bob to hear alice" grep -q "<alice> hi bob" "$work/bob.log"
# A 300-character line is cut with a mark and delivered, not refused.
long=$(printf 'w%.0s' $(seq 300))
line "say $long"
poll_until 10 "bob to hear the cut line" grep -q "<alice> $(printf 'w%.0s' $(seq 197))\.\.\.$" "$work/bob.log"
line "frobnicate"
wait_for "frobnicate"
line "leave"
wait_for "players: bob, alice"
line "quit"
wait_dead
touch "$work/done"
[ "$(pane_info "#{pane_dead_status}")" = 0 ] || fail "quit did not exit 0"
poll_until 5 "the alternate screen off (the alternate screen is on)" alternate_off
screen_colours | grep -q $'\e\\[' && fail "escape sequences reached a dumb terminal"
stop_server TERM
echo "ok"
