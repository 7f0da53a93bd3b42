#!/usr/bin/env bash
# One player carving 1000x1000 caves in a loop (`new 1000`) holds up no
# one else: a lobby client's lists, a newcomer's welcome and a move in
# another cave are each answered within a generous bound while the caves
# are carved. Timings are the load bench's (wumpus_net_load --carver);
# this asks only that answers come at all. Too slow under a sanitizer.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
if grep -qa __asan_init "$wumpus"; then
  echo "carving beside the lobby: not tried under a sanitizer"
  exit 77
fi
socket=$work/wumpus.sock
start_server "$wumpus" serve --socket "$socket" --state "$work/state" \
  --caves-per-hour 1000000

python3 - "$(dirname "$0")" "$socket" <<'PY' || fail "a carve held up others: $(tail -5 "$work/log")"
import sys, time
sys.path.insert(0, sys.argv[1])
from protocol_client import Peer

BOUND = 2.0  # seconds; a stalled server took 5 to 30

def says(messages, text):
    return any(text in m.get("text", "") for f in messages
               if f.get("type") == "messages" for m in f.get("messages", []))

carver = Peer(sys.argv[2])
carver.greet_and_create("carver")
player = Peer(sys.argv[2])
player.greet_and_create("player")
lobby = Peer(sys.argv[2])
lobby.hello("lobbyist")
assert lobby.wait_for("lobby"), "no lobby"

carves, asked, worst = 0, 0, 0.0
carver.line("new 1000")
deadline = time.time() + 120
while carves < 2 and time.time() < deadline:
    start = time.time()
    lobby.send({"type": "list"})
    assert lobby.wait_for("lobby", BOUND), f"a lobby list waited over {BOUND} s"
    player.line("who")
    assert player.wait_for("messages", BOUND), f"a move in another cave waited over {BOUND} s"
    newcomer = Peer(sys.argv[2])
    newcomer.hello(f"newcomer{asked}")
    assert newcomer.wait_for("welcome", BOUND), f"a welcome waited over {BOUND} s"
    newcomer.close()
    asked += 1
    worst = max(worst, time.time() - start)
    if says(carver.read(0.05), "A new cave, 1000x1000"):
        carves += 1
        carver.line("new 1000")
    time.sleep(0.1)
assert carves == 2, f"only {carves} caves carved in 120 s"
print(f"{carves} caves of 1000x1000 carved; {asked} rounds of lobby list, "
      f"move and welcome beside them, the slowest {worst * 1000:.0f} ms")
PY
stop_server TERM
echo "carving beside the lobby: ok"
