#!/usr/bin/env bash
# Shared play through a real sshd on a loopback port, the way a host runs
# it: a fresh no-password test account runs `wumpus serve`; its
# authorized_keys, written by `wumpus admin add-key` (which makes its
# ~/.ssh), forces `wumpus connect --name NAME` per key; `wumpus admin
# setup` adds the shipped Match block and installs the unit. In tmux panes alice and bob ssh in, share a cave, see each
# other and chat; alice's ssh client is killed and she comes back to her
# seat with what she missed; carol watches alice and talks; the server
# restarts and every client comes back to its place by itself; a key with
# no forced name cannot take a name or a shell. Prints how long ssh set-up
# and a keypress through sshd take. Needs root (a user, an sshd).
source "$(dirname "$0")/ui_lib.bash"
timing=$(dirname "$0")/tmux_timing.py

if [ "$(id -u)" != 0 ] || [ ! -x /usr/sbin/sshd ] || ! command -v ssh >/dev/null; then
  echo "skipped: needs root and openssh-server (tools/install-deps)"
  exit 77
fi

user=we2e$$
host=$work/host         # the test account's: socket, state, authorized_keys
sshd_dir=$work/sshd     # root's: host key, config, pid file
server_pid='' sshd_pid=''

alive() { [ -e "/proc/$1" ] && ! grep -q 'State:.*zombie' "/proc/$1/status" 2>/dev/null; }
stop_pid() {  # PID: TERM, then KILL after 5 s
  [ -n "$1" ] && kill "$1" 2>/dev/null || return 0
  local deadline=$((SECONDS + 5))
  while alive "$1" && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.05; done
  kill -KILL "$1" 2>/dev/null || true
}
ssh_cleanup() {
  tmux -S "$sock" kill-server 2>/dev/null || true
  stop_pid "$server_pid"
  stop_pid "$sshd_pid"
  if id "$user" >/dev/null 2>&1; then
    local deadline=$((SECONDS + 10)) pid
    while pgrep -u "$user" >/dev/null && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.1; done
    for pid in $(pgrep -u "$user"); do stop_pid "$pid"; done
    userdel -r "$user" 2>/dev/null || userdel -r -f "$user" 2>/dev/null || true
  fi
  cleanup
}
trap ssh_cleanup EXIT

# --- the hosting account, the server, the keys ---
poll_until 20 "useradd" useradd -m -s /bin/sh "$user"
usermod -p '*' "$user"
uid=$(id -u "$user")
chmod 0711 "$work"
mkdir -p "$host" "$sshd_dir" "$work/keys" "$work/client"
chown "$user:" "$host"
as_account=(setpriv --reuid="$uid" --regid="$(id -g "$user")" --init-groups --)

# The account must reach the binary and the rules; copy them if not.
share=$source_dir
if ! "${as_account[@]}" sh -c 'test -x "$1" && test -r "$2/scripts" && test -r "$2/data/presets"' \
     _ "$wumpus" "$source_dir"; then
  share=$work/share
  mkdir -p "$share"
  cp -r "$source_dir/scripts" "$source_dir/data" "$share/"
  cp "$wumpus" "$work/wumpus"
  wumpus=$work/wumpus
  chmod -R a+rX "$share" "$wumpus"
fi
# setpriv and env exec, so a command run this way in the background is $!.
as_account+=(env -i HOME="/home/$user" PATH=/usr/bin:/bin LANG=C.UTF-8 WUMPUS_DATA_DIR="$share")

start_serve() {
  "${as_account[@]}" "$wumpus" serve --socket "$host/s.sock" --state "$host/state" \
    >"$work/serve.log" 2>&1 &
  server_pid=$!
}
start_serve
served() { grep -q "listening on" "$work/serve.log"; }
poll_until 10 "the server to listen" served

for name in alice bob carol mallory; do
  ssh-keygen -q -t ed25519 -N '' -C "$name" -f "$work/keys/$name"
