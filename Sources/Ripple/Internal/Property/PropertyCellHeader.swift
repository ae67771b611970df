import CRippleAtomics

/// The part of a `PropertyCell` that does not depend on its value's type, at its start.
@usableFromInline
struct PropertyCellHeader {
    /// Guards the cell's `current` and `sets`. The first field, so its address is the cell's,
    /// which is the owner's stored properties' (no offset to compute). Initialized in place by
    /// `initializeCell()`, torn down by `destroyCell()`.
    @usableFromInline var lock = LockPrimitive()
    /// The thread inside `modify`, or `0`: read without the lock by the re-entrancy
    /// diagnostics.
    @usableFromInline var modifyingThread = ripple_atomic_int()
    /// A `MutableProperty`'s lifetime and its producers' anchor (see `MutableProperty+Producer`),
    /// each made on first read: the bits of an `Unmanaged` reference, retained, or `0`.
    @usableFromInline var lifetimeWord = ripple_atomic_int()
    @usableFromInline var anchorWord = ripple_atomic_int()
    /// How many sets the value took; guarded by `lock`. A property derived while the signal
    /// is busy checks it to take its place in delivery order (`derive`).
    @usableFromInline var sets = 0

    @inlinable
    init() {}

    /// The header of `owner`'s cell (a `PropertyCellOwner`), for its `deinit`: reached
    /// without the protocol, whose witness table unspecialized code would look up.
    @inlinable @inline(__always)
    static func of(_ owner: AnyObject) -> UnsafeMutablePointer<PropertyCellHeader> {
        _getUnsafePointerToStoredProperties(owner).assumingMemoryBound(to: PropertyCellHeader.self)
    }

    /// Ends a `MutableProperty`'s lifetime, if it was ever read; for its `deinit`.
    static func endLifetime(_ header: UnsafeMutablePointer<PropertyCellHeader>) {
        let bits = ripple_atomic_int_exchange(&header.pointee.lifetimeWord, 0)
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return }
        Unmanaged<Lifetime>.fromOpaque(pointer).takeRetainedValue().end()
    }

    /// Tears the lock down; once, from the owner's `deinit`.
    static func destroyLock(_ header: UnsafeMutablePointer<PropertyCellHeader>) {
        InlineLock(UnsafeMutableRawPointer(header).assumingMemoryBound(to: LockPrimitive.self))
            .destroy()
    }
}
