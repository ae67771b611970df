import Ripple

extension OperatorRegistry {
    /// The operators of `Sources/Ripple/Property/` with no stream form of the same name, and a
    /// `MutableProperty`'s access to its value. A property's `map`, `combineLatest(with:)` and
    /// the like share their entry with the stream operator of the same name.
    static var properties: [RegisteredOperator] {
        [
            .init(
                "filter(initial:)",
                .leak(
                    .property { root, canary in
                        root.filter(initial: 0) {
                            _ = canary; return $0 > 0
                        }
                    })),
            .init(
                "modify(_:)", .surface,
                exempt: "a MutableProperty's change of its value under its lock, not a stream "
                    + "operator: nothing scheduled, nothing kept past the call"),
            .init(
                "swap(_:)",
                exempt: "modify(_:) that returns the old value; PropertyTests check it"),
            .init(
                "withValue(_:)",
                exempt: "a MutableProperty's read of its value under its lock, not a stream "
                    + "operator: nothing scheduled, nothing kept past the call"),
        ]
    }
}
