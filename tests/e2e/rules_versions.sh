#!/usr/bin/env bash
# A change of play raises the rules' version, and the games of the old
# versions still play as they did: with scripts/ changed as the next
# version (a breeze worded anew, the live version kept as it is),
# tests/compat's saves play on and its recordings replay exactly under
# the kept version 1 (old_games.sh, run on the changed tree); a new game
# is made under the next version, and a wumpus that keeps only the
# versions up to the live one refuses its save, naming the version.
source "$(dirname "$0")/headless_lib.bash"
source_dir=$WUMPUS_DATA_DIR
tree=$work/tree
mkdir -p "$tree"
ln -s "$source_dir/data" "$source_dir/tests" "$tree/"
cp -r "$source_dir/scripts" "$tree/scripts"
live=$(sed -n 's/^version = \([0-9]*\)$/\1/p' "$source_dir/scripts/rules.conf")
next=$((live + 1))
kept=$(seq -s ', ' 1 "$live")
if [ ! -d "$tree/scripts/versions/$live" ]; then
  mkdir "$tree/scripts/versions/$live"
  cp "$tree/scripts/"*.lua "$tree/scripts/versions/$live/"
fi
sed -i 's/You feel a breeze\./A cold draft rises from below./' "$tree/scripts/pit.lua"
printf 'version = %s\n' "$next" >"$tree/scripts/rules.conf"
grep -q 'cold draft' "$tree/scripts/pit.lua" || fail "pit.lua was not changed"

bash "$(dirname "$0")/old_games.sh" "$wumpus" "$tree" >"$work/old.log" 2>&1 ||
  fail "the games of version 1 no longer play: $(tail -5 "$work/old.log")"

rules_version() {  # SAVE
  python3 -c 'import json, sys
print(json.load(open(sys.argv[1]))["game"]["settings"]["rules_version"])' "$1"
}
printf 'save %s\n' "$work/new.save" |
  WUMPUS_DATA_DIR=$tree "$wumpus" play --headless --seed 4 --size 6 >"$work/new.txt"
[ "$(rules_version "$work/new.save")" = "$next" ] ||
  fail "a new game is not made under version $next: $(rules_version "$work/new.save")"
echo look | WUMPUS_DATA_DIR=$tree "$wumpus" play --headless --load "$work/new.save" \
  >"$work/resumed.txt" 2>&1 || fail "version $next does not load its own save: $(cat "$work/resumed.txt")"

if echo look | "$wumpus" play --headless --load "$work/new.save" >"$work/refused.txt" 2>&1; then
  fail "a save of a version this wumpus lacks was loaded"
fi
grep -q "rules version $next is not among those this wumpus keeps ($kept, in " "$work/refused.txt" ||
  fail "the refusal does not name the version: $(cat "$work/refused.txt")"
echo ok
