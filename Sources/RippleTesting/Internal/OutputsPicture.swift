/// Draws every log of a `TestOutputs` as one marble diagram (see `Marbles`): one line per
/// input and output, columns aligned, then the value each letter stands for.
///
///     timeline, one column per 0.3 seconds of virtual time:
///       input  emailChanged  a-b
///       output isValid       a-b
///       output submitted     --(a|)
///     values:
///       emailChanged: a = "", b = "blob@example.com"
///       isValid: a = false, b = true
///       submitted: a = "blob@example.com"
///
/// With a scheduler a column is a tick of virtual time (the given tick, else the largest that
/// divides every event's time); without one, or past `maxColumns`, a column is one event in
/// the order the outputs sent them. Events in one column form a group, `(ab)`; spaces pad the
/// columns, which `Marbles.parse` ignores, so each line stays a valid diagram. An input is
/// seen when the recorder's observer of it runs, after the view model's own observers: in the
/// order of events an input call comes after the outputs it changed at once; on virtual time
/// they share its column.
struct OutputsPicture {
    /// The widest timed picture; wider ones are drawn in order of events instead.
    static let maxColumns = 120
    private static let symbols = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    let logs: [OutputLog]
    let timed: Bool
    let tick: Duration?

    func render() -> String {
        let ordered = logs.filter { $0.role == .input } + logs.filter { $0.role == .output }
        guard !ordered.isEmpty else { return "timeline: nothing recorded" }
        let histories = ordered.map(\.events)
        let (columnOf, header) = columns(histories.flatMap { $0 })
        var legend: [String] = []
        var rows: [[Int: [Character]]] = []
        var columnCount = 0
        for (log, events) in zip(ordered, histories) {
            var symbolOf: [String: Character] = [:]
            var order: [String] = []
            var line: [Int: [Character]] = [:]
            for event in events {
                let column = columnOf(event)
                columnCount = max(columnCount, column + 1)
                if let terminal = event.terminalSymbol {
                    line[column, default: []].append(terminal)
                } else if let text = event.valueText {
                    if symbolOf[text] == nil {
                        let index = order.count
                        symbolOf[text] = index < Self.symbols.count ? Self.symbols[index] : "?"
                        order.append(text)
                    }
                    line[column, default: []].append(symbolOf[text] ?? "?")
                }
            }
            rows.append(line)
            if !order.isEmpty {
                let pairs = order.map { "\(symbolOf[$0] ?? "?") = \($0)" }
                legend.append("  \(displayName(log)): " + pairs.joined(separator: ", "))
            }
        }
        let cells = rows.map { row in (0..<columnCount).map { Self.cell(row[$0]) } }
        let widths = (0..<columnCount).map { column in cells.map { $0[column].count }.max() ?? 1 }
        let labels = ordered.map { ($0.role == .input ? "input  " : "output ") + displayName($0) }
        let labelWidth = labels.map(\.count).max() ?? 0
        var lines = [header]
        for (label, row) in zip(labels, cells) {
            var diagram = ""
            for column in 0..<columnCount {
                let cell = row[column]
                diagram += cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            let padded = label + String(repeating: " ", count: labelWidth - label.count)
            lines.append(trimmed("  \(padded)  \(diagram)"))
        }
        if !legend.isEmpty { lines += ["values:"] + legend }
        return lines.joined(separator: "\n")
    }

    /// The column of each event, and the header that says what a column is.
    private func columns(_ all: [LoggedEvent]) -> ((LoggedEvent) -> Int, String) {
        if timed {
            let tick = self.tick ?? Self.commonTick(all.compactMap(\.time))
            let last = all.compactMap(\.time).max() ?? .zero
            if last / tick < Double(Self.maxColumns) {
                return (
                    { Int((($0.time ?? .zero) / tick).rounded(.down)) },
                    "timeline, one column per \(tick) of virtual time:"
                )
            }
        }
        let ranks = Dictionary(
            uniqueKeysWithValues: all.map(\.sequence).sorted().enumerated().map { ($1, $0) })
        return ({ ranks[$0.sequence] ?? 0 }, "timeline, one column per event, in the order sent:")
    }

    /// The largest tick that divides every time, in whole nanoseconds; `Marbles.defaultTick`
    /// when every event happened at time zero.
    static func commonTick(_ times: [Duration]) -> Duration {
        func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : gcd(b, a % b) }
        let nanoseconds = times.map { time -> Int64 in
            let (seconds, attoseconds) = time.components
            return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        }
        let divisor = nanoseconds.filter { $0 > 0 }.reduce(0, gcd)
        return divisor > 0 ? .nanoseconds(divisor) : Marbles.defaultTick
    }

    private static func cell(_ symbols: [Character]?) -> String {
        guard let symbols, !symbols.isEmpty else { return "-" }
        return symbols.count == 1 ? String(symbols) : "(" + String(symbols) + ")"
    }

    /// An input's name without its `Property` suffix: `emailChangedProperty` is `emailChanged`.
    private func displayName(_ log: OutputLog) -> String {
        guard log.role == .input, log.name.hasSuffix("Property"), log.name != "Property" else {
            return log.name
        }
        return String(log.name.dropLast("Property".count))
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
