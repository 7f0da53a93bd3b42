# Shared helpers of the terminal UI's end-to-end tests (sourced by
# ui_*.sh): a private tmux server per test in a fresh temp directory,
# games started with a clean environment, and polling reads of the screen.
# Never a fixed sleep: every wait polls capture-pane every 50 ms.
set -euo pipefail
wumpus=$1
source_dir=$2
work=$(mktemp -d /tmp/wumpus-ui-e2e.XXXXXX)
sock=$work/tmux.sock
trap 'tmux -S "$sock" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

fail() {
  echo "FAIL: $*" >&2
  if [ -n "${pane:-}" ]; then
    echo "--- screen of $pane ---" >&2
    tmux -S "$sock" capture-pane -p -t "$pane" >&2 || true
  fi
  exit 1
}

# start_tmux WIDTH HEIGHT
start_tmux() {
  tmux -S "$sock" -f /dev/null new-session -d -s e2e -x "$1" -y "$2"
  tmux -S "$sock" set -g remain-on-exit on
}

# start_game [ENV=VALUE ...] -- ARGS...: runs wumpus in a new pane with a
# clean environment (HOME and XDG dirs under $work); sets $pane.
start_game() {
  local env=(HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
             WUMPUS_DATA_DIR="$source_dir" PATH=/usr/bin:/bin USER=tester
             LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color)
  while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do env+=("$1"); shift; done
  shift
  local command="exec env -i"
  local word
  for word in "${env[@]}" "$wumpus" "$@"; do command+=" $(printf '%q' "$word")"; done
  pane=$(tmux -S "$sock" new-window -d -P -F '#{pane_id}' "$command")
}

screen() { tmux -S "$sock" capture-pane -p -t "$pane"; }
screen_colours() { tmux -S "$sock" capture-pane -p -e -t "$pane"; }
pane_info() { tmux -S "$sock" display -p -t "$pane" "$1"; }
keys() { tmux -S "$sock" send-keys -t "$pane" "$@"; }
type_text() { tmux -S "$sock" send-keys -t "$pane" -l "$1"; }

# wait_for TEXT [SECONDS]: polls until TEXT (fixed string) is on screen.
wait_for() {
  local deadline=$((SECONDS + ${2:-10}))
  until screen | grep -qF -- "$1"; do
    [ "$SECONDS" -lt "$deadline" ] || fail "timed out waiting for: $1"
    sleep 0.05
  done
}

# wait_gone TEXT [SECONDS]: polls until TEXT is no longer on screen.
wait_gone() {
  local deadline=$((SECONDS + ${2:-10}))
  while screen | grep -qF -- "$1"; do
    [ "$SECONDS" -lt "$deadline" ] || fail "timed out waiting for '$1' to go"
    sleep 0.05
  done
}

# wait_dead [SECONDS]: polls until the game's process has exited and
# tmux has its exit status. A loaded tmux server can leave the exited
# game a zombie for seconds (a missed SIGCHLD); a SIGCHLD nudges it.
wait_dead() {
  local deadline=$((SECONDS + ${1:-10})) pid
  pid=$(pane_info '#{pane_pid}')
  until [ "$(pane_info '#{pane_dead}')" = 1 ] &&
        [ -n "$(pane_info '#{pane_dead_status}#{pane_dead_signal}')" ]; do
    [ "$SECONDS" -lt "$deadline" ] || fail "the game did not exit ($(grep State "/proc/$pid/status" 2>&1))"
    if grep -q 'State:.*zombie' "/proc/$pid/status" 2>/dev/null; then
      kill -CHLD "$(tmux -S "$sock" display -p '#{pid}')"
    fi
    sleep 0.05
  done
}

# row N: line N (0-based) of the screen.
row() { screen | sed -n "$(($1 + 1))p"; }

# char_at ROW COL: the character (not byte) at 0-based ROW, COL.
char_at() {
  screen | python3 -c '
import sys
lines = sys.stdin.read().split("\n")
row, col = int(sys.argv[1]), int(sys.argv[2])
line = lines[row] if row < len(lines) else ""
print(line[col] if col < len(line) else " ")' "$1" "$2"
}

# expect_char ROW COL CHAR WHAT: fails naming WHAT unless CHAR is there.
expect_char() {
  local found
  found=$(char_at "$1" "$2")
  [ "$found" = "$3" ] || fail "$4: expected '$3' at row $1 column $2, found '$found'"
}
