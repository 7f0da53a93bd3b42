#!/usr/bin/env bash
# Nothing raw reaches a terminal. A player sends escape sequences (as a
# verb, chat, an item, a direction, a field's name), C1 bytes and bidi
# controls: the server refuses each message and lets that connection go,
# with a printable reason, and the cave's recording keeps none of them. Then entries a hostile hand added
# to that recording (a joining name, a line, a chat line carrying OSC
# 52, CSI, C1 and bidi controls) are exported to an asciicast: its
# frames carry no control but the export's own clear-screen. Last, a
# recording of long lines replays in bounded memory and time (keeping
# every frame's message log once made it quadratic).
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/s.sock
start_server "$wumpus" serve --socket "$socket" --state "$work/state"

python3 - "$socket" "$(dirname "$0")" <<'PY' || fail "the hostile player could not play"
import sys
sys.path.insert(0, sys.argv[2])
from protocol_client import Peer

alice = Peer(sys.argv[1])
alice.hello("alice")
alice.create(4)
if not alice.wait_for("seated"):
    sys.exit("no cave")
hostile = [
    {"type": "command", "verb": "\x1b]52;c;aGVsbG8=\x07"},
    {"type": "command", "verb": "\u2066wait\u2069"},
    {"type": "request", "request": "say",
     "argument": "hi \x1b[31mred\u202e reversed \x9b2J"},
    {"type": "command", "verb": "use", "argument": "torch\x1b[2J"},
    {"type": "command", "verb": "move", "direction": "\x1b[6n"},
    {"type": "command", "verb": "wait", "\x1b]0;pwned\x07": 1}]
for message in hostile:
    alice.send(message)
    bye = alice.wait_for("bye")
    if not bye or not alice.closed:
        sys.exit(f"{message!r} was not refused")
    if any(ord(c) < 0x20 or 0x7f <= ord(c) <= 0x9f or 0x2066 <= ord(c) <= 0x2069
           or 0x202a <= ord(c) <= 0x202e for c in bye["text"]):
        sys.exit(f"the reason {bye['text']!r} is not printable")
    alice = Peer(sys.argv[1])  # her seat waits for her
    alice.hello("alice")
    if not alice.wait_for("seated"):
        sys.exit("not seated again")
alice.line("wait")
alice.read(0.3)
PY
stop_server TERM
rec=$work/state/cave-1.rec
[ -s "$rec" ] || fail "no recording"

python3 - "$rec" <<'PY' || fail "the recording keeps a player's raw bytes"
import json, sys
raw = open(sys.argv[1], "rb").read()
if any(b < 0x20 and b != 0x0a for b in raw):
    sys.exit("raw control bytes in the recording")
for number, line in enumerate(raw.decode().splitlines(), 1):
    for key, value in json.loads(line).items():
        if key == "text" and any(ord(c) < 0x20 or 0x7f <= ord(c) <= 0x9f or
                                 0x2066 <= ord(c) <= 0x2069 or
                                 0x202a <= ord(c) <= 0x202e for c in value):
            sys.exit(f"line {number} keeps {value!r}")
PY

# A hand makes it hostile: a second player's name, a line and chat.
python3 - "$rec" <<'PY'
import json, sys
path = sys.argv[1]
lines = open(path).read().splitlines()
alice = next(json.loads(l)["player"] for l in lines[1:] if json.loads(l)["kind"] == "line")
at = max(json.loads(l)["at"] for l in lines[1:]) + 1
evil = "\x1b]52;c;aGVsbG8=\x07\x1b[2J\x9b31m\u202e\u200b"
entries = [{"kind": "join", "player": 0, "text": "ev" + evil, "ticked": False},
           {"kind": "line", "player": alice, "text": evil + "look", "ticked": False},
           {"kind": "say", "player": 0, "text": "<eve> " + evil, "ticked": False}]
with open(path, "a") as out:
    for entry in entries:
        entry["at"] = at
        out.write(json.dumps(entry) + "\n")
PY
"$wumpus" replay "$rec" --export-cast "$work/out.cast" >"$work/replay.out" 2>&1 ||
  fail "the export failed: $(cat "$work/replay.out")"

python3 - "$work/out.cast" <<'PY' || fail "the cast carries control bytes"
import json, sys
raw = open(sys.argv[1], "rb").read()
if any(b < 0x20 and b != 0x0a for b in raw) or b"\xc2\x9b" in raw or b"\xc2\x9d" in raw:
    sys.exit("raw control bytes in the cast file")
lines = raw.decode().splitlines()
own = "\x1b[H\x1b[2J"
for number, line in enumerate(lines[1:], 2):
    text = json.loads(line)[2]
    if not text.startswith(own):
        sys.exit(f"event {number} does not start with the export's own clear")
    for c in text[len(own):]:
        if (ord(c) < 0x20 and c not in "\r\n") or 0x7f <= ord(c) <= 0x9f or \
                0x200b <= ord(c) <= 0x200f or 0x202a <= ord(c) <= 0x202e or \
                0x2066 <= ord(c) <= 0x2069:
            sys.exit(f"event {number} carries U+{ord(c):04X}")
PY

# Long lines: 1500 unknown commands of 12 KB each (18 MB).
python3 - "$rec" "$work/long.rec" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
alice = next(json.loads(l)["player"] for l in lines[1:] if json.loads(l)["kind"] == "line")
with open(sys.argv[2], "w") as out:
    out.write(lines[0] + "\n")
    out.write(json.dumps({"at": 0, "kind": "join", "player": 0, "text": "alice", "ticked": False}) + "\n")
    for i in range(1500):
        out.write(json.dumps({"at": i, "kind": "line", "player": alice,
                              "text": "x%d" % i + "y" * 12000, "ticked": False}) + "\n")
PY
python3 - "$wumpus" "$work/long.rec" "$work/long.cast" <<'PY' || fail "a long-line recording does not replay in bounded memory and time"
import os, resource, subprocess, sys, time
# Under AddressSanitizer, freed memory waits in a 256 MB quarantine: cap
# it, so the peak measures the replay (other builds ignore the variable).
asan = ":".join(filter(None, [os.environ.get("ASAN_OPTIONS"), "quarantine_size_mb=16"]))
start = time.time()
try:
    done = subprocess.run([sys.argv[1], "replay", sys.argv[2], "--export-cast", sys.argv[3]],
                          capture_output=True, timeout=60,
                          env=dict(os.environ, ASAN_OPTIONS=asan))
except subprocess.TimeoutExpired:
    sys.exit("still replaying after 60 s")
peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(f"long lines: {time.time() - start:.1f} s, peak {peak_mb:.0f} MB")
if done.returncode != 0:
    sys.exit(done.stderr.decode())
if peak_mb > 300:
    sys.exit(f"peak memory {peak_mb:.0f} MB for an 18 MB recording")
PY
echo "hostile text: the recording and the cast carry nothing raw"
