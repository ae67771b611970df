import CMallocCounter
import XCTest

/// Counts the heap allocations `body` makes on the calling thread.
///
/// `body` runs twice and the second run is counted: the first instantiates generic metadata
/// and per-thread state, which are made once per process or thread, not per use.
func allocations(_ body: () -> Void) throws -> Int {
    guard ripple_bench_counts_allocations() == 1 else {
        throw XCTSkip("allocations are counted on Linux with glibc, in a build without sanitizers")
    }
    body()
    let before = ripple_thread_allocations()
    body()
    return ripple_thread_allocations() - before
}
