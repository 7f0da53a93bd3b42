#!/usr/bin/env bash
# The terminal map of every room tiling in a real terminal (tmux), at
# 80x24 and larger: the title names the drawing, the player's glyph is
# drawn, exploring draws the passages known (diagonals on hexagons and
# zeta rooms), a wrapped side shows its seam, a wrapped cave scrolls
# round the player across its seams, and the game quits cleanly.
source "$(dirname "$0")/ui_lib.bash"

# Any of the passage glyphs (Unicode) on the map rows.
map_has() {
  screen | sed -n '2,12p' | grep -qF -- "$1"
}

start_tmux 80 24
check_shape() {
  local title=$1 glyph=$2
  shift 2
  start_game -- play --preset "$square_preset" --seed 41 --size 6 "$@"
  wait_for "| turn 0"
  wait_for "$title"
  on_screen_any "→" "@" || fail "$*: the player is not drawn"
  keys o
  poll_until 20 "explore to stop ($*)" on_screen_any "You stop:" "Explored:"
  poll_until 5 "a passage drawn ($*)" map_has "$glyph"
  tmux -S "$sock" resize-window -t "$pane" -x 120 -y 40
  wait_for "$title"
  poll_until 5 "a passage drawn at 120x40 ($*)" map_has "$glyph"
  tmux -S "$sock" resize-window -t "$pane" -x 80 -y 24
  wait_for "$title"
  quit_confirmed
}

check_shape "hex rooms" "─" --shape hex
check_shape "triangle rooms" "─" --shape triangle --width 10
check_shape "upsilon rooms" "─" --shape upsilon
check_shape "zeta rooms" "─" --shape zeta
check_shape "rings unrolled" "│" --shape polar --height 5
check_shape "wrapped xy" "┆" --wrap xy
check_shape "woven" "─" --weave

# The character at 0-based ROW, COLUMN of the screen.
cell() {
  screen | python3 -c 'import sys
lines = sys.stdin.buffer.read().decode().split("\n") + [""] * 100
print((lines[int(sys.argv[1])] + " " * 400)[int(sys.argv[2])])' "$1" "$2"
}
cell_is() { [ "$(cell "$1" "$2")" = "$3" ]; }
# expect_cell ROW COLUMN GLYPH WHAT
expect_cell() {
  poll_until 5 "$4: '$3' at row $1, column $2" cell_is "$1" "$2" "$3"
}
# A torus scrolls round the player: at 80x24 the map's middle is row 8,
# column 40. Seed 4 starts in [0,0], a dead end north across the row
# seam to [0,5], whose passage west crosses the column seam to [5,5].
start_game -- play --seed 4 --size 6 --wrap xy
wait_for "| turn 0"
expect_cell 8 40 "→" "the player in the middle"
expect_cell 7 40 "│" "the passage north through the row seam"
expect_cell 7 42 "┄" "the row seam above"
expect_cell 9 38 "┆" "the column seam to the west"
keys Up
wait_for "| turn 1"
expect_cell 8 40 "↑" "the player in the middle, across the row seam"
expect_cell 9 40 "│" "the passage back south through the row seam"
expect_cell 9 42 "┄" "the row seam below, once crossed"
keys Left
wait_for "| turn 2"
expect_cell 8 40 "←" "the player in the middle, across the column seam"
expect_cell 8 42 "─" "the passage back east through the column seam"
expect_cell 7 42 "┆" "the column seam east, once crossed"
tmux -S "$sock" resize-window -t "$pane" -x 200 -y 60
# 200x60: the map's middle is row 21, column 100; one period of the cave
# (24 columns) is drawn, so the player shows once.
expect_cell 21 100 "←" "the player in the middle at 200x60"
expect_cell 20 102 "┆" "the column seam east at 200x60"
[ "$(screen | grep -o "←" | wc -l)" = 1 ] || fail "the player drawn twice"
tmux -S "$sock" resize-window -t "$pane" -x 80 -y 24
wait_for "wrapped xy"
quit_confirmed

# A hexagon's diagonal keys: y u b n move (NetHack's), so u does not ask
# what to use there; U does.
start_game -- play --seed 41 --size 6 --shape hex
wait_for "| turn 0"
for key in u n b y; do
  keys "$key"
  poll_until 5 "the move on $key answered" on_screen_any "turn 1" "You cannot go" "A wall blocks"
done
off_screen "use " || fail "u asked what to use on hexagons"
off_screen "No command on" || fail "a diagonal key is unbound on hexagons"
keys U
wait_for ": use"
keys Escape
quit_confirmed
echo "ui shapes: ok"
