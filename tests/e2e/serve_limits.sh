#!/usr/bin/env bash
# `wumpus serve`'s limits and `wumpus admin`, on the real binary: the
# defaults in `serve --help`; a config file, refused naming its line when
# wrong; one client creating caves in a loop refused with a reason code,
# still refused after reconnecting; the admin socket private, answering
# the host (caves, players, limits, kick, close, damaged) and nobody else.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/wumpus.sock

"$wumpus" serve --help >"$work/help"
grep -Eq -- '--caves-per-player UINT.*=5$' "$work/help" ||
  fail "no default shown for --caves-per-player: $(grep -- caves-per "$work/help")"
grep -q -- '--config' "$work/help" || fail "no --config in serve --help"

printf 'kick = 60\ncaves-per-plaer = 2\n' >"$work/bad.conf"
status=0
"$wumpus" serve --socket "$socket" --state "$work/state" --config "$work/bad.conf" 2>"$work/err" || status=$?
[ "$status" = 2 ] || fail "a bad config file: exit status $status"
grep -q 'bad.conf:2: there is no limit named "caves-per-plaer"' "$work/err" ||
  fail "the bad line is not named: $(cat "$work/err")"

printf '# a test host\ncaves-per-player = 1000\ncaves-per-hour = 3\n' >"$work/serve.conf"
start_server "$wumpus" serve --socket "$socket" --state "$work/state" \
  --config "$work/serve.conf" --caves-per-hour 4
[ "$(stat -c %a "$socket.admin")" = 700 ] || fail "the admin directory is open to others"

python3 - "$socket" >"$work/measured" <<'PY' || fail "the cave flood was not refused as expected"
import json, socket, struct, sys

def send(conn, message):
    body = json.dumps(message).encode()
    conn.sendall(struct.pack(">I", len(body)) + body)

def frames(conn):
    buffer = b""
    conn.settimeout(3)
    while True:
        while len(buffer) >= 4 and len(buffer) >= 4 + struct.unpack(">I", buffer[:4])[0]:
            length = struct.unpack(">I", buffer[:4])[0]
            yield json.loads(buffer[4:4 + length])
            buffer = buffer[4 + length:]
        chunk = conn.recv(65536)
        if not chunk:
            return
        buffer += chunk

def player(name):
    conn = socket.socket(socket.AF_UNIX)
    conn.connect(sys.argv[1])
    send(conn, {"type": "hello", "version": 8, "name": name, "token": "", "last_seq": 0})
    return conn, frames(conn)

def create(conn, incoming):
    options = {"preset": "easy", "size": 4, "levels": 0, "algorithm": "", "graph": "",
               "braid": -1.0, "private": False, "deadline_seconds": 30}
    send(conn, {"type": "create", "options": options})
    for f in incoming:
        if f["type"] in ("seated", "problem"):
            return f

conn, incoming = player("mallory")
made = 0
while True:
    answer = create(conn, incoming)
    if answer["type"] != "seated":
        break
    made += 1
    assert made < 100, "never refused"
assert answer["code"] == "cave-rate", answer
print(f"one client creating caves in a loop: {made} made, then refused with {answer['code']}: {answer['text']}")
conn.close()
conn, incoming = player("MALLORY")
back = next(f for f in incoming if f["type"] == "seated")  # her last cave
answer = create(conn, incoming)
assert answer["type"] == "problem" and answer["code"] == "cave-rate", answer
print("after reconnecting: still refused with", answer["code"])
# Stays connected for the admin to let go.
conn.close()
PY
cat "$work/measured"
grep -q "4 made, then refused with cave-rate" "$work/measured" || fail "the flag did not win over the file"

"$wumpus" admin limits --socket "$socket" >"$work/limits"
grep -qx 'caves-per-hour = 4' "$work/limits" || fail "admin limits: $(cat "$work/limits")"
grep -qx 'caves-per-player = 1000' "$work/limits" || fail "admin limits: $(cat "$work/limits")"
"$wumpus" admin caves --socket "$socket" >"$work/caves"
[ "$(grep -c 'owner=mallory' "$work/caves")" = 4 ] || fail "admin caves: $(cat "$work/caves")"

# A player connected, then let go by the host.
python3 - "$socket" "$wumpus" <<'PY' || fail "admin kick did not reach the player"
import json, socket, struct, subprocess, sys, time
conn = socket.socket(socket.AF_UNIX)
conn.connect(sys.argv[1])
body = json.dumps({"type": "hello", "version": 8, "name": "eve", "token": "", "last_seq": 0}).encode()
conn.sendall(struct.pack(">I", len(body)) + body)
conn.settimeout(3)
conn.recv(65536)  # welcome and lobby
players = subprocess.run([sys.argv[2], "admin", "players", "--socket", sys.argv[1]],
                         capture_output=True, text=True, check=True).stdout
assert "eve lobby" in players, players
subprocess.run([sys.argv[2], "admin", "kick", "eve", "--socket", sys.argv[1]], check=True,
               capture_output=True)
data = b""
while True:
    chunk = conn.recv(65536)
    if not chunk:
        break
    data += chunk
assert b'"code":"kicked"' in data, data
PY

"$wumpus" admin close 1 --socket "$socket" >"$work/closed" || fail "admin close failed"
"$wumpus" admin caves --socket "$socket" | grep -q '^1 ' && fail "cave 1 still listed"
[ -f "$work/state/cave-1.rec" ] || fail "the closed cave's recording is gone"
status=0
"$wumpus" admin close 1 --socket "$socket" 2>"$work/err" || status=$?
[ "$status" = 1 ] || fail "closing a closed cave: status $status"

echo '{"id": 77, "owner": "x"' >"$work/state/cave-77.meta.json"
"$wumpus" admin damaged --socket "$socket" | grep -q 'cave-77.meta.json' ||
  fail "the damaged cave is not listed"

# Nobody else reaches the admin socket, even knowing where it is.
if setpriv --reuid=nobody --regid=nogroup --clear-groups \
  "$wumpus" admin caves --socket "$socket" >"$work/out" 2>"$work/err"; then
  fail "another user administered the server: $(cat "$work/out")"
fi
grep -q "cannot reach the server" "$work/err" || fail "unclear refusal: $(cat "$work/err")"

# remove-key takes the player's lines out.
ssh-keygen -q -t ed25519 -N '' -f "$work/alice" >/dev/null 2>&1 ||
  printf 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBase64KeyForTestsOnlyxxxxxxxxxxxxxxxxxx alice\n' >"$work/alice.pub"
"$wumpus" admin add-key alice "$work/alice.pub" --authorized-keys "$work/keys" --socket "$socket" >/dev/null
"$wumpus" admin remove-key ALICE --authorized-keys "$work/keys" --socket "$socket" >"$work/out"
grep -q "1 key(s) of ALICE removed" "$work/out" || fail "remove-key: $(cat "$work/out")"
[ ! -s "$work/keys" ] || fail "the key is still there: $(cat "$work/keys")"
status=0
"$wumpus" admin add-key daemon "$work/alice.pub" --authorized-keys "$work/keys" 2>"$work/err" || status=$?
[ "$status" = 1 ] && grep -q "local user's login" "$work/err" ||
  fail "a key named as a local user was let in: $(cat "$work/err")"

stop_server TERM
echo "serve limits and admin: ok"
