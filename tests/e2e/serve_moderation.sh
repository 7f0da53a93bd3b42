#!/usr/bin/env bash
# `wumpus admin mute|unmute|ban|unban|moderation` on the real binary: a
# muted player's chat refused with `muted`, a banned name let go and
# refused at login with a message, both still so after a restart, each
# order in the server's log, a wrong order refused naming what is wrong.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/wumpus.sock
admin() { "$wumpus" admin "$@" --socket "$socket"; }

start_server "$wumpus" serve --socket "$socket" --state "$work/state"
admin mute Mallory 30 >"$work/out" || fail "admin mute failed"
grep -qx 'Mallory muted for 30 minute(s)' "$work/out" || fail "mute said: $(cat "$work/out")"
admin ban eve >/dev/null || fail "admin ban failed"
if admin mute mallory soon 2>"$work/err"; then fail "a mute of 'soon' minutes was taken"; fi
grep -q "MINUTES" "$work/err" || fail "a bad mute is not explained: $(cat "$work/err")"
stop_server TERM
grep -q "the host's order: eve banned" "$work/log" || fail "the ban is not in the log: $(cat "$work/log")"

start_server "$wumpus" serve --socket "$socket" --state "$work/state"
admin moderation >"$work/list"
grep -qx 'muted Mallory for 30 more minute(s)' "$work/list" &&
  grep -qx 'banned eve' "$work/list" || fail "forgotten by a restart: $(cat "$work/list")"

python3 - "$(dirname "$0")" "$socket" <<'PY' || fail "moderation did not hold"
import sys
sys.path.insert(0, sys.argv[1])
from protocol_client import Peer

eve = Peer(sys.argv[2])
eve.hello("Eve")
bye = eve.wait_for("bye")
assert bye and bye["code"] == "banned" and "Eve is banned" in bye["text"], bye
mallory = Peer(sys.argv[2])
mallory.greet_and_create("mallory")
mallory.line("say hello")
problem = mallory.wait_for("problem")
assert problem and problem["code"] == "muted", problem
print("banned at login:", bye["text"], "| muted:", problem["text"])
PY
admin unmute mallory >/dev/null && admin unban EVE >/dev/null || fail "unmute or unban failed"
[ "$(admin moderation)" = "nobody is muted or banned" ] || fail "still moderated: $(admin moderation)"
stop_server TERM
echo "moderation: ok"
