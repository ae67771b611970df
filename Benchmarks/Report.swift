// Output: a Markdown table for people (pasteable into Docs/Performance.md) and JSON for tools.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum Report {
    static let header = """
        | id | scenario | per | Ripple ns/op (min–max) | floor ns/op (min–max) | ratio \
        | target | met | allocs/op Ripple / floor | bytes/op Ripple / floor |
        | --- | --- | --- | --: | --: | --: | --- | :-: | --: | --: |
        """

    /// Said before the table where allocations are not counted (everywhere but Linux with
    /// glibc, e.g. on Darwin), whose allocation column is then empty rather than zeros.
    static let allocationsNote = """
        allocs/op: not counted on this platform (CMallocCounter counts on Linux with glibc \
        only); the column is empty.

        """

    /// The table rows of one scenario: one per size.
    static func rows(_ result: ScenarioResult) -> [String] {
        let scenario = result.scenario
        return result.variants.enumerated().map { index, variant in
            let isMain = index == result.variants.count - 1
            let id =
                result.variants.count > 1
                ? "\(scenario.id) n=\(grouped(variant.size))" : scenario.id
            var met = "–"
            if isMain, let meets = result.meetsTarget { met = meets ? "✓" : "✗" }
            if !variant.checksumsAgree { met += " checksum mismatch" }
            var target = isMain ? scenario.target.label : ""
            if isMain, case .flat = scenario.target {
                let growth = variant.ripple.median / result.variants[0].ripple.median
                target += " (is \(format(growth))×)"
            }
            let cells = [
                id, scenario.name, scenario.unit, timing(variant.ripple), timing(variant.floor),
                format(variant.ripple.median / variant.floor.median) + "×", target, met,
                countsAllocations ? pair(variant.rippleAllocations, variant.floorAllocations) : "",
                pair(variant.rippleBytes, variant.floorBytes),
            ]
            return "| " + cells.joined(separator: " | ") + " |"
        }
    }

    private static func timing(_ stats: Stats) -> String {
        "\(format(stats.median)) (\(format(stats.min))–\(format(stats.max)))"
    }

    private static func pair(_ ripple: Double?, _ floor: Double?) -> String {
        guard let ripple, let floor else { return "n/a" }
        return "\(format(ripple)) / \(format(floor))"
    }

    /// `1000000` as `1,000,000`.
    static func grouped(_ value: Int) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }

    /// The results as `{"results": [{"id": …, "name": …, "ns_per_op": …, "floor_ns_per_op": …,
    /// "ratio": …, "bytes_per_op": …, "allocations_per_op": …}]}`; S10 adds
    /// `"ns_per_op_by_size"`.
    static func json(_ results: [ScenarioResult]) -> String {
        let entries = results.map { result in
            let main = result.main
            var fields = [
                "\"id\": \(quoted(result.scenario.id))",
                "\"name\": \(quoted(result.scenario.name))",
                "\"ns_per_op\": \(number(main.ripple.median))",
                "\"floor_ns_per_op\": \(number(main.floor.median))",
                "\"ratio\": \(number(result.ratio))",
                "\"bytes_per_op\": \(main.rippleBytes.map(number) ?? "null")",
                "\"allocations_per_op\": \(main.rippleAllocations.map(number) ?? "null")",
            ]
            if result.variants.count > 1 {
                let sizes = result.variants.map { "\"\($0.size)\": \(number($0.ripple.median))" }
                fields.append("\"ns_per_op_by_size\": {\(sizes.joined(separator: ", "))}")
            }
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        return "{\"results\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? String((value * 1000).rounded() / 1000) : "null"
    }

    private static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    /// Writes `text` to `path`; returns whether it could.
    static func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        return fputs(text, file) >= 0
    }
}
