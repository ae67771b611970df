import XCTest

@testable import Ripple

/// A combining output observes its first input itself, with no observer entry of its own: the
/// observation is the output's root. These pin what that observation does that an entry did:
/// it ends when the output ends, when the output's last observer leaves, or when the first
/// input ends, and it lets go of the output then.
final class CombiningFirstInputTests: XCTestCase {
    func test_combineLatest_outputFailingThroughTheSecondInput_leavesTheFirstInput() {
        let (a, aInput) = Signal<Int, TestFailure>.pipe()
        let (b, bInput) = Signal<Int, TestFailure>.pipe()
        weak var weakOutput: Signal<(Int, Int), TestFailure>?
        var events: [String] = []
        do {
            let output = a.combineLatest(with: b)
            weakOutput = output
            output.observe { events.append("\($0)") }
        }
        XCTAssertEqual(a.core.observerCount, 1, "the output observes its first input")
        bInput.send(error: TestFailure())
        XCTAssertEqual(events.count, 1, "the failure reaches the observer: \(events)")
        XCTAssertEqual(a.core.observerCount, 0, "the ended output still observes its first input")
        XCTAssertEqual(b.core.observerCount, 0, "the ended output still observes its second input")
        aInput.send(value: 1)
        XCTAssertEqual(events.count, 1, "an ended output sends nothing more")
        XCTAssertNil(weakOutput)
    }

    func test_merge_lastObserverLeaving_releasesTheOutputAndLeavesEveryInput() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, _) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        let observation = Signal.merge(a, b).observeValues { values.append($0) }
        aInput.send(value: 1)
        XCTAssertEqual(a.core.observerCount, 1)
        observation?.dispose()
        XCTAssertEqual(
            a.core.observerCount, 0, "the released output still observes its first input")
        XCTAssertEqual(b.core.observerCount, 0)
        aInput.send(value: 2)
        XCTAssertEqual(values, [1])
    }

    func test_combineLatest_firstInputCompleting_keepsCombiningTheSecondInput() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        var values: [Int] = []
        var completed = false
        a.combineLatest(with: b).observe { event in
            switch event {
            case .value(let pair): values.append(pair.0 * 10 + pair.1)
            case .completed: completed = true
            default: break
            }
        }
        aInput.send(value: 1)
        aInput.sendCompleted()
        XCTAssertEqual(a.core.observerCount, 0, "an ended input keeps no observer")
        bInput.send(value: 2)
        bInput.send(value: 3)
        XCTAssertEqual(values, [12, 13])
        XCTAssertFalse(completed, "one input is still live")
        bInput.sendCompleted()
        XCTAssertTrue(completed)
    }

    func test_combineLatest_ofAnEndedFirstInput_isInterruptedAndObservesNothing() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, _) = Signal<Int, Never>.pipe()
        aInput.sendCompleted()
        var events: [String] = []
        a.combineLatest(with: b).observe { events.append("\($0)") }
        XCTAssertEqual(events, ["INTERRUPTED"], "the ended first input interrupts the output")
        XCTAssertEqual(b.core.observerCount, 0, "the ended output still observes its second input")
    }

    func test_combineLatest_ofAnEndedSecondInput_isInterruptedAndLeavesTheFirstInput() {
        // The second input's observation is kept before the first input is attached: the ended
        // second input interrupts the output as it is attached, and the output, ended, leaves
        // the first input it observes itself and lets go of the kept observation.
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        bInput.sendCompleted()
        weak var weakOutput: Signal<(Int, Int), Never>?
        var events: [String] = []
        do {
            let output = a.combineLatest(with: b)
            weakOutput = output
            output.observe { events.append("\($0)") }
        }
        XCTAssertEqual(events, ["INTERRUPTED"], "the ended second input interrupts the output")
        XCTAssertEqual(a.core.observerCount, 0, "the ended output still observes its first input")
        aInput.send(value: 1)
        XCTAssertEqual(events, ["INTERRUPTED"])
        XCTAssertNil(weakOutput)
    }

    func test_combineLatestOfThree_ofAnEndedThirdInput_leavesTheFirstTwo() {
        let (a, _) = Signal<Int, Never>.pipe()
        let (b, _) = Signal<Int, Never>.pipe()
        let (c, cInput) = Signal<Int, Never>.pipe()
        cInput.sendCompleted()
        var events: [String] = []
        Signal.combineLatest(a, b, c).observe { events.append("\($0)") }
        XCTAssertEqual(events, ["INTERRUPTED"])
        XCTAssertEqual(a.core.observerCount, 0)
        XCTAssertEqual(b.core.observerCount, 0, "the ended output still observes its second input")
    }

    func test_sample_ofAnEndedTrigger_isInterruptedAndLeavesTheSource() {
        let (source, _) = Signal<Int, Never>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        triggerInput.sendCompleted()
        var events: [String] = []
        source.sample(on: trigger).observe { events.append("\($0)") }
        XCTAssertEqual(events, ["INTERRUPTED"])
        XCTAssertEqual(source.core.observerCount, 0)
    }

    func test_withLatest_samplee_isLeftWhenTheDriverCompletes() {
        let (driver, driverInput) = Signal<Int, Never>.pipe()
        let (samplee, sampleeInput) = Signal<String, Never>.pipe()
        var values: [String] = []
        var completed = false
        driver.withLatest(from: samplee).observe { event in
            switch event {
            case .value(let pair): values.append("\(pair.0)\(pair.1)")
            case .completed: completed = true
            default: break
            }
        }
        XCTAssertEqual(samplee.core.observerCount, 1, "the output observes its samplee")
        sampleeInput.send(value: "a")
        driverInput.send(value: 1)
        driverInput.sendCompleted()
        XCTAssertEqual(values, ["1a"])
        XCTAssertTrue(completed)
        XCTAssertEqual(samplee.core.observerCount, 0, "the ended output still observes its samplee")
    }
}

private struct TestFailure: Error {}
