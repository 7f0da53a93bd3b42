#!/usr/bin/env bash
# The terminal UI across terminals: no tty gets a clear error pointing to
# --headless; UTF-8 draws box lines and LC_ALL=C plain ASCII; colours show
# unless NO_COLOR is set; a TERM without a terminfo entry (xterm-kitty)
# falls back instead of refusing; TERM=dumb, which cannot place its
# cursor, plays in line mode (and connect in plain lines); quitting
# restores the terminal.
source "$(dirname "$0")/ui_lib.bash"

# No terminal at all.
if "$wumpus" play </dev/null >"$work/out" 2>"$work/err"; then fail "ran without a tty"; fi
grep -q -- "--headless" "$work/err" || fail "the no-tty error does not point to --headless: $(cat "$work/err")"

start_tmux 100 30

# UTF-8 with colours: box drawing, and the selected field in colour.
start_game --
wait_for "Hunt the Wumpus"
screen | grep -q "┌─ Hunt the Wumpus" || fail "no box drawing in a UTF-8 locale"
screen_colours | grep "> Preset" | grep -q $'\e\\[33m' || fail "no colour with colours available"
keys q
wait_dead
[ "$(pane_info '#{pane_dead_status}')" = 0 ] || fail "quitting from the menu did not exit 0"
poll_until 5 "the alternate screen off (the alternate screen is still on after quitting)" alternate_off

# NO_COLOR: attributes only.
start_game NO_COLOR=1 --
wait_for "Hunt the Wumpus"
screen_colours | grep "> Preset" | grep -q $'\e\\[1;7m' || fail "no bold reverse selection in monochrome"
if screen_colours | grep -q $'\e\\[3[0-7]m'; then fail "colours drawn although NO_COLOR is set"; fi
keys q
wait_dead

# An unknown TERM in the C locale: falls back, draws ASCII.
start_game TERM=xterm-kitty LC_ALL=C LANG=C --
wait_for "Hunt the Wumpus"
screen | grep -q "+- Hunt the Wumpus" || fail "no ASCII box in the C locale"
if screen | grep -q "─"; then fail "box drawing in the C locale"; fi
keys q
wait_dead
[ "$(pane_info "#{pane_dead_status}")" = 0 ] || fail "xterm-kitty: quitting did not exit 0"
# TERM=dumb: line mode, never a screen drawn as garbage.
start_game TERM=dumb -- play --preset easy --seed 5
wait_for "line mode"
wait_for "preset easy, seed 5"
type_text "inventory"
keys Enter
wait_for "You carry 5 arrows"
poll_until 5 "the alternate screen off (TERM=dumb: the alternate screen is on)" alternate_off
if on_screen "Hunt the Wumpus"; then fail "TERM=dumb: the full screen was drawn"; fi
keys C-d
wait_dead
# connect plays in lines too (ui_connect_lines.sh); with no server there,
# it says so in words a player can act on.
start_game TERM=dumb -- connect --socket "$work/none.sock"
wait_dead
screen_all | grep -q "shared play in plain lines" ||
  fail "TERM=dumb: connect did not say it plays in lines: $(screen_all)"
screen_all | grep -q "the wumpus server is not running" ||
  fail "TERM=dumb: no server, no clear word: $(screen_all)"
[ "$(pane_info "#{pane_dead_status}")" = 1 ] || fail "TERM=dumb: connect did not exit 1"
echo "ok"
