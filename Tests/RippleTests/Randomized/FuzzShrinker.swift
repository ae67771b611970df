/// Checks a case against the model, and shrinks a failing case to a smaller one that still
/// fails, so that a report is short enough to read.
enum FuzzChecker {
    /// A difference between Ripple and the model.
    struct Mismatch: CustomStringConvertible {
        var fuzzCase: FuzzCase
        var asProducer: Bool
        var expected: FuzzOutcome
        var actual: FuzzOutcome

        var description: String {
            """
            \(fuzzCase)
            built on: \(asProducer ? "SignalProducer" : "Signal")
            expected (model):
            \(expected)
            actual (Ripple):
            \(actual)
            """
        }
    }

    /// Runs `fuzzCase` on both forms and returns the first difference from the model.
    static func check(_ fuzzCase: FuzzCase) -> Mismatch? {
        for asProducer in [false, true] {
            let script = asProducer ? FuzzRunner.producerScript(fuzzCase.script) : fuzzCase.script
            let expected = ReferenceModel(script: script).outcome(of: fuzzCase.pipeline)
            let actual = FuzzRunner.outcome(of: fuzzCase, asProducer: asProducer)
            if expected != actual {
                return Mismatch(
                    fuzzCase: fuzzCase, asProducer: asProducer, expected: expected, actual: actual)
            }
        }
        return nil
    }

    /// The smallest case reachable from `mismatch` by dropping steps and replacing stages with
    /// their inputs, that still fails.
    static func shrink(_ mismatch: Mismatch) -> Mismatch {
        let smallest = shrink(mismatch.fuzzCase) { check($0) != nil }
        return check(smallest) ?? mismatch
    }

    /// The smallest case reachable from `fuzzCase` by dropping steps and replacing stages with
    /// their inputs, for which `fails` still holds.
    static func shrink(_ fuzzCase: FuzzCase, while fails: (FuzzCase) -> Bool) -> FuzzCase {
        var smallest = fuzzCase
        while let smaller = simpler(smallest).first(where: fails) {
            smallest = smaller
        }
        return smallest
    }

    /// Every case one step simpler than `fuzzCase`.
    private static func simpler(_ fuzzCase: FuzzCase) -> [FuzzCase] {
        let pipelines = simpler(fuzzCase.pipeline).map {
            FuzzCase(pipeline: $0, script: fuzzCase.script)
        }
        let scripts = fuzzCase.script.indices.map { index in
            var script = fuzzCase.script
            script.remove(at: index)
            return FuzzCase(pipeline: fuzzCase.pipeline, script: script)
        }
        return pipelines + scripts
    }

    /// Every tree made by replacing one stage of `node` with one of its inputs.
    private static func simpler(_ node: FuzzNode) -> [FuzzNode] {
        let children = node.children
        var result = children
        for (index, child) in children.enumerated() {
            for smaller in simpler(child) {
                var replaced = children
                replaced[index] = smaller
                result.append(node.replacingChildren(with: replaced))
            }
        }
        return result
    }
}

extension FuzzNode {
    /// The same stage over other inputs.
    func replacingChildren(with c: [FuzzNode]) -> FuzzNode {
        switch self {
        case .source: return self
        case .map: return .map(c[0])
        case .filter(_, let modulus): return .filter(c[0], modulus: modulus)
        case .skipRepeats: return .skipRepeats(c[0])
        case .takeFirst(_, let count): return .takeFirst(c[0], count)
        case .skipFirst(_, let count): return .skipFirst(c[0], count)
        case .takeWhile(_, let below): return .takeWhile(c[0], below: below)
        case .skipWhile(_, let below): return .skipWhile(c[0], below: below)
        case .scan: return .scan(c[0])
        case .combinePrevious(_, let initial): return .combinePrevious(c[0], initial: initial)
        case .collect(_, let count): return .collect(c[0], count: count)
        case .materialize: return .materialize(c[0])
        case .combineLatest: return .combineLatest(c[0], c[1])
        case .zip: return .zip(c[0], c[1])
        case .merge: return .merge(c[0], c[1])
        case .withLatest: return .withLatest(c[0], from: c[1])
        case .sample: return .sample(c[0], on: c[1])
        case .takeUntil: return .takeUntil(c[0], c[1])
        case .flatMap(_, let strategy, let inner): return .flatMap(c[0], strategy, inner)
        case .delay(_, let ticks): return .delay(c[0], ticks: ticks)
        case .debounce(_, let ticks): return .debounce(c[0], ticks: ticks)
        case .throttle(_, let ticks): return .throttle(c[0], ticks: ticks)
        }
    }
}
