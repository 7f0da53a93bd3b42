#!/usr/bin/env bash
# Games of the past still play: the saves and server recordings in
# tests/compat were written by an earlier wumpus (make_fixtures.sh says
# how). Each save loads and plays on exactly as it did then, line for
# line; each recording replays to its own checkpoints (its first world
# and the one 256 entries in).
source "$(dirname "$0")/headless_lib.bash"
compat=$WUMPUS_DATA_DIR/tests/compat

plays_on() {  # NAME SEED [PLAY OPTIONS...]
  local name=$1 seed=$2
  shift 2
  cp "$compat/$name.save" "$work/$name.save"
  python3 "$compat/play_headless.py" "$seed" 200 "$wumpus" play \
    --load "$work/$name.save" "$@" >"$work/$name.txt" ||
    fail "$name.save did not load: $(tail -3 "$work/$name.txt")"
  diff -u "$compat/$name.after.txt" "$work/$name.txt" >"$work/$name.diff" ||
    fail "$name.save plays on differently: $(head -40 "$work/$name.diff")"
}
plays_on classic 8
plays_on ghosts 10 --mod ghosts

for name in classic ghosts; do
  "$wumpus" replay "$compat/$name.rec" --export-cast "$work/$name.cast" \
    >"$work/$name.log" 2>&1 || fail "$name.rec: $(cat "$work/$name.log")"
done
echo ok
