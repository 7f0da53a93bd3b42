#!/usr/bin/env bash
# Saving under faults, with the real binary. kill -9 during repeated saves
# over an existing save always leaves a whole save (the old or the new),
# and the next save removes the temporary file left behind. A full
# filesystem and a read-only directory refuse the save with a clear
# message, leave the old save as it was, and the game goes on.
#
# The full and read-only filesystems are tmpfs and bind mounts in a
# private mount namespace, which needs root's mount rights. Without them
# the disk is "full" by RLIMIT_FSIZE (File too large), and the directory
# is read-only by its mode when not root; a case that cannot be made says
# SKIPPED.
if [ -z "${WUMPUS_MOUNT_NAMESPACE:-}" ] &&
  unshare --mount --propagation private true 2>/dev/null; then
  WUMPUS_MOUNT_NAMESPACE=1 exec unshare --mount --propagation private bash "$0" "$@"
fi
source "$(dirname "$0")/headless_lib.bash"
trap 'umount "$work"/full "$work"/ro 2>/dev/null; rm -rf "$work"' EXIT
can_mount() { [ -n "${WUMPUS_MOUNT_NAMESPACE:-}" ]; }

run() { "$wumpus" play --headless --seed 31 --size 6 "$@"; }
loads() { run --load "$1" </dev/null >/dev/null 2>&1; }
temporaries() { find "$1" -maxdepth 1 -name ".$2.??????" | wc -l; }

# save_refused DIR WHY [LIMIT]: a resumed game's save into DIR is refused
# saying WHY, the old save is intact, and the next command is answered.
# With LIMIT, the game may write files of at most LIMIT KiB.
save_refused() {
  local dir=$1 why=$2 limit=${3:-unlimited}
  cp "$dir/game.json" "$work/before.json"
  # Ignored, SIGXFSZ becomes EFBIG: a write past the limit fails.
  printf 'save %s\nlook\n' "$dir/game.json" |
    (trap '' XFSZ; ulimit -f "$limit"; run --load "$dir/game.json") >"$work/out" ||
    fail "the game stopped on a failed save"
  grep -q "^Could not save: .*$why" "$work/out" ||
    fail "no clear error ($why): $(grep -i save "$work/out")"
  grep -A1 '^> look' "$work/out" | tail -n 1 | grep -q . || fail "the game did not go on"
  cmp -s "$work/before.json" "$dir/game.json" || fail "the old save changed"
  [ "$(temporaries "$dir" game.json)" = 0 ] || fail "a temporary was left in $dir"
}

# 1. kill -9 while saving again and again over an existing save.
mkdir "$work/kill"
save=$work/kill/game.json
printf 'save %s\n' "$save" | run >/dev/null
for _ in $(seq 2000); do printf 'wait\nsave %s\n' "$save"; done >"$work/saves.txt"
left=0
for round in $(seq 10); do
  # The binary itself in the background, so that $! is its pid.
  "$wumpus" play --headless --seed 31 --size 6 <"$work/saves.txt" >/dev/null 2>&1 &
  pid=$!
  before=$(stat -c %Y.%i "$save")
  # Kill once a few saves have replaced the file, at a random moment.
  poll_changed() { [ "$(stat -c %Y.%i "$save")" != "$before" ]; }
  for _ in $(seq 200); do poll_changed && break; sleep 0.01; done
  sleep "0.0$((RANDOM % 10))"
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  loads "$save" || fail "round $round: the save on disk does not load"
  left=$((left + $(temporaries "$work/kill" game.json)))
done
printf 'save %s\n' "$save" | run --load "$save" >/dev/null
[ "$(temporaries "$work/kill" game.json)" = 0 ] ||
  fail "the next save left the killed saves' temporaries"
echo "kill -9 during saves: 10 rounds, every save whole, $left temporaries removed"

# 2. A full filesystem.
mkdir "$work/full"
if can_mount; then
  mount -t tmpfs -o size=256k tmpfs "$work/full"
  printf 'save %s\n' "$work/full/game.json" | run >/dev/null
  dd if=/dev/zero of="$work/full/filler" bs=4k 2>/dev/null || true
  save_refused "$work/full" "No space left on device"
  echo "full filesystem (tmpfs): ok"
else
  printf 'save %s\n' "$work/full/game.json" | run >/dev/null
  save_refused "$work/full" "File too large" 2
  echo "full filesystem (RLIMIT_FSIZE, no mount rights): ok"
fi

# 3. A read-only directory.
mkdir "$work/ro"
printf 'save %s\n' "$work/ro/game.json" | run >/dev/null
if can_mount; then
  mount --bind -o ro "$work/ro" "$work/ro"
  save_refused "$work/ro" "Read-only file system"
  echo "read-only directory (bind mount): ok"
elif [ "$(id -u)" != 0 ]; then
  chmod 555 "$work/ro"
  save_refused "$work/ro" "Permission denied"
  chmod 755 "$work/ro"
  echo "read-only directory (mode 555): ok"
else
  echo "read-only directory: SKIPPED (root without mount rights ignores modes)"
fi
