extension UnsafeRawPointer {
    /// The event a receiver is handed (see `ObserverEntryBase.receive`). Transparent: no frame
    /// on the per-stage delivery stack.
    @_transparent @usableFromInline
    func event<Value, Error>(of _: Signal<Value, Error>.Type) -> Signal<Value, Error>.Event {
        assumingMemoryBound(to: Signal<Value, Error>.Event.self).pointee
    }

    /// The event a receiver is handed, as the pointer a core's `deliverInDomain(at:)` takes,
    /// so a stage can hand it on without a copy. The core never writes through it.
    @_transparent @usableFromInline
    func mutableEvent<Value, Error>(of _: Signal<Value, Error>.Type)
        -> UnsafeMutablePointer<Signal<Value, Error>.Event>
    {
        UnsafeMutablePointer(mutating: assumingMemoryBound(to: Signal<Value, Error>.Event.self))
    }
}