done
# A fresh account has no ~/.ssh: add-key makes it, as docs/hosting.md says.
keys_file=/home/$user/.ssh/authorized_keys
add_key() {
  "${as_account[@]}" "$wumpus" admin add-key "$1" "$work/keys/$2.pub" \
    --socket "$host/s.sock" --wumpus "$wumpus"
}
add_key alice alice >/dev/null
add_key bob bob >/dev/null
add_key carol carol >/dev/null
# refused TEXT COMMAND...: COMMAND fails saying TEXT.
refused() {
  local out
  out=$("${@:2}" 2>&1) && fail "$* was let through: $out"
  case $out in *"$1"*) ;; *) fail "$*: $out" ;; esac
}
refused "already listed" add_key alice2 alice
refused "already has a key" add_key alice mallory
refused "already has a key" add_key ALICE mallory  # names ignore case
[ "$(stat -c %a "/home/$user/.ssh")" = 700 ] || fail "~/.ssh is $(stat -c %a "/home/$user/.ssh")"
grep -q -- '--name bob",restrict,pty ssh-ed25519 ' "$keys_file" || fail "bob's line: $(cat "$keys_file")"
# Mallory's key is let in with the forced client but no name: it plays
# under the account's own login and cannot pick one.
echo "command=\"$wumpus connect --socket $host/s.sock\",restrict,pty $(cut -d' ' -f1,2 "$work/keys/mallory.pub") mallory" >>"$keys_file"

# --- sshd on a free loopback port ---
ssh-keygen -q -t ed25519 -N '' -f "$sshd_dir/host_key"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat >"$sshd_dir/sshd_config" <<EOF
ListenAddress 127.0.0.1
Port $port
HostKey $sshd_dir/host_key
PidFile $sshd_dir/sshd.pid
AuthorizedKeysFile .ssh/authorized_keys
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PermitRootLogin no
AllowUsers $user
DisableForwarding yes
PermitUserRC no
PermitUserEnvironment no
UseDNS no
MaxStartups 100:30:200
ClientAliveInterval 5
ClientAliveCountMax 3
LogLevel VERBOSE
# As Debian ships it: a client's LANG and LC_* reach the session.
AcceptEnv LANG LC_*
EOF
# docs/hosting.md's recipe for the shared account, as shipped: `admin setup`
# appends the Match block (and checks it with sshd -t), installs the unit
# for the account and readies its ~/.ssh; a second run changes nothing.
mkdir -p /run/sshd
mkdir -p "$work/units"
for run in first again; do
  "$wumpus" admin setup --account "$user" --sshd-config "$sshd_dir/sshd_config" \
    --unit-dir "$work/units" >"$work/setup.$run" 2>&1 || fail "admin setup: $(cat "$work/setup.$run")"
done
grep -q "appended" "$work/setup.first" || fail "admin setup: $(cat "$work/setup.first")"
grep -q "already" "$work/setup.again" || fail "admin setup, again: $(cat "$work/setup.again")"
[ "$(grep -c "^Match User $user\$" "$sshd_dir/sshd_config")" = 1 ] ||
  fail "not one Match block: $(cat "$sshd_dir/sshd_config")"
grep -q "^User=$user\$" "$work/units/wumpus-serve.service" &&
  grep -q "^ExecStart=$(readlink -f "$wumpus") serve " "$work/units/wumpus-serve.service" ||
  fail "the unit: $(cat "$work/units/wumpus-serve.service")"
[ "$(stat -c '%a %U' "/home/$user/.ssh/authorized_keys")" = "600 $user" ] ||
  fail "authorized_keys: $(stat -c '%a %U' "/home/$user/.ssh/authorized_keys")"
# The block's SetEnv gives the UTF-8 locale; a Match block's SetEnv
# replaces any global one, so the test's data directory joins that line.
sed -i "s|^\( *SetEnv LANG=C.UTF-8\)\$|\1 WUMPUS_DATA_DIR=$share|" "$sshd_dir/sshd_config"
grep -q "^ *SetEnv LANG=C.UTF-8 WUMPUS_DATA_DIR=" "$sshd_dir/sshd_config" ||
  fail "the Match block sets no UTF-8 locale"
