#!/usr/bin/env bash
# Games of the past still play: the saves and server recordings in
# tests/compat were written by an earlier wumpus (make_fixtures.sh says
# how), under rules version 1; those in tests/compat/v2 under version 2.
# Each save loads and plays on exactly as it did then, line for line,
# under the version it names; each recording replays to its own
# checkpoints (its first world and the one 256 entries in).
source "$(dirname "$0")/headless_lib.bash"
compat=$WUMPUS_DATA_DIR/tests/compat

rules_version() {  # SAVE
  python3 -c 'import json, sys
print(json.load(open(sys.argv[1]))["game"]["settings"].get("rules_version", 1))' "$1"
}

plays_on() {  # NAME VERSION SEED [PLAY OPTIONS...]
  local name=$1 version=$2 seed=$3
  shift 3
  mkdir -p "$(dirname "$work/$name")"
  cp "$compat/$name.save" "$work/$name.save"
  [ "$(rules_version "$work/$name.save")" = "$version" ] ||
    fail "$name.save names rules version $(rules_version "$work/$name.save"), not $version"
  python3 "$compat/play_headless.py" "$seed" 200 "$wumpus" play \
    --load "$work/$name.save" "$@" >"$work/$name.txt" ||
    fail "$name.save did not load: $(tail -3 "$work/$name.txt")"
  diff -u "$compat/$name.after.txt" "$work/$name.txt" >"$work/$name.diff" ||
    fail "$name.save plays on differently: $(head -40 "$work/$name.diff")"
}
plays_on classic 1 8
plays_on ghosts 1 10 --mod ghosts
plays_on v2/classic 2 8

for name in classic ghosts v2/classic; do
  mkdir -p "$(dirname "$work/$name")"
  "$wumpus" replay "$compat/$name.rec" --export-cast "$work/$name.cast" \
    >"$work/$name.log" 2>&1 || fail "$name.rec: $(cat "$work/$name.log")"
done
echo ok
