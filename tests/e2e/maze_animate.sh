#!/usr/bin/env bash
# `wumpus maze --animate` in a real terminal (tmux, 80x24): the carving
# appears step by step on the alternate screen, a key skips to the end,
# where the main screen is as it was and the finished maze is printed as
# without --animate; a terminal shrunk while it plays gets the frames cut
# to it; a drawing larger than the terminal is refused, saying so; and it
# refuses to animate into a pipe.
source "$(dirname "$0")/ui_lib.bash"

start_tmux 80 24
# Slow enough that the carving is still going when the first screens are
# read: 64 steps at 20 a second take over 3 seconds.
start_game -- maze -W 8 -H 4 -s 3 --animate --speed 20
wait_for "+--+--+--+--+--+--+--+--+"
[ "$(pane_info '#{alternate_on}')" = 1 ] || fail "the carving is not on the alternate screen"
# The first frames: rooms whose walls all still stand, a row of them.
closed_row="|  |  |  |  |  |  |  |  |"
"$wumpus" maze -W 8 -H 4 -s 3 >"$work/expected"
! grep -qF "$closed_row" "$work/expected" || fail "seed 3 has a closed row when carved"
wait_for "$closed_row"
keys x
poll_until 10 "the game to exit" exited
poll_until 5 "the alternate screen off (the alternate screen is still on)" alternate_off
# tmux scrolls a dead pane up a line to say so: read the last lines
# printed, from the history too.
tmux -S "$sock" capture-pane -p -S - -t "$pane" | sed '/^$/d' | grep -v '^Pane is dead' |
  tail -n "$(sed '/^$/d' "$work/expected" | wc -l)" >"$work/shown"
diff <(sed '/^$/d' "$work/expected") "$work/shown" >/dev/null ||
  fail "after a key the screen is not the finished maze: $(diff "$work/expected" "$work/shown")"

# 22 x 10 rooms draw 67 columns by 21 lines: they fit 80x24, not 40x24.
start_game -- maze -W 22 -H 10 -s 4 --animate --speed 20
top=$("$wumpus" maze -W 22 -H 10 -s 4 | head -n 1)  # it never changes
wait_for "$top"
tmux -S "$sock" resize-window -t "$pane" -x 40 -y 24
top=${top:0:40}
poll_until 10 "the top line cut to 40 columns" eval '[ "$(row 0)" = "$top" ]'
[ "$(row 1 | cut -c1)" = "|" ] || fail "the top line wrapped: row 1 is '$(row 1)'"
keys x
poll_until 10 "the game to exit" exited
tmux -S "$sock" resize-window -t "$pane" -x 80 -y 24

# 40 x 15 rooms draw 121 columns by 31 lines: refused at 80x24.
start_game -- maze -W 40 -H 15 -s 1 --animate
poll_until 10 "the game to exit" exited
[ "$(pane_info '#{pane_dead_status}')" = 2 ] ||
  fail "a drawing wider than the terminal exited $(pane_info '#{pane_dead_status}'), not 2"
# -J joins the lines the terminal wrapped.
tmux -S "$sock" capture-pane -p -J -S - -t "$pane" |
  grep -q "121 columns by 31 lines, the terminal 80 by 24" ||
  fail "the refusal does not give both sizes"

status=0
"$wumpus" maze --animate >/dev/null 2>"$work/err" || status=$?
[ "$status" = 2 ] || fail "--animate into a pipe exited $status, not 2"
grep -q "terminal" "$work/err" || fail "the refusal does not say why: $(cat "$work/err")"
echo "ok"
