import Ripple
import RippleTesting
import XCTest

/// Every inner run that started terminates exactly once, and one still running when the
/// output ends or is disposed is interrupted: for every producer combiner and flattener, with
/// and without a time operator in the inners, disposed before, during and after a scheduled
/// delivery, from inside the observer, and after the output completed (`InnerRunHarness`).
final class InnerRunTerminationTableTests: XCTestCase {
    typealias Inner = SignalProducer<Int, Never>
    typealias Program = @Sendable (InnerRunHarness) -> SignalProducer<String, Never>

    static let programs: [(String, Program)] = [
        (
            "SignalProducer.merge(a, b)",
            { h in SignalProducer.merge(h.inner(1), h.inner(2)).map { "\($0)" } }
        ),
        (
            "SignalProducer.merge([a, b])",
            { h in SignalProducer.merge([h.inner(1), h.inner(2)]).map { "\($0)" } }
        ),
        ("a.merge(with: b)", { h in h.inner(1).merge(with: h.inner(2)).map { "\($0)" } }),
        (
            "SignalProducer.combineLatest(a, b)",
            { h in SignalProducer.combineLatest(h.inner(1), h.inner(2)).map { "\($0)" } }
        ),
        (
            "SignalProducer.combineLatest(a, b, c)",
            { h in SignalProducer.combineLatest(h.inner(1), h.inner(2), h.inner(3)).map { "\($0)" }
            }
        ),
        (
            "SignalProducer.combineLatest([a, b])",
            { h in SignalProducer.combineLatest([h.inner(1), h.inner(2)]).map { "\($0)" } }
        ),
        (
            "a.combineLatest(with: b)",
            { h in h.inner(1).combineLatest(with: h.inner(2)).map { "\($0)" } }
        ),
        (
            "SignalProducer.zip(a, b)",
            { h in SignalProducer.zip(h.inner(1), h.inner(2)).map { "\($0)" } }
        ),
        (
            "SignalProducer.zip(a, b, c)",
            { h in SignalProducer.zip(h.inner(1), h.inner(2), h.inner(3)).map { "\($0)" } }
        ),
        (
            "SignalProducer.zip([a, b])",
            { h in SignalProducer.zip([h.inner(1), h.inner(2)]).map { "\($0)" } }
        ),
        ("a.zip(with: b)", { h in h.inner(1).zip(with: h.inner(2)).map { "\($0)" } }),
        (
            "a.sample(on: b)",
            { h in h.inner(1).sample(on: h.inner(2).map { _ in () }).map { "\($0)" } }
        ),
        ("a.sample(with: b)", { h in h.inner(1).sample(with: h.inner(2)).map { "\($0)" } }),
        ("a.withLatest(from: b)", { h in h.inner(2).withLatest(from: h.inner(1)).map { "\($0)" } }),
        (
            "a.take(until: b)",
            { h in h.inner(2).take(until: h.inner(1).map { _ in () }).map { "\($0)" } }
        ),
        ("a.then(b)", { h in h.inner(1).then(h.inner(2)).map { "\($0)" } }),
        ("a.concat(b)", { h in h.inner(1).concat(h.inner(2)).map { "\($0)" } }),
        (
            "flatMap(.merge)",
            { h in SignalProducer([1, 2]).flatMap(.merge) { h.inner($0) }.map { "\($0)" } }
        ),
        (
            "flatMap(.concat)",
            { h in SignalProducer([1, 2]).flatMap(.concat) { h.inner($0) }.map { "\($0)" } }
        ),
        (
            "flatMap(.latest)",
            { h in SignalProducer([1, 2]).flatMap(.latest) { h.inner($0) }.map { "\($0)" } }
        ),
        (
            "flatMap(.race)",
            { h in SignalProducer([1, 2]).flatMap(.race) { h.inner($0) }.map { "\($0)" } }
        ),
        (
            "flatMap(.concurrent(limit: 2))",
            { h in
                SignalProducer([1, 2, 3]).flatMap(.concurrent(limit: 2)) { h.inner($0) }.map {
                    "\($0)"
                }
            }
        ),
        (
            "flatMap(.throttle)",
            { h in SignalProducer([1, 2]).flatMap(.throttle) { h.inner($0) }.map { "\($0)" } }
        ),
    ]

    static let ends: [InnerRunHarness.End] = [
        .disposedAt(0.5), .disposedAt(1), .disposedAt(1.5), .disposedAt(2.5),
        .disposedAtFirstValue, .disposedAfterCompletion,
    ]

    private func check(timeOperator: Bool) {
        var failures: [String] = []
        var cases = 0
        for (name, program) in Self.programs + Self.arityPrograms {
            for end in Self.ends {
                let harness = InnerRunHarness(timeOperator: timeOperator)
                let events = harness.run(program(harness), end)
                cases += 1
                var problems = harness.violations()
                if !events.contains(where: { ["completed", "interrupted", "failed"].contains($0) })
                {
                    problems.append("the output never ended")
                }
                if !problems.isEmpty {
                    failures.append(
                        "\(name), \(end): \(problems.joined(separator: "; ")) | log: "
                            + harness.log.joined(separator: ", ") + " | output: "
                            + events.joined(separator: ", "))
                }
            }
        }
        XCTAssertEqual(cases, (Self.programs.count + Self.arityPrograms.count) * Self.ends.count)
        XCTAssert(
            failures.isEmpty, "\(failures.count) of \(cases):\n" + failures.joined(separator: "\n"))
    }

    func test_everyStartedInnerRunTerminatesOnce_withATimeOperatorInTheInners() {
        check(timeOperator: true)
    }

    func test_everyStartedInnerRunTerminatesOnce_withoutATimeOperatorInTheInners() {
        check(timeOperator: false)
    }
}
