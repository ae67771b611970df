/// How `flatten` and `flatMap` combine the inner streams sent by an outer stream.
///
/// With every strategy, a failure of the outer stream or of a forwarded inner stream fails
/// the result at once, and an interruption of the outer stream interrupts it.
public struct FlattenStrategy: Sendable, Equatable, CustomStringConvertible {
    @usableFromInline
    enum Kind: Sendable, Equatable {
        case concurrent(limit: UInt)
        case latest, race, throttle
    }

    @usableFromInline let kind: Kind

    @inlinable
    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Every inner stream runs at once; their values are forwarded as they arrive.
    /// Completes when the outer stream and every inner stream have completed. An inner
    /// interruption counts as its completion. The same as `.concurrent(limit: .max)`.
    public static let merge = FlattenStrategy(.concurrent(limit: .max))

    /// One inner stream at a time, in the order received: the next starts when the previous
    /// completes. Completes when the outer stream and every inner stream have completed. An
    /// inner interruption counts as its completion. The same as `.concurrent(limit: 1)`.
    /// An inner still waiting when the result ends (disposed, or the outer stream failing or
    /// interrupted) is never started, so none of its `on` callbacks run.
    public static let concat = FlattenStrategy(.concurrent(limit: 1))

    /// At most `limit` inner streams at once; one received while `limit` run waits, in order,
    /// and starts when a running one completes. Completes when the outer stream and every
    /// inner stream have completed. An inner interruption counts as its completion.
    ///
    ///     self:    -A-B-C--------|
    ///     A:        -1----|
    ///     B:          -2----|
    ///     C:              ..-3|   (waits for A: limit 2)
    ///     result:  --1-2-----3---|
    ///
    /// `.merge` is `.concurrent(limit: .max)` and `.concat` is `.concurrent(limit: 1)`.
    ///
    /// - Parameter limit: How many inner streams may run at once; 1 or more (a limit of 0 is
    ///   a precondition failure: "FlattenStrategy.concurrent(limit:) needs a limit of 1 or
    ///   more").
    /// - Returns: The strategy.
    public static func concurrent(limit: UInt) -> FlattenStrategy {
        checkPrecondition(
            limit > 0, "FlattenStrategy.concurrent(limit:) needs a limit of 1 or more")
        return FlattenStrategy(.concurrent(limit: limit))
    }

    /// Only the latest inner stream: a new one interrupts the one before. Completes when the
    /// outer stream and the latest inner stream have completed. An inner interruption counts
    /// as its completion.
    public static let latest = FlattenStrategy(.latest)

    /// Only the first inner stream to send an event; the others are interrupted then, and
    /// inner streams received later are never started. Completes when the outer stream and the
    /// winner have completed; the winner's interruption interrupts the result.
    public static let race = FlattenStrategy(.race)

    /// One inner stream at a time, and inner streams received while one runs are dropped,
    /// never started: `throttle` for streams instead of time. Completes when the outer stream
    /// and the running inner stream (if any) have completed; an inner interruption interrupts
    /// the result, as in ReactiveSwift.
    ///
    ///     self:    -A-B----C----|
    ///     A:        -1--2|
    ///     B:          (dropped: A runs)
    ///     C:               -3|
    ///     result:  --1--2---3---|
    public static let throttle = FlattenStrategy(.throttle)

    /// The strategy's name.
    public var description: String {
        switch kind {
        case .concurrent(limit: .max): return "merge"
        case .concurrent(limit: 1): return "concat"
        case .concurrent(let limit): return "concurrent(limit: \(limit))"
        case .latest: return "latest"
        case .race: return "race"
        case .throttle: return "throttle"
        }
    }
}

/// A stream that can be turned into a `SignalProducer`: the inner streams of `flatten`.
public protocol SignalProducerConvertible<Value, Error> {
    /// The type of the values.
    associatedtype Value
    /// The type of the error.
    associatedtype Error: Swift.Error

    /// The stream as a producer.
    var producer: SignalProducer<Value, Error> { get }
}

extension SignalProducer: SignalProducerConvertible {
    /// The producer itself.
    public var producer: SignalProducer<Value, Error> { self }
}

extension Signal: SignalProducerConvertible {
    /// A producer that forwards this signal's events from the moment it is started.
    public var producer: SignalProducer<Value, Error> { SignalProducer(self) }
}

/// A property is a stream that never fails: as an inner stream of `flatten` it sends its
/// current value, then every change, as ReactiveSwift's properties do.
extension Property: SignalProducerConvertible {}

/// A mutable property is a stream that never fails: as an inner stream of `flatten` it sends
/// its current value, then every change.
extension MutableProperty: SignalProducerConvertible {}
