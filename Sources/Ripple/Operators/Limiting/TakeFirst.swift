extension Signal {
    /// Forwards the first `count` values, then completes at once (without waiting for
    /// another value) and stops observing `self`.
    ///
    ///     self:   -a--b--c--d-|
    ///     result: -a--b|          (count: 2)
    ///
    /// <!-- context
    /// let (viewWillAppear, appear) = Signal<Void, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let firstAppearance = viewWillAppear.take(first: 1)
    /// ```
    ///
    /// - Parameter count: How many values to take. With `0` the result has already
    ///   completed, and (like every terminated signal) interrupts the observers attached to
    ///   it, as ReactiveSwift's does; the producer form completes. A negative count stops the
    ///   program with the message "take(first:) needs a count >= 0".
    /// - Returns: A signal of at most `count` values; it fails or is interrupted if `self`
    ///   does so first.
    @inlinable @inline(__always)
    public func take(first count: Int) -> Signal<Value, Error> {
        checkPrecondition(count >= 0, "take(first:) needs a count >= 0, got \(count)")
        guard count > 0 else { return .empty }
        // Always inlined: a handle the caller only chains on (`take(first: 1).mapConst(…)`)
        // then lives on the caller's stack. The stage is the one object of this operator:
        // output, upstream observer and count, its receiver a constant handed the stage (see
        // `filter`). Two forms, as `filter`'s: in a debug build the receiver captures its stage
        // (see `ConstantReceiverStage`).
        #if DEBUG
            let stage = TakeFirstStage(observing: core, count: count)
            stage.receive = { [stage] _, event in stage.take(event) }
        #else
            let stage = TakeFirstStage(observing: core, count: count) { entry, event in
                unsafeDowncast(entry, to: TakeFirstStage<Value, Error>.self).take(event)
            }
        #endif
        core.attachKept(stage)
        return Signal(core: stage.core)
    }
}

/// A `take(first:)` stage: the core of the output, its upstream's observer and how many values
/// are left, in one object whose receiver captures nothing (a derived stage beside a state
/// object, as it was before: one allocation more per stage in a release build).
@usableFromInline
final class TakeFirstStage<Value, Error: Swift.Error>: ConstantReceiverStage, @unchecked Sendable {
    /// Touched only inside the upstream's serial delivery.
    @usableFromInline @exclusivity(unchecked) var remaining: Int

    // The two forms of `take(first:)`'s receiver (see there).
    #if DEBUG
        @inlinable
        init(observing upstream: SignalView<Value, Error>, count: Int) {
            remaining = count
            super.init(observing: upstream.base)
        }
    #else
        @inlinable
        init(observing upstream: SignalView<Value, Error>, count: Int, receive: @escaping Receiver)
        {
            remaining = count
            super.init(observing: upstream.base, receive: receive)
        }
    #endif

    /// The output's typed view.
    @inlinable @inline(__always)
    var core: SignalView<Value, Error> { SignalView(self) }

    /// Hands on the upstream event at `event`: a terminal event ends the output; a value is
    /// forwarded, and the last of `count` values completes the output at once.
    @inlinable
    func take(_ event: UnsafeRawPointer) {
        let event = event.mutableEvent(of: Signal<Value, Error>.self)
        if SignalView.terminatesInDomain(at: event, in: self) { return }
        remaining -= 1
        SignalView.deliverInDomain(at: event, in: self)
        if remaining == 0 {
            var completed = Signal<Value, Error>.Event.completed
            SignalView.deliverInDomain(at: &completed, in: self)
        }
    }
}

extension SignalProducer {
    /// Forwards the first `count` values of each run, then completes and interrupts the run.
    ///
    ///     self:   -a--b--c--d-|
    ///     result: -a--b|          (count: 2)
    ///
    /// - Parameter count: How many values to take. `0` interrupts each run at once without
    ///   starting `self` (as ReactiveSwift). A negative count stops the program with
    ///   "take(first:) needs a count >= 0".
    /// - Returns: A producer of at most `count` values.
    @inlinable
    public func take(first count: Int) -> SignalProducer<Value, Error> {
        checkPrecondition(count >= 0, "take(first:) needs a count >= 0, got \(count)")
        guard count > 0 else { return SignalProducer { observer, _ in observer.sendInterrupted() } }
        return liftRelaying { $0.take(first: count) }
    }
}
