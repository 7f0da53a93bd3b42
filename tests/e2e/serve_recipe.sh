#!/usr/bin/env bash
# What the hosting recipe promises outside the game: `wumpus --version`;
# a player whose session has no terminal (`ssh -T`) is told what to do;
# the shipped sshd snippet against port-22 lockouts passes `sshd -t`.
source "$(dirname "$0")/headless_lib.bash"

"$wumpus" --version >"$work/version"
grep -Eqx 'wumpus [0-9]+\.[0-9]+\.[0-9]+' "$work/version" ||
  fail "wumpus --version: $(cat "$work/version")"

status=0
"$wumpus" connect --socket "$work/none.sock" --name alice </dev/null >"$work/out" 2>&1 || status=$?
[ "$status" = 1 ] || fail "connect without a terminal: status $status"
grep -q 'ssh -t HOST' "$work/out" || fail "no advice a player can act on: $(cat "$work/out")"

if [ -x /usr/sbin/sshd ] && mkdir -p /run/sshd 2>/dev/null; then
  ssh-keygen -q -t ed25519 -N '' -f "$work/host_key"
  { echo "HostKey $work/host_key"; cat "$WUMPUS_DATA_DIR/data/sshd_startups.example"; } >"$work/sshd_config"
  /usr/sbin/sshd -t -f "$work/sshd_config" 2>"$work/err" ||
    fail "the shipped sshd_startups.example: $(cat "$work/err")"
fi
echo "recipe: ok"
