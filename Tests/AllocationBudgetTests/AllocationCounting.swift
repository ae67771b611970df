import CMallocCounter
import XCTest

/// Counts the heap allocations `body` makes on the calling thread.
///
/// `body` runs `countingRuns` times and the last run is counted: the first ones instantiate
/// generic metadata and per-thread and per-process state (one warm-up run was not enough for a
/// combining operator run alone: it counted 4 more than in the whole suite).
func allocations(_ body: () -> Void) throws -> Int {
    try countLastRun(of: body, by: ripple_thread_allocations)
}

/// Counts the bytes `body` asks the heap for on the calling thread (what it requests, not
/// what malloc rounds that up to), counted as in `allocations(_:)`.
func allocatedBytes(_ body: () -> Void) throws -> Int {
    try countLastRun(of: body, by: ripple_thread_allocated_bytes)
}

/// How many times `allocations(_:)` runs its body.
let countingRuns = 3

/// Runs `body` `countingRuns` times; returns how much `counter` grew during the last run.
private func countLastRun(of body: () -> Void, by counter: () -> Int) throws -> Int {
    guard ripple_bench_counts_allocations() == 1 else {
        throw XCTSkip("allocations are counted on Linux with glibc, in a build without sanitizers")
    }
    for _ in 1..<countingRuns { body() }
    let before = counter()
    body()
    return counter() - before
}
