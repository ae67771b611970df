/// The kinds of observer entry (`ObserverEntryBase.kind`). The observers that receive through
/// a `Receiver` are of the kinds from `receiver` on; a root's kind carries `rootBit`, and of
/// the roots only an `observingRoot` is ever an observer.
@usableFromInline
enum EntryKind {
    /// An `ActionEntry` of the observed signal's types.
    @usableFromInline static let action: UInt8 = 0
    /// A `ValuesEntry` of the observed signal's types.
    @usableFromInline static let values: UInt8 = 1
    /// Not an observer: the `SlotArray` of a signal with several (see `ObserverSlots`).
    @usableFromInline static let slots: UInt8 = 2
    /// Not an observer: a `CleanupCore` in another signal's domain, which observes nothing
    /// itself.
    @usableFromInline static let cleanup: UInt8 = 3
    /// A `ReceiverEntry`: receives through its `receive` closure, let go of when it leaves.
    @usableFromInline static let receiver: UInt8 = 4
    /// A `StageCore`: receives through its `receive` closure, let go of when it leaves.
    @usableFromInline static let stage: UInt8 = 5
    /// A `FixedStage` (a `map` or `filter` stage): receives through its constant `receive`.
    @usableFromInline static let fixedStage: UInt8 = 6
    /// The bit of a root's kind: a root (a `RootCore`) is its own delivery domain. One test
    /// tells a root (`CoreBase.isRoot`), which keeps its inbox where another core keeps its
    /// root. A root is never an observer unless it is an `observingRoot`, so its kind being
    /// above `receiver` misleads no delivery.
    @usableFromInline static let rootBit: UInt8 = 0x80
    /// Not an observer: a root that observes nothing itself (a pipe's, a generator's), a
    /// `CleanupCore` of its own domain.
    @usableFromInline static let root: UInt8 = rootBit | cleanup
    /// Not an observer: a `MutableProperty`'s root (a `PropertyRoot`), which the property
    /// ends; releasing a `Signal` of it ends nothing (see `CoreBase.outputReleased()`).
    @usableFromInline static let propertyRoot: UInt8 = rootBit | 0x40 | cleanup
    /// A root that observes a signal of another domain itself: a combining operator's output
    /// (`CombiningRoot`) its first input, a scheduling operator's (`ScheduledRoot`) its
    /// upstream. Receives through the closure kept where a `CleanupCore` keeps its cleanup
    /// (neither has one), let go of when it leaves (`RootCore.releaseReceiverInDomain`).
    @usableFromInline static let observingRoot: UInt8 = rootBit | 7
}
