/// Builders of the failure messages RippleTesting reports: expected and actual side by side,
/// with the first difference named.
enum FailureMessage {
    /// A readable form of `value`: strings quoted, optionals unwrapped (`nil` when empty),
    /// everything else as `String(describing:)`.
    static func show(_ value: Any) -> String {
        switch value {
        case let string as String: return String(reflecting: string)
        case let substring as Substring: return String(reflecting: substring)
        case let character as Character: return String(reflecting: character)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return show(wrapped)
        }
        return String(describing: value)
    }

    /// `[a, b, c]` with each element shown by `show`.
    static func show<T>(_ values: [T]) -> String {
        "[" + values.map { show($0) }.joined(separator: ", ") + "]"
    }

    /// `value(3)`, `failed(boom)`, `completed` or `interrupted`.
    static func show<Value, Error>(_ event: Signal<Value, Error>.Event) -> String {
        switch event {
        case .value(let value): return "value(\(show(value)))"
        case .failed(let error): return "failed(\(show(error)))"
        case .completed: return "completed"
        case .interrupted: return "interrupted"
        }
    }

    /// `[value(1), completed]`.
    static func show<Value, Error>(_ events: [Signal<Value, Error>.Event]) -> String {
        "[" + events.map { show($0) }.joined(separator: ", ") + "]"
    }

    /// Describes where `actual` first differs from `expected`, or returns `nil` if they are
    /// equal:
    ///
    ///     values differ at index 2: expected 3, got 4
    ///       expected: [1, 2, 3]
    ///       actual:   [1, 2, 4]
    ///
    /// - Parameters:
    ///   - noun: What the elements are, plural (`values`, `events`).
    ///   - expected: The expected elements.
    ///   - actual: The recorded elements.
    ///   - equal: Element equality.
    ///   - element: How to show one element.
    ///   - list: How to show the whole list.
    static func mismatch<T>(
        of noun: String,
        expected: [T],
        actual: [T],
        equal: (T, T) -> Bool,
        element: (T) -> String,
        list: ([T]) -> String
    ) -> String? {
        var index = 0
        while index < expected.count, index < actual.count, equal(expected[index], actual[index]) {
            index += 1
        }
        if index == expected.count, index == actual.count { return nil }
        let wanted = index < expected.count ? element(expected[index]) : "no more \(noun)"
        let got = index < actual.count ? element(actual[index]) : "no more \(noun)"
        return """
            \(noun) differ at index \(index): expected \(wanted), got \(got)
              expected: \(list(expected)) (\(count(expected.count, noun)))
              actual:   \(list(actual)) (\(count(actual.count, noun)))
            """
    }

    /// `1 value`, `3 values`: `noun` is plural and loses its trailing `s` for one.
    static func count(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun.dropLast())" : "\(count) \(noun)"
    }

    /// `detail` preceded by the caller's message on its own line, if there is one.
    static func compose(_ message: String?, _ detail: String) -> String {
        guard let message, !message.isEmpty else { return detail }
        return message + "\n" + detail
    }
}
