import Foundation
import XCTest

@testable import Ripple

/// Returns once `count` threads sleep waiting for their turn in `signal`'s delivery domain:
/// how a test knows that a send from another thread has reached its wait (it spins briefly
/// first, then sleeps). Fails the test if that never happens within a generous bound.
func awaitSleepingSenders<Value, Error>(
    _ count: Int, in signal: Signal<Value, Error>,
    file: StaticString = #filePath, line: UInt = #line
) {
    let domain = signal.core.base.domain
    let deadline = Date().addingTimeInterval(30)
    while domain.sleepingWaiters < count {
        guard Date() < deadline else {
            return XCTFail("no sender slept waiting for its turn", file: file, line: line)
        }
        sched_yield()
    }
}
