#!/usr/bin/env bash
# A change of play raises the rules' version, and the games of the old
# version still play as they did: with scripts/ changed as version 2 (a
# breeze worded anew), tests/compat's saves play on and its recordings
# replay exactly under the kept version 1 (old_games.sh, run on the
# changed tree); a new game is made under version 2, and a wumpus that
# keeps only version 1 refuses its save, naming the version.
source "$(dirname "$0")/headless_lib.bash"
source_dir=$WUMPUS_DATA_DIR
tree=$work/tree
mkdir -p "$tree"
ln -s "$source_dir/data" "$source_dir/tests" "$tree/"
cp -r "$source_dir/scripts" "$tree/scripts"
sed -i 's/You feel a breeze\./A cold draft rises from below./' "$tree/scripts/pit.lua"
printf 'version = 2\n' >"$tree/scripts/rules.conf"
grep -q 'cold draft' "$tree/scripts/pit.lua" || fail "pit.lua was not changed"

bash "$(dirname "$0")/old_games.sh" "$wumpus" "$tree" >"$work/old.log" 2>&1 ||
  fail "the games of version 1 no longer play: $(tail -5 "$work/old.log")"

rules_version() {  # SAVE
  python3 -c 'import json, sys
print(json.load(open(sys.argv[1]))["game"]["settings"]["rules_version"])' "$1"
}
printf 'save %s\n' "$work/new.save" |
  WUMPUS_DATA_DIR=$tree "$wumpus" play --headless --seed 4 --size 6 >"$work/new.txt"
[ "$(rules_version "$work/new.save")" = 2 ] ||
  fail "a new game is not made under version 2: $(rules_version "$work/new.save")"
echo look | WUMPUS_DATA_DIR=$tree "$wumpus" play --headless --load "$work/new.save" \
  >"$work/resumed.txt" 2>&1 || fail "version 2 does not load its own save: $(cat "$work/resumed.txt")"

if echo look | "$wumpus" play --headless --load "$work/new.save" >"$work/refused.txt" 2>&1; then
  fail "a save of a version this wumpus lacks was loaded"
fi
grep -q "rules version 2 is not among those this wumpus keeps (1, in " "$work/refused.txt" ||
  fail "the refusal does not name the version: $(cat "$work/refused.txt")"
echo ok
