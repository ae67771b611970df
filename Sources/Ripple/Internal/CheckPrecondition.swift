/// Stops the process when `condition` is false, writing `message` (with the caller's file and
/// line) to standard error first, in every build: Ripple's check of a caller's input and of its
/// own invariants.
///
/// Why not `precondition`: under `-O` (every release build, so every app that ships) the
/// standard library's `precondition` and `preconditionFailure` still stop the process but drop
/// the message, so a release crash log says neither the operator nor the bad value.
/// `fatalError` keeps its message under `-O`, so this calls it; a check that can only fail
/// (`preconditionFailure`) is written as `fatalError` directly. Under `-Ounchecked`, where
/// `precondition` is not even evaluated, this still checks.
///
/// The message is an autoclosure, built only on failure; the check itself is one inlined
/// branch, as `precondition`'s is, so a check on a per-event path costs what it did. `package`
/// so that RippleTesting (this package's test kit) checks its input the same way, without
/// adding to the public API.
///
/// - Parameters:
///   - condition: What must hold.
///   - message: What went wrong, naming the operator and the bad value.
///   - file: The caller's file, for the message.
///   - line: The caller's line, for the message.
@inlinable @inline(__always)
package func checkPrecondition(
    _ condition: Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if _slowPath(!condition) {
        fatalError(message(), file: file, line: line)
    }
}
