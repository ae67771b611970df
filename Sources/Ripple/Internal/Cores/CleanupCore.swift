/// A core that observes nothing itself and runs a cleanup when it ends: a root (see
/// `RootCore`), or the core of a signal in another signal's domain that is fed by observations
/// of its own (`timeout`, the operators with a side input) and lets go of them then.
///
/// Such a core is never an observer: its cleanup is kept where a stage keeps its receiver,
/// called once when the signal ends (with the core and its own address, which a cleanup
/// ignores). A root is then 88 bytes, a 96-byte chunk (`SignalByteBudgetTests`).
@usableFromInline
class CleanupCore: CoreBase, @unchecked Sendable {
    /// Called once when the signal ends, then let go of. Guarded by the domain.
    @usableFromInline @exclusivity(unchecked) final var cleanup: Receiver?

    /// A root's core (see `RootCore`); `kind` is `EntryKind.observingRoot` for a root that
    /// observes another signal itself, which keeps its receiver in `cleanup` (see `RootCore`).
    @inlinable
    init(cleanup: Receiver?, kind: UInt8) {
        self.cleanup = cleanup
        super.init(kind: kind)
    }

    /// The core of a signal in `domain`'s family.
    @inlinable
    init(sharing domain: RootCore, cleanup: Receiver?) {
        self.cleanup = cleanup
        super.init(sharing: domain, kind: EntryKind.cleanup)
    }

    @usableFromInline
    override func endInDomain() {
        let cleanup = self.cleanup
        self.cleanup = nil
        cleanup?(self, UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()))
    }

    /// Disposes `observation` when the signal ends; call before the signal is shared.
    @inlinable
    final func setUpstream(_ observation: Disposable) {
        let cleanup = self.cleanup
        self.cleanup = { core, address in
            observation.dispose()
            cleanup?(core, address)
        }
    }
}
