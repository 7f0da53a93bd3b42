#!/usr/bin/env bash
# One server per state directory and per socket, and `wumpus admin`
# finding it without --socket, as docs/hosting.md's setup runs it: a second
# `serve` on the same state or socket refuses naming the first's pid and
# socket; admin commands find the server through its state directory's
# lock; remove-key says so, and fails, when the player could not be let
# go.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
export HOME=$work/home
unset XDG_RUNTIME_DIR WUMPUS_SOCKET
mkdir -p "$HOME" "$work/run"
socket=$work/run/wumpus.sock
state=$XDG_DATA_HOME/wumpus/server

start_server "$wumpus" serve --socket "$socket"

# refused ARGS...: a second serve with ARGS exits non-zero naming the first.
refused() {
  local status=0
  timeout 10 "$wumpus" serve "$@" >"$work/second" 2>&1 || status=$?
  [ "$status" != 0 ] && [ "$status" != 124 ] ||
    fail "a second serve $* started (status $status): $(cat "$work/second")"
  grep -q "pid $server" "$work/second" && grep -qF "$socket" "$work/second" ||
    fail "the refusal does not name the running server: $(cat "$work/second")"
}
refused --socket "$work/run/other.sock"
refused --socket "$socket" --state "$work/other-state"
[ -S "$socket" ] || fail "the second serve took the socket away"

# No --socket: the server running on the default state, or on --state.
"$wumpus" admin players >"$work/out" 2>&1 || fail "admin without --socket: $(cat "$work/out")"
grep -q "nobody is connected" "$work/out" || fail "admin players: $(cat "$work/out")"
"$wumpus" admin limits --state "$state" >"$work/out" 2>&1 || fail "admin --state: $(cat "$work/out")"
status=0
"$wumpus" admin players --state "$work/other-state" >"$work/out" 2>&1 || status=$?
[ "$status" = 1 ] && grep -q "no server is running on" "$work/out" ||
  fail "admin on a state nobody serves: status $status: $(cat "$work/out")"

ssh-keygen -q -t ed25519 -N '' -f "$work/alice" >/dev/null 2>&1 ||
  printf 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBase64KeyForTestsOnlyxxxxxxxxxxxxxxxxxx alice\n' >"$work/alice.pub"
keys=$work/keys
"$wumpus" admin add-key alice "$work/alice.pub" --authorized-keys "$keys" >/dev/null
grep -qF -- "--socket '$socket' --name alice" "$keys" || fail "add-key's line: $(cat "$keys")"

# Connected: remove-key lets alice go.
python3 - "$socket" "$wumpus" "$keys" "$(dirname "$0")" <<'PY' || fail "remove-key did not let alice go"
import subprocess, sys
sys.path.insert(0, sys.argv[4])
from protocol_client import Peer
alice = Peer(sys.argv[1])
alice.hello("alice")
assert alice.wait_for("lobby"), "no lobby"
out = subprocess.run([sys.argv[2], "admin", "remove-key", "alice",
                      "--authorized-keys", sys.argv[3]],
                     capture_output=True, text=True, timeout=10)
assert out.returncode == 0, out
bye = alice.wait_for("bye")
assert bye and bye.get("code") == "kicked", bye
PY

stop_server TERM
# Not running: the key goes, the player may still be in, and it says so.
"$wumpus" admin add-key alice "$work/alice.pub" --authorized-keys "$keys" \
  --socket "$socket" >/dev/null
status=0
"$wumpus" admin remove-key alice --authorized-keys "$keys" >"$work/out" 2>&1 || status=$?
[ "$status" = 1 ] || fail "remove-key with no server: status $status: $(cat "$work/out")"
grep -q "key removed, but alice could not be disconnected" "$work/out" ||
  fail "remove-key with no server: $(cat "$work/out")"
[ ! -s "$keys" ] || fail "the key is still there: $(cat "$keys")"

# A lock left behind by a server that is gone stops nothing.
start_server "$wumpus" serve --socket "$socket"
stop_server TERM
echo "one server per state, admin finds it: ok"
