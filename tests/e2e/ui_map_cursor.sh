#!/usr/bin/env bash
# The map cursor at 80x24 on hexagons, polar rings and a room graph: a
# note on the exit and travel to it without typing a room number (T or
# N, e for the exit, Tab for the note, Enter), then the whole map (X).
# The seeds were tried in the terminal: after exploring, the exit is
# known and a safe way to it too.
source "$(dirname "$0")/ui_lib.bash"

start_tmux 80 24

# The room under the cursor, as the prompt line names it.
cursor_label() { prompt_line | sed -n 's/^Note on \(.*\) | e exit.*/\1/p'; }
cursor_moved_from() { [ -n "$(cursor_label)" ] && [ "$(cursor_label)" != "$1" ]; }

# check_cursor SHAPE ARGS...: one cave of that shape (hex, polar, graph),
# played with the cursor alone.
check_cursor() {
  local shape=$1
  shift
  start_game -- play --preset easy "$@"
  wait_for "| turn 0"
  # A note on the exit: the cursor picks it, the words are typed.
  keys N
  wait_for "Note on "
  start=$(cursor_label)
  keys e
  poll_until 5 "the cursor on the exit ($shape)" cursor_moved_from "$start"
  label=$(cursor_label)
  keys Enter
  wait_for "note on $label ("
  type_text "pit"
  keys Enter
  wait_for "Note on $label: pit"
  # Tab finds the note again.
  keys N Tab
  wait_for "Note on $label | e exit"
  keys Escape
  explore_until "Explored:"
  keys T e
  wait_for "Travel to $label"
  keys Enter
  poll_until 10 "the walk to the exit ($shape)" walk_over
  wait_for "You are there."
  case "$shape" in
    hex) on_screen " $label |" || fail "hex: not at the exit $label" ;;
    polar)
      ring=${label#ring }
      ring=${ring%% *}
      on_screen "in ring $ring |" || fail "polar: not in the exit's ring" ;;
    graph) on_screen "$label |" || fail "graph: not in the exit $label" ;;
  esac
  screen_all | grep -q "Type its number" && fail "$shape: asked for a number"
  # The whole map, and back.
  keys X
  wait_for "| whole map"
  keys Escape
  wait_gone "| whole map"
  quit_confirmed
}

check_cursor hex --shape hex --size 4 --seed 5
check_cursor polar --shape polar --size 4 --seed 5
check_cursor graph --graph dodecahedron --seed 1

# A cave too big for one screen even at a letter a room is paged, and
# the movement keys pan it.
start_game -- play --preset easy --shape hex --size 200 --seed 3
wait_for "| turn 0"
keys X
wait_for "whole map, a letter a room | columns 1-80 of 200"
keys Right
wait_for "columns 41-120 of 200"
keys Escape
wait_gone "whole map"
quit_confirmed
echo ok
