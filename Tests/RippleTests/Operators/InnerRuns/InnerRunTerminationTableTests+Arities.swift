import Ripple
import RippleTesting
import XCTest

/// The rows of `InnerRunTerminationTableTests` for `combineLatest` and `zip` of four to ten
/// producers, in their static forms and their array forms: inner `p<n>` sends at `n` seconds, so
/// disposing at 0.5 to 2.5 seconds ends the output with most inners still running.
extension InnerRunTerminationTableTests {
    static let arityPrograms: [(String, Program)] = [
        (
            "SignalProducer.combineLatest(a, b, c, d)",
            { h in
                SignalProducer.combineLatest(h.inner(1), h.inner(2), h.inner(3), h.inner(4)).map {
                    "\($0)"
                }
            }
        ),
        (
            "SignalProducer.combineLatest(a, b, c, d, e)",
            { h in
                SignalProducer.combineLatest(
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5)
                ).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.combineLatest(a, b, c, d, e, f)",
            { h in
                SignalProducer.combineLatest(
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6)
                ).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.combineLatest(a, b, c, d, e, f, g)",
            { h in
                SignalProducer.combineLatest(
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6),
                    h.inner(7)
                ).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.combineLatest(a, b, c, d, e, f, g, h)",
            { h in
                SignalProducer.combineLatest(
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6),
                    h.inner(7), h.inner(8)
                ).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.combineLatest(a, b, c, d, e, f, g, h, i)",
            { h in
                SignalProducer.combineLatest(
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6),
                    h.inner(7), h.inner(8), h.inner(9)
                ).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.combineLatest(a, b, c, d, e, f, g, h, i, j)",
            { h in
                SignalProducer.combineLatest(
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6),
                    h.inner(7), h.inner(8), h.inner(9), h.inner(10)
                ).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.combineLatest([4 producers])",
            { h in
                SignalProducer.combineLatest([h.inner(1), h.inner(2), h.inner(3), h.inner(4)]).map {
                    "\($0)"
                }
            }
        ),
        (
            "SignalProducer.combineLatest([10 producers])",
            { h in
                SignalProducer.combineLatest([
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6),
                    h.inner(7), h.inner(8), h.inner(9), h.inner(10),
                ]).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.zip(a, b, c, d)",
            { h in
                SignalProducer.zip(h.inner(1), h.inner(2), h.inner(3), h.inner(4)).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.zip(a, b, c, d, e)",
            { h in
                SignalProducer.zip(h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5)).map {
                    "\($0)"
                }
            }
        ),
        (
            "SignalProducer.zip(a, b, c, d, e, f)",
            { h in
                SignalProducer.zip(
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6)
                ).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.zip(a, b, c, d, e, f, g)",
            { h in
                SignalProducer.zip(
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6),
                    h.inner(7)
                ).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.zip(a, b, c, d, e, f, g, h)",
            { h in
                SignalProducer.zip(
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6),
                    h.inner(7), h.inner(8)
                ).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.zip(a, b, c, d, e, f, g, h, i)",
            { h in
                SignalProducer.zip(
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6),
                    h.inner(7), h.inner(8), h.inner(9)
                ).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.zip(a, b, c, d, e, f, g, h, i, j)",
            { h in
                SignalProducer.zip(
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6),
                    h.inner(7), h.inner(8), h.inner(9), h.inner(10)
                ).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.zip([4 producers])",
            { h in
                SignalProducer.zip([h.inner(1), h.inner(2), h.inner(3), h.inner(4)]).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.zip([10 producers])",
            { h in
                SignalProducer.zip([
                    h.inner(1), h.inner(2), h.inner(3), h.inner(4), h.inner(5), h.inner(6),
                    h.inner(7), h.inner(8), h.inner(9), h.inner(10),
                ]).map { "\($0)" }
            }
        ),
    ]
}
