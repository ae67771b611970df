import Foundation
import Ripple
import RippleTesting

/// The core tests' name for `TestObserver`, the one event recorder of the tests (thread-safe:
/// its history is behind a lock): `observer` records, `events` and `values` read. `recordEvents`
/// (`Operators/OperatorTestSupport.swift`) is the same recorder with the observation it made.
typealias EventRecorder<Value, Error: Swift.Error> = TestObserver<Value, Error>

/// A class instance to watch with a weak reference in release tests.
final class Canary: @unchecked Sendable {}

extension Signal.Observer where Value == Canary {
    /// Sends a new `Canary` and returns a weak reference to it, `nil` once whatever kept the
    /// value has let go of it.
    func sendCanary() -> () -> Canary? {
        let canary = Canary()
        send(value: canary)
        return { [weak canary] in canary }
    }
}

struct TestError: Swift.Error, Equatable {
    var code = 1
}
