#!/usr/bin/env bash
# Without XDG_RUNTIME_DIR the default socket lives in a private directory,
# TMPDIR/wumpus-UID/. Another local user (nobody) who makes that
# directory first, and listens in it, catches no one: the victim's
# `connect` and `serve` both refuse a directory another user owns, and
# a socket in a directory others can write, saying why.
source "$(dirname "$0")/headless_lib.bash"
[ "$(id -u)" = 0 ] || { echo "skipped: needs root to act as nobody"; exit 77; }
unset XDG_RUNTIME_DIR WUMPUS_SOCKET
chmod 755 "$work"
export TMPDIR=$work/tmp
mkdir -m 1777 "$TMPDIR"
private=$TMPDIR/wumpus-0

setpriv --reuid=nobody --regid=nogroup --clear-groups /usr/bin/python3 - "$private" <<'PY' &
import os, socket, sys, time
os.mkdir(sys.argv[1], 0o700)
squat = socket.socket(socket.AF_UNIX)
squat.bind(sys.argv[1] + "/wumpus.sock")
squat.listen()
time.sleep(20)
PY
squatter=$!
trap 'kill $squatter 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 50); do [ -S "$private/wumpus.sock" ] && break; sleep 0.1; done
[ -S "$private/wumpus.sock" ] || fail "the squatter could not set up"

status=0
"$wumpus" connect >"$work/connect.out" 2>&1 </dev/null || status=$?
[ "$status" = 1 ] || fail "connect went on into a squatted directory (status $status)"
grep -q "belongs to nobody" "$work/connect.out" ||
  fail "connect did not say who owns it: $(cat "$work/connect.out")"

status=0
"$wumpus" serve --state "$work/state" >"$work/serve.out" 2>&1 || status=$?
[ "$status" = 1 ] || fail "serve went on in a squatted directory (status $status)"
grep -q "belongs to nobody" "$work/serve.out" ||
  fail "serve did not say who owns it: $(cat "$work/serve.out")"

status=0
"$wumpus" serve --socket "$TMPDIR/open.sock" --state "$work/state" >"$work/open.out" 2>&1 || status=$?
[ "$status" = 1 ] || fail "serve listened in a directory anyone can write"
grep -q "other users can write" "$work/open.out" || fail "$(cat "$work/open.out")"

# Unsquatted, the private directory is made 0700 and the server listens.
kill $squatter
wait $squatter 2>/dev/null || true
rm -rf "$private"
"$wumpus" serve --state "$work/state" >"$work/log" 2>&1 &
server=$!
for _ in $(seq 100); do grep -q "listening on" "$work/log" && break; sleep 0.1; done
grep -q "listening on $private/wumpus.sock" "$work/log" || fail "$(cat "$work/log")"
[ "$(stat -c %a "$private")" = 700 ] || fail "the private directory is $(stat -c %a "$private")"
kill -TERM $server
wait $server
echo "socket squatting: refused by connect and serve"
