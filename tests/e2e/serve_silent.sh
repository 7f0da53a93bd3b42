#!/usr/bin/env bash
# Connections that never say hello (silent, or stopped halfway through a
# frame) are closed after --hello-timeout, their descriptors let go; a
# client that said hello stays however quiet it is.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/s.sock
start_server "$wumpus" serve --socket "$socket" --state "$work/state" --hello-timeout 1

python3 - "$socket" "$(dirname "$0")" <<'PY' || fail "silent connections: $(tail -5 "$work/log")"
import sys, time
sys.path.insert(0, sys.argv[2])
from protocol_client import Peer

path = sys.argv[1]
silent = Peer(path)
half = Peer(path)
half.conn.sendall(b"\x00\x00\x00\x40{\"type\":")  # a frame never finished
polite = Peer(path)
polite.hello("polite")
if not polite.wait_for("lobby"):
    sys.exit("no lobby for a client that said hello")
start = time.time()
for peer, what in ((silent, "a silent connection"), (half, "half a frame")):
    messages = peer.read(5)
    if not peer.closed:
        sys.exit(what + " was not closed")
    if not any(m["type"] == "bye" for m in messages):
        sys.exit(what + " was not told why")
if time.time() - start > 4:
    sys.exit("closed too late")
polite.read(1)
if polite.closed:
    sys.exit("a client that said hello was closed for being quiet")
PY
fds=$(ls "/proc/$server/fd" | wc -l)
[ "$fds" -lt 30 ] || fail "the server still holds $fds descriptors"
stop_server TERM
echo "hello timeout: silent connections closed, greeted ones kept"