/usr/sbin/sshd -D -e -f "$sshd_dir/sshd_config" 2>"$work/sshd.log" &
sshd_pid=$!
sshd_up() { grep -q "Server listening on 127.0.0.1 port $port" "$work/sshd.log"; }
poll_until 10 "sshd to listen" sshd_up

ssh_words() {  # KEY [OPTION...]: an ssh client logging in with that key
  echo ssh -F /dev/null -o BatchMode=yes -o StrictHostKeyChecking=no \
    -o UserKnownHostsFile=/dev/null -o IdentitiesOnly=yes -o LogLevel=ERROR \
    -o ConnectTimeout=10 -i "$work/keys/$1" -p "$port" "${@:2}" "$user@127.0.0.1"
}

# --- players in tmux panes ---
start_tmux 100 30
as() { local pane=$1; shift; "$@"; }
prompt() { keys :; type_text "$1"; keys Enter; }
setup_ms=()
# login KEY TEXT [REMOTE COMMAND]: ssh -tt in a new pane, timed until TEXT
# is drawn; sets $pane. The client sends its LC_ALL, $client_locale.
client_locale=C.UTF-8
login() {
  local key=$1 text=$2 started
  shift 2
  started=$(python3 "$timing" "$sock" e2e start 20 "$text" \
    "exec env -i HOME=$work/client PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 LC_ALL=$client_locale $(ssh_words "$key" -tt -o SendEnv=LC_ALL) $*") ||
    fail "$key's ssh session never showed '$text'"
  pane=${started% *}
  setup_ms+=("${started#* }")
}

# Alice's LC_ALL names a locale this host lacks; the client still draws
# in Unicode.
client_locale=en_US.UTF-8
login alice "wumpus lobby: alice"
client_locale=C.UTF-8
alice=$pane
keys c
wait_for "Enter: start"
keys Enter
wait_for "Private"
keys n
wait_for "You enter the cave"
wait_for "✗ gold"  # Unicode marks, whatever locale the client sent

login bob "wumpus lobby: bob"
bob=$pane
wait_for " 1 alice"
keys Enter
wait_for "waiting for alice, bob"
as "$alice" wait_for "bob enters the cave."
prompt "who"
wait_for "At this table: alice (owner, playing), bob (playing)."
as "$alice" prompt "say hello bob"
wait_for "<alice> hello bob"
prompt "say hi alice"
as "$alice" wait_for "<bob> hi alice"

# In-game latency through sshd: turning is a free action, a round trip
# to the server and a new view every time. 99 right turns of 60 degrees
# (classic has hex rooms): east to west.
mapfile -t latencies < <(python3 "$timing" "$sock" e2e keys "$alice" ']' 99 60 5) ||
  fail "the turns did not all come back"
[ "${#latencies[@]}" = 99 ] || fail "only ${#latencies[@]} turns came back"
as "$alice" wait_for "facing west"

# Alice's ssh client dies; sshd hangs up her client, the seat stays.
kill "$(as "$alice" pane_info '#{pane_pid}')"
as "$alice" wait_dead
wait_for "alice has lost the thread."
prompt "say are you there alice"
wait_for "<bob> are you there alice"
login alice "<bob> are you there alice"
alice=$pane
wait_for "alice is back."
wait_for "facing west"
off_screen "wumpus lobby" || fail "alice came back to the lobby, not her seat"

# Carol watches alice, picked from the cave's players: alice's screen,
# live, and she can talk; then she follows bob.
login carol "wumpus lobby: carol"
carol=$pane
wait_for "alice,bob"
keys w
wait_for "Watch whom?"
wait_for "2  bob"
keys 1
wait_for "facing west"
wait_for "WATCHING alice"
wait_for "You watch alice."
wait_for "<bob> are you there alice"
as "$alice" keys ']'
wait_for "facing north"
keys Right
wait_for "you are watching: say TEXT to talk, watch NAME to follow"
prompt "say hi from the gallery"
as "$alice" wait_for "<carol (watching)> hi from the gallery"
as "$bob" wait_for "<carol (watching)> hi from the gallery"
as "$bob" prompt "who"
as "$bob" wait_for "alice (owner, playing, 1 watching)"
# From the cave, carol turns to follow bob: his screen (facing east).
prompt "watch bob"
wait_for "WATCHING bob"
wait_for "facing east"
as "$bob" prompt "who"
as "$bob" wait_for "bob (playing, 1 watching)"

