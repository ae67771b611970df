#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The per-thread loop that starts the inputs of combining producers (`combineLatest`, `zip`,
/// `merge`) in argument order without one recursion per level of a nested chain.
///
/// A run of `combineLatest(a, b)` starts `a`, then `b`; when `a` is itself a combining
/// producer, its own inputs start inside that first start, and so on: a 100,000-deep nested
/// chain starts with 100,000 nested starts. Here the starts of one run's inputs nest while
/// fewer than `maxDepth` such runs are starting on the thread; deeper ones are put off, and
/// so is every input start that must follow a put-off one, and the outermost run starts them
/// once its own inputs are started, before it returns.
///
/// The order is exactly that of nested starts: depth first, each run's inputs in argument
/// order, every start of an input's subtree before the next input. Put-off starts are kept as
/// a stack: a run that must put off its remaining inputs after one of them put off work of
/// its own puts them underneath that work, and the loop always takes the top.
@usableFromInline
final class InputStarts {
    /// How many runs may start their inputs nested on one thread before further ones are put
    /// off. A nested level takes about 2.3 KiB of stack in a debug build (`merge(p, q)`),
    /// 4.6 KiB with a `map` between levels (`combineLatest(p, q).map`): 32 levels 75–150 KiB.
    static let maxDepth = 32

    /// Starts one input, given its index.
    @usableFromInline typealias Start = (Int) -> Void

    // Touched only by the thread this object belongs to: no dynamic exclusivity check, which
    // would cost more than the rest of a nested run here.
    @exclusivity(unchecked) private var depth = 0
    /// Input starts put off, the next one last.
    @exclusivity(unchecked) private var pending: [(start: Start, index: Int)] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let result = pthread_key_create(&key) { pointer in
            // Optional on some platforms, not on others.
            let pointer: UnsafeMutableRawPointer? = pointer
            if let pointer { Unmanaged<InputStarts>.fromOpaque(pointer).release() }
        }
        checkPrecondition(result == 0, "Ripple.InputStarts: pthread_key_create failed (\(result))")
        return key
    }()

    private static var current: InputStarts {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<InputStarts>.fromOpaque(pointer).takeUnretainedValue()
        }
        let starts = InputStarts()
        pthread_setspecific(key, Unmanaged.passRetained(starts).toOpaque())
        return starts
    }

    /// Calls `start` with `0..<count`, in order, each after everything the one before set
    /// off has started; the part of that which is put off runs from the closure `makeStart`
    /// returns, before the outermost run on this thread returns.
    @usableFromInline
    static func run(count: Int, _ start: Start, orPutOff makeStart: () -> Start) {
        let starts = current
        if starts.depth >= maxDepth {
            starts.putOff(0..<count, makeStart())
            return
        }
        starts.depth += 1
        var index = 0
        while index < count {
            let mark = starts.pending.count
            start(index)
            index += 1
            // The input just started put off part of its starts: the remaining inputs follow
            // that part, so they go underneath it.
            if starts.pending.count > mark {
                if index < count { starts.putOff(index..<count, makeStart(), at: mark) }
                break
            }
        }
        starts.depth -= 1
        if starts.depth == 0, !starts.pending.isEmpty { starts.drain() }
    }

    /// Puts off the starts of `indices` at `position` of the stack (the top by default), the
    /// first index topmost.
    private func putOff(_ indices: Range<Int>, _ start: @escaping Start, at position: Int? = nil) {
        pending.insert(
            contentsOf: indices.reversed().lazy.map { (start, $0) }, at: position ?? pending.count)
    }

    /// Runs the put-off starts, top first, each at depth 1; for the outermost run.
    private func drain() {
        while let (start, index) = pending.popLast() {
            depth = 1
            start(index)
            depth = 0
        }
    }
}
