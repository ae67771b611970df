import Ripple

/// A plain view on Linux: owns a lifetime that ends in its `deinit`, and exposes binding
/// targets for its properties.
final class BoundLabel: LifetimeProvider {
    let (lifetime, token) = Lifetime.make()
    var text = ""
    var optionalText: String?
    var texts: [String] = []

    var textTarget: BindingTarget<String> {
        BindingTarget(object: self, keyPath: \.text)
    }

    /// Records every value it is given, in order.
    var recordingTarget: BindingTarget<String> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.texts.append($0) }
    }
}

/// A scheduler that queues actions until `run()`: shows where a scheduled target runs.
final class StepScheduler: Scheduler, @unchecked Sendable {
    private var pending: [() -> Void] = []

    var pendingCount: Int { pending.count }

    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> Disposable? {
        pending.append(action)
        return nil
    }

    func run() {
        let actions = pending
        pending = []
        for action in actions { action() }
    }
}

/// Collects the values a test sees, in order.
final class BindingRecorder<Value> {
    var values: [Value] = []

    var target: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.values.append($0) }
    }

    let (lifetime, token) = Lifetime.make()
}
