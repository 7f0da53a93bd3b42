#!/usr/bin/env bash
# The build folders docs/building.md's install recipe and bench/README.md's
# recipe configure compile every source with exactly the command this
# tested build used (warnings-as-errors aside) and link the program
# alike: so the sources this build compiled, each on its own, prove those
# recipes build too, without compiling everything a second time.
source "$(dirname "$0")/install_lib.bash"

# recipe_line FILE DIR: the "cmake -S . -B DIR ..." line FILE gives.
recipe_line() {
  grep -m1 -E "^cmake -S \. -B $2( |$)" "$source_dir/$1" ||
    fail "$1 has no 'cmake -S . -B $2' line"
}

# commands DIR: "file<TAB>command" per source, the folder named BUILD and
# -Werror dropped, sorted.
commands() {
  python3 - "$1" <<'PY'
import json, sys
folder = sys.argv[1]
for entry in json.load(open(f"{folder}/compile_commands.json")):
    words = [w for w in entry["command"].replace(folder, "BUILD").split() if w != "-Werror"]
    print(entry["file"].replace(folder, "BUILD") + "\t" + " ".join(words))
PY
}

commands "$build" | sort >"$work/tested"
# The recipes name no generator: give them the tested build's.
CMAKE_GENERATOR=$(sed -n 's/^CMAKE_GENERATOR:INTERNAL=//p' "$build/CMakeCache.txt")
export CMAKE_GENERATOR
check_recipe() {
  local file=$1 dir=$2 line
  line=$(recipe_line "$file" "$dir")
  # The recipe as written, pointed at this source tree and a scratch folder.
  line=${line/-S ./-S $source_dir}
  line=${line/-B $dir/-B $work/$dir}
  eval "$line" >"$work/$dir.log" 2>&1 || fail "$file's recipe did not configure: $(tail -3 "$work/$dir.log")"
  commands "$work/$dir" | sort >"$work/$dir.commands"
  [ -s "$work/$dir.commands" ] || fail "$file's recipe compiles nothing"
  local differ
  differ=$(comm -23 "$work/$dir.commands" "$work/tested")
  [ -z "$differ" ] || fail "$file's recipe compiles differently from the tested build: $(head -c 600 <<<"$differ")"
  # Makefiles keep each link line in a file of its own (Ninja in build.ninja).
  local link=src/app/CMakeFiles/wumpus.dir/link.txt
  if [ -f "$build/$link" ]; then
    diff <(sed "s|$work/$dir|BUILD|g" "$work/$dir/$link") <(sed "s|$build|BUILD|g" "$build/$link") \
      >"$work/$dir.link" || fail "$file's recipe links the program differently: $(head -5 "$work/$dir.link")"
  fi
  echo "$file ($dir): $(wc -l <"$work/$dir.commands") sources compiled as tested"
}
check_recipe docs/building.md build-release
# A build without benchmarks compiled none of the bench recipe's sources.
if grep -q '^WUMPUS_BENCHMARKS:BOOL=ON$' "$build/CMakeCache.txt"; then
  check_recipe bench/README.md build-bench
else
  echo "bench/README.md (build-bench): not checked, this build has no benchmarks"
fi
