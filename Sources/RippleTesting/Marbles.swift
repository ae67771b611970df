/// Marble diagrams: a timeline of events written as a string, one character per tick of
/// virtual time.
///
///     -a--b-|        a at tick 1, b at tick 4, completed at tick 6
///     -a-(bc)-#      a at 1, b then c both at 3, failed at 5
///     --^            interrupted at tick 2
///
/// | character | meaning |
/// | --- | --- |
/// | `-` | nothing happens during this tick |
/// | a letter, digit or other character | a value, looked up in the `values` table |
/// | `\|` | completed |
/// | `#` | failed, with the `error` given |
/// | `^` | interrupted |
/// | `(…)` | the events inside all happen at one tick, in order; the group takes one tick |
/// | space | ignored: use it to line diagrams up |
///
/// A tick is `Marbles.defaultTick` (one millisecond) unless a `tick` is passed. Unlike RxJS,
/// a group takes one tick whatever its length, so a diagram renders back to itself, and `^`
/// means interruption (there is no subscription marker).
///
/// `TestScheduler.createHotSignal(_:values:error:tick:)` turns a diagram into a signal, and
/// `MarbleRecorder` turns what a signal did back into a diagram, so a test reads:
///
/// ```swift fragment
/// let scheduler = TestScheduler()
/// let input = scheduler.createHotSignal("-a-b----c|", values: ["a": 1, "b": 2, "c": 3])
/// let recorder = MarbleRecorder(input.debounce(.milliseconds(2), on: scheduler), on: scheduler)
/// scheduler.run()
/// XCTAssertEqual(recorder.marbles(values: [1: "a", 2: "b", 3: "c"]), "-----b---|")
/// ```
public enum Marbles {
    /// The duration of one character when none is given: one millisecond.
    public static let defaultTick: Duration = .milliseconds(1)

    /// A diagram that cannot be read: what is wrong, and where.
    public struct SyntaxError: Swift.Error, Equatable, CustomStringConvertible {
        /// What is wrong.
        public let message: String
        /// The character offset in the diagram where it was found.
        public let offset: Int

        /// Creates a syntax error.
        ///
        /// - Parameters:
        ///   - message: What is wrong.
        ///   - offset: The character offset where it was found.
        public init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }

        /// The message with the offset, for a precondition failure.
        public var description: String { "marbles, at character \(offset): \(message)" }
    }

    /// Reads a diagram into events, each with the tick it happens at.
    ///
    /// ```swift fragment
    /// try Marbles.parse("-a-|", values: ["a": 1], error: Never?.none)
    /// // [(tick: 1, event: .value(1)), (tick: 3, event: .completed)]
    /// ```
    ///
    /// - Parameters:
    ///   - marbles: The diagram.
    ///   - values: The value of each value character.
    ///   - error: The error of `#`; a diagram with `#` needs one.
    /// - Returns: The events in order, with their ticks.
    /// - Throws: `SyntaxError` for an unknown character, `#` with no error, an event after a
    ///   terminal event, or a group that is empty, nested or not closed.
    public static func parse<Value, Error: Swift.Error>(
        _ marbles: String, values: [Character: Value], error: Error?
    ) throws -> [(tick: Int, event: Signal<Value, Error>.Event)] {
        var events: [(tick: Int, event: Signal<Value, Error>.Event)] = []
        var tick = 0
        var groupStart: Int?
        var terminated = false
        for (offset, character) in marbles.enumerated() {
            func fail(_ message: String) -> SyntaxError {
                SyntaxError(message: message, offset: offset)
            }
            let event: Signal<Value, Error>.Event
            switch character {
            case " ", "\t", "\n":
                continue
            case "-":
                guard groupStart == nil else { throw fail("'-' inside a group") }
                tick += 1
                continue
            case "(":
                guard groupStart == nil else { throw fail("nested group") }
                groupStart = events.count
                continue
            case ")":
                guard let start = groupStart else { throw fail("')' with no group open") }
                guard events.count > start else { throw fail("empty group") }
                groupStart = nil
                tick += 1
                continue
            case "|": event = .completed
            case "^": event = .interrupted
            case "#":
                guard let error else { throw fail("'#' needs an error: pass `error:`") }
                event = .failed(error)
            default:
                guard let value = values[character] else {
                    throw fail("'\(character)' is not in the values table")
                }
                event = .value(value)
            }
            guard !terminated else { throw fail("'\(character)' after a terminal event") }
            terminated = event.isTerminating
            events.append((tick, event))
            if groupStart == nil { tick += 1 }
        }
        if groupStart != nil {
            throw SyntaxError(message: "group not closed", offset: marbles.count)
        }
        return events
    }

    /// Writes events back as a diagram: `-` for each tick with nothing, one character per
    /// event, and a group for the ticks with several. The diagram ends at the last event.
    ///
    /// - Parameters:
    ///   - events: The events with their ticks, in order.
    ///   - symbol: The character for a value.
    /// - Returns: The diagram.
    public static func render<Value, Error: Swift.Error>(
        _ events: [(tick: Int, event: Signal<Value, Error>.Event)],
        symbol: (Value) -> Character
    ) -> String {
        var diagram = ""
        var index = 0
        var tick = 0
        while index < events.count {
            var atTick: [Character] = []
            while index < events.count, events[index].tick <= tick {
                atTick.append(character(for: events[index].event, symbol: symbol))
                index += 1
            }
            switch atTick.count {
            case 0: diagram.append("-")
            case 1: diagram.append(atTick[0])
            default: diagram += "(" + String(atTick) + ")"
            }
            tick += 1
        }
        return diagram
    }

    private static func character<Value, Error: Swift.Error>(
        for event: Signal<Value, Error>.Event, symbol: (Value) -> Character
    ) -> Character {
        switch event {
        case .value(let value): return symbol(value)
        case .completed: return "|"
        case .failed: return "#"
        case .interrupted: return "^"
        }
    }
}

