// The floor: the same work with no Ripple at all, as simple as an observer chain can be. A
// source keeps its observers as closures in a `ContiguousArray`; each operator stage is one
// closure wrapping the next (`{ down(f($0)) }`); no locks, no bags. Keep it this simple: every
// ratio in Docs/Performance.md is against it, so a change to it changes every row.

/// A floor source: observers are closures in a `ContiguousArray`, sending loops over them.
/// A slot is set to `nil` to detach; trailing empty slots are dropped.
final class FloorSource {
    var observers = ContiguousArray<((Int) -> Void)?>()

    /// Calls every observer with `value`.
    @inline(__always)
    func send(_ value: Int) {
        for case let observer? in observers {
            observer(value)
        }
    }

    /// Attaches `observer`; returns its slot, to detach it with `remove`.
    func observe(_ observer: @escaping (Int) -> Void) -> Int {
        observers.append(observer)
        return observers.count - 1
    }

    /// Detaches the observer in `slot`.
    func remove(_ slot: Int) {
        observers[slot] = nil
        while let last = observers.last, last == nil {
            observers.removeLast()
        }
    }
}

/// A floor property: a class whose `didSet` loops over its observers.
final class FloorProperty {
    var observers = ContiguousArray<(Int) -> Void>()
    var value: Int {
        didSet {
            for observer in observers {
                observer(value)
            }
        }
    }

    init(_ value: Int) {
        self.value = value
    }
}

/// A floor `map` stage. Not inlined, so `transform` stays a closure call as in Ripple.
@inline(never)
func floorMap(
    _ transform: @escaping (Int) -> Int, into down: @escaping (Int) -> Void
) -> (Int) -> Void {
    { down(transform($0)) }
}

/// A floor `filter` stage.
@inline(never)
func floorFilter(
    _ isIncluded: @escaping (Int) -> Bool, into down: @escaping (Int) -> Void
) -> (Int) -> Void {
    { if isIncluded($0) { down($0) } }
}

/// The running sum an observer adds into; a run's checksum.
final class Total {
    var value = 0

    /// Returns the sum so far and starts again from zero.
    func take() -> Int {
        defer { value = 0 }
        return value
    }
}

/// A deterministic generator (SplitMix64), so shuffles are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `0..<count` in a fixed shuffled order.
func shuffledIndices(_ count: Int) -> [Int] {
    var generator = SplitMix64(state: 0x5EED)
    return Array(0..<count).shuffled(using: &generator)
}
