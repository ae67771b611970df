import CRippleAtomics

/// An atomic integer on its own heap cell, so its address never moves.
@usableFromInline
final class AtomicInt: @unchecked Sendable {
    @usableFromInline let cell: UnsafeMutablePointer<ripple_atomic_int>

    @usableFromInline
    init(_ initial: Int = 0) {
        cell = ripple_atomic_int_create(initial)
    }

    deinit {
        ripple_atomic_int_destroy(cell)
    }

    /// The current value (acquire).
    @inlinable @inline(__always)
    var value: Int { ripple_atomic_int_load(cell) }

    /// Stores `newValue` (release).
    @inlinable @inline(__always)
    func store(_ newValue: Int) {
        ripple_atomic_int_store(cell, newValue)
    }

    /// Adds `delta`; returns the value before.
    @inlinable @inline(__always)
    @discardableResult
    func fetchAdd(_ delta: Int) -> Int {
        ripple_atomic_int_fetch_add(cell, delta)
    }

    /// Stores `newValue`; returns the value before.
    @inlinable @inline(__always)
    func exchange(_ newValue: Int) -> Int {
        ripple_atomic_int_exchange(cell, newValue)
    }
}
