#!/usr/bin/env bash
# Shooting where there is no compass (polar rings, room graphs): f aims
# with the map's cursor, Enter takes the arrow through the room under it,
# f shoots; no room number is typed.
source "$(dirname "$0")/ui_lib.bash"

arrows() { screen | sed -n 's/.*arrows \([0-9]*\).*/\1/p' | head -1; }

# shoot_by_cursor KEY...: aims with f, moves the cursor with KEY, takes
# the room, moves on once more and shoots.
shoot_by_cursor() {
  local before
  wait_for "You enter the cave"
  before=$(arrows)
  keys f
  wait_for "Aim: move the cursor to a room"
  keys "$1"
  wait_for "Arrow through "
  keys Enter
  poll_until 10 "the room taken" on_screen "| Enter adds"
  keys f
  wait_for "Your arrow "
  [ "$(arrows)" = "$((before - 1))" ] ||
    fail "the shot did not cost an arrow ($before, now $(arrows))"
  keys q y
  wait_dead
}

start_tmux 80 24
# Polar rings: south (j) takes the cursor out to the first ring.
start_game -- play --shape polar --seed 3
shoot_by_cursor j
# A room graph: south (j) takes the cursor to the next room listed.
start_game HOME="$work/home2" XDG_DATA_HOME="$work/data2" -- play --graph dodecahedron --seed 3
shoot_by_cursor j
# Esc lowers the bow without a shot.
start_game HOME="$work/home3" XDG_DATA_HOME="$work/data3" -- play --shape polar --seed 3
wait_for "You enter the cave"
keys f j Escape
wait_for "You lower your bow."
keys q y
wait_dead
echo ok
