#!/usr/bin/env bash
# Playing in a real terminal: the first screen shows the player at the
# entrance and only what is in sight; moving reveals rooms and keeps the
# seen ones drawn; a stench message appears where the seed puts one; typed
# commands work; resizing redraws (and too small says so); q with
# confirmation quits and restores the terminal.
source "$(dirname "$0")/ui_lib.bash"

# Seed 25 on a 5x5 cave (found with headless play): the entrance (0,0)
# opens east; east then south reaches (1,1), where the Wumpus is smelt.
# Room (x,y) has its centre at screen row 2y+2, column 4x+2.
start_tmux 100 30
start_game -- play --preset "$square_preset" --seed 25 --size 5
wait_for "| turn 0"

# Non-blank map positions (rows 1-11, columns 0-20), one "row,col" a line.
marks() {
  screen | python3 -c '
import sys
for r, line in enumerate(sys.stdin.read().split("\n")[1:12], 1):
    for c, ch in enumerate(line[:21]):
        if ch != " ": print(f"{r},{c}")'
}

expect_char 2 2 "→" "the player at the entrance, facing east"
expect_char 1 0 "┌" "the entrance room's walls"
# Only what is in sight: the rooms of rows 1-4 of the cave are all fog.
[ "$(marks | awk -F, '$1 > 3' | wc -l)" -eq 0 ] || fail "rooms out of sight are drawn"
if screen | grep -q "smell"; then fail "a stench before the seed puts one"; fi
before=$(marks)

keys Right
wait_for "| turn 1"
expect_char 2 6 "→" "the player one room east"
expect_char 2 2 "·" "the room left behind, remembered as visited"
keys j
wait_for "| turn 2"
expect_char 4 6 "↓" "the player one room south"
expect_char 4 7 "%" "the stench mark in the player's room"
wait_for "You smell a Wumpus."
after=$(marks)
missing=$(comm -23 <(sort <<<"$before") <(sort <<<"$after"))
[ -z "$missing" ] || fail "seen map positions vanished: $missing"
[ "$(wc -l <<<"$after")" -gt "$(wc -l <<<"$before")" ] || fail "moving revealed nothing"

# Typed commands at the prompt.
keys :
type_text "turn 90"
keys Enter
wait_for "facing west"
keys :
type_text "face n"
keys Enter
wait_for "facing north"
keys :
type_text "fly away"
keys Enter
wait_for "I don't know"

# Resizing redraws; below 80x24 the screen says so.
tmux -S "$sock" resize-window -t "$pane" -x 120 -y 40
status_on_row_27() { row 27 | grep -q "| turn 2"; }
poll_until 10 "the status line redrawn at 120x40" status_on_row_27
tmux -S "$sock" resize-window -t "$pane" -x 70 -y 20
wait_for "terminal too small"
wait_for "70x20, need 80x24"
tmux -S "$sock" resize-window -t "$pane" -x 100 -y 30
wait_gone "terminal too small"
wait_for "| turn 2"
expect_char 4 6 "↑" "the player after the resize"

# q asks first; n keeps playing, y quits and restores the terminal.
keys q
wait_for "Really quit?"
keys n
wait_gone "Really quit?"
quit_confirmed
if screen | grep -q "| turn"; then fail "the game screen is left on the terminal"; fi

# The same cave in ASCII (LC_ALL=C).
start_game LC_ALL=C LANG=C -- play --preset "$square_preset" --seed 25 --size 5
wait_for "| turn 0"
expect_char 2 2 ">" "the ASCII player facing east"
expect_char 1 0 "+" "an ASCII corner"
keys q y
wait_dead
start_game -- play --preset "$square_preset" --seed 25 --size 5 --ascii
wait_for "| turn 0"
expect_char 2 2 ">" "--ascii in a UTF-8 locale"
keys q y
wait_dead

# The player's keymap: its bad line is reported by file and line, its
# good lines apply, and the help lists the keys actually bound.
mkdir -p "$work/config/wumpus"
printf 'x quit\nq none\nz fly\n' >"$work/config/wumpus/keymap"
start_game -- play --preset "$square_preset" --seed 25 --size 5
wait_for "wumpus/keymap:3: unknown action \`fly\`"
keys '?'
wait_for "Hunt the Wumpus in a freshly carved maze"
# page_to TEXT: PgDn until TEXT shows (the help's length may change).
page_to() {
  local i
  for i in $(seq 20); do
    on_screen "$1" && return 0
    keys NPage
    poll_until 5 "the help to scroll" true
  done
  wait_for "$1"
}
page_to "Map marks"
page_to "Keys in this cave (data/keymap"
page_to "  x                quit (asks first)"
keys Escape
wait_gone "Help:"
keys x
wait_for "Really quit?"
keys y
wait_dead
rm "$work/config/wumpus/keymap"

# Seed 1: the Wumpus waits at 4,2, six moves from the entrance along the
# top row and down (first smelt at 4,1). The end screen turns red, lists
# the score, and "again" replays the same cave: the same walk is fatal
# again.
walk_to_wumpus() {
  local key
  for key in Right Right Right Right Down Down; do keys "$key"; done
  # The stench proves the Wumpus is there: the last step asks first.
  wait_for "The Wumpus is there: step in and be eaten? (y/n)"
  keys y
}
start_game -- play --preset "$square_preset" --seed 1 --size 5
wait_for "| turn 0"
walk_to_wumpus
wait_for "You died: eaten by the Wumpus."
screen_colours | grep -q $'\e\\[41m' || fail "the screen did not turn red"
wait_for "tester     eaten by the Wumpus"
keys a
wait_for "| turn 0"
wait_for "room 0 at 0,0"
walk_to_wumpus
wait_for "You smell a Wumpus."
wait_for "You died: eaten by the Wumpus."
keys q
wait_dead
echo ok
