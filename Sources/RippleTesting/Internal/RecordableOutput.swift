/// A stream `TestOutputs` can find by reflection and record without knowing its types: the
/// type-erased "observe every event" hook that `Mirror` needs, since a `Mirror` child is an
/// `Any` and `Signal<Value, Error>` cannot be matched with its generic parameters unknown.
///
/// `Signal`, `SignalProducer` (started), `Property`, `MutableProperty` and
/// `ValidatingProperty` conform here, in RippleTesting: Ripple itself needs no hook. A
/// property recorded as an output records its current value, then each change (its
/// `producer`); as an input, only the changes (its `signal`): each change is an input call.
protocol RecordableOutput {
    /// Starts recording `self` into a new log named `name`, timed by `session`.
    func startRecording(named name: String, role: OutputLog.Role, in session: OutputsSession)
        -> OutputLog
}

extension Signal: RecordableOutput {
    func startRecording(named name: String, role: OutputLog.Role, in session: OutputsSession)
        -> OutputLog
    {
        OutputLog.start(name: name, role: role, source: self, session: session) { observe($0) }
    }
}

extension SignalProducer: RecordableOutput {
    func startRecording(named name: String, role: OutputLog.Role, in session: OutputsSession)
        -> OutputLog
    {
        OutputLog.start(name: name, role: role, source: nil, session: session) { start($0) }
    }
}

extension Property: RecordableOutput {
    func startRecording(named name: String, role: OutputLog.Role, in session: OutputsSession)
        -> OutputLog
    {
        OutputLog.start(name: name, role: role, source: self, session: session) {
            role == .input ? signal.observe($0) : producer.start($0)
        }
    }
}

extension MutableProperty: RecordableOutput {
    func startRecording(named name: String, role: OutputLog.Role, in session: OutputsSession)
        -> OutputLog
    {
        OutputLog.start(name: name, role: role, source: self, session: session) {
            role == .input ? signal.observe($0) : producer.start($0)
        }
    }
}

extension ValidatingProperty: RecordableOutput {
    func startRecording(named name: String, role: OutputLog.Role, in session: OutputsSession)
        -> OutputLog
    {
        OutputLog.start(name: name, role: role, source: self, session: session) {
            role == .input ? signal.observe($0) : producer.start($0)
        }
    }
}
