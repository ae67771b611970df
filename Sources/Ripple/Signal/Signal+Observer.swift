extension Signal {
    /// Receives a signal's events. It is also the input of a signal you create: send events
    /// into it with `send(value:)`, `send(error:)`, `sendCompleted()` and `sendInterrupted()`.
    ///
    /// Sends after a terminal event are ignored. The input observer of a pipe or generator
    /// signal interrupts the signal when it is released while the signal is still alive, so a
    /// signal nobody can send into any more lets its observers go.
    public final class Observer: @unchecked Sendable {
        /// Where the events go.
        @usableFromInline let target: Target

        /// Where an observer's events go: its closure, or, for an input, the root of the
        /// signal it sends into, retained by the observer (see `init(sendingInto:)`,
        /// `deinit`). (An input's closure over the root, which has no generic type, would
        /// capture the signal's types in unspecialized code: an allocation per signal. Nor is
        /// the closure optional: an optional closure is stored behind a thunk. The root is
        /// unmanaged so that reading the target on each send copies no reference.)
        @usableFromInline
        enum Target {
            case action((Event) -> Void)
            case root(Unmanaged<RootCore>)
        }

        /// Creates an observer that calls `action` with every event.
        ///
        /// - Parameter action: The closure to call.
        @inlinable
        public init(_ action: @escaping (Event) -> Void) {
            target = .action(action)
        }

        /// The input of the signal whose root is `root`: sends into it, and interrupts it when
        /// released.
        @inlinable
        init(sendingInto root: RootCore) {
            target = .root(Unmanaged.passRetained(root))
        }

        /// Creates an observer from a closure per kind of event; each may be omitted.
        ///
        /// - Parameters:
        ///   - value: Called with each value.
        ///   - failed: Called with the error when the signal fails.
        ///   - completed: Called when the signal completes.
        ///   - interrupted: Called when the signal is interrupted.
        @inlinable
        public convenience init(
            value: ((Value) -> Void)? = nil,
            failed: ((Error) -> Void)? = nil,
            completed: (() -> Void)? = nil,
            interrupted: (() -> Void)? = nil
        ) {
            let action: (Event) -> Void = { event in
                switch event {
                case .value(let v): value?(v)
                case .failed(let error): failed?(error)
                case .completed: completed?()
                case .interrupted: interrupted?()
                }
            }
            self.init(action)
        }

        deinit {
            guard case .root(let unmanaged) = target else { return }
            let root = unmanaged.takeRetainedValue()
            // Usually the signal has ended by now (a run that completed). A `deinit` of a
            // generic class runs unspecialized, where making the typed event looks up its
            // metadata: first check, in the domain, whether there is anything to interrupt.
            if root.tryEnter() {
                let isLive = !root.isTerminated
                root.leave()
                if !isLive { return }
            }
            Self.interrupt(root)
        }

        /// Sends `interrupted` into `root`: a call of its own, so that the lookup of the
        /// event's metadata is made only when the signal is still live.
        @inline(never)
        static func interrupt(_ root: RootCore) {
            SignalView<Value, Error>(root).send(.interrupted)
        }

        /// Sends `event`.
        ///
        /// - Parameter event: The event to send.
        @inlinable @inline(__always)
        public func send(_ event: Event) {
            switch target {
            case .root(let root):
                root._withUnsafeGuaranteedRef { SignalView<Value, Error>.send(event, into: $0) }
            case .action(let action): action(event)
            }
        }

        /// Sends a value.
        ///
        /// - Parameter value: The value to send.
        @inlinable @inline(__always)
        public func send(value: Value) {
            send(.value(value))
        }

        /// Fails the signal with `error`.
        ///
        /// - Parameter error: The error to send.
        @inlinable
        public func send(error: Error) {
            send(.failed(error))
        }

        /// Completes the signal.
        @inlinable
        public func sendCompleted() {
            send(.completed)
        }

        /// Interrupts the signal.
        ///
        /// Sent while the signal is delivering an event (from another thread, or from inside
        /// an observer), the interruption follows that event at once: values still queued
        /// behind it are dropped, as in ReactiveSwift. `completed` and `failed` keep their
        /// place in the queue instead.
        @inlinable
        public func sendInterrupted() {
            send(.interrupted)
        }
    }
}
