/// The reference model: what each pipeline must send, computed from the script by plain
/// functions over timelines, written to be read against `Docs/Operators.md`, not to be fast.
///
/// A timeline is the list of events a stage sends, each with a *key* that orders it against
/// every other event of the run and the virtual time it happens at. Keys compare
/// lexicographically:
/// - an event a script step sends has the key `[step]`;
/// - when a stage sends several events in answer to one event with key `k`, they get
///   `k + [0]`, `k + [1]`, … (depth first, as synchronous delivery runs them); one event keeps
///   `k`;
/// - work a stage schedules at key `k` for time `t` runs in the first advance step `s` that
///   reaches `t` and gets the key `[s, t] + k`, so equal deadlines run in the order they were
///   scheduled (the `TestScheduler` contract).
/// Events that happen while the pipeline is built have keys starting with `-1`.
struct ReferenceModel {
    /// One event of a timeline.
    struct Stamped {
        var key: [Int]
        var time: Int
        var event: FuzzEvent
    }

    typealias Timeline = [Stamped]

    let script: [FuzzStep]
    /// The virtual time (in ticks) when each step starts.
    let timeAt: [Int]

    init(script: [FuzzStep]) {
        self.script = script
        var time = 0
        var timeAt: [Int] = []
        for step in script {
            timeAt.append(time)
            if case .advance(let ticks) = step { time += ticks }
        }
        self.timeAt = timeAt
    }

    // MARK: - Observing

    /// What the pipeline's observers see: the first observer attaches right after the pipeline
    /// is built and stops at `dispose`; the second attaches at `attach`. An observer that
    /// attaches after the pipeline has terminated gets `interrupted` alone.
    func outcome(of pipeline: FuzzNode) -> FuzzOutcome {
        let output = timeline(of: pipeline)
        let disposeStep = script.firstIndex(of: .dispose) ?? script.count
        let first = observed(output, attachedAfter: -1, until: disposeStep)
        let second = script.firstIndex(of: .attach).map {
            observed(output, attachedAfter: $0, until: script.count)
        }
        return FuzzOutcome(first: first, second: second)
    }

    private func observed(_ output: Timeline, attachedAfter step: Int, until end: Int)
        -> [FuzzEvent]
    {
        if let terminal = output.last, terminal.event.isTerminal, terminal.key[0] <= step {
            return [.interrupted]
        }
        return output.filter { $0.key[0] > step && $0.key[0] < end }.map(\.event)
    }

    // MARK: - Timelines

    /// The events a source sends: the script's sends to it, up to its first terminal event.
    func source(_ index: Int) -> Timeline {
        var result: Timeline = []
        for (step, item) in script.enumerated() {
            guard case .send(let source, let event) = item, source == index else { continue }
            result.append(Stamped(key: [step], time: timeAt[step], event: event))
            if event.isTerminal { break }
        }
        return result
    }

