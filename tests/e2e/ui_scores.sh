#!/usr/bin/env bash
# The end of a game with a score database that cannot take the score:
# locked by another process, or not a database at all. The game ends
# normally, at once, and the end screen says the score was not recorded.
source "$(dirname "$0")/ui_lib.bash"

scores=$work/data/wumpus/scores.sqlite
mkdir -p "$(dirname "$scores")"
start_tmux 100 30

# Seed 1: six moves walk into the Wumpus (see ui_game.sh).
die_and_check() {
  start_game -- play --preset "$square_preset" --seed 1 --size 5
  wait_for "| turn 0"
  local start=$SECONDS
  keys Right Right Right Right Down Down
  # The stench proves the Wumpus is there: the last step asks first.
  wait_for "The Wumpus is there: step in and be eaten? (y/n)"
  keys y
  wait_for "You died: eaten by the Wumpus."
  wait_for "Your score could not be recorded" 5
  [ $((SECONDS - start)) -le 4 ] || fail "the end screen took $((SECONDS - start)) s"
  wait_for "$1"
  keys q
  wait_dead
  [ "$(pane_info '#{pane_dead_status}')" = 0 ] || fail "quitting did not exit 0"
}

# Another process holds the write lock for as long as the test runs.
python3 - "$scores" "$work/locked" <<'PY' &
import os, sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA journal_mode=WAL")
db.execute("CREATE TABLE IF NOT EXISTS held (x)")
db.execute("BEGIN EXCLUSIVE")
db.execute("INSERT INTO held VALUES (1)")
open(sys.argv[2], "w").close()
time.sleep(120)
PY
locker=$!
poll_until 10 "the database to be locked" test -e "$work/locked"
die_and_check "database is locked"
kill "$locker"
wait "$locker" 2>/dev/null || true

rm -f "$scores" "$scores"-*
head -c 4096 /dev/urandom >"$scores"
die_and_check "not a database"
echo ok
