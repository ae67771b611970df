"""Compares public symbol graphs for Scripts/api-diff and Scripts/api-diff-ksr.

    python3 api-diff-compare.py GUIDE SECTION SHOW-ALL REF-GRAPH RIPPLE-GRAPH [REF RIPPLE ...]

Each REF-GRAPH / RIPPLE-GRAPH is a folder of `*.symbols.json` files (one module, with the
extensions it declares on other modules' types). A declaration's key is its path components
joined by dots: type path, name and argument labels. A reference key is "missing" when the
paired Ripple graph has no declaration of it, "fewer" when Ripple has fewer overloads of it
of one kind (static and instance methods of one name and labels are counted apart).
Keys in the first column of the table under "## SECTION" of GUIDE are documented: counted,
and printed only when SHOW-ALL is "--all". Exits 1 when an undocumented difference remains.
"""

import collections
import glob
import json
import os
import re
import sys


def keys(graph):
    """How many public declarations share each (key, kind): a static `concat(_:)` and an
    instance `concat(_:)` have the same key and are counted apart."""
    counts = collections.Counter()
    for path in glob.glob(os.path.join(graph, "*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            components = symbol["pathComponents"]
            if any(c.startswith("_") for c in components):
                continue  # underscored: not public API by convention
            counts[(".".join(components), symbol["kind"]["identifier"])] += 1
    return counts


def documented(guide, section):
    """The first-column keys of the table under `## section`, with each one's reason."""
    excluded, in_section = {}, False
    for line in open(guide):
        if line.startswith("## "):
            in_section = line.strip() == "## " + section
        elif in_section and line.startswith("| `"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            for key in re.findall(r"`([^`]+)`", cells[0]):
                excluded[key] = cells[-1]
    return excluded


def main(guide, section, show_all, *graphs):
    excluded = documented(guide, section)
    names = [os.path.basename(os.path.normpath(g)) for g in graphs]
    reference, ripple = collections.Counter(), collections.Counter()
    missing, fewer = [], []
    for ref_graph, ripple_graph in zip(graphs[0::2], graphs[1::2]):
        ref_counts, ripple_counts = keys(ref_graph), keys(ripple_graph)
        ref_keys = {key for key, _ in ref_counts}
        ripple_keys = {key for key, _ in ripple_counts}
        reference.update(ref_keys)
        ripple.update(ripple_keys)
        missing += [k for k in ref_keys if k not in ripple_keys]
        fewer += sorted({
            (key, theirs, ripple_counts[(key, kind)])
            for (key, kind), theirs in ref_counts.items()
            if key in ripple_keys and ripple_counts[(key, kind)] < theirs
        })
    missing.sort()
    fewer.sort()
    undocumented = [k for k in missing + [k for k, _, _ in fewer] if k not in excluded]
    reference_names = " + ".join(names[0::2])
    ripple_names = " + ".join(names[1::2])
    print(f"{reference_names} public keys: {sum(1 for _ in reference)}, "
          f"{ripple_names} public keys: {sum(1 for _ in ripple)}")
    print(f"missing in Ripple: {len(missing)}, fewer overloads in Ripple: {len(fewer)}")
    print(f"undocumented: {len(undocumented)} (the rest are in the guide's table)")
    rows = [("MISSING", k, "") for k in missing]
    rows += [("FEWER", k, f" ({ours} -> {theirs})") for k, ours, theirs in fewer]
    for kind, key, counts in rows:
        if key not in excluded:
            print(f"{kind} {key}{counts}")
        elif show_all:
            print(f"{kind} {key}{counts}, documented: {excluded[key]}")
    return 1 if undocumented else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3] == "--all", *sys.argv[4:]))
