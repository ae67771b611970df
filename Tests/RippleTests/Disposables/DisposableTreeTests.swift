import Ripple
import XCTest

/// Nested `CompositeDisposable` and `SerialDisposable` trees: order, handles, and constant
/// stack at any depth (run on a 512 KiB thread, as an iOS secondary thread has).
final class DisposableTreeTests: XCTestCase {
    private let depth = 100_000

    func test_nestedComposites_disposeDepthFirstInAddOrder() {
        var order: [String] = []
        let inner = CompositeDisposable()
        inner += { order.append("y") }
        inner += { order.append("z") }
        let serial = SerialDisposable(AnyDisposable { order.append("s") })
        let outer = CompositeDisposable()
        outer += { order.append("w") }
        outer += inner
        outer += serial
        outer += { order.append("x") }
        outer.dispose()
        XCTAssertEqual(order, ["w", "y", "z", "s", "x"])
        XCTAssertTrue(inner.isDisposed)
        XCTAssertTrue(serial.isDisposed)
        outer.dispose()
        XCTAssertEqual(order, ["w", "y", "z", "s", "x"])
    }

    func test_alreadyDisposedNestedComposite_isNotDisposedAgain() {
        var runs = 0
        let inner = CompositeDisposable()
        inner += { runs += 1 }
        inner.dispose()
        let outer = CompositeDisposable()
        outer += inner
        outer.dispose()
        XCTAssertEqual(runs, 1)
    }

    func test_addingATreeToADisposedComposite_disposesTheTree() {
        var runs = 0
        let inner = CompositeDisposable()
        inner += { runs += 1 }
        let outer = CompositeDisposable()
        outer.dispose()
        XCTAssertNil(outer.add(inner))
        XCTAssertTrue(inner.isDisposed)
        XCTAssertEqual(runs, 1)
    }

    func test_handle_removesWithoutDisposing_andReportsItself() {
        let composite = CompositeDisposable()
        let member = AnyDisposable()
        let handle = composite.add(member)
        XCTAssertEqual(handle?.isDisposed, false)
        handle?.dispose()
        handle?.dispose()
        XCTAssertEqual(handle?.isDisposed, true)
        composite.dispose()
        XCTAssertFalse(member.isDisposed)
    }

    func test_handle_outlivingItsComposite_isANoOpAndHoldsNoMember() {
        weak var weakMember: AnyDisposable?
        var handle: Disposable?
        do {
            let composite = CompositeDisposable()
            let member = AnyDisposable()
            weakMember = member
            handle = composite.add(member)
            composite += AnyDisposable()
        }
        // The handle keeps its own member (to find it), nothing else of the composite.
        XCTAssertNotNil(weakMember)
        handle?.dispose()
        XCTAssertEqual(handle?.isDisposed, true)
        XCTAssertEqual(weakMember?.isDisposed, false)
        handle = nil
        XCTAssertNil(weakMember)
    }

    func test_handle_afterCompaction_removesTheRightMember() {
        let composite = CompositeDisposable()
        let members = (0..<40).map { _ in AnyDisposable() }
        let handles = members.map { composite.add($0) }
        for index in 0..<30 { handles[index]?.dispose() }
        let late = AnyDisposable()
        composite += late  // compacts
        handles[35]?.dispose()
        composite.dispose()
        XCTAssertEqual(
            members.map(\.isDisposed),
            Array(repeating: false, count: 30) + [
                true, true, true, true, true, false, true, true, true, true,
            ])
        XCTAssertTrue(late.isDisposed)
    }

    func test_deepComposite_disposesOnASmallStack() {
        let depth = self.depth
        var leafDisposed = false
        var allDisposed = false
        onSmallStack {
            let leaf = AnyDisposable()
            var levels: [CompositeDisposable] = []
            var current = CompositeDisposable()
            current += leaf
            levels.append(current)
            for _ in 0..<depth {
                let outer = CompositeDisposable()
                outer += current
                current = outer
                levels.append(current)
            }
            current.dispose()
            leafDisposed = leaf.isDisposed
            allDisposed = levels.allSatisfy(\.isDisposed)
            levels = []
        }
        XCTAssertTrue(leafDisposed)
        XCTAssertTrue(allDisposed)
    }

    func test_deepComposite_releasesOnASmallStack() {
        let depth = self.depth
        weak var weakLeaf: AnyDisposable?
        var leafDisposed = true
        onSmallStack {
            var root: CompositeDisposable?
            do {
                let leaf = AnyDisposable()
                weakLeaf = leaf
                var current = CompositeDisposable()
                current += leaf
                for _ in 0..<depth {
                    let outer = CompositeDisposable()
                    outer += current
                    current = outer
                }
                root = current
            }
            XCTAssertNotNil(root)
            root = nil
            leafDisposed = weakLeaf?.isDisposed ?? false
        }
        XCTAssertNil(weakLeaf)
        XCTAssertFalse(leafDisposed)
    }

    func test_deepSerial_disposesAndReleasesOnASmallStack() {
        let depth = self.depth
        var leafDisposed = false
        weak var weakLeaf: AnyDisposable?
        onSmallStack {
            do {
                let leaf = AnyDisposable()
                var current = SerialDisposable(leaf)
                for _ in 0..<depth { current = SerialDisposable(current) }
                current.dispose()
                leafDisposed = leaf.isDisposed
            }
            do {
                let leaf = AnyDisposable()
                weakLeaf = leaf
                var current: SerialDisposable? = SerialDisposable(leaf)
                for _ in 0..<depth { current = SerialDisposable(current) }
                current = nil
            }
        }
        XCTAssertTrue(leafDisposed)
        XCTAssertNil(weakLeaf)
    }

    func test_deepMixedTree_disposesAndReleasesOnASmallStack() {
        let depth = self.depth
        var disposedOrder: [Int] = []
        weak var weakLeaf: AnyDisposable?
        onSmallStack {
            do {
                var current: Disposable = AnyDisposable { disposedOrder.append(0) }
                for level in 1...depth {
                    if level.isMultiple(of: 2) {
                        current = SerialDisposable(current)
                    } else {
                        let composite = CompositeDisposable()
                        composite += current
                        if level == depth - 1 { composite += { disposedOrder.append(level) } }
                        current = composite
                    }
                }
                current.dispose()
            }
            do {
                let leaf = AnyDisposable()
                weakLeaf = leaf
                var current: Disposable? = leaf
                for level in 1...depth {
                    if level.isMultiple(of: 2) {
                        current = SerialDisposable(current)
                    } else {
                        current = CompositeDisposable([current!])
                    }
                }
                current = nil
            }
        }
        XCTAssertEqual(disposedOrder, [0, 99_999])
        XCTAssertNil(weakLeaf)
    }

    func test_replacingASerialsDeepInner_disposesItOnASmallStack() {
        let depth = self.depth
        var leafDisposed = false
        onSmallStack {
            let leaf = AnyDisposable()
            var current = CompositeDisposable()
            current += leaf
            for _ in 0..<depth {
                let outer = CompositeDisposable()
                outer += current
                current = outer
            }
            let serial = SerialDisposable(current)
            serial.inner = nil
            leafDisposed = leaf.isDisposed
        }
        XCTAssertTrue(leafDisposed)
    }
}
