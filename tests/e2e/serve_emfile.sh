#!/usr/bin/env bash
# Out of descriptors: a server limited to 64 open files says at start
# that this is short of what its players need; a burst of 120
# connections makes accept fail (EMFILE), which it logs once (at most a
# line a minute, however often the descriptors free and fill), and once
# the burst is gone a fresh client is still greeted with the lobby.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/s.sock
start_server bash -c 'ulimit -n 64; exec "$0" serve --socket "$1" --state "$2"' \
  "$wumpus" "$socket" "$work/state"
grep -q "at most 64 open files" "$work/log" ||
  fail "serve did not say its open files limit is short: $(cat "$work/log")"

python3 - "$socket" "$(dirname "$0")" <<'PY' || fail "the server went deaf: $(tail -5 "$work/log")"
import socket, sys, time
sys.path.insert(0, sys.argv[2])
from protocol_client import Peer

path = sys.argv[1]
burst = []
for i in range(120):  # connect() succeeds into the backlog even unaccepted
    conn = socket.socket(socket.AF_UNIX)
    conn.settimeout(2)
    try:
        conn.connect(path)
    except OSError:
        conn.close()
        continue
    burst.append(conn)
time.sleep(1)  # the server accepts what it can, then fails
for conn in burst:
    conn.close()
time.sleep(0.5)
fresh = Peer(path)
fresh.hello("fresh")
if not fresh.wait_for("lobby", 10):
    sys.exit("a fresh client got no lobby after the burst")
PY
[ "$(grep -c "cannot accept connections" "$work/log")" = 1 ] ||
  fail "EMFILE should be logged once: $(cat "$work/log")"
fds=$(ls "/proc/$server/fd" | wc -l)
[ "$fds" -lt 30 ] || fail "the server still holds $fds descriptors"
stop_server TERM
echo "EMFILE: logged once, the server keeps listening"
