#!/usr/bin/env python3
"""protocol_seeds.py SOCKET DIR: plays a short session against a running
`wumpus serve` and writes every frame each side sent as a seed of the
protocol fuzz target: a direction byte (0 client, 1 server), then the
frame as it went over the socket. Standard library only."""

import json
import socket
import struct
import sys
import time

sock_path, out_dir = sys.argv[1], sys.argv[2]
count = 0


def keep(direction, frame):
    global count
    count += 1
    with open(f"{out_dir}/frame-{count:03d}", "wb") as f:
        f.write(bytes([direction]) + frame)


def send(conn, message):
    body = json.dumps(message).encode()
    frame = struct.pack(">I", len(body)) + body
    keep(0, frame)
    conn.sendall(frame)


def drain(conn, seconds=0.5):
    """Reads the server's frames until it has been quiet for a while."""
    buffer = b""
    conn.settimeout(seconds)
    while True:
        try:
            chunk = conn.recv(65536)
        except socket.timeout:
            break
        if not chunk:
            break
        buffer += chunk
        while len(buffer) >= 4:
            length = struct.unpack(">I", buffer[:4])[0]
            if len(buffer) < 4 + length:
                break
            keep(1, buffer[:4 + length])
            buffer = buffer[4 + length:]


for _ in range(100):  # the server is starting
    try:
        conn = socket.socket(socket.AF_UNIX)
        conn.connect(sock_path)
        break
    except OSError:
        time.sleep(0.05)
else:
    sys.exit("protocol_seeds: no server at " + sock_path)

send(conn, {"type": "hello", "version": 8, "name": "seeder", "token": "",
            "last_seq": 0})
send(conn, {"type": "list"})
send(conn, {"type": "scores"})
drain(conn)
send(conn, {"type": "create", "options": {
    "preset": "easy", "size": 4, "levels": 1, "algorithm": "",
    "mask": "", "graph": "", "braid": -1.0, "private": False,
    "deadline_seconds": 30, "mods": []}})
drain(conn)
for message in [{"type": "command", "verb": "look"},
                {"type": "command", "verb": "wait"},
                {"type": "request", "request": "say", "argument": "hello"},
                {"type": "request", "request": "who"},
                {"type": "command", "verb": "shoot", "path": ["north"]},
                {"type": "command", "verb": "go", "rooms": [3]},
                {"type": "command", "verb": "turn", "degrees": 90}]:
    send(conn, message)
    drain(conn, 0.2)
send(conn, {"type": "join", "cave": 1})
send(conn, {"type": "watch", "cave": 1, "player": "seeder"})
send(conn, {"type": "leave"})
drain(conn)
conn.close()
