/// A core that observes nothing itself and runs a cleanup when it ends: a root (see
/// `RootCore`), or the core of a signal in another signal's domain that is fed by observations
/// of its own (`timeout`, the operators with a side input) and lets go of them then.
///
/// Such a core is never an observer, so no signal calls its `receive`: the slot holds its
/// cleanup instead, called once when the signal ends (with the core and its own address,
/// which a cleanup ignores). A root is then 88 bytes, a 96-byte chunk, where a cleanup of its
/// own would make it 104, a 112-byte chunk (`SignalByteBudgetTests`).
@usableFromInline
class CleanupCore: CoreBase, @unchecked Sendable {
    /// A root's core (see `RootCore`).
    @inlinable
    init(cleanup: Receiver?) {
        super.init(receive: cleanup)
    }

    /// The core of a signal in `domain`'s family.
    @inlinable
    init(sharing domain: RootCore, cleanup: Receiver?) {
        super.init(sharing: domain, receive: cleanup)
    }

    @usableFromInline
    override func endInDomain() {
        let cleanup = receive
        receive = nil
        cleanup?(self, UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()))
    }

    /// Disposes `observation` when the signal ends; call before the signal is shared.
    @inlinable
    final func setUpstream(_ observation: Disposable) {
        let cleanup = receive
        receive = { core, address in
            observation.dispose()
            cleanup?(core, address)
        }
    }
}
