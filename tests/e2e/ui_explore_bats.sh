#!/usr/bin/env bash
# Explore through bats: when no unexplored room is known to be safe, o
# stops and names the key that rides the bats (the player's own keymap's
# key), and that key walks to the known roost and lets the bats carry the
# player off.
source "$(dirname "$0")/ui_lib.bash"
preset=$source_dir/tests/presets/bats-roost.json

# Seed 9 (tried in the terminal): explore proves the roost at 1,2 and has
# nothing else safe left.
explore_until_bats() {
  wait_for "| turn 0"
  for _ in $(seq 8); do
    keys o
    poll_until 10 "explore to stop" on_screen_any "You stop" "Explored:"
    on_screen "Explored:" && break
  done
  wait_for "Bats roost in 1,2 ($1: ride them)."
}

start_tmux 100 30
start_game -- play --preset "$preset" --seed 9
explore_until_bats O
keys O
wait_for "Giant bats snatch you and carry you off!"
keys q y
wait_dead

# The same with riding bound to B: the message names B, and B rides.
mkdir -p "$work/config/wumpus"
printf 'B explore-bats\nO none\n' >"$work/config/wumpus/keymap"
start_game HOME="$work/home2" XDG_DATA_HOME="$work/data2" -- play --preset "$preset" --seed 9
explore_until_bats B
keys B
wait_for "Giant bats snatch you and carry you off!"
keys q y
wait_dead
echo ok
