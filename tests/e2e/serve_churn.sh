#!/usr/bin/env bash
# A hostile cave for the real server: players join and leave it in a
# loop while one seated client (mallory) never reads and floods joins,
# leaves and watches, each of which queues output for it. The server
# drops mallory (its queue passes the cap) from inside its walk over the
# cave's clients; it must stay up, keep answering the others and still
# greet a newcomer.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/s.sock
start_server "$wumpus" serve --socket "$socket" --state "$work/state"

python3 - "$socket" "$(dirname "$0")" <<'PY' || fail "the cave did not survive the churn: $(tail -5 "$work/log")"
import socket, sys, threading, time
sys.path.insert(0, sys.argv[2])
from protocol_client import Peer

path = sys.argv[1]
alice = Peer(path)
alice.hello("alice")
alice.create()
cave = alice.wait_for("seated")["cave"]
for i in range(5):  # a log for joins and watches to carry
    alice.line("say " + chr(97 + i) * 150)
alice.read(0.2)

stop = time.time() + 6
def churn(name):
    peer = Peer(path)
    peer.hello(name)
    try:
        while time.time() < stop and not peer.closed:
            peer.send({"type": "join", "cave": cave})
            peer.send({"type": "leave"})
            peer.read(0.001)
    except OSError:
        pass
def keep_reading():  # alice plays on: she reads all the while
    while time.time() < stop:
        alice.read(0.1)
churners = [threading.Thread(target=churn, args=(f"churn{i}",)) for i in range(4)]
churners.append(threading.Thread(target=keep_reading))
for t in churners:
    t.start()

mallory = Peer(path)
mallory.conn.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
mallory.hello("mallory")
mallory.send({"type": "join", "cave": cave})
dropped = False
# Past the churn if need be: a sanitizer build fills mallory's queue
# more slowly, and the rate limit refuses most of what it floods.
mallory_stop = stop + 20
try:
    while time.time() < mallory_stop:
        mallory.send({"type": "leave"})
        mallory.send({"type": "join", "cave": cave})
        mallory.send({"type": "watch", "cave": cave, "player": "alice"})
except OSError:
    dropped = True  # the server closed it
for t in churners:
    t.join()
if not dropped:
    sys.exit("mallory, who never read, was never dropped")

heard = False
deadline = time.time() + 20
while time.time() < deadline and not heard:
    alice.line("say still here")  # again while the chat limit refuses it
    for message in alice.read(1):
        if message["type"] == "messages":
            heard |= any("still here" in m["text"] for m in message["messages"])
if not heard:
    sys.exit("alice is no longer answered")
newcomer = Peer(path)
newcomer.hello("newcomer")
if not newcomer.wait_for("lobby"):
    sys.exit("a newcomer gets no lobby")
PY
kill -0 "$server" 2>/dev/null || fail "the server died: $(tail -5 "$work/log")"
stop_server TERM
echo "churn: a non-reading seat is dropped, the cave and the server go on"