    /// The events `node` sends.
    func timeline(of node: FuzzNode) -> Timeline {
        switch node {
        case .source(let index): return source(index)
        case .map(let a): return mapValues(timeline(of: a), FuzzFunctions.map)
        case .filter(let a, let modulus):
            return transform(timeline(of: a)) { event in
                if case .value(let value) = event, value % modulus == 0 { return [] }
                return [event]
            }
        case .skipRepeats(let a):
            var last: Int?
            return transform(timeline(of: a)) { event in
                guard case .value(let value) = event else { return [event] }
                defer { last = value }
                return last == value ? [] : [event]
            }
        case .takeFirst(let a, let count):
            var taken = 0
            return transform(timeline(of: a)) { event in
                guard case .value = event else { return [event] }
                taken += 1
                return taken == count ? [event, .completed] : [event]
            }
        case .skipFirst(let a, let count):
            var skipped = 0
            return transform(timeline(of: a)) { event in
                guard case .value = event, skipped < count else { return [event] }
                skipped += 1
                return []
            }
        case .takeWhile(let a, let below):
            return transform(timeline(of: a)) { event in
                guard case .value(let value) = event else { return [event] }
                return value < below ? [event] : [.completed]
            }
        case .skipWhile(let a, let below):
            var skipping = true
            return transform(timeline(of: a)) { event in
                guard case .value(let value) = event, skipping else { return [event] }
                skipping = value < below
                return skipping ? [] : [event]
            }
        case .scan(let a):
            var sum = 0
            return mapValues(timeline(of: a)) { value in
                sum = sum &+ value
                return sum
            }
        case .combinePrevious(let a, let initial):
            var previous = initial
            return mapValues(timeline(of: a)) { value in
                defer { previous = value }
                return FuzzFunctions.pair(previous, value)
            }
        case .collect(let a, let count): return collect(timeline(of: a), count: count)
        case .materialize(let a):
            return transform(timeline(of: a)) { event in
                let value = FuzzEvent.value(FuzzFunctions.materialized(event))
                switch event {
                case .value: return [value]
                case .completed, .failed: return [value, .completed]
                case .interrupted: return [value, .interrupted]
                }
            }
        case .combineLatest(let a, let b): return combineLatest(timeline(of: a), timeline(of: b))
        case .zip(let a, let b): return zip(timeline(of: a), timeline(of: b))
        case .merge(let a, let b): return merge(timeline(of: a), timeline(of: b))
        case .withLatest(let a, let b): return withLatest(timeline(of: a), timeline(of: b))
        case .sample(let a, let b): return sample(timeline(of: a), on: timeline(of: b))
        case .takeUntil(let a, let b): return take(timeline(of: a), until: timeline(of: b))
        case .flatMap(let a, let strategy, let inner):
            return flatten(timeline(of: a), strategy, inner)
        case .delay(let a, let ticks): return delay(timeline(of: a), ticks: ticks)
        case .debounce(let a, let ticks): return debounce(timeline(of: a), ticks: ticks)
        case .throttle(let a, let ticks): return throttle(timeline(of: a), ticks: ticks)
        }
    }

    // MARK: - Building blocks

    /// Sends `events` in answer to `cause`: one keeps its key, several get sub-keys.
    func answer(_ events: [FuzzEvent], to cause: Stamped) -> Timeline {
        guard events.count > 1 else {
            return events.map { Stamped(key: cause.key, time: cause.time, event: $0) }
        }
        return events.enumerated().map { index, event in
            Stamped(key: cause.key + [index], time: cause.time, event: event)
        }
    }

    /// Runs a single-input stage: `step` answers each input event; the output ends at its
    /// first terminal event.
    func transform(_ input: Timeline, _ step: (FuzzEvent) -> [FuzzEvent]) -> Timeline {
        var output: Timeline = []
        for item in input {
            var events = step(item.event)
            if let end = events.firstIndex(where: \.isTerminal) {
                events.removeSubrange((end + 1)...)
            }
            output += answer(events, to: item)
            if events.last?.isTerminal == true { break }
        }
        return output
    }

    func mapValues(_ input: Timeline, _ transform: (Int) -> Int) -> Timeline {
        self.transform(input) { event in
            guard case .value(let value) = event else { return [event] }
            return [.value(transform(value))]
        }
    }

    private func collect(_ input: Timeline, count: Int) -> Timeline {
        var buffer: [Int] = []
        var sawValue = false
        return transform(input) { event in
            switch event {
            case .value(let value):
                sawValue = true
                buffer.append(value)
                guard buffer.count == count else { return [] }
                defer { buffer = [] }
                return [.value(FuzzFunctions.array(buffer))]
            case .completed:
                let last = !buffer.isEmpty || !sawValue
                return last ? [.value(FuzzFunctions.array(buffer)), .completed] : [.completed]
            case .failed, .interrupted:
                return [event]
            }
        }
    }

    /// The inputs' events in key order, each tagged with the input it came from.
    func interleave(_ inputs: Timeline...) -> [(input: Int, item: Stamped)] {
        let tagged = inputs.enumerated().flatMap { index, timeline in
            timeline.map { (input: index, item: $0) }
        }
        return tagged.sorted { $0.item.key.lexicographicallyPrecedes($1.item.key) }
    }
}
