#!/usr/bin/env bash
# Travel and explore that know the rules, at 80x24 and 200x60: explore
# stops next to the exit and asks rather than win (easy seed
# 223958973843); travel takes the exit for what the placement promises
# (never a pit) with a breeze next to it (classic seed 8, T e); a Wumpus
# shot from afar leaves no stench hazard (dodecahedron seed 5: smelt from
# room 12, shot 13 12 19 from room 3, then travel to 19); the status line
# keeps the turn and the hazard counts at 80 columns.
source "$(dirname "$0")/ui_lib.bash"
resize_to() { tmux -S "$sock" resize-window -t "$pane" -x "$1" -y "$2"; }

start_tmux 80 24
for size in "80 24" "200 60"; do
  # Explore goes round the exit while stepping in would win; when the
  # only way on passes it, it stops next to it and asks.
  start_game -- play --preset easy --seed 223958973843
  resize_to $size
  wait_for "| turn 0"
  explore_until "Explored: no unexplored room is known to be safe."
  # The Wumpus east of here is proven (marked ! on easy): shoot it.
  row 2 | grep -q '!' || fail "easy does not mark the proven Wumpus"
  keys f Right f
  wait_for "Your arrow kills the Wumpus!"
  explore_until "The exit is next: step in and leave the cave, winning the game? (y/n)"
  keys n
  wait_for "You stay where you are."
  on_screen "✗ out by the exit" || fail "explore left by the exit"
  keys o
  wait_for "The exit is next"
  keys y
  wait_for "Victory!"
  keys q
  wait_dead

  # Classic seed 8: explore stops on a breeze next to the exit; the exit
  # is never a pit, so travel goes there.
  start_game -- play --preset "$square_preset" --seed 8
  resize_to $size
  wait_for "turn 0"
  explore_until "You stop: a breeze here."
  keys T e Enter
  wait_for "This is the exit, but you still need to kill the Wumpus."
  wait_for "You are there."
  # A note of the player's own, and the proofs shown on demand.
  keys n
  wait_for "Note on "
  keys Enter
  wait_for "(?, pit, wumpus or words; empty clears):"
  type_text "pit"
  keys Enter
  wait_for ": pit"
  # M: the choice lasts into the next run, so the second size hides them.
  keys M
  if [ "$size" = "80 24" ]; then
    wait_for "The map marks what your percepts prove"
  else
    wait_for "The map no longer marks what your percepts prove."
  fi
  screen | grep "| turn " | grep -q "O2 B2\|cave: 2 pits, 2 bat roosts" ||
    fail "the status line lost the hazard counts"
  quit_confirmed

  # The dodecahedron, seed 5: the Wumpus is smelt from 12 and shot from 3.
  start_game -- play --graph dodecahedron --seed 5
  resize_to $size
  wait_for "turn 0"
  turn=0
  for room in 1 2 11 12 13 3; do
    type_text "$room"
    turn=$((turn + 1))
    wait_for "| turn $turn"
  done
  on_screen "You smell a Wumpus." || fail "the Wumpus was not smelt from 12"
  keys :
  type_text "shoot 13 12 19"
  keys Enter
  wait_for "Your arrow kills the Wumpus!"
  # The exit, 19, by the cursor: no number typed.
  keys T e
  wait_for "Travel to room 19"
  keys Enter
  wait_for "The exit is next: step in and leave the cave, winning the game? (y/n)"
  screen | grep -q "^ *12  @" || fail "travel did not stop next to the exit"
  keys y
  wait_for "Victory!"
  keys q
  wait_dead
done
echo ok
