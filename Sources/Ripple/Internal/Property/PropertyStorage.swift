/// The value and change signal of a property made from a producer or a constant (see
/// `Property(unsafeProducer:)`, `Property(value:)`); a `MutableProperty` is its own storage,
/// and a property derived by `map` is a `DerivedPropertyCore`.
///
/// Two allocations: this object, which keeps its value and lock in itself (`PropertyCell`),
/// and its signal's root. The `Property` keeps the public change signal, not the storage:
/// the storage is kept by the run that feeds it, and the signal's release with no observer
/// left disposes that run (see `Property(unsafeProducer:)`).
@usableFromInline
final class PropertyStorage<Value>: PropertyCellOwner, @unchecked Sendable {
    /// The value and its lock: the first stored property, reached through `cell` only.
    @usableFromInline @exclusivity(unchecked) var storedCell: PropertyCell<Value>
    @usableFromInline let root: RootCore

    @usableFromInline
    init(_ initial: Value) {
        storedCell = PropertyCell(initial)
        root = RootCore()
        initializeCell()
    }

    deinit {
        core.send(.completed)
        destroyCell()
    }

    /// Ends the change signal; used when its source completes, or at once for a constant.
    func complete() {
        Self.complete(root)
    }

    /// Makes the public change signal, once per storage. Its owner keeps it: the signal's
    /// release with no observer left ends the change signal and runs the core's cleanup (a
    /// derived property's run), so it must live as long as the property it belongs to and
    /// the producers made from it (`producer(keeping:)`).
    func makeSignal() -> Signal<Value, Never> {
        Signal(core: core)
    }

    /// A producer of the current value followed by every change; it keeps `owner` (the
    /// property's change signal) alive while it lives.
    @usableFromInline
    func producer(keeping owner: AnyObject) -> SignalProducer<Value, Never> {
        SignalProducer { [self] observer, lifetime in
            withExtendedLifetime(owner) {}
            withCurrentValueInOrder(Self.replay(to: observer, lifetime, from: root))
        }
    }
}
