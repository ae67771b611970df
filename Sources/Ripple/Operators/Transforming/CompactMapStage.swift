/// A `compactMap` stage: the core of the output, its upstream's observer, and the transform,
/// in one object whose receiver captures nothing (as `MapStage`'s). A receiver closure over
/// the transform and the output would need a context of its own: one allocation more per
/// `compactMap` (and per `values()` and `errors()` of a materialized signal).
@usableFromInline
final class CompactMapStage<Input, Value, Error: Swift.Error>: ConstantReceiverStage,
    @unchecked Sendable
{
    @usableFromInline typealias Event = Signal<Value, Error>.Event

    /// A constant, so delivery reads it without reference counting; released with the stage.
    @usableFromInline let transform: (Input) -> Value?

    // The two forms of `compactMap(_:)`'s receiver (see there).
    #if DEBUG
        @inlinable
        init(observing upstream: SignalView<Input, Error>, transform: @escaping (Input) -> Value?) {
            self.transform = transform
            super.init(observing: upstream.base)
        }
    #else
        @inlinable
        init(
            observing upstream: SignalView<Input, Error>, transform: @escaping (Input) -> Value?,
            receive: @escaping Receiver
        ) {
            self.transform = transform
            super.init(observing: upstream.base, receive: receive)
        }
    #endif

    /// The output's typed view.
    @inlinable @inline(__always)
    var core: SignalView<Value, Error> { SignalView(self) }

    /// The upstream event at `event`, its value transformed; `nil` when the transform drops
    /// the value.
    @inlinable
    func event(at event: UnsafeRawPointer) -> Event? {
        switch event.event(of: Signal<Input, Error>.self) {
        case .value(let value): return transform(value).map { .value($0) }
        case .failed(let error): return .failed(error)
        case .completed: return .completed
        case .interrupted: return .interrupted
        }
    }
}
