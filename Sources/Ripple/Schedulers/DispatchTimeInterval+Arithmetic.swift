import Dispatch

// Internal arithmetic on `DispatchTimeInterval` under ReactiveSwift's internal names (its spec
// suite reads them through `@testable import`): seconds as a `Double`, negation, and scaling.
// They stay internal, as in ReactiveSwift; Ripple's public time type is `Duration`.
extension DispatchTimeInterval {
    /// The interval in seconds (a `TimeInterval`); `.never` is `+infinity`.
    var timeInterval: Double {
        switch self {
        case .seconds(let seconds): return Double(seconds)
        case .milliseconds(let milliseconds): return Double(milliseconds) / 1e3
        case .microseconds(let microseconds): return Double(microseconds) / 1e6
        case .nanoseconds(let nanoseconds): return Double(nanoseconds) / 1e9
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The same interval pointing the other way; `.never` stays `.never`.
    static prefix func - (interval: DispatchTimeInterval) -> DispatchTimeInterval {
        switch interval {
        case .seconds(let seconds): return .seconds(0 &- seconds)
        case .milliseconds(let milliseconds): return .milliseconds(0 &- milliseconds)
        case .microseconds(let microseconds): return .microseconds(0 &- microseconds)
        case .nanoseconds(let nanoseconds): return .nanoseconds(0 &- nanoseconds)
        case .never: return .never
        @unknown default: return .never
        }
    }

    /// `interval` scaled by `factor`, in the finest unit (nanoseconds, then micro-, milli-,
    /// whole seconds) whose count still fits in an `Int`; `.never` when none does.
    static func * (interval: DispatchTimeInterval, factor: Double) -> DispatchTimeInterval {
        let seconds = interval.timeInterval * factor
        let units: [(perSecond: Double, make: (Int) -> DispatchTimeInterval)] = [
            (1e9, { .nanoseconds($0) }), (1e6, { .microseconds($0) }),
            (1e3, { .milliseconds($0) }), (1, { .seconds($0) }),
        ]
        for unit in units {
            if let count = Int(exactly: (seconds * unit.perSecond).rounded()) {
                return unit.make(count)
            }
        }
        return .never
    }
}
