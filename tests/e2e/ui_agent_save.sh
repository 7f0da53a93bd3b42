#!/usr/bin/env bash
# The player's save beside the agent: `play --agent` neither offers, nor
# reads, nor removes the player's save, and a game it started (then taken
# over and saved) goes to a file of its own; the resume dialog says which
# game the save holds. At 80x24, then 200x60.
source "$(dirname "$0")/ui_lib.bash"
save=$work/data/wumpus/autosave.json
agent_save=$work/data/wumpus/agent-autosave.json
resize_to() { tmux -S "$sock" resize-window -t "$pane" -x "$1" -y "$2"; }

start_tmux 80 24
start_game -- play --preset "$square_preset" --seed 25 --size 5
wait_for "| turn 0"
keys Right
wait_for "turn 1"
keys Z
wait_dead
[ -f "$save" ] || fail "no save after save-and-quit"
before=$(sha256sum <"$save")

# Watching the agent: no question about the player's game, and quitting
# (declining nothing) leaves the save as it was.
start_game -- play --agent --tick-ms 60 --seed 5 --preset easy
wait_for "agent: "
off_screen "Resume it?" || fail "the agent was offered the player's save"
keys q
wait_dead
[ "$(sha256sum <"$save")" = "$before" ] || fail "watching the agent changed the player's save"

# Taken over and saved, the agent's game saves apart.
start_game -- play --agent --tick-ms 60 --seed 5 --preset easy
resize_to 200 60
wait_for "agent: "
keys t
wait_for "save & quit"
keys Z
wait_dead
[ "$(sha256sum <"$save")" = "$before" ] || fail "saving the agent's game wrote over the player's save"
[ -f "$agent_save" ] || fail "the agent's game was not saved to its own file"

# The next plain game offers the player's own save, naming it.
for size in "80 24" "200 60"; do
  start_game --
  resize_to $size
  wait_for "Resume it? (y/n)"
  wait_for "5x5 backtracker, turn 1,"
  keys n
  wait_for "Hunt the Wumpus"
  keys Escape
  wait_dead
done
[ "$(sha256sum <"$save")" = "$before" ] || fail "declining changed the save"
echo ok
