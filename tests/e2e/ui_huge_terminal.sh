#!/usr/bin/env bash
# A player whose terminal reports 10000x10000 (any key holder can make
# sshd say so) gets a bounded screen, not gigabytes: `wumpus connect` on
# a pty of that size, then shrunk and grown again, draws the lobby with a
# note saying the screen is bounded, and its peak memory stays small.
# Run under a 1 GiB address-space limit, so a client that would size its
# screen by the terminal fails here instead of pushing the machine out
# of memory.
source "$(dirname "$0")/headless_lib.bash"
source "$(dirname "$0")/serve_lib.bash"
socket=$work/wumpus.sock
start_server "$wumpus" serve --socket "$socket" --state "$work/state"

python3 - "$wumpus" "$socket" <<'PY' || fail "a huge terminal was not bounded"
import fcntl, os, pty, re, resource, select, struct, subprocess, sys, termios, time

wumpus, socket = sys.argv[1], sys.argv[2]
master, slave = pty.openpty()

def set_size(rows, cols):
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))

def as_player():
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    limit = 1 << 30
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

set_size(10000, 10000)
env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
client = subprocess.Popen([wumpus, "connect", "--socket", socket, "--name", "alice"],
                          stdin=slave, stdout=slave, stderr=slave, env=env,
                          preexec_fn=as_player)
os.close(slave)
seen = ""

def read_until(text, seconds=10):
    global seen
    deadline = time.time() + seconds
    while time.time() < deadline:
        if select.select([master], [], [], 0.05)[0]:
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:
                break
            # Cells only: the escapes that place them go.
            seen += re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][0-9A-Za-z]|\x1b.", "",
                           chunk.decode("utf-8", "replace"))
            seen = seen[-200000:]
        if text in seen:
            return True
        if client.poll() is not None:
            break
    return False

def peak_kib():
    with open(f"/proc/{client.pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0

assert read_until("10000x10000"), f"no note of the size (exit {client.poll()}): {seen[-2000:]!r}"
assert read_until("alice"), "no lobby"
set_size(24, 80)
time.sleep(0.3)
set_size(10000, 10000)
seen = ""
assert read_until("alice"), "no lobby after growing again"
time.sleep(0.3)
assert client.poll() is None, f"the client ended: {client.poll()}"
peak = peak_kib()
print(f"huge terminal: client peak RSS {peak // 1024} MiB")
assert peak < 200 * 1024, f"peak RSS {peak} KiB"
os.write(master, b"q")
try:
    client.wait(timeout=5)
except subprocess.TimeoutExpired:
    client.kill()
    client.wait()
PY
stop_server TERM
echo "huge terminal: ok"
