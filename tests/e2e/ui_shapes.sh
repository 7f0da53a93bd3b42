#!/usr/bin/env bash
# The terminal map of every room tiling in a real terminal (tmux), at
# 80x24 and larger: the title names the drawing, the player's glyph is
# drawn, exploring draws the passages known (diagonals on hexagons and
# zeta rooms), a wrapped side shows its seam, and the game quits cleanly.
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
