/// Teardown through the trampoline: how a chain of any depth is disposed and released as a
/// loop, never as one recursion per stage.
///
/// Tearing a chain down recurses by nature: a stage's `deinit` releases the stage it holds,
/// whose `deinit` releases the next; a run's disposal interrupts its upstream run, whose end
/// disposes the next. Each such hand-over is a `Trampoline` step: it runs nested while fewer
/// than `Trampoline.maxDepth` steps are nested on the thread, and is queued beyond that, for
/// the outermost step to run once it returns. So a short chain tears down exactly as before,
/// in the same order, and a 100,000-deep one in `maxDepth`-sized bites, on any thread's stack.
extension Trampoline {
    /// Lets go of `value` as a teardown step: sets it to `nil` now, so that what it alone
    /// holds is released nested, or, `maxDepth` steps deep, hands it to the thread's queue, to
    /// be released once the outermost step returns.
    ///
    /// For a `deinit` whose stored property holds the next stage of a chain: move the
    /// property into a local, clear the property, and pass the local here.
    @usableFromInline
    static func release<Held>(_ value: inout Held?) {
        guard value != nil else { return }
        // `makeStep` reads `value` only when the step is queued: a capture list would hold a
        // copy for the whole call and defeat the nested release.
        run(
            { value = nil },
            orQueue: {
                let held = value
                return { withExtendedLifetime(held) {} }
            })
        value = nil
    }
}
