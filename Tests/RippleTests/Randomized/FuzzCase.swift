/// The vocabulary of the randomized tests: a pipeline of operators over a few pipes, and a
/// script of what happens to those pipes, the scheduler and the observers.
///
/// Every stage carries `Int` values and fails with `FuzzError`, so any stage can feed any
/// other; stages whose natural output is not an `Int` (pairs, arrays, events) encode it as
/// one, and the reference model encodes it the same way.

/// The error every source and stage may fail with.
enum FuzzError: Swift.Error, Equatable, CustomStringConvertible {
    case a
    case b

    var description: String { self == .a ? "A" : "B" }
}

/// One event of a timeline, in a form that prints short.
enum FuzzEvent: Equatable, CustomStringConvertible {
    case value(Int)
    case failed(FuzzError)
    case completed
    case interrupted

    var isTerminal: Bool {
        if case .value = self { return false }
        return true
    }

    var description: String {
        switch self {
        case .value(let value): return "\(value)"
        case .failed(let error): return "#\(error)"
        case .completed: return "|"
        case .interrupted: return "!"
        }
    }
}

/// How a `flatMap` stage makes its inner stream from a value `v`.
enum FuzzInner: Equatable, CustomStringConvertible {
    /// `SignalProducer(values: v, v + 1, …)`: `count` values at once, then completion.
    case values(count: Int)
    /// The hot source `index`, each value offset by `v`, observed from the inner's start.
    case source(Int)
    /// `SignalProducer(value: v).delay(ticks, on: scheduler)`.
    case delayed(ticks: Int)

    var description: String {
        switch self {
        case .values(let count): return "values(\(count))"
        case .source(let index): return "s\(index)"
        case .delayed(let ticks): return "delayed(\(ticks))"
        }
    }
}

/// The flatten strategies the generator picks from.
enum FuzzStrategy: CaseIterable, CustomStringConvertible {
    case merge, concat, latest, race

    var description: String {
        switch self {
        case .merge: return "merge"
        case .concat: return "concat"
        case .latest: return "latest"
        case .race: return "race"
        }
    }
}

