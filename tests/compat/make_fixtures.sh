#!/usr/bin/env bash
# Makes the games of tests/compat: saves and server recordings written by
# a wumpus of the past, which every later wumpus must still load and
# replay to the same world (tests/e2e/old_games.sh). Run once, with the
# binary of the release being frozen, then commit what it wrote; never
# regenerate a fixture to make a test pass.
#   make_fixtures.sh WUMPUS_BINARY SOURCE_DIR OUT_DIR
# tests/compat/v2 holds the classic save and recording of rules version
# 2, made by this script when version 3 came, with SOURCE_DIR a tree
# whose scripts/ held scripts/versions/2/*.lua and "version = 2" in its
# rules.conf (the binary of that commit: the engine played version 2's
# rule files as they were frozen).
set -euo pipefail
wumpus=$1
export WUMPUS_DATA_DIR=$2
out=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/xdg XDG_CONFIG_HOME=$work/config
here=$(dirname "$0")
square=$WUMPUS_DATA_DIR/tests/presets/classic-square.json
mkdir -p "$out"

# A headless game played for a while and saved, and the transcript of
# playing on from the save.
save_game() {  # NAME SEED [PLAY OPTIONS...]
  local name=$1 seed=$2
  shift 2
  SAVE=1 python3 "$here/play_headless.py" "$seed" 150 "$wumpus" play \
    --preset "$square" --size 6 --seed "$seed" --save "$out/$name.save" \
    "$@" >/dev/null
  python3 "$here/play_headless.py" "$((seed + 1))" 200 "$wumpus" play \
    --load "$out/$name.save" "$@" >"$out/$name.after.txt"
}
save_game classic 7
save_game ghosts 9 --mod ghosts

# A server's recording of 300 commands: past its second checkpoint, so
# replaying checks the world twice.
record_game() {  # NAME SEED [MOD...]
  local name=$1 seed=$2
  shift 2
  local mods=("$@") serve_mods=()
  for mod in "${mods[@]}"; do serve_mods+=(--mod "$mod"); done
  local state=$work/state-$name socket=$work/$name.sock
  "$wumpus" serve --socket "$socket" --state "$state" \
    --requests-per-second 100000 --request-burst 100000 \
    "${serve_mods[@]}" \
    >"$work/$name.log" 2>&1 &
  local server=$!
  python3 - "$socket" "$here/../e2e" "$here" "$seed" "${mods[@]}" <<'PY'
import sys
sys.path[:0] = [sys.argv[2], sys.argv[3]]
from protocol_client import Peer, typed
from commands import Walker
peer = Peer(sys.argv[1])
peer.hello("alice")
peer.wait_for("lobby")
peer.send({"type": "create", "options": {
    "preset": "easy", "size": 6, "levels": 1, "algorithm": "",
    "mask": "", "graph": "", "braid": -1.0, "private": False,
    "deadline_seconds": 30, "mods": sys.argv[5:]}})
peer.wait_for("seated")
walker, said = Walker(int(sys.argv[4]), simple=True), ""
for _ in range(300):
    peer.send(typed(walker.next(said)))
    said = "\n".join(m.get("text", "") for frame in peer.read(0.05)
                     for m in frame.get("messages", []))
peer.read(1)
PY
  kill -TERM "$server"
  wait "$server"
  cp "$(find "$state" -name 'cave-*.rec' | head -1)" "$out/$name.rec"
}
record_game classic 5
record_game ghosts 6 ghosts
