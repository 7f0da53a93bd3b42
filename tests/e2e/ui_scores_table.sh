#!/usr/bin/env bash
# `wumpus scores` after real games: the table's columns (preset and guess
# policy), a chosen seed played again marked as a replay, and the daily
# cave (its day pinned by $WUMPUS_TODAY) in a table of its own.
source "$(dirname "$0")/ui_lib.bash"

scores() {
  env -i HOME="$work/home" XDG_DATA_HOME="$work/data" \
    WUMPUS_DATA_DIR="$source_dir" PATH=/usr/bin:/bin "$@" "$wumpus" scores \
    "${score_args[@]}"
}

# Nothing played yet: an empty table, and no database made by looking.
score_args=()
scores >"$work/out"
grep -qx "No scores yet." "$work/out" || fail "an empty table: $(cat "$work/out")"
[ ! -e "$work/data/wumpus/scores.sqlite" ] || fail "listing made a database"

start_tmux 100 30
# Seed 1, 5x5 (see ui_reveal.sh): these moves walk into the Wumpus.
die_on_seed_1() {
  start_game WUMPUS_NAME=zoe -- play --preset "$square_preset" --seed 1 --size 5
  wait_for "| turn 0"
  keys Right Right Right Right Down Down
  wait_for "The Wumpus is there: step in and be eaten? (y/n)"
  keys y
  wait_for "You died: eaten by the Wumpus."
  wait_for " #. points  name       outcome             preset   policy v  cave"
  keys q
  wait_dead
}
die_on_seed_1
scores >"$work/out"
grep -qF " #. points  name       outcome             preset   policy v  cave" "$work/out" ||
  fail "no column names: $(cat "$work/out")"
grep -qE "^ 1\. +[0-9]+  zoe +eaten by the Wumpus +classic(-[a-z]*|…) +guess +v3 +5x5 backtracker$" "$work/out" ||
  fail "the first game's row: $(cat "$work/out")"
# The same chosen seed again: a replay, ranked after the fresh game.
die_on_seed_1
scores >"$work/out"
# (Its mark goes on the next line, under the cave: 80 columns.)
grep -A1 -E "^ 2\. .* zoe .*5x5 backtracker$" "$work/out" | grep -qE "^ +\(replay\)$" ||
  fail "the chosen seed played again is not a replay: $(cat "$work/out")"

# The daily cave of a pinned day: the same seed on every machine.
score_args=(--daily 2026-01-01)
scores >"$work/out"
grep -qx "The daily cave of 2026-01-01 (classic, seed 5600937019426291519):" "$work/out" ||
  fail "the daily table's title: $(cat "$work/out")"
grep -qx "No scores yet." "$work/out" || fail "the day's table is not empty"
# The solver's way to the Wumpus, up to its shot; then one step the way
# it shoots walks in. (The daily cave is classic's: hex rooms.)
env WUMPUS_DATA_DIR="$source_dir" "$wumpus" solve --seed 5600937019426291519 \
  --preset classic 2>/dev/null | awk 'NR > 1 && /^shoot/ { print $2; exit } NR > 1' >"$work/plan"
[ -s "$work/plan" ] || fail "the solver gave no plan"
start_game WUMPUS_NAME=zoe WUMPUS_TODAY=2026-01-01 -- play --daily
wait_for "| turn 0"
while read -r move; do
  case $move in
    east) keys l ;; west) keys h ;; northeast) keys u ;; northwest) keys y ;;
    southeast) keys n ;; southwest) keys b ;;
    *) fail "an unexpected step in the plan: $move" ;;
  esac
done <"$work/plan"
poll_until 10 "the Wumpus" on_screen_any "You died" "(y/n)"
on_screen "(y/n)" && keys y
wait_for "You died"
wait_for "High scores of the day 2026-01-01"
keys q
wait_dead
scores >"$work/out"
grep -qE "^ 1\. +[0-9]+  zoe +.* classic +guess +v3 +hex 8x8 kruskal$" "$work/out" ||
  fail "the daily game's row: $(cat "$work/out")"
# Its own table: not among the others, nor another day's.
score_args=()
scores >"$work/out"
! grep -q "8x8" "$work/out" || fail "the daily game is in the main table"
score_args=(--daily 2026-01-02)
scores >"$work/out"
grep -qx "No scores yet." "$work/out" || fail "the next day's table is not empty"
score_args=(--daily 2026-13-01)
status=0
scores >"$work/out" 2>&1 || status=$?
[ "$status" = 2 ] || fail "a bad date exits $status"
echo ok
