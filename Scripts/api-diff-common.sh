# Shared by Scripts/api-diff (ReactiveSwift 7.2.1) and Scripts/api-diff-ksr (Kickstarter's
# ReactiveExtensions 2.0.0); sourced, not run. Builds reference libraries in scratch packages
# under ${TMPDIR:-/tmp}/ripple-api-diff, extracts public symbol graphs with
# `swift-symbolgraph-extract`, and compares them with Ripple's (Scripts/api-diff-compare.py).
# Nothing fetched is copied into this repository.

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=${TMPDIR:-/tmp}/ripple-api-diff
guide="$repo/Sources/Ripple/Ripple.docc/MigratingFromReactiveSwift.md"

# build_reactiveswift CHECKOUT: ReactiveSwift's library target alone, in a package of its own
# at $work/ReactiveSwift (no test dependencies, so no network is needed).
build_reactiveswift() {
    mkdir -p "$work/ReactiveSwift"
    ln -sfn "$1/Sources" "$work/ReactiveSwift/Sources"
    cat >"$work/ReactiveSwift/Package.swift" <<'MANIFEST'
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ReactiveSwift",
    products: [.library(name: "ReactiveSwift", targets: ["ReactiveSwift"])],
    targets: [.target(name: "ReactiveSwift", path: "Sources", exclude: ["Info.plist", "ReactiveSwift.h"])],
    swiftLanguageVersions: [.v5]
)
MANIFEST
    echo "building ReactiveSwift from $1" >&2
    swift build --package-path "$work/ReactiveSwift" --scratch-path "$work/ReactiveSwift-build" >&2
}

# build_ripple TARGET...: builds the named targets of this checkout.
build_ripple() {
    local target
    for target in "$@"; do
        echo "building $target" >&2
        swift build --package-path "$repo" --target "$target" >&2
    done
}

# bin_path PACKAGE [SCRATCH]: the package's build products folder.
bin_path() {
    if [[ -n "${2:-}" ]]; then
        swift build --package-path "$1" --scratch-path "$2" --show-bin-path
    else
        swift build --package-path "$1" --show-bin-path
    fi
}

# extract MODULE BIN-PATH OUTPUT-DIR: the module's public symbol graph (fresh).
extract() {
    local triple sdk=()
    triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
    if command -v xcrun >/dev/null 2>&1; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
    mkdir -p "$3"
    rm -f "$3"/*.json
    swift-symbolgraph-extract -module-name "$1" -target "$triple" "${sdk[@]}" \
        -I "$2" -I "$2/Modules" -minimum-access-level public -output-dir "$3"
}

# compare SECTION SHOW-ALL REFERENCE-GRAPH RIPPLE-GRAPH [REFERENCE-GRAPH RIPPLE-GRAPH ...]:
# prints the reference keys Ripple lacks or has fewer overloads of, less those in the first
# column of the guide's table under "## SECTION"; exits 1 when an undocumented one remains.
compare() {
    python3 "$repo/Scripts/api-diff-compare.py" "$guide" "$@"
}
