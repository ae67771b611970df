/// The suspended tasks that Ripple has resumed and that have not yet run on from where they
/// waited: a loop over `asyncValues` (or over a scheduler's `timer`) handed its next value, a
/// `sleep` woken or cancelled. Each such task counts from the moment it is resumed until it is
/// back on its own actor with what it was given; there, a loop's body or the code after a
/// `sleep` runs on in the same turn.
///
/// `RippleTesting`'s async stepping of a `TestScheduler` (`yieldAndAdvance(by:)`) lets the
/// main actor and the global executor run until this is zero, so a test sees what such a task
/// did with its value however loaded the machine is.
@_spi(Testing)
public enum PendingResumptions {
    private static let count = Locked(0)

    /// How many resumed tasks have not yet run on from where they waited.
    public static var current: Int { count.withLock { $0 } }

    /// Called just before a waiting continuation is resumed.
    static func resuming() { count.withLock { $0 += 1 } }

    /// Called by the resumed task, back on its actor with what it was given.
    static func resumed() { count.withLock { $0 -= 1 } }
}
