#!/usr/bin/env bash
# `wumpus serve --mods`: every cave plays the host's mods, each in its own
# Lua state. A mod that loops forever in small caves stalls only those
# (its hook stopped by the budget, the command undone, the player told);
# a cave beside it plays on, the server stays up, saves both caves and
# resumes them with their mods. A mod's looks reach the remote views. A
# mod that cannot load stops the server before it listens, with the reason.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
mkdir -p "$work/mods"
cat >"$work/mods/trouble.lua" <<'LUA'
game.register("trouble", { glyph = "T", colour = "red", on_tick = function()
  if #game.rooms() < 20 then while true do end end
end })
LUA
socket=$work/wumpus.sock

start() {
  start_server "$wumpus" serve --socket "$socket" --state "$work/state" --mods "$work/mods"
}
stop() { stop_server TERM; }

start
python3 - "$socket" <<'PY' || fail "the caves did not behave as expected"
import json, socket, struct, sys, time

def send(conn, message):
    body = json.dumps(message).encode()
    conn.sendall(struct.pack(">I", len(body)) + body)

def read(conn, seconds):
    """The server's frames until it has been quiet for `seconds`."""
    out, buffer = [], b""
    conn.settimeout(seconds)
    while True:
        try:
            chunk = conn.recv(65536)
        except socket.timeout:
            return out
        if not chunk:
            sys.exit("the server closed a connection")
        buffer += chunk
        while len(buffer) >= 4 and len(buffer) >= 4 + struct.unpack(">I", buffer[:4])[0]:
            length = struct.unpack(">I", buffer[:4])[0]
            out.append(json.loads(buffer[4:4 + length]))
            buffer = buffer[4 + length:]

def player(name, size):
    conn = socket.socket(socket.AF_UNIX)
    conn.connect(sys.argv[1])
    send(conn, {"type": "hello", "version": 3, "name": name, "token": "", "last_seq": 0})
    send(conn, {"type": "create", "options": {
        "preset": "easy", "size": size, "levels": 0, "algorithm": "", "graph": "",
        "braid": -1.0, "private": False, "deadline_seconds": 30}})
    return conn

small, large = player("alice", 4), player("bob", 5)
seen = {"alice": read(small, 0.5), "bob": read(large, 0.5)}
for _ in range(3):
    for name, conn in (("alice", small), ("bob", large)):
        send(conn, {"type": "line", "text": "wait"})
        seen[name] += read(conn, 1.0)

def texts(frames):
    return [m["text"] for f in frames if f.get("type") == "messages" for m in f["messages"]]

def turn(frames):
    last = None
    for f in frames:
        if f.get("type") == "view":
            last = f["view"]["turn"]
        elif f.get("type") == "delta" and "turn" in f.get("changed", {}):
            last = f["changed"]["turn"]
    return last

views = [f["view"] for f in seen["alice"] if f.get("type") == "view"]
assert views, seen["alice"]
look = views[0].get("kinds", {}).get("trouble")
assert look == {"name": "", "glyph": "T", "colour": "red"}, views[0].get("kinds")

failed = [t for t in texts(seen["alice"]) if t.startswith("The rules failed")]
assert len(failed) == 3, texts(seen["alice"])
assert "instruction budget" in failed[0], failed[0]
assert turn(seen["alice"]) == 0, turn(seen["alice"])
assert turn(seen["bob"]) == 3, seen["bob"]
assert not [t for t in texts(seen["bob"]) if "rules failed" in t], texts(seen["bob"])
PY
kill -0 "$server" 2>/dev/null || fail "the server died: $(cat "$work/log")"
stop
start
grep -q "(2 caves resumed)" "$work/log" || fail "the caves were not resumed: $(cat "$work/log")"
stop

# Mods that cannot load: the server refuses to start, naming why.
echo 'this is not lua(' >"$work/mods/broken.lua"
status=0
"$wumpus" serve --socket "$socket" --state "$work/state" --mods "$work/mods" 2>"$work/err" || status=$?
[ "$status" = 1 ] || fail "a broken mod: exit status $status"
grep -q "broken.lua:1" "$work/err" || fail "the broken mod is not named: $(cat "$work/err")"
[ ! -S "$socket" ] || fail "the server listened with a broken mod"
status=0
"$wumpus" serve --socket "$socket" --state "$work/state" --mod nosuch 2>"$work/err" || status=$?
[ "$status" = 1 ] || fail "an unknown mod: exit status $status"
grep -q "no mod named 'nosuch'" "$work/err" || fail "the unknown mod is not named: $(cat "$work/err")"
echo "serve --mods: one cave's runaway mod stalls only that cave"
