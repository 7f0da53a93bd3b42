#!/usr/bin/env python3
"""Times what a terminal user waits for, through a tmux control client.

Polling capture-pane only sees a screen every few milliseconds; a
control client (tmux -C) is told of every byte a pane writes as it
arrives, so the time from a key or a new window to the pane's answer
is measured to well under a millisecond. Used by tests/e2e/ssh_shared.sh.

  tmux_timing.py SOCKET SESSION start SECONDS TEXT COMMAND
      opens a window running COMMAND; prints "PANE MS", MS being the time
      until TEXT has been drawn in it.
  tmux_timing.py SOCKET SESSION keys PANE KEY COUNT GAP_MS SECONDS
      sends KEY COUNT times, each once the pane has been quiet for GAP_MS;
      prints the milliseconds from each key to the pane's first output.
"""
import os
import re
import select
import subprocess
import sys
import time

ESCAPES = re.compile(rb"\x1b(\[[0-9;?]*[ -/]*[@-~]|[()][0-9A-Za-z]|[=>78])")


class Control:
    def __init__(self, socket, session):
        self.proc = subprocess.Popen(
            ["tmux", "-S", socket, "-C", "attach", "-t", session],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        os.set_blocking(self.proc.stdout.fileno(), False)
        self.pending = b""
        self.lines = []

    def command(self, text):
        self.proc.stdin.write(text.encode() + b"\n")

    def next_line(self, deadline):
        """The next line tmux writes, or None at the deadline."""
        while not self.lines:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.proc.stdout], [], [], left)
            if not ready:
                return None
            chunk = self.proc.stdout.read(65536)
            if not chunk:
                sys.exit("tmux control client ended")
            self.pending += chunk
            *whole, self.pending = self.pending.split(b"\n")
            self.lines.extend(whole)
        return self.lines.pop(0)

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=5)


def unescape(data):
    """%output payloads escape bytes below 32 and backslash as \\ooo."""
    return re.sub(rb"\\([0-7]{3})", lambda m: bytes([int(m.group(1), 8)]),
                  data)


def output_of(line):
    if not line.startswith(b"%output "):
        return None, None
    _, pane, data = line.split(b" ", 2)
    return pane.decode(), unescape(data)


def start(control, seconds, text, command):
    if "'" in command:
        sys.exit("the command must not hold a single quote")
    deadline = time.monotonic() + seconds
    began = time.monotonic()
    control.command(f"new-window -d -P -F '#{{pane_id}}' '{command}'")
    pane, drawn = None, {}
    while True:
        line = control.next_line(deadline)
        if line is None:
            sys.exit(f"timed out waiting for {text!r}")
        if pane is None and re.fullmatch(rb"%[0-9]+", line):
            pane = line.decode()
        where, data = output_of(line)
        if where is None:
            continue
        drawn[where] = drawn.get(where, b"") + data
        if pane and text.encode() in ESCAPES.sub(b"", drawn.get(pane, b"")):
            print(pane, round((time.monotonic() - began) * 1000, 1))
            return


def quiet(control, gap):
    """Waits until tmux has had nothing to say for `gap` seconds."""
    while control.next_line(time.monotonic() + gap) is not None:
        pass


def keys(control, pane, key, count, gap, seconds):
    for _ in range(count):
        quiet(control, gap)
        deadline = time.monotonic() + seconds
        began = time.monotonic()
        control.command(f"send-keys -t {pane} {key}")
        while True:
            line = control.next_line(deadline)
            if line is None:
                sys.exit(f"no answer to {key} within {seconds} s")
            if output_of(line)[0] == pane:
                break
        print(round((time.monotonic() - began) * 1000, 2))


def main(argv):
    socket, session, what, *rest = argv
    control = Control(socket, session)
    if what == "start":
        start(control, float(rest[0]), rest[1], rest[2])
    elif what == "keys":
        pane, key, count, gap, seconds = rest
        keys(control, pane, key, int(count), int(gap) / 1000, float(seconds))
    else:
        sys.exit(f"unknown request {what}")
    control.close()


if __name__ == "__main__":
    main(sys.argv[1:])
