/// The model of `flatMap` with every strategy, as `Docs/Operators.md` ("Flattening") states
/// it: `.merge` runs every inner at once, `.concat` one after another, `.latest` only the
/// newest, `.race` only the first to send any event. An inner's interruption counts as its
/// completion (but the race winner's interrupts the result); a failure of the outer or of a
/// forwarded inner fails the result; the result completes when the outer and every inner it
/// waits for have completed.
extension ReferenceModel {
    /// One running inner stream: the events it has yet to send.
    private struct Inner {
        var id: Int
        var events: Timeline
    }

    /// The events of the inner that `inner` makes from `value`, started at `cause`.
    private func innerEvents(_ inner: FuzzInner, value: Int, id: Int, cause: Stamped) -> Timeline {
        switch inner {
        case .values(let count):
            let events = (0..<count).map { FuzzEvent.value(value &+ $0) } + [.completed]
            return events.enumerated().map { index, event in
                Stamped(key: cause.key + [index], time: cause.time, event: event)
            }
        case .source(let index):
            let events = source(index)
            if let end = events.last, end.event.isTerminal,
                end.key.lexicographicallyPrecedes(cause.key)
            {
                // Observing a terminated signal: interrupted at once.
                return [Stamped(key: cause.key + [0], time: cause.time, event: .interrupted)]
            }
            return events.filter { cause.key.lexicographicallyPrecedes($0.key) }.map { item in
                var event = item.event
                if case .value(let offset) = event { event = .value(offset &+ value) }
                return Stamped(key: item.key + [id], time: item.time, event: event)
            }
        case .delayed(let ticks):
            // `delay` schedules the value and the completion each on its own; completion
            // then takes one more turn of the scheduler.
            let deadline = cause.time + ticks
            let valueKey = fireKey(scheduledAt: cause.key + [0], deadline: deadline)
            let completionKey = fireKey(scheduledAt: cause.key + [1], deadline: deadline).map {
                [$0[0], deadline] + $0
            }
            return [(valueKey, FuzzEvent.value(value)), (completionKey, .completed)].compactMap {
                key, event in key.map { Stamped(key: $0, time: deadline, event: event) }
            }
        }
    }

    func flatten(_ outer: Timeline, _ strategy: FuzzStrategy, _ kind: FuzzInner) -> Timeline {
        var outerEvents = outer[...]
        var active: [Inner] = []
        var waiting: [Int] = []  // `.concat`'s values whose inners have not started
        var outerDone = false
        var winner: Int?
        var nextID = 0
        var output: Timeline = []

        func start(_ value: Int, cause: Stamped) {
            active.append(
                Inner(id: nextID, events: innerEvents(kind, value: value, id: nextID, cause: cause))
            )
            nextID += 1
        }
        func send(_ event: FuzzEvent, at cause: Stamped) {
            output.append(Stamped(key: cause.key, time: cause.time, event: event))
        }
        func finishIfDone(at cause: Stamped) {
            if outerDone && active.isEmpty && waiting.isEmpty { send(.completed, at: cause) }
        }

        while output.last?.event.isTerminal != true {
            // The next event: the outer's, or the earliest of a running inner's.
            let innerNext = active.indices.filter { !active[$0].events.isEmpty }.min {
                active[$0].events[0].key.lexicographicallyPrecedes(active[$1].events[0].key)
            }
            let outerFirst: Bool
            switch (outerEvents.first, innerNext) {
            case (nil, nil): return output
            case (.some, nil): outerFirst = true
            case (nil, .some): outerFirst = false
            case (.some(let next), .some(let index)):
                outerFirst = next.key.lexicographicallyPrecedes(active[index].events[0].key)
            }

            if outerFirst {
                let item = outerEvents.removeFirst()
                switch item.event {
                case .value(let value):
                    switch strategy {
                    case .merge: start(value, cause: item)
                    case .concat:
                        if active.isEmpty {
                            start(value, cause: item)
                        } else {
                            waiting.append(value)
                        }
                    case .latest:
                        active.removeAll()
                        start(value, cause: item)
                    case .race:
                        if winner == nil { start(value, cause: item) }
                    }
                case .completed:
                    outerDone = true
                    finishIfDone(at: item)
                case .failed, .interrupted:
                    send(item.event, at: item)
                }
                continue
            }

            guard let index = innerNext else { return output }
            let id = active[index].id
            let item = active[index].events.removeFirst()
            if strategy == .race && winner == nil {
                winner = id
                active.removeAll { $0.id != id }
            }
            let position = active.firstIndex { $0.id == id } ?? index
            switch item.event {
            case .value, .failed:
                send(item.event, at: item)
            case .interrupted where strategy == .race:
                send(.interrupted, at: item)
            case .completed, .interrupted:
                active.remove(at: position)
                if strategy == .concat && !waiting.isEmpty {
                    start(waiting.removeFirst(), cause: item)
                }
                finishIfDone(at: item)
            }
        }
        return output
    }
}
