/// The model of the time operators on a `TestScheduler`, as `Docs/Operators.md` ("Time")
/// states them: every event goes through the scheduler, "at once" meaning scheduled for the
/// current time, which a `TestScheduler` runs on its next advance.
extension ReferenceModel {
    /// The key of work scheduled at `key` for `deadline`: it runs in the advance step that is
    /// under way if that step reaches the deadline, else in the first later one that does;
    /// `nil` if none does.
    func fireKey(scheduledAt key: [Int], deadline: Int) -> [Int]? {
        for index in max(key[0], 0)..<script.count {
            if case .advance(let ticks) = script[index], timeAt[index] + ticks >= deadline {
                return [index, deadline] + key
            }
        }
        return nil
    }

    /// Work a time stage has scheduled and not yet run.
    private struct Timer {
        var key: [Int]
        var time: Int
        var event: FuzzEvent
        var generation: Int
    }

    /// Runs a time stage: `onInput` answers each input event with what to schedule (an event,
    /// a delay in ticks, a generation tag) and whether to cancel what is waiting; `onFire`
    /// decides what a timer sends when it runs. Input and timers run in key order; the output
    /// ends at its first terminal event.
    private func scheduled(
        _ input: Timeline,
        onInput: (Stamped) -> (schedule: [(FuzzEvent, ticks: Int, generation: Int)], cancel: Bool),
        onFire: (FuzzEvent, _ generation: Int, _ time: Int) -> FuzzEvent?,
        hopsOnFire: (FuzzEvent, _ generation: Int) -> Bool = { _, _ in false }
    ) -> Timeline {
        var inputs = input[...]
        var timers: [Timer] = []
        var output: Timeline = []
        while output.last?.event.isTerminal != true {
            let timerIndex = timers.indices.min {
                timers[$0].key.lexicographicallyPrecedes(timers[$1].key)
            }
            if let next = inputs.first,
                timerIndex.map({ next.key.lexicographicallyPrecedes(timers[$0].key) }) ?? true
            {
                inputs.removeFirst()
                let (schedule, cancel) = onInput(next)
                if cancel { timers.removeAll { $0.time > next.time } }
                for (event, ticks, generation) in schedule {
                    let deadline = next.time + ticks
                    guard let key = fireKey(scheduledAt: next.key, deadline: deadline) else {
                        continue
                    }
                    timers.append(
                        Timer(key: key, time: deadline, event: event, generation: generation))
                }
            } else if let timerIndex {
                var timer = timers.remove(at: timerIndex)
                if hopsOnFire(timer.event, timer.generation) {
                    // One more turn of the scheduler, for the same time: after the work
                    // already scheduled for it.
                    timer.key = [timer.key[0], timer.time] + timer.key
                    timer.generation = Self.hopped
                    timers.append(timer)
                    continue
                }
                if let event = onFire(timer.event, timer.generation, timer.time) {
                    output.append(Stamped(key: timer.key, time: timer.time, event: event))
                }
            } else {
                break
            }
        }
        return output
    }

    /// The generation of a timer that has taken its extra turn of the scheduler.
    static let hopped = -2

    /// Values and completion `ticks` later, each scheduled on its own (completion then takes
    /// one more turn of the scheduler, as in ReactiveSwift); failure and interruption at once,
    /// after the values already due, dropping those still waiting.
    func delay(_ input: Timeline, ticks: Int) -> Timeline {
        scheduled(
            input,
            onInput: { item in
                switch item.event {
                case .value, .completed: return ([(item.event, ticks, 0)], false)
                case .failed, .interrupted: return ([(item.event, 0, 0)], true)
                }
            },
            onFire: { event, _, _ in event },
            hopsOnFire: { event, generation in
                if case .completed = event { return generation != Self.hopped }
                return false
            })
    }

    /// A value once `ticks` have passed without another; a terminal event at once, dropping a
    /// waiting value (`discardWhenCompleted` is `true` by default).
    func debounce(_ input: Timeline, ticks: Int) -> Timeline {
        var generation = 0
        return scheduled(
            input,
            onInput: { item in
                generation += 1
                guard case .value = item.event else { return ([(item.event, 0, -1)], false) }
                return ([(item.event, ticks, generation)], false)
            },
            onFire: { event, tag, _ in tag == -1 || tag == generation ? event : nil })
    }

    /// At most one value per `ticks`: after a quiet interval at once, else the latest when the
    /// interval ends; a terminal event at once, dropping a waiting value.
    func throttle(_ input: Timeline, ticks: Int) -> Timeline {
        var held: Int?
        var lastSent: Int?
        var generation = 0
        return scheduled(
            input,
            onInput: { item in
                guard case .value(let value) = item.event else {
                    return ([(item.event, 0, -1)], false)
                }
                held = value
                generation += 1
                guard let last = lastSent, last <= item.time else {
                    return ([(item.event, 0, generation)], false)
                }
                let sendAt = max(last + ticks, item.time)
                return ([(item.event, sendAt - item.time, generation)], false)
            },
            onFire: { event, tag, time in
                if tag == -1 { return event }
                guard tag == generation, let value = held else { return nil }
                held = nil
                lastSent = time
                return .value(value)
            })
    }
}
