/// How `flatten` and `flatMap` combine the inner streams sent by an outer stream.
///
/// With every strategy, a failure of the outer stream or of a forwarded inner stream fails
/// the result at once, and an interruption of the outer stream interrupts it.
public struct FlattenStrategy: Sendable, Equatable, CustomStringConvertible {
    @usableFromInline
    enum Kind: Sendable, Equatable {
        case merge, concat, latest, race
    }

    @usableFromInline let kind: Kind

    @inlinable
    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Every inner stream runs at once; their values are forwarded as they arrive.
    /// Completes when the outer stream and every inner stream have completed. An inner
    /// interruption counts as its completion.
    public static let merge = FlattenStrategy(.merge)

    /// One inner stream at a time, in the order received: the next starts when the previous
    /// completes. Completes when the outer stream and every inner stream have completed. An
    /// inner interruption counts as its completion.
    public static let concat = FlattenStrategy(.concat)

    /// Only the latest inner stream: a new one interrupts the one before. Completes when the
    /// outer stream and the latest inner stream have completed. An inner interruption counts
    /// as its completion.
    public static let latest = FlattenStrategy(.latest)

    /// Only the first inner stream to send an event; the others are interrupted then, and
    /// inner streams received later are never started. Completes when the outer stream and the
    /// winner have completed; the winner's interruption interrupts the result.
    public static let race = FlattenStrategy(.race)

    /// The strategy's name.
    public var description: String {
        switch kind {
        case .merge: return "merge"
        case .concat: return "concat"
        case .latest: return "latest"
        case .race: return "race"
        }
    }
}

/// A stream that can be turned into a `SignalProducer`: the inner streams of `flatten`.
public protocol SignalProducerConvertible {
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
