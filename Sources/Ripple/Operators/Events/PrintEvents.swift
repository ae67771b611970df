/// The line Kickstarter's print operators write: `[label] item`, or `item` without a label.
func printedLine(_ label: String?, _ item: Any) -> String {
    label.map { "[\($0)] \(item)" } ?? "\(item)"
}

extension Signal {
    /// Kickstarter's `printEvents`, built on `on(event:)`: prints every event, prefixed with
    /// `[label]`, then forwards it.
    ///
    ///     self:   -a--b-|
    ///     result: -a--b-|   (prints each of the three events)
    ///
    /// - Parameter label: The prefix of each printed line, or `nil` for none.
    /// - Returns: `self`'s events, unchanged.
    public func printEvents(label: String? = nil) -> Signal<Value, Error> {
        printEvents(label: label) { print($0) }
    }

    /// `printEvents(label:)` writing to `printer` instead of standard output.
    func printEvents(label: String?, to printer: @escaping (String) -> Void) -> Signal<
        Value, Error
    > {
        on(event: { printer(printedLine(label, $0)) })
    }
}

extension SignalProducer {
    /// Kickstarter's `printEvents` per run, built on `on(event:)`: prints every event of each
    /// run, prefixed with `[label]`, then forwards it.
    ///
    ///     self:   -a--b-|
    ///     result: -a--b-|   (prints each of the three events)
    ///
    /// - Parameter label: The prefix of each printed line, or `nil` for none.
    /// - Returns: `self`'s events, unchanged.
    public func printEvents(label: String? = nil) -> SignalProducer<Value, Error> {
        printEvents(label: label) { print($0) }
    }

    /// Kickstarter's `printValues` per run, built on `on(value:)`: prints every value of each
    /// run, prefixed with `[label]`, then forwards it.
    ///
    ///     self:   -a--b-|
    ///     result: -a--b-|   (prints a, then b)
    ///
    /// - Parameter label: The prefix of each printed line, or `nil` for none.
    /// - Returns: `self`'s events, unchanged.
    public func printValues(label: String? = nil) -> SignalProducer<Value, Error> {
        printValues(label: label) { print($0) }
    }

    /// Kickstarter's `startAndPrintEvents`: starts `self` and prints every event of the run,
    /// prefixed with `[label]`.
    ///
    ///     self:   -a--b-|   (prints each of the three events)
    ///
    /// - Parameter label: The prefix of each printed line, or `nil` for none.
    /// - Returns: A disposable that interrupts the run.
    @discardableResult
    public func startAndPrintEvents(label: String? = nil) -> Disposable {
        startAndPrintEvents(label: label) { print($0) }
    }

    /// `printEvents(label:)` writing to `printer`.
    func printEvents(label: String?, to printer: @escaping (String) -> Void) -> SignalProducer<
        Value, Error
    > {
        lift { $0.printEvents(label: label, to: printer) }
    }

    /// `printValues(label:)` writing to `printer`.
    func printValues(label: String?, to printer: @escaping (String) -> Void) -> SignalProducer<
        Value, Error
    > {
        on(value: { printer(printedLine(label, $0)) })
    }

    /// `startAndPrintEvents(label:)` writing to `printer`.
    @discardableResult
    func startAndPrintEvents(label: String?, to printer: @escaping (String) -> Void)
        -> Disposable
    {
        start { printer(printedLine(label, $0)) }
    }
}
