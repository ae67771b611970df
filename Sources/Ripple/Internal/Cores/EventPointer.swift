extension UnsafeRawPointer {
    /// The event a receiver is handed (see `ObserverEntryBase.receive`). Transparent: no frame
    /// on the per-stage delivery stack.
    @_transparent @usableFromInline
    func event<Value, Error>(of _: Signal<Value, Error>.Type) -> Signal<Value, Error>.Event {
        assumingMemoryBound(to: Signal<Value, Error>.Event.self).pointee
    }

    /// The value of the event a receiver is handed, copied alone; `nil` for a terminal event.
    /// A copy of the whole event (`event(of:)`), with a value of a type from another module,
    /// goes through the event's generic value witness: for a tuple, a runtime walk of its
    /// elements' witnesses.
    @_transparent @usableFromInline
    func value<Value, Error>(of _: Signal<Value, Error>.Type) -> Value? {
        assumingMemoryBound(to: Signal<Value, Error>.Event.self).pointee.value
    }

    /// The terminal event a receiver is handed (one `value(of:)` found `nil`), as an event of
    /// `U`: its error copied alone (see `value(of:)`).
    @_transparent @usableFromInline
    func terminalEvent<Value, Error, U>(of _: Signal<Value, Error>.Type, as _: U.Type)
        -> Signal<U, Error>.Event
    {
        let event = assumingMemoryBound(to: Signal<Value, Error>.Event.self)
        if let error = event.pointee.error { return .failed(error) }
        return event.pointee.isCompleted ? .completed : .interrupted
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
