/// The running inner streams of a flatten. The one that most flattens have (`.latest`,
/// `.concat`, `.throttle`, and `.merge` while its inners do not overlap) is kept in a slot of
/// its own; more, for `.merge`, `.concurrent` and `.race`, go into a dictionary by start
/// order. A keystroke through `flatMap(.latest)` then starts, finds and drops its inner stream
/// with no hashing.
@usableFromInline
struct FlattenRunTable {
    @usableFromInline var single: FlattenRun?
    @usableFromInline var others = [Int: FlattenRun]()

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { single == nil && others.isEmpty }

    @inlinable
    var count: Int { (single == nil ? 0 : 1) + others.count }

    /// Whether `run` is running (not ended, dropped or interrupted).
    @inlinable
    func contains(_ run: FlattenRun) -> Bool {
        if let single, single === run { return true }
        return !others.isEmpty && others[run.id] === run
    }

    @inlinable
    mutating func insert(_ run: FlattenRun) {
        if single == nil {
            single = run
        } else {
            others[run.id] = run
        }
    }

    @inlinable
    mutating func remove(_ run: FlattenRun) {
        if single === run {
            single = nil
        } else if !others.isEmpty {
            others[run.id] = nil
        }
    }

    /// Empties the table, then interrupts every run but `kept` (which stays) in the order
    /// they started, as ReactiveSwift disposes them (a dictionary's order changes from one
    /// process to the next).
    @inlinable
    mutating func interruptAll(keeping kept: FlattenRun? = nil) {
        if others.isEmpty {
            guard let run = single, run !== kept else { return }
            single = nil
            run.interrupt()
            return
        }
        var runs = Array(others.values)
        if let single { runs.append(single) }
        single = nil
        others.removeAll()
        runs.sort { $0.id < $1.id }
        for run in runs {
            if run === kept {
                single = run
            } else {
                run.interrupt()
            }
        }
    }
}
