extension UnsafeRawPointer {
    /// The event a receiver is handed (see `ObserverEntryBase.receive`). Transparent: no frame
    /// on the per-stage delivery stack.
    @_transparent @usableFromInline
    func event<Value, Error>(of _: Signal<Value, Error>.Type) -> Signal<Value, Error>.Event {
        assumingMemoryBound(to: Signal<Value, Error>.Event.self).pointee
    }
}
