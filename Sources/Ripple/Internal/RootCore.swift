/// The core of a signal that observes no upstream of its own: a pipe, a generator signal, a
/// combining operator's output, a producer run. It keeps what to clean up when it ends.
@usableFromInline
final class RootCore<Value, Error: Swift.Error>: SignalCore<Value, Error>, @unchecked Sendable {
    /// Run once when the signal ends. Guarded by `domain`.
    @usableFromInline @exclusivity(unchecked) var cleanup: (() -> Void)?

    @inlinable
    init(domain: DeliveryDomain, cleanup: (() -> Void)? = nil) {
        self.cleanup = cleanup
        super.init(domain: domain)
    }

    @usableFromInline
    override func endInDomain() {
        let cleanup = self.cleanup
        self.cleanup = nil
        cleanup?()
    }

    /// Disposes `observation` when the signal ends; call before the signal is shared.
    @inlinable
    func setUpstream(_ observation: Disposable) {
        let cleanup = self.cleanup
        self.cleanup = {
            observation.dispose()
            cleanup?()
        }
    }
}
