extension Signal {
    /// Delivers `self`'s events on the main queue, for observers isolated to the main actor:
    /// Kickstarter's name, built on `observe(on: UIScheduler())`.
    ///
    ///     self:   -a--b--|      (any thread)
    ///     result: -a--b--|      (main thread; at once when sent on main with nothing queued)
    ///
    /// <!-- context
    /// protocol ProjectViewModelOutputs { var title: Signal<String, Never> { get } }
    /// protocol ProjectViewModelType { var outputs: any ProjectViewModelOutputs { get } }
    /// -->
    /// ```swift fragment
    /// @MainActor final class ProjectViewController {
    ///     var title = ""
    ///     func bind(to viewModel: any ProjectViewModelType) {
    ///         viewModel.outputs.title.observeForUI().observeValues { [weak self] in
    ///             self?.title = $0
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Kickstarter's `observeForUI()` returns a `Signal`; this one returns a
    /// `MainActorSignal`, whose `observe…` methods take `@MainActor` closures, so a
    /// main-actor view observes without `MainActor.assumeIsolated` or `@preconcurrency` in
    /// Swift 6. Its `signal` is the plain main-queue signal, for further operators.
    ///
    /// - Returns: The events of `self`, delivered on the main queue.
    public func observeForUI() -> MainActorSignal<Value, Error> {
        MainActorSignal(mainQueueSignal: observe(on: UIScheduler()))
    }
}

extension SignalProducer {
    /// Delivers each run's events on the main queue, for observers isolated to the main
    /// actor: Kickstarter's name, built on `observe(on: UIScheduler())`.
    ///
    ///     self:   -a--b--|      (any thread)
    ///     result: -a--b--|      (main thread; at once when sent on main with nothing queued)
    ///
    /// <!-- context
    /// struct Project { let name: String }
    /// protocol ProjectViewModelType { var loadProject: SignalProducer<Project, Never> { get } }
    /// @MainActor final class ProjectViewController {
    ///     func show(_ project: Project) {}
    ///     func bind(to viewModel: any ProjectViewModelType) {
    ///         /* fragment */
    ///     }
    /// }
    /// -->
    /// ```swift fragment
    /// viewModel.loadProject.observeForUI().startWithValues { [weak self] in
    ///     self?.show($0)
    /// }
    /// ```
    ///
    /// Kickstarter's `observeForUI()` returns a `SignalProducer`; this one returns a
    /// `MainActorSignalProducer`, whose `start…` methods take `@MainActor` closures. Its
    /// `producer` is the plain main-queue producer, for further operators.
    ///
    /// - Returns: A producer of each run's events, delivered on the main queue.
    public func observeForUI() -> MainActorSignalProducer<Value, Error> {
        MainActorSignalProducer(mainQueueProducer: observe(on: UIScheduler()))
    }
}

/// Calls a main-actor closure from a delivery that Ripple made on the main queue.
///
/// Ripple's own guarantee, not the user's: every caller is an observer of a signal delivered
/// by `UIScheduler`, which runs actions on the main thread only, and the main actor's
/// executor is the main queue. `MainActor.assumeIsolated` checks it at run time and stops
/// the program if it ever did not hold. The value is handed over from the sending thread, as
/// every Ripple delivery does, without requiring `Sendable`.
@inline(__always)
func runOnMainActor<Argument>(_ action: @MainActor (Argument) -> Void, with argument: Argument) {
    let handed = UncheckedSendable(argument)
    MainActor.assumeIsolated { action(handed.wrapped) }
}