extension TestScheduler {
    /// Creates a hot signal that sends the events of a diagram on this scheduler, tick 0
    /// being `now`. Events at tick 0 go out on the next advance.
    ///
    /// <!-- context
    /// struct TestError: Error {}
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// let input = scheduler.createHotSignal("-a--b|", values: ["a": 1, "b": 2], error: TestError())
    /// ```
    ///
    /// Without a terminal event the signal stays alive after its last event. A diagram that
    /// cannot be read stops the test with a precondition failure naming the character.
    ///
    /// - Parameters:
    ///   - marbles: The diagram; see `Marbles`.
    ///   - values: The value of each value character.
    ///   - error: The error of `#`.
    ///   - tick: The duration of one character.
    /// - Returns: A signal that sends the diagram's events as the scheduler advances.
    public func createHotSignal<Value, Error: Swift.Error>(
        _ marbles: String, values: [Character: Value], error: Error? = nil,
        tick: Duration = Marbles.defaultTick
    ) -> Signal<Value, Error> {
        let events: [(tick: Int, event: Signal<Value, Error>.Event)]
        do {
            events = try Marbles.parse(marbles, values: values, error: error)
        } catch {
            fatalError("\(error)")
        }
        return Signal { observer, lifetime in
            lifetime.observeEnded { _ = observer }  // alive until a terminal event or release
            for (index, event) in events {
                lifetime += schedule(after: tick * index) { observer.send(event) }
            }
        }
    }

    /// Creates a hot signal that cannot fail, sending the events of a diagram on this
    /// scheduler, tick 0 being `now`.
    ///
    /// <!-- context
    /// let scheduler = TestScheduler()
    /// -->
    /// ```swift fragment
    /// let taps = scheduler.createHotSignal("-x-x--x", values: ["x": ()])
    /// ```
    ///
    /// - Parameters:
    ///   - marbles: The diagram; see `Marbles`. It must not contain `#`.
    ///   - values: The value of each value character.
    ///   - tick: The duration of one character.
    /// - Returns: A signal that sends the diagram's events as the scheduler advances.
    public func createHotSignal<Value>(
        _ marbles: String, values: [Character: Value], tick: Duration = Marbles.defaultTick
    ) -> Signal<Value, Never> {
        createHotSignal(marbles, values: values, error: Never?.none, tick: tick)
    }
}
