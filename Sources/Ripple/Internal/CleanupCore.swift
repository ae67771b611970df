/// The core of a signal in another signal's domain that is fed by observations of its own
/// (`timeout`, the operators with a side input) and lets go of them, with its `cleanup`, when
/// it ends.
@usableFromInline
class CleanupCore: CoreBase, @unchecked Sendable {
    /// Run once when the signal ends. Guarded by `domain`.
    @usableFromInline @exclusivity(unchecked) final var cleanup: (() -> Void)?

    /// A root's core (see `RootCore`).
    @inlinable
    init(cleanup: (() -> Void)?) {
        self.cleanup = cleanup
        super.init()
    }

    /// The core of a signal in `domain`'s family.
    @inlinable
    init(sharing domain: RootCore, cleanup: (() -> Void)?) {
        self.cleanup = cleanup
        super.init(sharing: domain)
    }

    @usableFromInline
    override func endInDomain() {
        let cleanup = self.cleanup
        self.cleanup = nil
        cleanup?()
    }

    /// Disposes `observation` when the signal ends; call before the signal is shared.
    @inlinable
    final func setUpstream(_ observation: Disposable) {
        let cleanup = self.cleanup
        self.cleanup = {
            observation.dispose()
            cleanup?()
        }
    }
}
