#!/usr/bin/env bash
# Rounds a player can see, through the real server at 80x24: the goal line
# counts the round's deadline down and names whom it awaits, the chat
# history box shows what was said, and
# auto-explore in a two-player cave is a standing order, one step each
# round with no key pressed between them.
source "$(dirname "$0")/ui_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/s.sock
start_server "$wumpus" serve --socket "$socket" --state "$work/state"

# start_bob N: bob makes a cave of 30x30 (it will be cave N) and sits in
# it; once $work/go-N exists he acts once, and once $work/pass-N exists he
# waits every 0.3 s, which passes every round alice is awaited in (a wait
# in a round he acted in already changes nothing).
start_bob() {
  python3 - "$socket" "$(dirname "$0")" "$work" "$1" >"$work/bob-$1.log" 2>&1 <<'PY' &
import os, sys, time
sys.path.insert(0, sys.argv[2])
from protocol_client import Peer

work, n = sys.argv[3], sys.argv[4]
bob = Peer(sys.argv[1])
bob.greet_and_create("bob", 30)
print("seated", flush=True)
while not os.path.exists(f"{work}/go-{n}"):
    bob.read(0.1)
bob.line("wait")
bob.line("say alice, the round is yours")
while not os.path.exists(f"{work}/pass-{n}"):
    bob.read(0.1)
while not bob.closed:
    bob.line("wait")
    bob.read(0.3)
PY
  bob=$!
  poll_until 10 "bob's cave $1" grep -q seated "$work/bob-$1.log"
}

# The turn on alice's status line.
turn() { screen | grep -oE 'turn [0-9]+' | tail -1 | grep -oE '[0-9]+'; }
turn_at_least() { [ "$(turn)" -ge "$1" ] 2>/dev/null; }
# The seconds the goal line says the round has left.
seconds_left() { screen | grep -oE '[0-9]+ s left' | grep -oE '^[0-9]+'; }
stopped() { on_screen "You stop:" || on_screen "Explored:"; }

start_tmux 80 24
start_game -- connect --socket "$socket" --name alice
start_bob 1
wait_for "bob"
keys Enter
wait_for "turn 0"
touch "$work/go-1"
wait_for "s left: waiting for alice (bob acted)"
first=$(seconds_left)
moved() { [ "$(seconds_left)" -lt "$first" ]; }
poll_until 5 "the countdown to move from $first s" moved
# The chat so far, in a box: C opens it, any other key closes it.
keys C
wait_for "<bob> alice, the round is yours"
wait_for "any other key: back"
keys Escape
wait_gone "any other key: back"

# A stop for news (a breeze, gold in sight) within five steps is the
# cave's luck, not the walk's: such a try starts again in a fresh cave.
for try in 1 2 3; do
  touch "$work/pass-$try"
  keys o
  deadline=$((SECONDS + 20))
  until turn_at_least 5 || stopped || [ "$SECONDS" -ge "$deadline" ]; do
    sleep 0.1
  done
  turn_at_least 5 && break
  stopped || fail "auto-explore stalled at turn $(turn) (try $try)"
  echo "try $try: the walk stopped for news at turn $(turn); a fresh cave"
  kill "$bob"
  keys Escape q
  wait_for "Leave this cave?"
  keys y
  wait_for "bob"
  start_bob $((try + 1))
  keys End Enter
  wait_for "turn 0"
done
turn_at_least 5 || fail "three caves in a row stopped the walk early"
kill "$bob"
keys Escape q y
stop_server TERM
echo "rounds: the countdown moved from $first s; one explore order walked five rounds"
