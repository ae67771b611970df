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

        XCTAssertEqual(storedWord(of: signal.core), address(of: entry))
        withExtendedLifetime(input) {}
    }

    func test_severalObservers_areStoredAsTheirArraysAddress_holdingEachEntrysAddress() throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        let observations = (0..<3).map { _ in signal.observeValues { _ in } }
        let array = try XCTUnwrap(signal.core.entries.array)

        XCTAssertEqual(storedWord(of: signal.core), address(of: array))
        let stored = array.slots.map { $0.map { UInt(bitPattern: $0.toOpaque()) } }
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
        XCTAssertEqual(storedWord(of: signal.core), 0)

        let third = signal.observeValues { seen.append($0 * 100) }
        input.send(value: 3)
        XCTAssertEqual(seen, [10, 300])
        XCTAssertEqual(storedWord(of: signal.core), address(of: try XCTUnwrap(third as AnyObject?)))
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
        XCTAssertLessThan(array.slots.count, 20, "the cleared slots were dropped")
        let stored = array.slots.compactMap { $0.map { UInt(bitPattern: $0.toOpaque()) } }
        let expected = try observations.suffix(8).map {
            try address(of: XCTUnwrap($0 as AnyObject?))
        }
        XCTAssertEqual(stored, expected)
    }
}
