#!/usr/bin/env bash
# A server whose state directory fills up: the cave's players hear once
# that it cannot be saved, and once that it can again; the log says it
# once; with space back the next save lands; and a stop while full says
# which caves could not be saved, to the players and in its last line.
# The disk is a tiny tmpfs in a private mount namespace, which needs
# root's mount rights: without them the test is skipped.
if [ -z "${WUMPUS_MOUNT_NAMESPACE:-}" ] &&
  unshare --mount --propagation private true 2>/dev/null; then
  WUMPUS_MOUNT_NAMESPACE=1 exec unshare --mount --propagation private bash "$0" "$@"
fi
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
[ -n "${WUMPUS_MOUNT_NAMESPACE:-}" ] || { echo "SKIPPED: cannot mount a tmpfs"; exit 77; }
state=$work/state
mkdir "$state"
trap 'kill "${server:-}" 2>/dev/null || true; umount "$state" 2>/dev/null || true; rm -rf "$work"' EXIT
mount -t tmpfs -o size=1m tmpfs "$state"
socket=$work/wumpus.sock
start_server "$wumpus" serve --socket "$socket" --state "$state"

python3 - "$socket" "$state" "$(dirname "$0")" <<'PY' || fail "a full disk was not reported as it should be"
import os, sys, time
sys.path.insert(0, sys.argv[3])
from protocol_client import Peer
state = sys.argv[2]
filler = os.path.join(state, "filler")

def fill():
    try:
        with open(filler, "ab") as out:
            while True:
                out.write(b"\0" * 4096)
                out.flush()
    except OSError:
        pass  # full

def said(peer, text, seconds, moves=True):
    """How many message lines carrying `text` arrive within `seconds`,
    moving now and then so that the cave changes and is saved again."""
    count, deadline, step = 0, time.time() + seconds, 0
    while time.time() < deadline:
        if moves:
            peer.line("nesw"[step % 4])
            step += 1
        for frame in peer.read(0.4):
            if frame.get("type") == "messages":
                count += sum(text in m.get("text", "") for m in frame["messages"])
    return count

alice = Peer(sys.argv[1])
alice.greet_and_create("alice")
fill()
failures = said(alice, "cannot save this cave", 7)
assert failures == 1, f"told {failures} times that the cave cannot be saved"
os.remove(filler)
assert said(alice, "saved again", 5) == 1, "not told the cave is saved again"
fill()
assert said(alice, "cannot save this cave", 5) == 1, "a second full disk not told"
alice.conn.close()
PY
grep -c "cave-1.json.*trying again" "$work/log" | grep -qx 2 ||
  fail "the log should say twice that cave 1 cannot be saved: $(cat "$work/log")"
grep -q "cave-1.json is saved again" "$work/log" || fail "no 'saved again' in the log: $(cat "$work/log")"
kill -TERM "$server"
status=0
wait "$server" || status=$?
[ "$status" = 1 ] || fail "stopped while full: exit status $status: $(cat "$work/log")"
tail -n 1 "$work/log" | grep -q "could not save cave(s) 1" ||
  fail "the stop message does not name cave 1: $(tail -n 3 "$work/log")"
echo "disk full: ok"
