#!/usr/bin/env bash
# docs_links.sh SOURCE_DIR: every relative link in the project's Markdown
# (README.md, docs/, scripts/, bench/) names a file that exists, and a
# link to a section names a heading that file has (GitHub's anchors), so
# moving text between pages cannot leave a link dangling.
set -euo pipefail
cd "$1"
python3 - README.md docs/*.md scripts/README.md bench/README.md bench/net/README.md <<'PY'
import os, re, sys

def anchors(path):
    found, fence = set(), False
    for line in open(path, encoding="utf-8"):
        if line.lstrip().startswith("```"):
            fence = not fence
        heading = re.match(r"#{1,6} (.*)", line)
        if heading and not fence:
            text = re.sub(r"[^\w\- ]", "", heading.group(1).strip().lower())
            found.add(text.replace(" ", "-"))
    return found

broken = []
for page in sys.argv[1:]:
    fence = False
    for number, line in enumerate(open(page, encoding="utf-8"), 1):
        if line.lstrip().startswith("```"):
            fence = not fence
        if fence:
            continue
        for target in re.findall(r"\]\(([^)\s]+)\)", line):
            if re.match(r"[a-z]+:", target):
                continue  # a web address
            path, _, anchor = target.partition("#")
            file = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
            if not os.path.exists(file):
                broken.append(f"{page}:{number}: {target}: no such file")
            elif anchor and file.endswith(".md") and anchor not in anchors(file):
                broken.append(f"{page}:{number}: {target}: {file} has no such section")
if broken:
    sys.exit("broken links:\n  " + "\n  ".join(broken))
print(f"links: ok ({len(sys.argv) - 1} pages)")
PY