# Mallory's key: asking for alice's name gets the account's login instead,
# and asking for a shell gets the game client, never a shell.
login mallory "wumpus lobby: $user" "$wumpus" connect --name alice
off_screen "lobby: alice" || fail "mallory is called alice"
keys q
wait_dead
as "$alice" off_screen "connected again" || fail "mallory pushed alice out"
for key in mallory alice; do
  # shellcheck disable=SC2046
  out=$(timeout 20 $(ssh_words "$key") bash -c id </dev/null 2>&1) || true
  case $out in *uid=*) fail "$key's key ran a shell: $out" ;; esac
  case $out in *"wumpus connect:"*) ;; *) fail "$key's key: no wumpus client but: $out" ;; esac
done
# Another local user (root here) cannot name its player either. (Its
# complaint goes to a file: tmux may lose what a pane writes as it dies.)
pane=$(tmux -S "$sock" new-window -d -P -F '#{pane_id}' \
  "exec env TERM=xterm-256color $wumpus connect --socket $host/s.sock --name alice 2>$work/root.err")
wait_dead
grep -q "only the hosting account may choose a player name" "$work/root.err" ||
  fail "root: $(cat "$work/root.err")"
as "$alice" off_screen "connected again" || fail "root pushed alice out"

# The server restarts under them: each client keeps its screen, says it
# is reconnecting and takes its place back by itself, carol still
# watching bob.
stop_pid "$server_pid"
for who in "$alice" "$bob" "$carol"; do as "$who" wait_for "reconnecting ("; done
start_serve
restarted=$(date +%s%N)
poll_until 10 "the server to listen again" served
for who in "$alice" "$bob" "$carol"; do
  as "$who" wait_for "The connection is back."
  as "$who" wait_gone "reconnecting ("
done
reconnect_ms=$((($(date +%s%N) - restarted) / 1000000))
as "$carol" wait_for "WATCHING bob"

# Alice is still there and playing; all leave (q y, or Z) for the lobby,
# and q there ends each ssh session.
as "$alice" keys ']'
as "$alice" wait_for "facing northeast"
as "$alice" keys q
as "$alice" wait_for "y: quit"
as "$alice" keys y
# A spectator's quit does what its label says: back to the lobby, no
# question asked.
as "$carol" wait_for "q back to the lobby"
as "$carol" keys q
as "$bob" keys Z
for who in "$alice" "$bob" "$carol"; do
  as "$who" wait_for "wumpus lobby"
  as "$who" keys q
  as "$who" wait_dead
done
stop_pid "$server_pid"
server_pid=''
grep -q "every cave saved" "$work/serve.log" || fail "the server: $(cat "$work/serve.log")"
[ -f "$host/state/cave-1.json" ] || fail "no saved cave"

percentile() {  # P VALUES...: the P-th percentile (nearest rank)
  local p=$1
  shift
  printf '%s\n' "$@" | sort -n | awk -v p="$p" '{ v[NR] = $1 }
    END { r = int((p * NR + 99) / 100); if (r < 1) r = 1; print v[r] }'
}
echo "ssh connect, ssh started to lobby (or seat) drawn: ${setup_ms[*]} ms;" \
  "median $(percentile 50 "${setup_ms[@]}") ms"
echo "keypress→screen through sshd (n=${#latencies[@]}):" \
  "p50 $(percentile 50 "${latencies[@]}") ms, p99 $(percentile 99 "${latencies[@]}") ms"
echo "server restart: every client back in its place ${reconnect_ms} ms after serve started again"
echo "(load average then: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores)"
echo ok
