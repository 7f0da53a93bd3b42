#!/usr/bin/env bash
# `wumpus maze --animate` in a real terminal (tmux): the carving appears
# step by step, a key skips to the end, where the finished maze is
# printed as without --animate; and it refuses to animate into a pipe.
source "$(dirname "$0")/ui_lib.bash"

start_tmux 80 30
# Slow enough that the carving is still going when the first screens are
# read: 64 steps at 20 a second take over 3 seconds.
start_game -- maze -W 8 -H 4 -s 3 --animate --speed 20
wait_for "+--+--+--+--+--+--+--+--+"
# The first frames: rooms whose walls all still stand, a row of them.
closed_row="|  |  |  |  |  |  |  |  |"
"$wumpus" maze -W 8 -H 4 -s 3 >"$work/expected"
! grep -qF "$closed_row" "$work/expected" || fail "seed 3 has a closed row when carved"
wait_for "$closed_row"
keys x
poll_until 10 "the game to exit" exited
# tmux scrolls a dead pane up a line to say so: read the last lines
# printed, from the history too.
tmux -S "$sock" capture-pane -p -S - -t "$pane" | sed '/^$/d' | grep -v '^Pane is dead' |
  tail -n "$(sed '/^$/d' "$work/expected" | wc -l)" >"$work/shown"
diff <(sed '/^$/d' "$work/expected") "$work/shown" >/dev/null ||
  fail "after a key the screen is not the finished maze: $(diff "$work/expected" "$work/shown")"

status=0
"$wumpus" maze --animate >/dev/null 2>"$work/err" || status=$?
[ "$status" = 2 ] || fail "--animate into a pipe exited $status, not 2"
grep -q "terminal" "$work/err" || fail "the refusal does not say why: $(cat "$work/err")"
echo "ok"