/// A pipeline: a tree whose leaves are sources (pipes) and whose nodes are operators.
///
/// Each source appears at most once in a tree (as a leaf or as a `flatMap` inner), so one
/// source event never reaches a stage by two paths at once: the order of simultaneous events
/// is then fixed by the contract alone.
indirect enum FuzzNode: CustomStringConvertible {
    case source(Int)
    case map(FuzzNode)
    case filter(FuzzNode, modulus: Int)
    case skipRepeats(FuzzNode)
    case takeFirst(FuzzNode, Int)
    case skipFirst(FuzzNode, Int)
    case takeWhile(FuzzNode, below: Int)
    case skipWhile(FuzzNode, below: Int)
    case scan(FuzzNode)
    case combinePrevious(FuzzNode, initial: Int)
    case collect(FuzzNode, count: Int)
    case materialize(FuzzNode)
    case combineLatest(FuzzNode, FuzzNode)
    case zip(FuzzNode, FuzzNode)
    case merge(FuzzNode, FuzzNode)
    case withLatest(FuzzNode, from: FuzzNode)
    case sample(FuzzNode, on: FuzzNode)
    case takeUntil(FuzzNode, FuzzNode)
    case flatMap(FuzzNode, FuzzStrategy, FuzzInner)
    case delay(FuzzNode, ticks: Int)
    case debounce(FuzzNode, ticks: Int)
    case throttle(FuzzNode, ticks: Int)

    /// The stages directly below this one.
    var children: [FuzzNode] {
        switch self {
        case .source: return []
        case .map(let a), .filter(let a, _), .skipRepeats(let a), .takeFirst(let a, _),
            .skipFirst(let a, _), .takeWhile(let a, _), .skipWhile(let a, _), .scan(let a),
            .combinePrevious(let a, _), .collect(let a, _), .materialize(let a),
            .flatMap(let a, _, _), .delay(let a, _), .debounce(let a, _), .throttle(let a, _):
            return [a]
        case .combineLatest(let a, let b), .zip(let a, let b), .merge(let a, let b),
            .withLatest(let a, let b), .sample(let a, let b), .takeUntil(let a, let b):
            return [a, b]
        }
    }

    /// How many stages the tree has.
    var size: Int { 1 + children.reduce(0) { $0 + $1.size } }

    var description: String {
        switch self {
        case .source(let index): return "s\(index)"
        case .map(let a): return "\(a).map(*3+1)"
        case .filter(let a, let modulus): return "\(a).filter(%\(modulus)!=0)"
        case .skipRepeats(let a): return "\(a).skipRepeats()"
        case .takeFirst(let a, let count): return "\(a).take(first: \(count))"
        case .skipFirst(let a, let count): return "\(a).skip(first: \(count))"
        case .takeWhile(let a, let below): return "\(a).take(while: <\(below))"
        case .skipWhile(let a, let below): return "\(a).skip(while: <\(below))"
        case .scan(let a): return "\(a).scan(0, +)"
        case .combinePrevious(let a, let initial): return "\(a).combinePrevious(\(initial))"
        case .collect(let a, let count): return "\(a).collect(count: \(count))"
        case .materialize(let a): return "\(a).materialize()"
        case .combineLatest(let a, let b): return "combineLatest(\(a), \(b))"
        case .zip(let a, let b): return "zip(\(a), \(b))"
        case .merge(let a, let b): return "merge(\(a), \(b))"
        case .withLatest(let a, let b): return "\(a).withLatest(from: \(b).demoteErrors())"
        case .sample(let a, let b): return "\(a).sample(on: \(b).demoteErrors().void)"
        case .takeUntil(let a, let b): return "\(a).take(until: \(b).demoteErrors().void)"
        case .flatMap(let a, let strategy, let inner): return "\(a).flatMap(.\(strategy), \(inner))"
        case .delay(let a, let ticks): return "\(a).delay(\(ticks))"
        case .debounce(let a, let ticks): return "\(a).debounce(\(ticks))"
        case .throttle(let a, let ticks): return "\(a).throttle(\(ticks))"
        }
    }
}

/// One step of a script.
enum FuzzStep: Equatable, CustomStringConvertible {
    case send(source: Int, FuzzEvent)
    case advance(ticks: Int)
    /// Disposes the first observer's observation (or, for a producer, nothing: see the runner).
    case dispose
    /// Attaches a second observer to the pipeline's signal.
    case attach

    var description: String {
        switch self {
        case .send(let source, let event): return "s\(source)<-\(event)"
        case .advance(let ticks): return "+\(ticks)"
        case .dispose: return "dispose"
        case .attach: return "attach"
        }
    }
}

/// A pipeline and the script to run against it.
struct FuzzCase: CustomStringConvertible {
    var pipeline: FuzzNode
    var script: [FuzzStep]

    var description: String {
        "pipeline: \(pipeline)\nscript:   \(script.map(\.description).joined(separator: " "))"
    }
}

/// What the observers of one run saw.
struct FuzzOutcome: Equatable, CustomStringConvertible {
    var first: [FuzzEvent]
    var second: [FuzzEvent]?

    var description: String {
        let first = "first:  \(first.map(\.description).joined(separator: " "))"
        guard let second else { return first }
        return first + "\nsecond: \(second.map(\.description).joined(separator: " "))"
    }
}

/// The small, fixed functions the stages apply, shared by Ripple's pipeline and the model.
enum FuzzFunctions {
    static func map(_ value: Int) -> Int { value &* 3 &+ 1 }
    static func pair(_ a: Int, _ b: Int) -> Int { a &* 1000 &+ b }
    static func array(_ values: [Int]) -> Int { values.reduce(7) { $0 &* 31 &+ $1 } }

    static func materialized(_ event: FuzzEvent) -> Int {
        switch event {
        case .value(let value): return value
        case .completed: return -1
        case .failed(.a): return -2
        case .failed(.b): return -4
        case .interrupted: return -3
        }
    }
}
