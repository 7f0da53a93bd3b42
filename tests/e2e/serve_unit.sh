#!/usr/bin/env bash
# The shipped systemd unit (data/wumpus-serve.service) runs the server as
# written: its ExecStart, with the binary and its two directories moved
# into a scratch directory, listens, holds a cave, and on the unit's
# KillSignal saves it and exits cleanly; started again it resumes the cave.
# systemd-analyze, when present, finds nothing wrong with the unit.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
unit=$WUMPUS_DATA_DIR/data/wumpus-serve.service

exec_start=$(sed -n 's/^ExecStart=//p' "$unit")
signal=$(sed -n 's/^KillSignal=SIG//p' "$unit")
[ -n "$exec_start" ] && [ -n "$signal" ] || fail "no ExecStart or KillSignal in $unit"
mkdir -p "$work/run" "$work/state"
command=${exec_start//\/usr\/bin\/wumpus/$wumpus}
command=${command//\/run\/wumpus/$work/run}
command=${command//\/var\/lib\/wumpus/$work/state}
[ "$command" != "$exec_start" ] || fail "ExecStart names no /usr/bin/wumpus: $exec_start"

# The unit's command, split into words as systemd splits it.
# shellcheck disable=SC2086
start() { start_server $command; }
stop() { stop_server "$signal"; }

start
[ -S "$work/run/wumpus.sock" ] || fail "no socket at the unit's path"
mkdir "$work/frames"
python3 "$WUMPUS_DATA_DIR/tests/fuzz/protocol_seeds.py" "$work/run/wumpus.sock" "$work/frames" ||
  fail "a client could not play on the unit's socket"
stop
ls "$work/state"/cave-*.json >/dev/null 2>&1 || fail "SIG$signal saved no cave: $(ls "$work/state")"
start
grep -q "(1 caves resumed)" "$work/log" || fail "the cave was not resumed: $(cat "$work/log")"
stop

if command -v systemd-analyze >/dev/null; then
  # Only the unit's own faults: the account and binary are the host's.
  problems=$(SYSTEMD_LOG_LEVEL=warning systemd-analyze verify "$unit" 2>&1 |
    grep -v -e "wumpus: " -e "User=" -e "Group=" -e "/usr/bin/wumpus" -e "Failed to" || true)
  [ -z "$problems" ] || fail "systemd-analyze: $problems"
fi
echo "systemd unit: runs, saves on SIG$signal, resumes"
