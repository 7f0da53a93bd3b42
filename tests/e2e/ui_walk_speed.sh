#!/usr/bin/env bash
# Travel and explore run at the speed the player sets, fast by default
# (15 ms a room, no longer 300): S cycles the speed (fast, instant,
# slow) and says which, at 80x24, and each walk says why it stopped.
# (Not timed: under the load of a shared build machine the polling of
# this script costs more than the walk.)
source "$(dirname "$0")/ui_lib.bash"

start_tmux 80 24
start_game -- play --preset classic --seed 8
wait_for "| turn 0"
explore_until "You stop: a breeze here."
keys S
wait_for "Travel and explore walk instant."
keys S
wait_for "Travel and explore walk slow."
keys S
wait_for "Travel and explore walk fast."
quit_confirmed
echo ok
