extension Signal {
    /// One event on a signal. The grammar is `value* (failed | completed | interrupted)?`:
    /// any number of values, then at most one terminal event, after which nothing is sent.
    public enum Event {
        /// A value.
        case value(Value)
        /// The signal failed with an error. Terminal.
        case failed(Error)
        /// The signal completed successfully. Terminal.
        case completed
        /// The work behind the signal was cancelled. Terminal.
        case interrupted

        /// The value, if this is a `.value` event.
        @inlinable
        public var value: Value? {
            if case .value(let value) = self { return value }
            return nil
        }

        /// The error, if this is a `.failed` event.
        @inlinable
        public var error: Error? {
            if case .failed(let error) = self { return error }
            return nil
        }

        /// Whether this event ends the signal (`failed`, `completed` or `interrupted`).
        @inlinable
        public var isTerminating: Bool {
            if case .value = self { return false }
            return true
        }

        /// Whether this is the `.completed` event.
        @inlinable
        public var isCompleted: Bool {
            if case .completed = self { return true }
            return false
        }

        /// Transforms the value of a `.value` event; terminal events pass through.
        ///
        /// - Parameter transform: The value transformation.
        /// - Returns: The transformed event.
        @inlinable
        public func map<U>(_ transform: (Value) throws -> U) rethrows -> Signal<U, Error>.Event {
            switch self {
            case .value(let value): return .value(try transform(value))
            case .failed(let error): return .failed(error)
            case .completed: return .completed
            case .interrupted: return .interrupted
            }
        }

        /// Transforms the error of a `.failed` event; other events pass through.
        ///
        /// - Parameter transform: The error transformation.
        /// - Returns: The transformed event.
        @inlinable
        public func mapError<F>(_ transform: (Error) throws -> F) rethrows -> Signal<Value, F>.Event
        {
            switch self {
            case .value(let value): return .value(value)
            case .failed(let error): return .failed(try transform(error))
            case .completed: return .completed
            case .interrupted: return .interrupted
            }
        }
    }
}

extension Signal.Event: Equatable where Value: Equatable, Error: Equatable {}

extension Signal.Event: Sendable where Value: Sendable, Error: Sendable {}

extension Signal.Event: CustomStringConvertible {
    /// ReactiveSwift's text for an event: `VALUE 3`, `FAILED <error>`, `COMPLETED` or
    /// `INTERRUPTED`, so logs and snapshots read the same after porting.
    ///
    /// ```swift fragment
    /// print(Signal<Int, Never>.Event.value(7))  // VALUE 7
    /// ```
    public var description: String {
        switch self {
        case .value(let value): return "VALUE \(value)"
        case .failed(let error): return "FAILED \(error)"
        case .completed: return "COMPLETED"
        case .interrupted: return "INTERRUPTED"
        }
    }
}
