#!/usr/bin/env python3
"""Which folder of patterndoc's sources uses which other folder's top-level names.

Reads every .swift file under the given roots (default: Sources/PatternDoc and the
Sources/PatternDoc* targets beside it), takes each file's top-level declarations (types,
functions, constants) as belonging to its folder (the first path component under the root,
or the target's name when it is not PatternDoc), and prints, per folder, the other folders
whose names it uses, with the names. Folders that use each other are listed at the end.
A textual approximation, not the compiler's view: members added by extensions are not seen.

Usage: Scripts/stage-graph.py [ROOT ...]
"""
import collections, glob, os, re, sys

roots = sys.argv[1:] or sorted(glob.glob("Sources/PatternDoc*"))
roots = [r for r in roots if os.path.isdir(r) and not r.endswith(("CLI", "Plugin"))]
declaration = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|nonisolated|indirect)\s+)*"
    r"(?:struct|enum|class|actor|protocol|typealias|func|let|var)\s+([A-Za-z]\w*)"
)

def folder_of(root, path):
    target = os.path.basename(root.rstrip("/"))
    first = os.path.relpath(path, root).split(os.sep)[0]
    return first if target == "PatternDoc" else target

def without_comments_and_strings(text):
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)

sources = {}
for root in roots:
    for directory, _, names in os.walk(root):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                sources[path] = (folder_of(root, path), open(path, encoding="utf-8").read())

owners = collections.defaultdict(set)
for path, (folder, text) in sources.items():
    for line in text.split("\n"):
        match = declaration.match(line)
        if match:
            owners[match.group(1)].add(folder)

uses = collections.defaultdict(lambda: collections.defaultdict(set))
for path, (folder, text) in sources.items():
    for word in set(re.findall(r"\b[A-Za-z]\w*\b", without_comments_and_strings(text))):
        for owner in owners.get(word, ()):
            if owner != folder:
                uses[folder][owner].add(word)

for folder in sorted(uses):
    print(f"{folder}:")
    for owner in sorted(uses[folder]):
        names = sorted(uses[folder][owner])
        more = " ..." if len(names) > 10 else ""
        print(f"  -> {owner} ({len(names)}): {', '.join(names[:10])}{more}")
pairs = sorted({tuple(sorted((a, b))) for a in uses for b in uses[a] if a in uses.get(b, {})})
print("\nFolders that use each other:")
for a, b in pairs:
    print(f"  {a} <-> {b}: {', '.join(sorted(uses[a][b]))} / {', '.join(sorted(uses[b][a]))}")
