#!/usr/bin/env bash
# cpack builds a .deb holding every installed file under /usr, with the
# library packages it needs; unpacked into a throwaway root, it plays.
source "$(dirname "$0")/install_lib.bash"

cpack --config "$build/CPackConfig.cmake" -B "$work/package" >"$work/log" 2>&1 ||
  fail "cpack failed: $(tail -5 "$work/log")"
deb=$(echo "$work"/package/wumpus_*.deb)
[ -f "$deb" ] || fail "no .deb in $(ls "$work/package")"
dpkg-deb -c "$deb" | awk '{ print $6 }' >"$work/contents"
while read -r file; do
  grep -qxF "./$file" "$work/contents" || fail "not in the .deb: /$file"
done <<<"$installed_files"
if grep -v '^\./usr/' "$work/contents" | grep -qv '^\./$'; then
  fail "files outside /usr: $(grep -v '^\./usr/' "$work/contents")"
fi
[ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "not in the games section"
depends=$(dpkg-deb -f "$deb" Depends)
for library in liblua5.4 libncursesw6 libsqlite3 libfmt; do
  grep -q "$library" <<<"$depends" || fail "Depends lacks $library: $depends"
done
dpkg -x "$deb" "$work/root"
plays_like_build "$work/root"
echo "install from the .deb: ok"
