import Dispatch
import Ripple

/// A view stand-in isolated to the main actor, as a Swift 6 view controller is. It observes
/// with `observeForUI()` and binds with `<~` into a main-actor target, and has nothing unsafe
/// in it: no `@preconcurrency`, `nonisolated(unsafe)`, `MainActor.assumeIsolated` or
/// `@unchecked Sendable`.
@MainActor
final class MessageFeedView: LifetimeProvider {
    nonisolated let lifetime: Lifetime
    private let token: Lifetime.Token

    private(set) var messages: [Message] = []
    private(set) var lastText = ""
    private(set) var boundTexts: [String] = []
    private(set) var offMainDeliveries = 0

    private let viewModel: any MessageFeedViewModelType

    var textTarget: BindingTarget<String> {
        BindingTarget(onMainActor: lifetime) { [weak self] text in
            MainActor.assertIsolated("a bound value arrived off the main actor")
            dispatchPrecondition(condition: .onQueue(.main))
            self?.boundTexts.append(text)
        }
    }

    init(viewModel: any MessageFeedViewModelType) {
        (lifetime, token) = Lifetime.make()
        self.viewModel = viewModel
        lifetime += viewModel.outputs.message.observeForUI().observeValues { [weak self] in
            MainActor.assertIsolated("a value arrived off the main actor")
            dispatchPrecondition(condition: .onQueue(.main))
            self?.messages.append($0)
        }
        lifetime += viewModel.outputs.text.observeForUI().observeValues { [weak self] in
            self?.lastText = $0
        }
        textTarget <~ viewModel.outputs.text
    }
}
