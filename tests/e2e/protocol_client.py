"""A bare client of `wumpus serve` for the end-to-end tests: frames over
the Unix socket (4-byte big-endian length, then JSON), none of the real
client's manners, so a test can be the peer a server must survive.
Standard library only; import it with sys.path set to this directory."""

import json
import socket
import struct
import time

PROTOCOL = 8

DIRECTIONS = {"n": "north", "e": "east", "s": "south", "w": "west",
              "u": "up", "d": "down"}
REQUESTS = {"save", "restart", "new", "who", "say", "reload", "invite",
            "advisor", "watch", "kick", "mute"}


def typed(text):
    """The message for a line the tests type, parsed as the real client
    does (protocol 6 carries commands, not text). Only the simple forms:
    a direction, a request, a verb and at most one argument."""
    words = text.split()
    verb = words[0].lower()
    if verb in REQUESTS:
        message = {"type": "request", "request": verb}
        rest = text.split(None, 1)[1].strip() if len(words) > 1 else ""
        if rest:
            message["argument"] = rest
        return message
    verb = DIRECTIONS.get(verb, verb)
    if verb in DIRECTIONS.values():
        return {"type": "command", "verb": "move", "direction": verb}
    message = {"type": "command", "verb": verb}
    if len(words) > 1:
        message["argument"] = words[1].lower()
    return message


class Peer:
    def __init__(self, path, retries=100):
        for _ in range(retries):
            self.conn = socket.socket(socket.AF_UNIX)
            try:
                self.conn.connect(path)
                break
            except OSError:
                self.conn.close()
                time.sleep(0.05)
        else:
            raise SystemExit("no server at " + path)
        self.buffer = b""
        self.closed = False

    def send(self, message):
        body = json.dumps(message).encode()
        self.conn.sendall(struct.pack(">I", len(body)) + body)

    def hello(self, name):
        self.send({"type": "hello", "version": PROTOCOL, "name": name,
                   "token": "", "last_seq": 0})

    def line(self, text):
        self.send(typed(text))

    def create(self, size=5):
        self.send({"type": "create", "options": {
            "preset": "easy", "size": size, "levels": 1, "algorithm": "",
            "mask": "", "graph": "", "braid": -1.0, "private": False,
            "deadline_seconds": 30, "mods": []}})

    def greet_and_create(self, name, size=5):
        """Says hello as `name` and sits in a new cave; exits the script
        when the server will not."""
        self.hello(name)
        if not self.wait_for("lobby"):
            raise SystemExit(name + ": no lobby")
        self.create(size)
        if not self.wait_for("seated"):
            raise SystemExit(name + ": no cave")

    def read(self, seconds):
        """The server's messages until it has been quiet for `seconds` or
        has closed the connection (then self.closed)."""
        out = []
        self.conn.settimeout(seconds)
        while not self.closed:
            try:
                chunk = self.conn.recv(65536)
            except socket.timeout:
                break
            except ConnectionResetError:
                chunk = b""
            if not chunk:
                self.closed = True
                break
            self.buffer += chunk
            while len(self.buffer) >= 4:
                length = struct.unpack(">I", self.buffer[:4])[0]
                if len(self.buffer) < 4 + length:
                    break
                out.append(json.loads(self.buffer[4:4 + length]))
                self.buffer = self.buffer[4 + length:]
        return out

    def wait_for(self, kind, seconds=5):
        """The first message of type `kind` within `seconds`, or None."""
        deadline = time.time() + seconds
        while time.time() < deadline and not self.closed:
            for message in self.read(0.2):
                if message.get("type") == kind:
                    return message
        return None

    def close(self):
        self.conn.close()
