#!/usr/bin/env bash
# `cmake --install` into a scratch DESTDIR with prefix /usr puts every
# file in its FHS place, and the staged binary plays from its own data.
source "$(dirname "$0")/install_lib.bash"

DESTDIR=$work/root cmake --install "$build" --prefix /usr >"$work/log" ||
  fail "cmake --install failed: $(tail -5 "$work/log")"
while read -r file; do
  [ -e "$work/root/$file" ] || fail "not installed: /$file"
done <<<"$installed_files"
plays_like_build "$work/root"
echo "install into DESTDIR: ok"
