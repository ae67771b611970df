/// What `asyncValues` does with values that arrive while the consuming loop is busy.
///
/// The default, `.unbounded`, keeps every value: nothing is lost, and memory grows while a
/// fast signal outruns a slow `for await` loop. The bounded policies cap the buffer and say
/// which values to drop once it is full.
///
///     signal:   -1-2-3-4-5--|     (the loop is busy until after 5)
///     unbounded:           12345|
///     oldest(2):           12   |
///     newest(2):           45   |
public enum AsyncValuesBufferingPolicy: Sendable, Equatable {
    /// Keep every value until the loop takes it.
    case unbounded

    /// Keep at most `limit` values waiting; drop each new value while the buffer is full.
    case bufferingOldest(Int)

    /// Keep at most `limit` values waiting; drop the oldest waiting value to make room.
    case bufferingNewest(Int)
}
