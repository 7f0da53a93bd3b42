#!/usr/bin/env bash
# `wumpus serve --mods`: every cave plays the host's mods, each in its own
# Lua state. A mod that loops forever in small caves stalls only those
# (its hook stopped by the budget, the command undone, the player told);
# a cave beside it plays on, the server stays up, saves both caves and
# resumes them with their mods. A mod's looks reach the remote views. A
# creator may pick other mods among those the server offers, and a
# shipped mask; nothing else is opened. A mod's verb is listed in the
# remote view and answered when a remote player types it. A mod that
# cannot load stops the server before it listens, with the reason.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
mkdir -p "$work/mods"
cat >"$work/mods/trouble.lua" <<'LUA'
game.register("trouble", { glyph = "T", colour = "red", on_tick = function()
  if #game.rooms() < 20 then while true do end end
end })
game.verb("ping", { help = "answers pong" }, function(player)
  game.message(player, "info", "pong")
  return false
end)
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

def player(name, size, **picked):
    conn = socket.socket(socket.AF_UNIX)
    conn.connect(sys.argv[1])
    send(conn, {"type": "hello", "version": 8, "name": name, "token": "", "last_seq": 0})
    options = {"preset": "easy", "size": size, "levels": 0, "algorithm": "", "graph": "",
               "braid": -1.0, "private": False, "deadline_seconds": 30}
    options.update(picked)
    send(conn, {"type": "create", "options": options})
    return conn

# carol picks no mods for her small cave; dave a shipped mask.
small, large = player("alice", 4), player("bob", 5)
plain, ring = player("carol", 4, mods=[]), player("dave", 4, mods=[], mask="ring")
conns = {"alice": small, "bob": large, "carol": plain, "dave": ring}
seen = {name: read(conn, 0.5) for name, conn in conns.items()}
for _ in range(3):
    for name, conn in conns.items():
        send(conn, {"type": "command", "verb": "wait"})
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
bob_view = [f["view"] for f in seen["bob"] if f.get("type") == "view"][0]
assert bob_view.get("verbs") == [{"name": "ping", "help": "answers pong", "args": "none"}], bob_view
send(large, {"type": "command", "verb": "ping"})
answered = texts(read(large, 1.0))
assert "pong" in answered, answered
send(large, {"type": "command", "verb": "pong"})
answered = texts(read(large, 1.0))
assert any(t.startswith("I don't know \"pong\"") for t in answered), answered

# The welcome offers the host's mod, picked, and the shipped ones.
welcome = seen["alice"][0]
assert welcome["type"] == "welcome", welcome
offered = [m["name"] for m in welcome["mods"]["offered"]]
assert "trouble" in offered and "ghosts" in offered, offered
assert welcome["mods"]["defaults"] == ["trouble"], welcome["mods"]
assert turn(seen["carol"]) == 3, seen["carol"]
carol_view = [f["view"] for f in seen["carol"] if f.get("type") == "view"][0]
assert "trouble" not in carol_view["kinds"], carol_view["kinds"]
assert turn(seen["dave"]) == 3, seen["dave"]
first = [f["view"] for f in seen["dave"] if f.get("type") == "view"][0]
assert "ring" in first["cave"]["shape"], first["cave"]

# What no server offers is refused by name; the connection stays.
def problems(name, size=4, **picked):
    conn = player(name, size, **picked)
    frames = read(conn, 0.5)
    conn.close()
    return [f["text"] for f in frames if f.get("type") == "problem"]

assert any('no mod named "nosuch"' in p for p in problems("erin", mods=["nosuch"])), "nosuch"
for mask in ["../../../etc/passwd", "passwd", "ring/"]:
    said = problems("frank", mask=mask)
    assert any("no mask named" in p for p in said), (mask, said)
said = problems("gina", graph="/etc/hostname")
assert any("no room graph named" in p for p in said), said
said = problems("hank", size=1024)
assert any("size must be from 1 to 1000" in p for p in said), said

# A mod's settings are offered with it; a creator's choice is checked as
# --set checks it, and one that fits makes the cave.
fellow = [m for m in welcome["mods"]["offered"] if m["name"] == "fellowship"][0]
assert ["beacons", "2"] in fellow["settings"], fellow
said = problems("ivy", mods=["fellowship"], settings={"fellowship.beacons": "many"})
assert any("'fellowship.beacons' takes an integer" in p for p in said), said
jay = player("jay", 4, mods=["fellowship"], settings={"fellowship.beacons": "4"})
frames = read(jay, 0.5)
assert not [f for f in frames if f.get("type") == "problem"], frames
jay_view = [f["view"] for f in frames if f.get("type") == "view"][0]
assert jay_view["items"].get("fellowship:beacon") == 4, jay_view["items"]
PY
kill -0 "$server" 2>/dev/null || fail "the server died: $(cat "$work/log")"
stop
start
grep -q "(5 caves resumed)" "$work/log" || fail "the caves were not resumed: $(cat "$work/log")"
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
