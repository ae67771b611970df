/// The model's stages with two inputs, as `Docs/Operators.md` ("Combining") states them.
extension ReferenceModel {
    /// Runs a two-input stage over the inputs' interleaved events; the output ends at its first
    /// terminal event.
    func combine(
        _ a: Timeline, _ b: Timeline, _ step: (_ input: Int, FuzzEvent) -> [FuzzEvent]
    ) -> Timeline {
        var output: Timeline = []
        for (input, item) in interleave(a, b) {
            var events = step(input, item.event)
            if let end = events.firstIndex(where: \.isTerminal) {
                events.removeSubrange((end + 1)...)
            }
            output += answer(events, to: item)
            if events.last?.isTerminal == true { break }
        }
        return output
    }

    /// Once both have a value, the pair of latest values on every value; completes when both
    /// have completed; fails or is interrupted with either.
    func combineLatest(_ a: Timeline, _ b: Timeline) -> Timeline {
        var latest: [Int?] = [nil, nil]
        var completed = [false, false]
        return combine(a, b) { input, event in
            switch event {
            case .value(let value):
                latest[input] = value
                guard let first = latest[0], let second = latest[1] else { return [] }
                return [.value(FuzzFunctions.pair(first, second))]
            case .completed:
                completed[input] = true
                return completed == [true, true] ? [.completed] : []
            case .failed, .interrupted:
                return [event]
            }
        }
    }

    /// Values paired by position; completes once an input has completed with none of its values
    /// waiting; fails or is interrupted with either.
    func zip(_ a: Timeline, _ b: Timeline) -> Timeline {
        var waiting: [[Int]] = [[], []]
        var completed = [false, false]
        func finished() -> Bool {
            (completed[0] && waiting[0].isEmpty) || (completed[1] && waiting[1].isEmpty)
        }
        return combine(a, b) { input, event in
            switch event {
            case .value(let value):
                let other = 1 - input
                guard !waiting[other].isEmpty else {
                    waiting[input].append(value)
                    return []
                }
                let partner = waiting[other].removeFirst()
                let pair = input == 0 ? (value, partner) : (partner, value)
                let sent = FuzzEvent.value(FuzzFunctions.pair(pair.0, pair.1))
                return finished() ? [sent, .completed] : [sent]
            case .completed:
                completed[input] = true
                return finished() ? [.completed] : []
            case .failed, .interrupted:
                return [event]
            }
        }
    }

    /// Every value of both; completes when both have ended (an interruption counts as
    /// completion); fails with either.
    func merge(_ a: Timeline, _ b: Timeline) -> Timeline {
        var ended = [false, false]
        return combine(a, b) { input, event in
            switch event {
            case .value: return [event]
            case .failed: return [event]
            case .completed, .interrupted:
                ended[input] = true
                return ended == [true, true] ? [.completed] : []
            }
        }
    }

    /// Each value of `a` paired with `b`'s latest, once `b` has one; ends with `a` alone.
    /// (`b` is demoted: its failure is a completion, and its end is ignored.)
    func withLatest(_ a: Timeline, _ b: Timeline) -> Timeline {
        var latest: Int?
        return combine(a, b) { input, event in
            if input == 1 {
                if case .value(let value) = event { latest = value }
                return []
            }
            guard case .value(let value) = event else { return [event] }
            guard let latest else { return [] }
            return [.value(FuzzFunctions.pair(value, latest))]
        }
    }

    /// `a`'s latest value on each value of the sampler `b`, once `a` has one; completes when
    /// both have completed; fails with `a`; interrupted with either. (`b` is demoted and
    /// mapped to `()`: its failure is a completion.)
    func sample(_ a: Timeline, on b: Timeline) -> Timeline {
        var latest: Int?
        var completed = [false, false]
        return combine(a, b) { input, event in
            switch (input, event) {
            case (0, .value(let value)):
                latest = value
                return []
            case (1, .value):
                return latest.map { [.value($0)] } ?? []
            case (_, .completed), (1, .failed):
                completed[input] = true
                return completed == [true, true] ? [.completed] : []
            default:
                return [event]
            }
        }
    }

    /// `a`'s events until the trigger `b` sends a value or completes; then completion. (`b` is
    /// demoted: its failure is a completion; its interruption is ignored.)
    func take(_ a: Timeline, until b: Timeline) -> Timeline {
        combine(a, b) { input, event in
            guard input == 1 else { return [event] }
            switch event {
            case .value, .completed, .failed: return [.completed]
            case .interrupted: return []
            }
        }
    }
}
