// Finding a recorded output by its key path: the log `record(_:named:)` made for it, else the
// stored property the key path names, else the recorded object the key path returns. What
// `outputs[\.name]`, `skipEvents(_:)` and `exclude(_:)` go through.

extension TestOutputs {
    /// The output's log: recorded by `record`, else the stored property the key path names,
    /// else the recorded object the key path returns.
    func log(for keyPath: AnyKeyPath, _ locus: SourceLocus) -> OutputLog? {
        if let log = find(keyPath) { return log }
        let names = outputNames.joined(separator: ", ")
        FailureReporter.fail(
            "\(keyPath) is not a recorded output (recorded: \(names)); "
                + "add it with `record(_:named:)` when the recorder is made",
            at: locus)
        return nil
    }

    /// The log recorded for `keyPath`, if any (remembered once found).
    private func find(_ keyPath: AnyKeyPath) -> OutputLog? {
        if let log = keyed.withLock({ $0[keyPath] }) { return log }
        let logs = session.logs
        var found: OutputLog?
        if let name = Self.storedName(keyPath) {
            found = logs.first { $0.name == name }
        }
        if found == nil, let object = held.outputs?[keyPath: keyPath], type(of: object) is AnyClass
        {
            let id = ObjectIdentifier(object as AnyObject)
            found = logs.first { $0.sourceID == id }
        }
        if let found { keyed.withLock { $0[keyPath] = found } }
        return found
    }

    /// The observer of `keyPath`'s output; an empty one, after a failure, if it has none.
    func observer<Value, Error>(_ keyPath: AnyKeyPath, _ locus: SourceLocus)
        -> TestObserver<Value, Error>
    {
        log(for: keyPath, locus)?.observer as? TestObserver<Value, Error> ?? TestObserver()
    }

    /// Records `source` as `keyPath`'s output unless reflection already found it.
    func record(
        _ keyPath: AnyKeyPath, _ source: RecordableOutput, _ name: String?, _ locus: SourceLocus
    ) {
        if find(keyPath) != nil { return }  // already recorded: reflection found it
        let name = name ?? Self.storedName(keyPath) ?? "output \(session.logs.count + 1)"
        let log = source.startRecording(named: name, role: .output, in: session)
        keyed.withLock { $0[keyPath] = log }
    }

    /// The outputs, if still alive: an object is held weakly, a struct by value.
    var outputs: Outputs? { held.outputs }

    /// `name` for `\Outputs.name` (a stored property); `nil` for a computed one.
    private static func storedName(_ keyPath: AnyKeyPath) -> String? {
        let prefix = "\\\(String(describing: Outputs.self))."
        let description = "\(keyPath)"
        guard description.hasPrefix(prefix) else { return nil }
        let name = description.dropFirst(prefix.count)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(name)
    }
}
