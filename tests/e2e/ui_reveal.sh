#!/usr/bin/env bash
# The end that reveals: dying shows the score with the player's name, the
# new entry highlighted, and the whole cave behind the box; v (or Esc)
# puts the box aside without leaving; "again" replays the same cave and
# scores it as a replay; m goes to the menu.
source "$(dirname "$0")/ui_lib.bash"

# Seed 1 (found with headless play): these moves walk into the
# Wumpus, the first rooms safe.
start_tmux 100 30
start_game WUMPUS_NAME=zoe -- play --preset "$square_preset" --seed 1 --size 5
wait_for "| turn 0"
walk() {
  local key
  for key in Right Right Right Right Down Down; do keys "$key"; done
  # The stench proves the Wumpus is there: the last step asks first.
  wait_for "The Wumpus is there: step in and be eaten? (y/n)"
  keys y
}
walk
wait_for "You died: eaten by the Wumpus."
wait_for "The cave: 5x5 backtracker, seed 1"
screen | grep -q "> 1\. .* zoe " || fail "the new score is not highlighted with the name"
# The box aside: the whole cave, the Wumpus drawn.
keys v
wait_gone "High scores"
wait_for "The whole cave"
screen | sed -n '2,12p' | grep -q "W" || fail "the revealed map shows no Wumpus"
# Esc brings the box back; it never quits.
keys Escape
wait_for "High scores"
[ "$(pane_info '#{pane_dead}')" = 0 ] || fail "Esc left the game"

# Again: the same cave, scored as a replay.
keys a
wait_for "| turn 0"
walk
wait_for "You died: eaten by the Wumpus."
wait_for "(a replay of a known cave)"
# (Its mark under the row when the row would pass the box at 80 columns.)
screen | grep -A1 "> 2\. .* zoe " | grep -q "(replay)" || fail "the replay is not marked"
keys m
wait_for "Hunt the Wumpus"
wait_for "Name       < zoe >"
keys Escape
wait_dead
echo ok
