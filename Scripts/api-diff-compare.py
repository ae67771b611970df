"""Compares public symbol graphs for Scripts/api-diff and Scripts/api-diff-ksr.

    python3 api-diff-compare.py GUIDE SECTION SHOW-ALL REF-GRAPH RIPPLE-GRAPH [REF RIPPLE ...]

Each REF-GRAPH / RIPPLE-GRAPH is a folder of `*.symbols.json` files (one module, with the
extensions it declares on other modules' types). A declaration's key is its path components
joined by dots: type path, name and argument labels. A reference key is "missing" when the
paired Ripple graph has no declaration of it, "fewer" when Ripple has fewer overloads of it
of one kind (static and instance methods of one name and labels are counted apart).
A key both have is then compared by generic signature: the `where` constraints of the
declaration and of its extension, less those its type always has, with a declaration's own
generic parameters renamed by position (`S.Element == Value` and `T.Element == Value` match).
A reference signature Ripple has no declaration of, under that key and kind, is "unmatched",
printed as `KEY where CONSTRAINTS` (`SignalProducer.init(_:) where Error == Never, ...`): an
overload that differs only by its constraints or its constrained extension.
Keys in the first column of the table under "## SECTION" of GUIDE are documented: counted,
and printed only when SHOW-ALL is "--all". Exits 1 when an undocumented difference remains.
"""

import collections
import glob
import json
import os
import re
import sys


def symbols(graph):
    """Every public, non-underscored symbol of the graph's files."""
    for path in glob.glob(os.path.join(graph, "*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            if not any(c.startswith("_") for c in symbol["pathComponents"]):
                yield symbol


def constraints(symbol):
    """A symbol's generic constraints as strings, its own generic parameters (depth > 0)
    renamed by position so that two spellings of one signature compare equal."""
    generics = symbol.get("swiftGenerics") or {}
    names = {
        p["name"]: f"T{p['depth']}_{p['index']}"
        for p in generics.get("parameters", []) if p["depth"] > 0
    }

    def rename(text):
        return re.sub(r"\b\w+\b", lambda m: names.get(m.group(0), m.group(0)), text)

    relation = {"sameType": "==", "conformance": ":", "superclass": ":"}
    return {  # a conformance's right side names a protocol, never a generic parameter
        f"{rename(c['lhs'])} {relation.get(c['kind'], c['kind'])} "
        f"{rename(c['rhs']) if c['kind'] == 'sameType' else c['rhs']}"
        for c in generics.get("constraints", [])
    }


def keys(graph):
    """For each (key, kind), the generic signature of each of its public declarations: a
    static `concat(_:)` and an instance `concat(_:)` have the same key and are counted apart.
    A signature is the sorted constraints of the declaration less those of its type."""
    found = list(symbols(graph))
    types = {".".join(s["pathComponents"]): constraints(s) for s in found}
    signatures = collections.defaultdict(list)
    for symbol in found:
        components = symbol["pathComponents"]
        own = constraints(symbol) - types.get(".".join(components[:-1]), set())
        key = (".".join(components), symbol["kind"]["identifier"])
        signatures[key].append(", ".join(sorted(own)))
    return signatures


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


def documentation(excluded, key):
    """The guide's reason for a key, or None. `KEY where *` documents every unmatched
    signature of KEY."""
    return excluded.get(key) or excluded.get(key.split(" where ")[0] + " where *")


def main(guide, section, show_all, *graphs):
    excluded = documented(guide, section)
    names = [os.path.basename(os.path.normpath(g)) for g in graphs]
    reference, ripple = collections.Counter(), collections.Counter()
    missing, fewer, unmatched = [], [], []
    for ref_graph, ripple_graph in zip(graphs[0::2], graphs[1::2]):
        ref_sigs, ripple_sigs = keys(ref_graph), keys(ripple_graph)
        ref_keys = {key for key, _ in ref_sigs}
        ripple_keys = {key for key, _ in ripple_sigs}
        reference.update(ref_keys)
        ripple.update(ripple_keys)
        missing += [k for k in ref_keys if k not in ripple_keys]
        fewer += sorted({
            (key, len(theirs), len(ripple_sigs.get((key, kind), [])))
            for (key, kind), theirs in ref_sigs.items()
            if key in ripple_keys and len(ripple_sigs.get((key, kind), [])) < len(theirs)
        })
        for (key, kind), theirs in ref_sigs.items():
            ours = set(ripple_sigs.get((key, kind), []))
            if key in ripple_keys:
                unmatched += sorted({f"{key} where {s}" for s in theirs if s and s not in ours})
    missing.sort()
    fewer.sort()
    unmatched = sorted(set(unmatched))
    undocumented = [
        k for k in missing + [k for k, _, _ in fewer] + unmatched
        if documentation(excluded, k) is None
    ]
    reference_names = " + ".join(names[0::2])
    ripple_names = " + ".join(names[1::2])
    print(f"{reference_names} public keys: {sum(1 for _ in reference)}, "
          f"{ripple_names} public keys: {sum(1 for _ in ripple)}")
    print(f"missing in Ripple: {len(missing)}, fewer overloads in Ripple: {len(fewer)}, "
          f"unmatched generic signatures: {len(unmatched)}")
    print(f"undocumented: {len(undocumented)} (the rest are in the guide's table)")
    rows = [("MISSING", k, "") for k in missing]
    rows += [("FEWER", k, f" ({ours} -> {theirs})") for k, ours, theirs in fewer]
    rows += [("UNMATCHED", k, "") for k in unmatched]
    for kind, key, counts in rows:
        reason = documentation(excluded, key)
        if reason is None:
            print(f"{kind} {key}{counts}")
        elif show_all:
            print(f"{kind} {key}{counts}, documented: {reason}")
    return 1 if undocumented else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3] == "--all", *sys.argv[4:]))
