import XCTest

@testable import Ripple

/// A signal's observers are found through plain object addresses (`ObserverSlots`), as a leak
/// checker (LeakSanitizer, valgrind's memcheck) finds them when it scans memory for pointers:
/// with a tagged word, every live signal's observer array was reported as lost.
final class ObserverSlotsTests: XCTestCase {
    /// The bits stored in `core`'s slots word, as a scan of the core's memory sees them.
    private func storedWord(of core: CoreBase) -> UInt {
        withUnsafeBytes(of: core.entries) { $0.load(as: UInt.self) }
    }

    private func address(of object: AnyObject) -> UInt {
        UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    }

    func test_aLoneObserver_isStoredAsItsAddress() throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        let observation = signal.observeValues { _ in }
        let entry = try XCTUnwrap(observation as? ObserverEntryBase)

        XCTAssertEqual(storedWord(of: signal.core.base), address(of: entry))
        withExtendedLifetime(input) {}
    }

    func test_severalObservers_areStoredAsTheirArraysAddress_holdingEachEntrysAddress() throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        let observations = (0..<3).map { _ in signal.observeValues { _ in } }
        let array = try XCTUnwrap(signal.core.entries.array)

        XCTAssertEqual(storedWord(of: signal.core.base), address(of: array))
        let stored = (0..<array.count).map { array[$0].map { UInt(bitPattern: $0.toOpaque()) } }
        let expected = try observations.map { try address(of: XCTUnwrap($0 as AnyObject?)) }
        XCTAssertEqual(stored, expected)
        withExtendedLifetime(input) {}
    }

    func test_afterDisposals_theSlotsGoBackToTheLoneObserver_thenToNone() throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        var seen: [Int] = []
        let first = signal.observeValues { seen.append($0) }
        let second = signal.observeValues { seen.append($0 * 10) }
        XCTAssertNotNil(signal.core.entries.array)

        // Compaction needs 16 slots; removing down to no observer empties the slots.
        first?.dispose()
        input.send(value: 1)
        second?.dispose()
        input.send(value: 2)
        XCTAssertEqual(seen, [10])
        XCTAssertEqual(storedWord(of: signal.core.base), 0)

        let third = signal.observeValues { seen.append($0 * 100) }
        input.send(value: 3)
        XCTAssertEqual(seen, [10, 300])
        XCTAssertEqual(
            storedWord(of: signal.core.base), address(of: try XCTUnwrap(third as AnyObject?)))
    }

    func test_compaction_keepsTheRemainingEntriesAddresses_inAttachOrder() throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        var seen: [Int] = []
        let observations = (0..<20).map { index in signal.observeValues { seen.append($0 + index) }
        }
        for observation in observations.prefix(12) { observation?.dispose() }
        input.send(value: 100)

        XCTAssertEqual(seen, Array(112..<120))
        let array = try XCTUnwrap(signal.core.entries.array)
        XCTAssertLessThan(array.count, 20, "the cleared slots were dropped")
        let stored = (0..<array.count).compactMap {
            array[$0].map { UInt(bitPattern: $0.toOpaque()) }
        }
        let expected = try observations.suffix(8).map {
            try address(of: XCTUnwrap($0 as AnyObject?))
        }
        XCTAssertEqual(stored, expected)
    }

    func test_acrossTheInlineSlots_disposalsAndAttaches_keepAttachOrder() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var seen: [Int] = []
        var observations: [Int: Disposable?] = [:]
        var live: [Int] = []
        func attach(_ id: Int) {
            observations[id] = signal.observeValues { _ in seen.append(id) }
            live.append(id)
        }
        func dispose(_ id: Int) {
            observations[id]??.dispose()
            live.removeAll { $0 == id }
        }
        // Past the inline slots and back, with compactions (from 16 slots, half cleared).
        for id in 0..<10 { attach(id) }
        for id in [1, 3, 4, 8] { dispose(id) }
        for id in 10..<24 { attach(id) }
        for id in [0, 2, 5, 6, 7, 9, 11, 13, 15, 17, 19, 21] { dispose(id) }
        for id in 24..<27 { attach(id) }
        for step in 0..<3 {
            seen = []
            input.send(value: step)
            XCTAssertEqual(seen, live, "step \(step)")
            dispose(live[live.count / 2])
        }
    }

    func test_observersComingAndGoingBesideAKeptOne_reuseTheLastSlots() throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        var seen: [Int] = []
        let kept = signal.observeValues { seen.append($0) }
        for value in 1...10 {
            let passing = signal.observeValues { seen.append($0 * 10) }
            let other = signal.observeValues { seen.append($0 * 100) }
            input.send(value: value)
            // Disposed in attach order: the second leaves the last slot, then gives back both.
            passing?.dispose()
            other?.dispose()
        }
        let array = try XCTUnwrap(signal.core.entries.array)
        XCTAssertEqual(array.count, 1, "the cleared last slots were given back")
        XCTAssertEqual(array.overflow.capacity, 0, "no overflow array was ever needed")
        XCTAssertEqual(seen.count, 30)
        XCTAssertEqual(seen.suffix(3), [10, 100, 1_000])

        input.send(value: 11)
        XCTAssertEqual(seen.last, 11, "the kept observer still receives")
        withExtendedLifetime(kept) {}
    }

    func test_aClearedMiddleSlot_staysUntilTheSlotsAfterItAreCleared() throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        var seen: [Int] = []
        let first = signal.observeValues { seen.append($0) }
        let middle = signal.observeValues { seen.append($0 * 10) }
        let last = signal.observeValues { seen.append($0 * 100) }
        let array = try XCTUnwrap(signal.core.entries.array)

        middle?.dispose()
        XCTAssertEqual(array.count, 3, "a cleared slot with a live one after it is kept")
        last?.dispose()
        XCTAssertEqual(array.count, 1, "clearing the last slot gives back the cleared one before")
        input.send(value: 1)
        XCTAssertEqual(seen, [1])
        withExtendedLifetime(first) {}
    }
}
