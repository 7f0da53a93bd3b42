#!/usr/bin/env bash
# The README's picture of a game is the real screen, cell for cell: the
# game it names is played at 80x24 by the keys it names (S for instant
# walks, then o six times), and the screen compared with the picture.
source "$(dirname "$0")/ui_lib.bash"

# The picture: the README's first code block that starts with a title bar.
awk '/^```/ { if (on) exit; fence = 1; next }
  fence && !on && /^ wumpus \| / { on = 1 }
  fence && !on { fence = 0 }
  on { print }' "$source_dir/README.md" >"$work/picture"
[ "$(wc -l <"$work/picture")" -eq 24 ] || fail "the README has no 24-line picture of a game"

start_tmux 80 24
start_game -- play --seed 2
wait_for "| turn 0"
keys S
wait_for "Travel and explore walk instant."
# Each exploration's end, as the picture's game played it.
for stop in "turn 5|a stench here" "turn 26|you see something new" "turn 28|flapping here" \
  "turn 31|you see something new" "turn 32|gold" "turn 45|gold"; do
  keys o
  wait_for "| ${stop%%|*}"
  wait_for "You stop: ${stop#*|}"
done
screen | sed 's/ *$//' >"$work/actual"
diff -u "$work/picture" "$work/actual" ||
  fail "the README's picture is not the game's screen (update the picture, or its keys here)"
echo ok
