#if canImport(Observation)
    import Observation

    /// A property's value for SwiftUI and `withObservationTracking`: reading `value` inside
    /// a tracking scope registers it, and each change of the property calls that scope's
    /// `onChange` once (then, as Observation does, the scope must track again).
    ///
    ///     property: a---b---c
    ///     value:    a---b---c   (each change delivered on `scheduler`, main by default)
    ///
    /// <!-- context
    /// import Observation
    /// -->
    /// ```swift fragment
    /// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    /// @Observable @MainActor final class GreetingScreen {
    ///     let greeting: ObservedProperty<String>
    ///     init(greeting: Property<String>) { self.greeting = ObservedProperty(greeting) }
    /// }
    /// // In a SwiftUI body: Text(screen.greeting.value)
    /// ```
    ///
    /// `Property` and `MutableProperty` do not conform to `Observable` themselves: Ripple
    /// supports iOS 16, where the `Observable` protocol does not exist, and a conformance
    /// cannot be limited to newer systems. A conformance would also have to register every
    /// read of `value`, a cost on the hot path of every property that nobody tracks. The
    /// adapter costs nothing until it is made, and adds the hop SwiftUI needs.
    ///
    /// Threading: each change is applied through `scheduler`. With the default
    /// `UIScheduler()`, the value changes and `onChange` runs on the main thread, at once when
    /// the property changed on the main thread with nothing queued, else on the main queue
    /// (so SwiftUI never sees a change off the main thread). With `ImmediateScheduler()`,
    /// both happen on the thread that changed the property. Reading `value` is safe from any
    /// thread and returns the latest value the adapter has applied.
    ///
    /// The adapter follows the property until the property completes or the adapter is
    /// released; it does not keep the property alive.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public final class ObservedProperty<Value>: Observable, @unchecked Sendable {
        private let registrar = ObservationRegistrar()
        private let current: Locked<Value?>
        private let observation = SerialDisposable()

        /// Creates an adapter that starts with `property`'s value and follows its changes.
        ///
        /// - Parameters:
        ///   - property: The property to follow.
        ///   - scheduler: Where changes are applied and observers notified; the main thread
        ///     (`UIScheduler()`) by default, as SwiftUI requires.
        public init<P: PropertyProtocol>(_ property: P, on scheduler: Scheduler = UIScheduler())
        where P.Value == Value {
            current = Locked(nil)
            let isStarting = Locked(true)
            observation.inner = property.producer.startWithValues { [weak self] value in
                if isStarting.withLock({ $0 }) {
                    self?.current.withLock { $0 = value }
                } else {
                    let handed = UncheckedSendable(value)
                    scheduler.schedule { [weak self] in self?.apply(handed.wrapped) }
                }
            }
            isStarting.withLock { $0 = false }
        }

        deinit {
            observation.dispose()
        }

        /// The latest value; reading it inside `withObservationTracking` (or a SwiftUI
        /// `body`) registers the read.
        public var value: Value {
            registrar.access(self, keyPath: \.value)
            guard let value = current.withLock({ $0 }) else {
                fatalError("ObservedProperty: the property sent no current value")
            }
            return value
        }

        private func apply(_ value: Value) {
            registrar.withMutation(of: self, keyPath: \.value) {
                current.withLock { $0 = value }
            }
        }
    }
#endif
