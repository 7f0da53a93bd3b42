#!/usr/bin/env bash
# A replay shows what the players saw: a mod's debug lines (its print
# output) stay hidden unless --debug-mods asks for them, as in a game.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
mkdir -p "$work/mods"
cat >"$work/mods/chatty.lua" <<'LUA'
game.register("chatty", { on_tick = function() print("CHATTY-DEBUG") end })
LUA
socket=$work/wumpus.sock
start_server "$wumpus" serve --socket "$socket" --state "$work/state" --mods "$work/mods"
python3 - "$socket" <<'PY' || fail "the cave was not played"
import json, socket, struct, sys, time

def send(conn, message):
    body = json.dumps(message).encode()
    conn.sendall(struct.pack(">I", len(body)) + body)

conn = socket.socket(socket.AF_UNIX)
conn.connect(sys.argv[1])
send(conn, {"type": "hello", "version": 8, "name": "alice", "token": "", "last_seq": 0})
send(conn, {"type": "create", "options": {"preset": "easy", "size": 4, "levels": 0,
     "algorithm": "", "graph": "", "braid": -1.0, "private": False, "deadline_seconds": 30}})
def frames(conn):
    buffered = b""
    while True:
        chunk = conn.recv(65536)
        if not chunk:
            return
        buffered += chunk
        while len(buffered) >= 4:
            size = struct.unpack(">I", buffered[:4])[0]
            if len(buffered) < 4 + size:
                break
            yield json.loads(buffered[4:4 + size])
            buffered = buffered[4 + size:]

# The cave is carved off the event loop: play once seated in it.
conn.settimeout(5)
for frame in frames(conn):
    if frame.get("type") == "seated":
        break
for _ in range(3):
    send(conn, {"type": "command", "verb": "wait"})
conn.settimeout(0.5)
got = b""
try:
    while True:
        chunk = conn.recv(65536)
        if not chunk:
            break
        got += chunk
except socket.timeout:
    pass
assert b"CHATTY-DEBUG" in got, "the mod printed nothing"
PY
stop_server TERM
recording=$(find "$work/state" -name 'cave-*.rec' | head -1)
[ -n "$recording" ] || fail "no recording in $(ls -R "$work/state")"

"$wumpus" replay "$recording" --export-cast "$work/plain.cast" >/dev/null ||
  fail "the replay failed"
! grep -q CHATTY-DEBUG "$work/plain.cast" || fail "the replay shows the mod's debug lines"
"$wumpus" replay "$recording" --debug-mods --export-cast "$work/debug.cast" >/dev/null ||
  fail "the replay with --debug-mods failed"
grep -q CHATTY-DEBUG "$work/debug.cast" || fail "--debug-mods shows no debug lines"
echo ok
