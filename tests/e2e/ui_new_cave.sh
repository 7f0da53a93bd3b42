#!/usr/bin/env bash
# A game named on the command line (play --shape zeta) is not offered an
# unrelated autosave, which stays saved and said so; M stays as the
# player set it in the next run; a new cave's log leaves the last game's
# lines behind.
source "$(dirname "$0")/ui_lib.bash"

start_tmux 80 24
start_game -- play --preset "$square_preset" --seed 25 --size 5
wait_for "| turn 0"
keys Z
wait_dead
[ -f "$work/data/wumpus/autosave.json" ] || fail "save-and-quit left no save"

start_game -- play --shape zeta --seed 3
wait_for "| turn 0"
on_screen "Resume it?" && fail "a named cave was offered the unrelated save"
wait_for "An unfinished game is saved"
[ -f "$work/data/wumpus/autosave.json" ] || fail "the unrelated save is gone"
keys M
wait_for "The map marks what your percepts prove"
# Typed `new`: the last game's lines leave the log.
keys i
wait_for "You carry 3 arrows"
keys .
wait_for "| turn 1"
keys :
type_text new
keys Enter
wait_for "| turn 0"
wait_gone "You carry 3 arrows"
quit_confirmed

# The next run keeps M on: pressing it hides the marks.
start_game -- play --shape zeta --seed 4
wait_for "| turn 0"
keys M
wait_for "The map no longer marks what your percepts prove."
quit_confirmed
echo ok
