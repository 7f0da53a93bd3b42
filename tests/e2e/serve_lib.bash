# Starting and stopping a `wumpus serve` in the end-to-end tests (sourced
# after headless_lib.bash). start_server runs its arguments in the
# background, logging to $work/log, until the server listens; stop_server
# SIGNAL stops it and expects a clean exit.
start_server() {
  # Emptied here, not by the background job's redirection: that may come
  # after the first grep below, which would find the last server's line.
  : >"$work/log"
  "$@" >>"$work/log" 2>&1 &
  server=$!
  for _ in $(seq 100); do
    grep -q "listening on" "$work/log" && return 0
    kill -0 "$server" 2>/dev/null || fail "the server stopped: $(cat "$work/log")"
    sleep 0.1
  done
  fail "the server never listened: $(cat "$work/log")"
}

stop_server() {
  kill -s "$1" "$server"
  local status=0
  wait "$server" || status=$?
  [ "$status" = 0 ] || fail "SIG$1: exit status $status: $(cat "$work/log")"
}
